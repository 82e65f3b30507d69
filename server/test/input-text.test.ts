import { wsClient } from './live';
import { Messages } from '../src/core/messages';
import { signUp, type Account } from './accounts';
import { expectGraphQLError, expectRestError } from './errors';
import { startTestApp, type TestApp } from './harness';

/** NUL and lone surrogates are refused at every door (issue 12, finding 3): a 400, never a 500, and nothing stored. */
let t: TestApp;
let alice: Account;
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

/** The rows a refused edit must leave alone: alice's profile, page and auth metadata. */
const aliceRows = async () => [
  await t.app.deps.dataSource.query(`SELECT * FROM users WHERE user_id = $1`, [alice.userId]),
  await t.app.deps.dataSource.query(`SELECT * FROM users_page WHERE user_id = $1`, [alice.userId]),
  await t.app.deps.dataSource.query(`SELECT raw_user_meta_data, email FROM auth_users WHERE id = $1`, [alice.userId]),
];

async function auth(method: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${t.url}/auth/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  alice = await signUp(t, 'alice');
});
afterAll(() => t?.stop());

describe('REST facade', () => {
  it('refuses NUL and undecodable bytes in route parameters and query strings with 400', async () => {
    for (const route of [
      '/api/user/user-by-name/a%00',
      '/api/user/user-by-name/a%ED%A0%80',
      '/api/user/user-by-name/alice?page=%00',
      '/api/team/team-by-name/x%00y',
    ]) {
      expectRestError(await t.rest('GET', route), 400, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    }
  });

  it('refuses NUL and lone surrogates anywhere in a JSON body, changing nothing', async () => {
    const before = await aliceRows();
    const route = `/api/user/update-profile/${alice.userId}`;
    expectRestError(await t.rest('PUT', route, { user_bio: NUL }, alice.token), 400, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    expectRestError(await t.rest('PUT', route, { display_name: LONE_SURROGATE }, alice.token), 400, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    expectRestError(await t.rest('PUT', route, { user_bio: 'fine', extra: { deep: ['x', NUL] } }, alice.token), 400, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    expectRestError(
      await t.rest('PUT', `/api/user/update-user-video-url/${alice.userId}`, { user_video_data: `https://youtu.be/${NUL}` }, alice.token),
      400,
      'BAD_USER_INPUT',
      Messages.inputUnsafeText,
    );
    expectRestError(
      await t.rest('POST', '/api/follow/update-top', { page_id: alice.userId, new_entity: NUL }, alice.token),
      400,
      'BAD_USER_INPUT',
      Messages.inputUnsafeText,
    );
    expect(await aliceRows()).toEqual(before);
  });

  it('still accepts emoji (a surrogate pair) in the same body', async () => {
    const res = await t.rest('PUT', `/api/user/update-profile/${alice.userId}`, { user_bio: 'gg 🎮' }, alice.token);
    expect(res.status).toBe(200);
  });
});

describe('auth API', () => {
  it('refuses NUL in PUT /user metadata and sign-up fields with 400 validation_failed, changing nothing', async () => {
    const before = await aliceRows();
    expect(await auth('PUT', '/user', { data: { bio: NUL } }, alice.token)).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: Messages.inputUnsafeText },
    });
    expect(await auth('PUT', '/user', { data: { [LONE_SURROGATE]: 'key' } }, alice.token)).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: Messages.inputUnsafeText },
    });
    expect(await auth('POST', '/signup', { email: 'mallory@example.test', password: 'Sturdy-Password-1', data: { user_name: NUL } })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: Messages.inputUnsafeText },
    });
    expect(await aliceRows()).toEqual(before);
    const mallory: unknown[] = await t.app.deps.dataSource.query(`SELECT 1 FROM auth_users WHERE email = 'mallory@example.test'`);
    expect(mallory).toHaveLength(0);
  });
});

describe('GraphQL over HTTP', () => {
  const post = (query: string, variables?: Record<string, unknown>, token?: string) => t.rest('POST', '/graphql', { query, variables }, token);

  it('refuses NUL and lone surrogates in variables with 400 BAD_USER_INPUT', async () => {
    for (const text of [NUL, LONE_SURROGATE]) {
      const res = await post('query Find($text: String!) { search(text: $text) { __typename } }', { text });
      expect(res.status).toBe(400);
      expectGraphQLError(res.body, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    }
    const res = await post('query Lookup($param: String!) { user(param: $param) { id } }', { param: NUL });
    expectGraphQLError(res.body, 'BAD_USER_INPUT', Messages.inputUnsafeText);
  });

  it('refuses NUL in inline string arguments (\\u escapes) too; the parser already refuses lone surrogates', async () => {
    for (const query of ['{ user(param: "a\\u0000") { id } }', '{ team(param: "x\\u0000") { id } }', '{ search(text: "\\u{0}") { __typename } }']) {
      const res = await post(query);
      expect(res.status).toBe(400);
      expectGraphQLError(res.body, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    }
    const lone = await post('{ team(param: "\\uD800x") { id } }');
    expect(lone.status).toBe(400);
    expect(lone.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a mutation carrying one before it runs: nothing stored', async () => {
    const before = await aliceRows();
    const res = await post(
      'mutation Edit($id: ID!, $input: UpdateUserProfileInput!) { updateUserProfile(userId: $id, input: $input) { id } }',
      { id: alice.userId, input: { bio: NUL } },
      alice.token,
    );
    expectGraphQLError(res.body, 'BAD_USER_INPUT', Messages.inputUnsafeText);
    expect(await aliceRows()).toEqual(before);
  });

  it('answers ordinary text, emoji included', async () => {
    const res = await post('query Find($text: String!) { search(text: $text) { __typename } }', { text: 'ali 🎮' });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('GraphQL over WebSocket', () => {
  it('refuses NUL in variables and literals with BAD_USER_INPUT, keeping the socket open', async () => {
    const client = wsClient(t.url);
    const run = async (query: string, variables?: Record<string, unknown>) => {
      const results: any[] = [];
      try {
        for await (const result of client.iterate({ query, variables })) results.push(result);
      } catch (errors) {
        // A refusal before execution arrives as graphql-ws's `error` message: the list of errors.
        results.push({ errors });
      }
      return results;
    };
    try {
      for (const results of [
        await run('query Find($text: String!) { search(text: $text) { __typename } }', { text: NUL }),
        await run('{ user(param: "\\u0000") { id } }'),
      ]) {
        expect(results).toHaveLength(1);
        expectGraphQLError(results[0], 'BAD_USER_INPUT', Messages.inputUnsafeText);
      }
      const ok = await run('{ search(text: "ali") { __typename } }');
      expect(ok[0].errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });
});
