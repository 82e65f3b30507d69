import { randomUUID } from 'node:crypto';
import { signUp, TEST_PASSWORD, type Account } from '../../test/accounts';
import { communityFixtures } from '../../test/factories/community';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Names are screened at creation (issue 29, Rates and Filters): display names set through the auth API (sign-up,
 * one-time-code sign-up, a metadata update), team names and organizer names, through REST and GraphQL. A name the
 * site word list matches is refused naming the field, and nothing changes.
 */
const RUDE = 'Fuck Squad';

describe('name screens', () => {
  let t: TestApp;
  let player: Account;
  let gameId: string;
  let regionId: string;
  const unique = () => randomUUID().replace(/-/g, '').slice(0, 8);
  const db = () => t.app.deps.dataSource.manager;
  const countOf = async (sql: string, params: unknown[] = []) => ((await db().query(sql, params)) as Array<{ n: number }>)[0].n;

  beforeAll(async () => {
    t = await startTestApp(__filename);
    player = await signUp(t, `namer${unique()}`);
    const f = communityFixtures(db());
    gameId = (await f.game()).id;
    regionId = (await f.region()).id;
  });
  afterAll(() => t?.stop());

  async function authCall(method: string, route: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/auth/v1${route}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string; user_metadata?: Record<string, unknown> } };
  }

  it.each([
    ['display_name', (name: string) => ({ user_name: name, display_name: RUDE })],
    ['user_name', () => ({ user_name: `fuck${unique()}` })],
  ])('refuses a sign-up whose %s fails the site list, creating no account', async (field, dataOf) => {
    const email = `rude${unique()}@example.test`;
    const accounts = await countOf(`SELECT count(*)::int AS n FROM auth_users`);
    const users = await countOf(`SELECT count(*)::int AS n FROM users`);
    const refused = await authCall('POST', '/signup', { email, password: TEST_PASSWORD, data: dataOf(`nice${unique()}`) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'validation_failed', message: `${field} is not allowed: choose another name.` });
    expect(await countOf(`SELECT count(*)::int AS n FROM auth_users`)).toBe(accounts);
    expect(await countOf(`SELECT count(*)::int AS n FROM users`)).toBe(users);
    // The same sign-up with a fine name goes through.
    const fine = await authCall('POST', '/signup', { email, password: TEST_PASSWORD, data: { user_name: `nice${unique()}`, display_name: 'Nice Player' } });
    expect(fine.status).toBe(200);
  });

  it('refuses a one-time-code sign-up whose display_name fails the site list', async () => {
    const email = `rudeotp${unique()}@example.test`;
    const refused = await authCall('POST', '/otp', { email, create_user: true, data: { display_name: RUDE } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('display_name is not allowed: choose another name.');
    expect(await countOf(`SELECT count(*)::int AS n FROM auth_users WHERE email = $1`, [email])).toBe(0);
  });

  it('refuses a metadata update (PUT /user) that renames to a name the site list matches, changing nothing', async () => {
    const [{ meta }] = await db().query(`SELECT raw_user_meta_data AS meta FROM auth_users WHERE id = $1`, [player.userId]);
    const refused = await authCall('PUT', '/user', { data: { display_name: RUDE } }, player.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('display_name is not allowed: choose another name.');
    const [{ meta: after }] = await db().query(`SELECT raw_user_meta_data AS meta FROM auth_users WHERE id = $1`, [player.userId]);
    expect(after).toEqual(meta);
    const renamed = await authCall('PUT', '/user', { data: { display_name: 'Calm Player' } }, player.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.user_metadata?.display_name).toBe('Calm Player');
  });

  it('refuses a team name the site list matches on REST and GraphQL, naming the field, creating nothing', async () => {
    const teams = () => countOf(`SELECT count(*)::int AS n FROM teams`);
    const before = await teams();
    const rest = await t.rest('POST', '/api/team/create-team', { _team_name: RUDE, _team_game_id: gameId, _team_region_id: regionId }, player.token);
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('BAD_USER_INPUT');
    const gql = await t.gql(
      `mutation NameCreateTeam($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { input: { name: RUDE, gameId, regionId } },
      player.token,
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'This name is not allowed: choose another.' } });
    expect(await teams()).toBe(before);
    const fine = await t.gql(
      `mutation NameCreateTeamFine($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { input: { name: `Calm ${unique().replace(/\d/g, 'x').slice(0, 6)}`, gameId, regionId } },
      player.token,
    );
    expect(fine.errors).toBeUndefined();
  });

  it('refuses an organizer name the site list matches on REST and GraphQL, naming the field, creating nothing', async () => {
    const organizers = () => countOf(`SELECT count(*)::int AS n FROM organizers`);
    const before = await organizers();
    const rest = await t.rest('POST', '/api/organizer/create-organizer', { org_name: 'Fuck Cup' }, player.token);
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('BAD_USER_INPUT');
    const gql = await t.gql(`mutation NameCreateOrganizer($name: String!) { createOrganizer(name: $name) { id } }`, { name: 'Fuck Cup' }, player.token);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'This name is not allowed: choose another.' } });
    expect(await organizers()).toBe(before);
  });
});
