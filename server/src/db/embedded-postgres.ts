import fs from 'node:fs';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's page cache in the embedded database (EMBEDDED_PG_SHARED_BUFFERS). PGlite's WebAssembly memory never
 * shrinks, and its default 128MB of shared buffers fill as pages are read: that was the ~118 MB an embedded server
 * grew under a minute of mixed load and kept (bench/soak.ts). 32MB holds the demo world's hot pages; it bounds
 * the growth while the data stays on disk.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * An embedded PostgreSQL (PGlite, in WebAssembly) served over the wire protocol, so the app reaches it
 * with the same `pg` driver and code path as a real server. Pass a folder to keep data, or nothing for memory.
 */
export async function startEmbeddedPostgres(dataDir?: string, options: { sharedBuffers?: string } = {}): Promise<EmbeddedPostgres> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = options.sharedBuffers ?? EMBEDDED_SHARED_BUFFERS;
  const db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] });
  // maxConnections must be at least the pool size, or extra connections are reset.
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 32 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
