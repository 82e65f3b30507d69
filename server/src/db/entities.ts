import { catalogEntities } from '../catalog/catalog.entities';

/** Every TypeORM entity, by domain. */
export const allEntities = [...catalogEntities];
