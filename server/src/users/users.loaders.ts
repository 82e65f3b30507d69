import type { EntityManager } from 'typeorm';
import { loaderByKey } from '../core/batch';
import { User, UserPage } from './users.entities';

export function createUsersLoaders(db: EntityManager) {
  return {
    userById: loaderByKey(db, User, 'id'),
    /** The page of each user (null when the user has none yet). */
    userPageByUserId: loaderByKey(db, UserPage, 'userId'),
  };
}
