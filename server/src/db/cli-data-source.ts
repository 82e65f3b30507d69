// For the TypeORM CLI: `npx typeorm migration:show -d dist/server/src/db/cli-data-source.js`.
import { createDataSource } from './data-source';

export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
