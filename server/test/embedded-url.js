// In each jest worker, before any suite's code: with the embedded PostgreSQL, PGLITE_URL is this worker's own
// (global-setup.js starts one per worker), so suites in parallel never share a backend.
const own = process.env[`PGLITE_URL_${process.env.JEST_WORKER_ID ?? '1'}`];
if (!process.env.DATABASE_URL && own) process.env.PGLITE_URL = own;
