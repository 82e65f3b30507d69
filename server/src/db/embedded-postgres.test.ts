import { execFileSync } from 'node:child_process';
import { loadConfig } from '../config';
import { EMBEDDED_SHARED_BUFFERS } from './embedded-postgres';

describe('the embedded database', () => {
  it('bounds its page cache (its WebAssembly memory never shrinks, so the cache is what it grows to)', async () => {
    // PGlite loads as an ES module, which jest's VM cannot import: the database runs in a plain Node child.
    const probe = `
      const { Client } = require('pg');
      require('./embedded-postgres').startEmbeddedPostgres().then(async (embedded) => {
        const client = new Client({ connectionString: embedded.url });
        await client.connect();
        const { rows } = await client.query('show shared_buffers');
        await client.end();
        await embedded.stop();
        process.stdout.write(rows[0].shared_buffers);
      });`;
    const shown = execFileSync(process.execPath, ['-r', '@swc-node/register', '-e', probe], { cwd: __dirname, encoding: 'utf8', timeout: 60_000 });
    expect(shown).toBe(EMBEDDED_SHARED_BUFFERS);
  }, 90_000);

  it('takes EMBEDDED_PG_SHARED_BUFFERS as a PostgreSQL size and refuses anything else by name', () => {
    expect(loadConfig({}).embeddedSharedBuffers).toBeUndefined();
    expect(loadConfig({ EMBEDDED_PG_SHARED_BUFFERS: '64MB' }).embeddedSharedBuffers).toBe('64MB');
    for (const bad of ['64', '64 MB', '0MB', '1TB', "32MB'; drop"]) {
      expect(() => loadConfig({ EMBEDDED_PG_SHARED_BUFFERS: bad })).toThrow(/EMBEDDED_PG_SHARED_BUFFERS must be a size like 32MB/);
    }
  });
});
