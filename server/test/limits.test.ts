import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { Kind, parse, specifiedRules, validate, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import WebSocket from 'ws';
import { buildAppSchema } from '../src/app/schema';
import { limitRules } from '../src/graphql/limits';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const schema = buildAppSchema();
const clientSrc = path.resolve(__dirname, '../../client/src');

/** Every graphql(`...`) document the client ships, as operations with the fragments each one uses. */
function clientOperations(): Array<{ name: string; document: DocumentNode }> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'gql') walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full);
    }
  };
  walk(clientSrc);
  const definitions: DefinitionNode[] = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([\s\S]*?)`\s*\)/g)].flatMap((m) => parse(m[1]).definitions),
  );
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const usedBy = (node: DefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        if (seen.has(spread.name.value)) return;
        seen.add(spread.name.value);
        usedBy(fragments.get(spread.name.value)!, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: (operation as { name?: { value: string } }).name?.value ?? 'anonymous',
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...[...usedBy(operation)].map((name) => fragments.get(name)!)] } as DocumentNode,
    }));
}

beforeAll(async () => {
  t = await startTestApp(__filename);
});
afterAll(() => t?.stop());

describe('GraphQL limits', () => {
  it('every operation the client ships fits them', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, document } of operations) {
      expect({ name, errors: validate(schema, document, [...specifiedRules, ...limitRules()]).map((e) => e.message) }).toEqual({ name, errors: [] });
    }
  });

  it('refuses a query nested deeper than the depth limit with a 400, not a stalled server', async () => {
    const nest = (n: number): string => (n === 0 ? 'id' : `league { matches(first: 1) { edges { node { ${nest(n - 1)} } } } }`);
    const deep = `{ match(id: "00000000-0000-4000-8000-000000000000") { ${nest(6)} } }`;
    const res = await t.rest('POST', '/graphql', { query: deep });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses more than 15 aliases, and too many tokens with a 400 (not a 500)', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: ok`).join(' ')} }`;
    const many = await t.rest('POST', '/graphql', { query: aliases });
    expect(many.status).toBe(400);
    expect(many.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const tokens = `{ ${Array.from({ length: 1200 }, () => '__typename').join(' ')} }`;
    const long = await t.rest('POST', '/graphql', { query: tokens });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('gives no field suggestions and no stack traces', async () => {
    const res = await t.rest('POST', '/graphql', { query: '{ leage(param: "x") { id } }' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/Did you mean|stacktrace/);
  });

  it('applies the same limits over WebSocket, reporting errors without closing the socket', async () => {
    const client = createClient({ url: t.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
    const run = (query: string) =>
      new Promise<{ errors?: Array<{ extensions?: { code?: string } }>; data?: unknown }>((resolve) => {
        const result: { errors?: Array<{ extensions?: { code?: string } }>; data?: unknown } = {};
        client.subscribe(
          { query },
          {
            next: (value) => Object.assign(result, value),
            error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ extensions: { code: 'SOCKET' } }] }),
            complete: () => resolve(result),
          },
        );
      });
    const nest = (n: number): string => (n === 0 ? 'id' : `league { matches(first: 1) { edges { node { ${nest(n - 1)} } } } }`);
    const deep = await run(`{ match(id: "00000000-0000-4000-8000-000000000000") { ${nest(6)} } }`);
    expect(deep.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const tokens = await run(`{ ${Array.from({ length: 1200 }, () => '__typename').join(' ')} }`);
    expect(tokens.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    // the same socket still answers
    expect(await run('{ ok }')).toEqual({ data: { ok: true } });
    await client.dispose();
  });
});

describe('errors before a door runs', () => {
  const send = (route: string, body: string, headers: Record<string, string>) =>
    fetch(`${t.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(async (res) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      text: await res.text(),
    }));

  it('answers a malformed body with a JSON 400 on every door, never an HTML page or a stack', async () => {
    for (const route of ['/graphql', '/api/follow/dofollow']) {
      const res = await send(route, '{"query": ', {});
      expect({ route, status: res.status }).toEqual({ route, status: 400 });
      expect(res.type).toMatch(/application\/json/);
      expect(res.text).not.toMatch(/<html|at .*\.js|\/work\/|node_modules/i);
    }
    expect(JSON.parse((await send('/graphql', '{"query": ', {})).text)).toEqual({ errors: [{ message: 'Malformed request body: send JSON.', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('answers an unsupported charset or content encoding with 415, not 500', async () => {
    const charset = await send('/api/follow/dofollow', '{}', { 'content-type': 'application/json; charset=latin-9000' });
    expect(charset.status).toBe(415);
    const encoding = await send('/graphql', '{}', { 'content-encoding': 'x-unknown' });
    expect(encoding.status).toBe(415);
    expect(JSON.parse(encoding.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers missing media with a JSON 404 naming no path, with nosniff and a Content-Security-Policy', async () => {
    const res = await fetch(`${t.url}/media/user/picture/nope.webp`);
    const text = await res.text();
    expect(res.status).toBe(404);
    expect(JSON.parse(text)).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect(text).not.toMatch(/\/tmp|ENOENT|\.data/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const sandbox = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(sandbox.headers.get('content-security-policy')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
  });
});
