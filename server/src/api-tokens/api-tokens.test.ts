import { buildSchema } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { API_SCOPES, type ApiScope } from '../core/api-access';
import { Messages } from '../core/messages';
import { declaredMutations } from '../app/api-scopes';
import { SESSION_ENDED_CLOSE_CODE } from '../graphql/websocket';
import { hashApiToken } from './api-tokens.service';

let t: TestApp;
let f: CommunityFixtures;
let owner: Account;
let gameId: string;
let regionId: string;

const CREATE_TOKEN = graphql(`
  mutation ApiTokensCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
        prefix
        scopes
        expiresAt
        lastUsedAt
        expired
      }
    }
  }
`);
const MY_TOKENS = graphql(`
  query ApiTokensMine {
    myApiTokens {
      id
      name
      prefix
      scopes
      lastUsedAt
    }
  }
`);
const REVOKE_TOKEN = graphql(`
  mutation ApiTokensRevoke($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A raw call that keeps the status (t.gql keeps only the body). */
async function call(method: string, route: string, body: unknown, token?: string) {
  const res = await fetch(t.url + route, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const gqlCall = (query: string, variables: Record<string, unknown>, token?: string) =>
  call('POST', '/graphql', { query, variables }, token);

/** Creates a token over REST with the session's token and returns the secret and its id. */
async function createToken(scopes: ApiScope[], name = `token ${scopes.join(' ')}`): Promise<{ token: string; id: string }> {
  const res = await call('POST', '/api/user/create-api-token', { name, scopes, expires_at: inDays(30) }, owner.token);
  expect(res.status).toBe(201);
  return { token: res.body.token, id: res.body.token_id };
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  owner = await signUp(t, 'TokenOwner');
  gameId = (await f.game()).id;
  regionId = (await f.region()).id;
});
afterAll(() => t.stop());

describe('creating, listing and revoking tokens', () => {
  it('GraphQL: shows the token once, stores only its hash, lists it without the secret, and revoking it ends it', async () => {
    const created = await t.gql(
      CREATE_TOKEN,
      { input: { name: '  Discord   bot ', scopes: ['WRITE_MATCHES', 'READ', 'READ'], expiresAt: inDays(7) } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const { token, apiToken } = created.data!.createApiToken;
    expect(token).toMatch(/^clutch_pat_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Discord bot', scopes: ['READ', 'WRITE_MATCHES'], lastUsedAt: null, expired: false });
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    expect(apiToken.prefix.length).toBeLessThan(20);

    const [row] = await t.app.deps.dataSource.query(`SELECT token_hash, scopes FROM api_tokens WHERE id = $1`, [apiToken.id]);
    expect(row).toEqual({ token_hash: hashApiToken(token), scopes: ['read', 'write:matches'] });
    const stored = JSON.stringify(await t.app.deps.dataSource.query(`SELECT * FROM api_tokens WHERE id = $1`, [apiToken.id]));
    expect(stored).not.toContain(token.slice(15));

    const listed = await t.gql(MY_TOKENS, {}, owner.token);
    expect(listed.data!.myApiTokens.map((x) => x.id)).toContain(apiToken.id);
    expect(JSON.stringify(listed)).not.toContain(token.slice(15));

    expect((await gqlCall('{ viewer { id } }', {}, token)).status).toBe(200);
    expect((await t.gql(REVOKE_TOKEN, { id: apiToken.id }, owner.token)).errors).toBeUndefined();
    expect((await t.gql(MY_TOKENS, {}, owner.token)).data!.myApiTokens.map((x) => x.id)).not.toContain(apiToken.id);
    const refused = await gqlCall('{ viewer { id } }', {}, token);
    expect(refused.status).toBe(401);
    expectGraphQLError(refused.body, 'UNAUTHENTICATED', Messages.apiTokenInvalid);
  });

  it('REST: create answers the token once, get-api-tokens lists it with last use, revoke-api-token ends it', async () => {
    const created = await call(
      'POST',
      '/api/user/create-api-token',
      { name: 'Stats site', scopes: ['read'], expires_at: inDays(90) },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Stats site', scopes: ['read'], user_id: owner.userId, last_used_at: null, expired: false });
    expect(created.body.token).toMatch(/^clutch_pat_/);

    // The token's first use is recorded after the answer (not awaited by the request).
    expect((await call('GET', `/api/user/user-by-id/${owner.userId}`, undefined, created.body.token)).status).toBe(200);
    let listed: any[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      listed = (await call('GET', `/api/user/get-api-tokens/${owner.userId}`, undefined, owner.token)).body;
      if (listed.find((x) => x.token_id === created.body.token_id)?.last_used_at) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mine = listed.find((x) => x.token_id === created.body.token_id);
    expect(mine.last_used_at).not.toBeNull();
    expect(mine).not.toHaveProperty('token');

    const other = await signUp(t, 'TokenOther');
    expectRestError(
      await call('GET', `/api/user/get-api-tokens/${owner.userId}`, undefined, other.token),
      403,
      'FORBIDDEN',
      Messages.forbidden,
    );
    expectRestError(
      await call('DELETE', '/api/user/revoke-api-token', { token_id: created.body.token_id }, other.token),
      404,
      'NOT_FOUND',
      Messages.apiTokenNotFound,
    );

    const revoked = await call('DELETE', '/api/user/revoke-api-token', { token_id: created.body.token_id }, owner.token);
    expect(revoked.status).toBe(200);
    expectRestError(
      await call('GET', `/api/user/user-by-id/${owner.userId}`, undefined, created.body.token),
      401,
      'UNAUTHENTICATED',
      Messages.apiTokenInvalid,
    );
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const count = async () => (await t.app.deps.dataSource.query(`SELECT count(*)::int n FROM api_tokens`))[0].n;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ', scopes: ['read'], expires_at: inDays(1) }, 'name', Messages.apiTokenNameRequired],
      [{ name: 'x'.repeat(61), scopes: ['read'], expires_at: inDays(1) }, 'name', Messages.apiTokenNameTooLong],
      [{ name: 'a', scopes: [], expires_at: inDays(1) }, 'scopes', Messages.apiTokenScopesRequired],
      [
        { name: 'a', scopes: ['write:everything'], expires_at: inDays(1) },
        'scopes',
        Messages.apiTokenScopeUnknown.replace('{scope}', 'write:everything'),
      ],
      [{ name: 'a', scopes: ['read'] }, 'expires_at', Messages.apiTokenExpiryRequired],
      [{ name: 'a', scopes: ['read'], expires_at: '2026-02-30T00:00:00Z' }, 'expires_at', Messages.apiTokenExpiryRequired],
      [{ name: 'a', scopes: ['read'], expires_at: inDays(-1) }, 'expires_at', Messages.apiTokenExpiryPast],
      [{ name: 'a', scopes: ['read'], expires_at: inDays(400) }, 'expires_at', Messages.apiTokenExpiryTooFar],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/user/create-api-token', body, owner.token);
      expectRestError(res, 400, 'BAD_USER_INPUT', message);
      expect(res.body.error.fields).toEqual({ [field]: message });
    }
    expectRestError(
      await call('POST', '/api/user/create-api-token', { name: 'a', scopes: ['read'], expires_at: inDays(1) }),
      401,
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    expect(await count()).toBe(before);
  });

  it('an expired token is refused with 401 on both doors', async () => {
    const { token, id } = await createToken(['read']);
    await t.app.deps.dataSource.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expectRestError(
      await call('GET', `/api/user/user-by-id/${owner.userId}`, undefined, token),
      401,
      'UNAUTHENTICATED',
      Messages.apiTokenInvalid,
    );
    const res = await gqlCall('{ viewer { id } }', {}, token);
    expect(res.status).toBe(401);
    expectGraphQLError(res.body, 'UNAUTHENTICATED', Messages.apiTokenInvalid);
    // An unknown token of the right shape too.
    expect((await gqlCall('{ ok }', {}, `clutch_pat_${'A'.repeat(43)}`)).status).toBe(401);
  });
});

describe('a token acts as its user within its scopes (the matrix)', () => {
  type Door = { name: string; scope: ApiScope | 'session'; run(token: string): Promise<{ status: number; body: any }> };
  let seq = 0;
  const DOORS: Door[] = [
    { name: 'GraphQL query viewer', scope: 'read', run: (token) => gqlCall('{ viewer { id } }', {}, token) },
    { name: 'REST GET user-by-id', scope: 'read', run: (token) => call('GET', `/api/user/user-by-id/${owner.userId}`, undefined, token) },
    {
      name: 'GraphQL createTeam',
      scope: 'write:teams',
      run: (token) =>
        gqlCall(
          'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
          { input: { name: `Tok Team ${++seq}`, gameId, regionId } },
          token,
        ),
    },
    {
      name: 'REST create-team',
      scope: 'write:teams',
      run: (token) =>
        call('POST', '/api/team/create-team', { _team_name: `Tok Rest ${++seq}`, _team_game_id: gameId, _team_region_id: regionId }, token),
    },
    {
      name: 'GraphQL createOrganizer',
      scope: 'admin:organizer',
      run: (token) => gqlCall('mutation($n: String!) { createOrganizer(name: $n) { id } }', { n: `Tok Org ${++seq}` }, token),
    },
    {
      name: 'REST create-organizer',
      scope: 'admin:organizer',
      run: (token) => call('POST', '/api/organizer/create-organizer', { org_name: `Tok Rest Org ${++seq}` }, token),
    },
    // No such match: a token with the scope passes the gate and meets the service's NOT_FOUND; without it, 403 first.
    {
      name: 'GraphQL finalizeMatch',
      scope: 'write:matches',
      run: (token) =>
        gqlCall('mutation($id: ID!) { finalizeMatch(matchId: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }, token),
    },
    {
      name: 'REST finalize-league-match',
      scope: 'write:matches',
      run: (token) => call('PUT', '/api/league/finalize-league-match', { match_id: '00000000-0000-4000-8000-000000000000' }, token),
    },
    {
      name: 'GraphQL createApiToken',
      scope: 'session',
      run: (token) =>
        gqlCall(
          'mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { token } }',
          { i: { name: 'x', scopes: ['READ'], expiresAt: inDays(1) } },
          token,
        ),
    },
    {
      name: 'REST create-api-token',
      scope: 'session',
      run: (token) => call('POST', '/api/user/create-api-token', { name: 'x', scopes: ['read'], expires_at: inDays(1) }, token),
    },
    { name: 'GraphQL ping (read-mapped mutation)', scope: 'read', run: (token) => gqlCall('mutation { ping }', {}, token) },
  ];
  const TOKENS: ApiScope[][] = [['read'], ['write:teams'], ['write:matches'], ['admin:organizer'], [...API_SCOPES]];
  const minted = new Map<string, string>();
  beforeAll(async () => {
    for (const scopes of TOKENS) minted.set(scopes.join('+'), (await createToken(scopes)).token);
  });

  for (const scopes of TOKENS) {
    for (const door of DOORS) {
      const allowed = door.scope !== 'session' && scopes.includes(door.scope);
      it(`${door.name} with a [${scopes.join(', ')}] token: ${allowed ? 'passes the scope check' : '403'}`, async () => {
        const res = await door.run(minted.get(scopes.join('+'))!);
        const message =
          door.scope === 'session' ? Messages.apiTokenSessionOnly : Messages.apiTokenMissingScope.replace('{scope}', door.scope);
        const isGraphQL = door.name.startsWith('GraphQL');
        if (!allowed) {
          expect(res.status).toBe(403);
          if (isGraphQL) expectGraphQLError(res.body, 'FORBIDDEN', message);
          else expectRestError(res, 403, 'FORBIDDEN', message);
          return;
        }
        const errorMessage = isGraphQL ? res.body.errors?.[0]?.message : res.body?.error?.message;
        expect(errorMessage === undefined || (errorMessage !== message && res.status !== 401)).toBe(true);
        if (door.scope !== 'write:matches') expect(res.status).toBeLessThan(300);
      });
    }
  }

  it('a write refused by scope changes nothing', async () => {
    const before = (await t.app.deps.dataSource.query(`SELECT count(*)::int n FROM teams`))[0].n;
    const res = await DOORS[2].run(minted.get('read')!);
    expect(res.status).toBe(403);
    expect((await t.app.deps.dataSource.query(`SELECT count(*)::int n FROM teams`))[0].n).toBe(before);
  });

  it('a mixed mutation is refused whole when one field lacks its scope, even through a fragment', async () => {
    const res = await gqlCall(
      'mutation($n: String!) { ping ...F } fragment F on Mutation { createOrganizer(name: $n) { id } }',
      { n: 'Never Made Org' },
      minted.get('read')!,
    );
    expect(res.status).toBe(403);
    expect((await t.app.deps.dataSource.query(`SELECT count(*)::int n FROM organizers WHERE org_name ILIKE 'Never Made Org'`))[0].n).toBe(
      0,
    );
  });

  it('a session keeps every door (no scopes apply to it)', async () => {
    expect((await DOORS[4].run(owner.token)).status).toBe(200);
  });

  it('over WebSocket: a read token subscribes and queries, cannot mutate; a revoked token cannot connect', async () => {
    const { token, id } = await createToken(['read']);
    const client = createClient({
      url: t.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: true,
    });
    const run = (query: string) =>
      new Promise<any>((resolve, reject) => {
        let result: any;
        client.subscribe({ query }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
      });
    expect((await run('{ viewer { id } }')).data.viewer.id).toBe(owner.userId);
    await expect(run('mutation { createOrganizer(name: "Ws Org") { id } }')).rejects.toEqual([
      expect.objectContaining({
        message: Messages.apiTokenMissingScope.replace('{scope}', 'admin:organizer'),
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    await client.dispose();

    // A socket signed in with the token closes as soon as the token is revoked, without waiting for its next operation.
    const open = await new Promise<{ closed: Promise<number> }>((resolve) => {
      let closedWith: (code: number) => void;
      const closed = new Promise<number>((done) => (closedWith = done));
      createClient({
        url: t.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        lazy: false,
        on: { connected: () => resolve({ closed }), closed: (event) => closedWith((event as { code: number }).code) },
        onNonLazyError: () => undefined,
      });
    });
    await call('DELETE', '/api/user/revoke-api-token', { token_id: id }, owner.token);
    expect(await open.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    let timer: NodeJS.Timeout | undefined;
    const closed = await new Promise<number>((resolve) => {
      const revoked = createClient({
        url: t.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        lazy: false,
        on: { closed: (event) => resolve((event as { code: number }).code) },
        onNonLazyError: () => undefined,
      });
      timer = setTimeout(() => void revoked.dispose(), 3000);
    });
    clearTimeout(timer);
    // Closed as a session that ended: the client re-authenticates or goes on as a guest.
    expect(closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe('the scope table', () => {
  it('declares only mutations the schema has (a renamed mutation would silently close to tokens)', () => {
    const sdl = fs
      .readdirSync(path.join(__dirname, '../../../schema'))
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => fs.readFileSync(path.join(__dirname, '../../../schema', file), 'utf8'))
      .join('\n');
    const mutations = Object.keys(buildSchema(sdl).getMutationType()!.getFields());
    expect(declaredMutations().filter((field) => !mutations.includes(field))).toEqual([]);
  });
});
