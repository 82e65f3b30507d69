import { signUp, type Account } from '../../test/accounts';
import { communityFixtures } from '../../test/factories/community';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import type { User } from '../users';
import { siteModerators } from './moderation.site';

const SERVICE_KEY = 'mods-service-key-5d1c7a9e3f0b2d4c6e8a';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const QUEUE = `query Queue($organizerId: ID, $first: Int = 100, $after: String) {
  moderationQueue(organizerId: $organizerId, first: $first, after: $after) {
    edges { cursor node {
      id targetType targetId reason text content contextPath contextLabel status
      reporter { id } subject { id } organizer { id }
    } }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** A connection's nodes, in order. */
const nodes = <T>(connection: { edges: Array<{ node: T }> }) => connection.edges.map((edge) => edge.node);
type Page<T> = { edges: Array<{ cursor: string; node: T }>; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
const QUEUE_EVENTS = `subscription QueueEvents($organizerId: ID) {
  moderationQueueChanged(organizerId: $organizerId) { kind report { id status targetType contextPath } }
}`;
const WALL_EVENTS = `subscription WallEvents($wallId: ID!) { commentWallEvents(wallId: $wallId) { kind comment { id text hidden } } }`;

interface QueueEvent {
  kind: string;
  report: { id: string; status: string; targetType: string; contextPath: string | null };
}

/** Waits until `events` holds a match (subscriptions deliver asynchronously). */
async function waitFor<E>(events: E[], match: (event: E) => boolean, timeoutMs = 5000): Promise<E> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(10)) {
    const found = events.find(match);
    if (found) return found;
  }
  throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
}

describe('moderation doors (authorization, site moderators, bans, release, live queue)', () => {
  let t: TestApp;
  let owner: Account; // the organizer's owner: its moderator
  let otherOwner: Account; // another organizer's staff
  let plain: Account;
  let author: Account;
  let siteMod: Account;
  let organizerId: string;
  let otherOrganizerId: string;
  let wallId: string;
  let parentId: string;
  let leagueId: string;
  let leagueTeamGame: { gameId: string; regionId: string };
  const closers: Array<() => Promise<void>> = [];

  const db = () => t.app.deps.dataSource.manager;
  const count = async (table: string) => (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  /** Every row count a refused door could have changed. */
  const snapshot = async () => ({
    reports: await count('moderation_reports'),
    open: (await db().query(`SELECT count(*)::int AS n FROM moderation_reports WHERE status = 'open'`))[0].n as number,
    audit: await count('moderation_audit'),
    hidden: (await db().query(`SELECT count(*)::int AS n FROM comments WHERE hidden_at IS NOT NULL`))[0].n as number,
    filters: JSON.stringify(await db().query(`SELECT * FROM moderation_filters ORDER BY organizer_id`)),
  });
  const reply = async (account: Account, comment: string): Promise<string> => {
    const res = await t.rest(
      'POST',
      '/api/chat/comments',
      { comment_wall_id: wallId, parent_comment_id: parentId, comment },
      account.token,
    );
    expect(res.status).toBe(201);
    return res.body._id;
  };
  const report = async (account: Account, body: Record<string, unknown>): Promise<string> => {
    const res = await t.rest('POST', '/api/moderation/report', { reason: 'spam', ...body }, account.token);
    expect(res.status).toBe(201);
    return res.body.data.report_id;
  };
  const hideDirectly = (commentId: string) =>
    db().query(`UPDATE comments SET hidden_reason = 'x', hidden_at = now(), hidden_by = $2 WHERE comment_id = $1`, [
      commentId,
      owner.userId,
    ]);

  beforeAll(async () => {
    t = await startTestApp(__filename, { AUTH_SERVICE_KEY: SERVICE_KEY });
    [owner, otherOwner, plain, author, siteMod] = await Promise.all([
      signUp(t, 'modsowner'),
      signUp(t, 'modsother'),
      signUp(t, 'modsplain'),
      signUp(t, 'modsauthor'),
      signUp(t, 'modssite'),
    ]);
    expect(await siteModerators.grant(db(), siteMod.email.toUpperCase(), 'test')).toEqual({ userId: siteMod.userId });
    expect(await siteModerators.grant(db(), 'nobody@example.test', 'test')).toBeNull();
    const f = communityFixtures(db());
    organizerId = (await f.organizer({ id: owner.userId } as User, { name: 'Mods Org' })).id;
    otherOrganizerId = (await f.organizer({ id: otherOwner.userId } as User, { name: 'Mods Other Org' })).id;
    await db().query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
    const [league] = await db().query(
      `INSERT INTO leagues (league_name, start_date, end_date, organizer_id) VALUES ('Mods Ladder', '2026-01-01', '2026-12-31', $1) RETURNING league_id`,
      [organizerId],
    );
    leagueId = league.league_id;
    wallId = (await f.wall('league', leagueId)).id;
    const posted = await t.rest('POST', '/api/chat/comments', { comment_wall_id: wallId, comment: 'Ladder opens' }, owner.token);
    expect(posted.status).toBe(201);
    parentId = posted.body._id;
    const probeTeam = await f.team({ name: 'Mods Probe' });
    leagueTeamGame = { gameId: probeTeam.gameId, regionId: probeTeam.regionId };
    await db().query(`UPDATE leagues SET game_id = $2, region_id = $3, open_entry = true WHERE league_id = $1`, [
      leagueId,
      probeTeam.gameId,
      probeTeam.regionId,
    ]);
  });
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  afterAll(() => t?.stop());

  it('answers every door by who asks; a refusal changes nothing', async () => {
    const commentId = await reply(author, 'a rude word');
    const who = { 'signed out': undefined, plain: plain.token, 'other staff': otherOwner.token } as Record<string, string | undefined>;
    const refusal = (name: string) => (name === 'signed out' ? 401 : 403);

    // report: anyone signed in; signed out refused.
    let before = await snapshot();
    expect((await t.rest('POST', '/api/moderation/report', { target_type: 'comment', target_id: commentId, reason: 'spam' })).status).toBe(
      401,
    );
    expect(await snapshot()).toEqual(before);
    for (const account of [plain, otherOwner, owner, siteMod]) await report(account, { target_type: 'comment', target_id: commentId });
    expect(await count('moderation_reports')).toBe(before.reports + 4);

    const reportIds: string[] = (await t.rest('GET', `/api/moderation/get-queue/${organizerId}`, undefined, owner.token)).body.data
      .filter((r: { target_id: string }) => r.target_id === commentId)
      .map((r: { report_id: string }) => r.report_id);
    expect(reportIds).toHaveLength(4);

    before = await snapshot();
    for (const [name, token] of Object.entries(who)) {
      expect([name, (await t.rest('GET', `/api/moderation/get-queue/${organizerId}`, undefined, token)).status]).toEqual([
        name,
        refusal(name),
      ]);
      expect([name, (await t.rest('GET', `/api/moderation/get-audit/${organizerId}`, undefined, token)).status]).toEqual([
        name,
        refusal(name),
      ]);
      const act = await t.rest('POST', '/api/moderation/act', { report_id: reportIds[0], action: 'hide', reason: 'rude' }, token);
      expect([name, act.status]).toEqual([name, refusal(name)]);
      const release = await t.rest(
        'POST',
        '/api/moderation/release',
        { target_type: 'comment', target_id: commentId, reason: 'fine' },
        token,
      );
      expect([name, release.status]).toEqual([name, refusal(name)]);
      const filters = await t.rest(
        'POST',
        '/api/moderation/update-filters',
        { organizer_id: organizerId, words: ['x*'], mode: 'hold' },
        token,
      );
      expect([name, filters.status]).toEqual([name, refusal(name)]);
      // GraphQL refuses the same way.
      const queue = await t.gql(QUEUE, { organizerId }, token);
      expect([name, queue.errors?.[0]?.extensions?.code]).toEqual([name, name === 'signed out' ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
    }
    // A site moderator is not the organizer's staff: its word filter stays the organizer's.
    expect(
      (await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizerId, words: ['x*'], mode: 'hold' }, siteMod.token))
        .status,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);

    // The organizer's moderator and a site moderator: allowed.
    for (const token of [owner.token, siteMod.token]) {
      expect((await t.rest('GET', `/api/moderation/get-queue/${organizerId}`, undefined, token)).status).toBe(200);
      expect((await t.rest('GET', `/api/moderation/get-audit/${organizerId}`, undefined, token)).status).toBe(200);
    }
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: reportIds[0], action: 'hide', reason: 'Be kind' }, owner.token)).status,
    ).toBe(200);
    expect(
      (
        await db().query(
          `SELECT kind, detail FROM notifications WHERE user_id = $1 AND kind LIKE 'moderation_%' ORDER BY created_at DESC LIMIT 1`,
          [author.userId],
        )
      )[0],
    ).toEqual({ kind: 'moderation_hidden', detail: 'A moderator hid your post: Be kind' });
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: reportIds[1], action: 'dismiss', reason: 'Seen' }, siteMod.token)).status,
    ).toBe(200);
    // Acting twice is a conflict, and changes nothing.
    before = await snapshot();
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: reportIds[1], action: 'dismiss', reason: 'Again' }, owner.token)).status,
    ).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await t.rest(
          'POST',
          '/api/moderation/release',
          { target_type: 'comment', target_id: commentId, reason: 'Fine after all' },
          siteMod.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizerId, words: [], mode: 'hold' }, owner.token)).status,
    ).toBe(200);
    const audit = (await t.rest('GET', `/api/moderation/get-audit/${organizerId}`, undefined, owner.token)).body.data as Array<{
      action: string;
      moderator_id: string;
    }>;
    expect(audit.slice(0, 4).map((a) => [a.action, a.moderator_id])).toEqual([
      ['update_filters', owner.userId],
      ['unhide', siteMod.userId],
      ['dismiss', siteMod.userId],
      ['hide', owner.userId],
    ]);
  });

  it('audits every filter save (who, the mode, the word count and the words added or removed) with the change, on REST and GraphQL', async () => {
    const auditOf = async () =>
      (await t.rest('GET', `/api/moderation/get-audit/${otherOrganizerId}`, undefined, otherOwner.token)).body.data as Array<Record<string, unknown>>;
    const saved = await t.rest('POST', '/api/moderation/update-filters', { organizer_id: otherOrganizerId, words: ['Noob', 'tilt*'], mode: 'hold' }, otherOwner.token);
    expect(saved.status).toBe(200);
    expect((await auditOf())[0]).toMatchObject({
      organizer_id: otherOrganizerId,
      report_id: null,
      moderator_id: otherOwner.userId,
      action: 'update_filters',
      reason: 'Mode hold, 2 words; added noob, tilt*',
      target_type: 'organizer',
      target_id: otherOrganizerId,
    });
    // A refused save (bad input, or someone not on the staff) writes no audit row, and changes nothing.
    const before = await snapshot();
    expect((await t.rest('POST', '/api/moderation/update-filters', { organizer_id: otherOrganizerId, words: ['(a|b)'], mode: 'hold' }, otherOwner.token)).status).toBe(400);
    expect((await t.rest('POST', '/api/moderation/update-filters', { organizer_id: otherOrganizerId, words: ['x'], mode: 'hold' }, owner.token)).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    const gql = await t.gql<{ updateModerationFilters: { words: string[] } }>(
      `mutation AuditedFilters($input: UpdateModerationFiltersInput!) { updateModerationFilters(input: $input) { words } }`,
      { input: { organizerId: otherOrganizerId, words: ['tilt*', 'ggez'], mode: 'REPLACE' } },
      otherOwner.token,
    );
    expect(gql.errors).toBeUndefined();
    expect(await count('moderation_audit')).toBe(before.audit + 1);
    const listed = await t.gql<{ moderationAudit: Page<Record<string, unknown>> }>(
      `query FilterAudit($organizerId: ID) { moderationAudit(organizerId: $organizerId) { edges { cursor node { action reason targetType targetId moderator { id } } } pageInfo { endCursor hasNextPage } } }`,
      { organizerId: otherOrganizerId },
      otherOwner.token,
    );
    expect(nodes(listed.data!.moderationAudit)[0]).toEqual({
      action: 'UPDATE_FILTERS',
      reason: 'Mode replace, 2 words; added ggez; removed noob',
      targetType: 'ORGANIZER',
      targetId: otherOrganizerId,
      moderator: { id: otherOwner.userId },
    });
  });

  it('pages the queue (oldest first) and the audit (newest first) by cursor on REST and GraphQL, each row once', async () => {
    const pager = await signUp(t, 'modspager');
    const f = communityFixtures(db());
    const placeId = (await f.organizer({ id: pager.userId } as User, { name: 'Mods Paged Org' })).id;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await report(plain, { target_type: 'user', target_id: author.userId, organizer_id: placeId, text: `paged ${i}` }));
    // Two reports at the same instant still page once each (the id breaks the tie).
    await db().query(`UPDATE moderation_reports SET created_at = (SELECT created_at FROM moderation_reports WHERE report_id = $1) WHERE report_id = $2`, [made[1], made[2]]);
    const expected = (await db().query(`SELECT report_id FROM moderation_reports WHERE organizer_id = $1 ORDER BY created_at, report_id`, [placeId])).map(
      (r: { report_id: string }) => r.report_id,
    );
    const restPages = async (path: string, token: string, key: 'report_id' | 'audit_id') => {
      const seen: string[][] = [];
      for (let after: string | null = null, i = 0; i === 0 || after; i++) {
        const res = await t.rest('GET', `${path}?limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`, undefined, token);
        expect(res.status).toBe(200);
        seen.push(res.body.data.map((row: Record<string, string>) => row[key]));
        after = res.body.next_cursor;
      }
      return seen;
    };
    expect(await restPages(`/api/moderation/get-queue/${placeId}`, pager.token, 'report_id')).toEqual([expected.slice(0, 2), expected.slice(2, 4), expected.slice(4)]);
    // GraphQL: the same pages through first/after; a report resolved meanwhile does not shift the next page.
    const first = await t.gql<{ moderationQueue: Page<{ id: string }> }>(QUEUE, { organizerId: placeId, first: 2 }, pager.token);
    expect(nodes(first.data!.moderationQueue).map((r) => r.id)).toEqual(expected.slice(0, 2));
    expect(first.data!.moderationQueue.pageInfo.hasNextPage).toBe(true);
    expect((await t.rest('POST', '/api/moderation/act', { report_id: expected[0], action: 'dismiss', reason: 'Seen' }, pager.token)).status).toBe(200);
    const second = await t.gql<{ moderationQueue: Page<{ id: string }> }>(
      QUEUE,
      { organizerId: placeId, first: 2, after: first.data!.moderationQueue.pageInfo.endCursor },
      pager.token,
    );
    expect(nodes(second.data!.moderationQueue).map((r) => r.id)).toEqual(expected.slice(2, 4));
    for (const id of expected.slice(1)) {
      expect((await t.rest('POST', '/api/moderation/act', { report_id: id, action: 'dismiss', reason: 'Seen' }, pager.token)).status).toBe(200);
    }
    const audits = (await db().query(`SELECT audit_id FROM moderation_audit WHERE organizer_id = $1 ORDER BY created_at DESC, audit_id DESC`, [placeId])).map(
      (r: { audit_id: string }) => r.audit_id,
    );
    expect(audits).toHaveLength(5);
    expect(await restPages(`/api/moderation/get-audit/${placeId}`, pager.token, 'audit_id')).toEqual([audits.slice(0, 2), audits.slice(2, 4), audits.slice(4)]);
    const auditPage = await t.gql<{ moderationAudit: Page<{ id: string }> }>(
      `query PagedAudit($organizerId: ID, $first: Int, $after: String) { moderationAudit(organizerId: $organizerId, first: $first, after: $after) { edges { cursor node { id } } pageInfo { endCursor hasNextPage } } }`,
      { organizerId: placeId, first: 4 },
      pager.token,
    );
    expect(nodes(auditPage.data!.moderationAudit).map((e) => e.id)).toEqual(audits.slice(0, 4));

    // A bad size or cursor: 400 naming the field (limit on REST, first on GraphQL, after on both); a stranger is refused as ever.
    for (const [query, field] of [['limit=0', 'limit'], ['limit=101', 'limit'], ['limit=two', 'limit'], ['after=bm90LWEtY3Vyc29y', 'after']]) {
      for (const door of ['get-queue', 'get-audit']) {
        const bad = await t.rest('GET', `/api/moderation/${door}/${placeId}?${query}`, undefined, pager.token);
        expect([door, query, bad.status, Object.keys(bad.body.error.fields ?? {})]).toEqual([door, query, 400, [field]]);
      }
    }
    expect((await t.rest('GET', `/api/moderation/get-queue/${placeId}?limit=0`, undefined, pager.token)).body.error.message).toBe('limit must be between 1 and 100');
    const badFirst = await t.gql(QUEUE, { organizerId: placeId, first: 101 }, pager.token);
    expect(badFirst.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: 'first must be between 1 and 100' } });
    const badAfter = await t.gql(QUEUE, { organizerId: placeId, after: 'nope' }, pager.token);
    expect(badAfter.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: 'Invalid cursor' } });
    expect((await t.rest('GET', `/api/moderation/get-audit/${placeId}?limit=2`, undefined, plain.token)).status).toBe(403);
    expect((await t.rest('GET', `/api/moderation/get-queue/${placeId}?limit=2`, undefined)).status).toBe(401);
    // Rights are checked before the page asked for: a bad size from a stranger is a 403, from a guest a 401.
    expect((await t.rest('GET', `/api/moderation/get-queue/${placeId}?limit=0`, undefined, plain.token)).status).toBe(403);
    expect((await t.rest('GET', `/api/moderation/get-audit/${placeId}?after=nope`, undefined, plain.token)).status).toBe(403);
    expect((await t.rest('GET', `/api/moderation/get-queue/${placeId}?limit=0`, undefined)).status).toBe(401);
    expect((await t.gql(QUEUE, { organizerId: placeId, first: 0 }, plain.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await snapshot();
    const bad = await t.rest(
      'POST',
      '/api/moderation/report',
      { target_type: 'comment', target_id: parentId, reason: 'spam', organizer_id: organizerId },
      plain.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/organizer_id/);
    const release = await t.rest(
      'POST',
      '/api/moderation/release',
      { target_type: 'user', target_id: plain.userId, reason: 'x' },
      owner.token,
    );
    expect(release.status).toBe(400);
    expect(release.body.error.message).toMatch(/target_type/);
    const missing = await t.rest(
      'POST',
      '/api/moderation/report',
      { target_type: 'team', target_id: plain.userId, reason: 'spam' },
      plain.token,
    );
    expect(missing.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('shows site moderators every open report (the site queue), with where each lives; others are refused', async () => {
    const commentId = await reply(author, 'site queue comment');
    const userReport = await report(plain, { target_type: 'user', target_id: author.userId, reason: 'harassment' });
    const commentReport = await report(plain, { target_type: 'comment', target_id: commentId });
    for (const account of [plain, owner])
      expect((await t.rest('GET', '/api/moderation/get-queue/site', undefined, account.token)).status).toBe(403);
    const site = await t.gql<{ moderationQueue: Page<Record<string, any>> }>(QUEUE, { organizerId: null }, siteMod.token);
    expect(site.errors).toBeUndefined();
    const byId = new Map(nodes(site.data!.moderationQueue).map((r) => [r.id, r]));
    expect(byId.get(userReport)).toMatchObject({
      targetType: 'USER',
      reason: 'HARASSMENT',
      status: 'OPEN',
      contextPath: `/user/${author.userId}`,
      contextLabel: 'User modsauthor',
      organizer: null,
      subject: { id: author.userId },
      reporter: { id: plain.userId },
    });
    expect(byId.get(commentReport)).toMatchObject({
      targetType: 'COMMENT',
      content: 'site queue comment',
      contextPath: `/league/${leagueId}`,
      contextLabel: 'Comment on Mods Ladder',
      organizer: { id: organizerId },
    });
    // The organizer's queue holds its place's report, not the site-only one.
    const own = await t.gql<{ moderationQueue: Page<{ id: string }> }>(QUEUE, { organizerId }, owner.token);
    expect(nodes(own.data!.moderationQueue).map((r) => r.id)).toEqual(expect.arrayContaining([commentReport]));
    expect(nodes(own.data!.moderationQueue).map((r) => r.id)).not.toContain(userReport);
    // Only site moderators act on a site-only report; the site audit has it.
    expect((await t.rest('POST', '/api/moderation/act', { report_id: userReport, action: 'warn', reason: 'x' }, owner.token)).status).toBe(
      403,
    );
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: userReport, action: 'warn', reason: 'Be civil' }, siteMod.token)).status,
    ).toBe(200);
    // The warned user is told, with the moderator's reason, from the catalogue.
    const notices = await t.gql<{
      viewer: { notifications: { edges: Array<{ node: { kind: string; moderationMessage: string | null; actor: { id: string } } }> } };
    }>(`query { viewer { notifications(first: 5) { edges { node { kind moderationMessage actor { id } } } } } }`, {}, author.token);
    expect(notices.errors).toBeUndefined();
    expect(notices.data!.viewer.notifications.edges[0].node).toEqual({
      kind: 'MODERATION_WARNED',
      moderationMessage: 'A moderator warned you: Be civil',
      actor: { id: siteMod.userId },
    });
    const siteAudit = await t.rest('GET', '/api/moderation/get-audit/site', undefined, siteMod.token);
    expect(siteAudit.body.data[0]).toMatchObject({ action: 'warn', report_id: userReport, organizer_id: null });
    expect((await t.rest('GET', '/api/moderation/get-audit/site', undefined, owner.token)).status).toBe(403);
    const scope = await t.gql<{ moderationScope: { siteModerator: boolean; organizers: Array<{ id: string }> } }>(
      `query { moderationScope { siteModerator organizers { id } } }`,
      {},
      owner.token,
    );
    expect(scope.data!.moderationScope).toEqual({ siteModerator: false, organizers: [{ id: organizerId }] });
    expect((await t.rest('GET', '/api/moderation/get-scope', undefined, siteMod.token)).body.data).toEqual({
      site_moderator: true,
      organizer_ids: [],
    });
  });

  it("labels a reported message with its conversation: a team's page, or the other side of a direct message", async () => {
    const f = communityFixtures(db());
    const team = await f.team({ name: 'Mods Chat Team' });
    await f.member(team, { id: author.userId } as User, { role: 'leader' });
    await f.member(team, { id: plain.userId } as User, { role: 'member' });
    const inTeam = await t.rest('POST', '/api/messages/send', { team_id: team.id, text: 'team chat line' }, author.token);
    expect(inTeam.status).toBe(201);
    const direct = await t.rest('POST', '/api/messages/send', { user_id: plain.userId, text: 'direct line' }, author.token);
    expect(direct.status).toBe(201);
    const teamReport = await t.rest(
      'POST',
      '/api/moderation/report',
      { target_type: 'message', target_id: inTeam.body.message_id, reason: 'spam' },
      plain.token,
    );
    expect(teamReport.body.data).toMatchObject({
      context_path: `/team/${team.id}`,
      context_label: 'Message in Team Mods Chat Team',
      content: 'team chat line',
    });
    const directReport = await t.rest(
      'POST',
      '/api/moderation/report',
      { target_type: 'message', target_id: direct.body.message_id, reason: 'spam' },
      plain.token,
    );
    // The direct message's place is its author's counterpart: the reporter here.
    expect(directReport.body.data).toMatchObject({
      context_path: `/user/${plain.userId}`,
      context_label: 'Direct message',
      organizer_id: null,
    });
  });

  it('serves every GraphQL door with upper-case enums: report, time-out with its notice, audit, filters, release of a message', async () => {
    const reported = await t.gql<{
      reportContent: { id: string; targetType: string; reason: string; organizer: { id: string } | null; contextPath: string };
    }>(
      `mutation R($input: ReportContentInput!) { reportContent(input: $input) { id targetType reason organizer { id } contextPath } }`,
      { input: { targetType: 'USER', targetId: author.userId, reason: 'CHEATING', text: 'smurfing', organizerId } },
      plain.token,
    );
    expect(reported.errors).toBeUndefined();
    expect(reported.data!.reportContent).toMatchObject({
      targetType: 'USER',
      reason: 'CHEATING',
      organizer: { id: organizerId },
      contextPath: `/user/${author.userId}`,
    });
    const acted = await t.gql<{ actOnReport: { action: string; durationMinutes: number; reportId: string } }>(
      `mutation A($input: ActOnReportInput!) { actOnReport(input: $input) { action durationMinutes reportId } }`,
      { input: { reportId: reported.data!.reportContent.id, action: 'TIMEOUT', reason: 'Cool off', durationMinutes: 30 } },
      owner.token,
    );
    expect(acted.errors).toBeUndefined();
    expect(acted.data!.actOnReport).toEqual({ action: 'TIMEOUT', durationMinutes: 30, reportId: reported.data!.reportContent.id });
    const [notice] = await db().query(`SELECT kind, detail FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [
      author.userId,
    ]);
    expect(notice).toEqual({ kind: 'moderation_timed_out', detail: 'A moderator timed you out for 30 minutes: Cool off' });
    const audit = await t.gql<{ moderationAudit: Page<{ action: string; moderator: { id: string }; targetType: string }> }>(
      `query Au($organizerId: ID) { moderationAudit(organizerId: $organizerId) { edges { cursor node { action moderator { id } targetType } } pageInfo { endCursor hasNextPage } } }`,
      { organizerId },
      owner.token,
    );
    expect(nodes(audit.data!.moderationAudit)[0]).toEqual({ action: 'TIMEOUT', moderator: { id: owner.userId }, targetType: 'USER' });
    await db().query(`DELETE FROM moderation_timeouts WHERE user_id = $1`, [author.userId]);

    const saved = await t.gql<{ updateModerationFilters: { organizerId: string; words: string[]; mode: string } }>(
      `mutation F($input: UpdateModerationFiltersInput!) { updateModerationFilters(input: $input) { organizerId words mode } }`,
      { input: { organizerId, words: ['Tilt*'], mode: 'REPLACE' } },
      owner.token,
    );
    expect(saved.data!.updateModerationFilters).toEqual({ organizerId, words: ['tilt*'], mode: 'REPLACE' });
    const read = await t.gql<{ moderationFilters: { mode: string; words: string[] } }>(
      `query Fi($organizerId: ID!) { moderationFilters(organizerId: $organizerId) { mode words } }`,
      { organizerId },
      owner.token,
    );
    expect(read.data!.moderationFilters).toEqual({ mode: 'REPLACE', words: ['tilt*'] });
    await t.gql(
      `mutation F($input: UpdateModerationFiltersInput!) { updateModerationFilters(input: $input) { mode } }`,
      {
        input: { organizerId, words: [], mode: 'HOLD' },
      },
      owner.token,
    );

    // A hidden direct message (no organizer): only a site moderator releases it.
    const sent = await t.rest('POST', '/api/messages/send', { user_id: plain.userId, text: 'hidden direct line' }, author.token);
    await db().query(`UPDATE messages SET hidden_reason = 'x', hidden_at = now() WHERE message_id = $1`, [sent.body.message_id]);
    const release = (token: string) =>
      t.gql(
        `mutation Rel($input: ReleaseContentInput!) { releaseContent(input: $input) { action targetType } }`,
        {
          input: { targetType: 'MESSAGE', targetId: sent.body.message_id, reason: 'Fine' },
        },
        token,
      );
    expect((await release(owner.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await db().query(`SELECT hidden_at FROM messages WHERE message_id = $1`, [sent.body.message_id]))[0].hidden_at).not.toBeNull();
    expect((await release(siteMod.token)).data).toEqual({ releaseContent: { action: 'UNHIDE', targetType: 'MESSAGE' } });
    expect((await db().query(`SELECT hidden_at FROM messages WHERE message_id = $1`, [sent.body.message_id]))[0].hidden_at).toBeNull();
  });

  it('lets the operator grant and revoke the site moderator role through the admin API (service key only)', async () => {
    const grant = (key?: string, method = 'PUT') =>
      fetch(`${t.url}/auth/v1/admin/users/${plain.userId}/site_moderator`, {
        method,
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
    const siteQueue = async () => (await t.rest('GET', '/api/moderation/get-queue/site', undefined, plain.token)).status;
    expect((await grant()).status).toBe(401);
    expect((await grant(plain.token)).status).toBe(403);
    expect(await siteQueue()).toBe(403);
    const granted = await grant(SERVICE_KEY);
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ user_id: plain.userId, site_moderator: true });
    expect(await siteQueue()).toBe(200);
    expect((await grant(SERVICE_KEY, 'DELETE')).status).toBe(200);
    expect(await siteQueue()).toBe(403);
    const audit = await db().query(`SELECT action FROM auth_admin_audit WHERE target_user_id = $1 ORDER BY created_at`, [plain.userId]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['site_moderator_granted', 'site_moderator_revoked']);
  });

  it('reads a queue in a bounded number of statements, however long it is', async () => {
    const statementsFor = async () => {
      let result: Awaited<ReturnType<TestApp['gql']>> | undefined;
      const n = await t.countStatements(async () => {
        result = await t.gql(QUEUE, { organizerId: null }, siteMod.token);
      });
      expect(result!.errors).toBeUndefined();
      return n;
    };
    let made = 0;
    const addReports = async (k: number) => {
      for (let i = 0; i < k; i++, made++) {
        const commentId = await reply(author, `bulk ${made}`);
        await report(plain, { target_type: 'comment', target_id: commentId });
        await report(plain, { target_type: 'team', target_id: (await communityFixtures(db()).team({ name: `Mods Bulk ${made}` })).id });
      }
    };
    await addReports(2);
    const few = await statementsFor();
    await addReports(5);
    expect(await statementsFor()).toBe(few);
    expect(few).toBeLessThanOrEqual(8);
  });

  it("suspends the account on a site moderator's ban: the user's next request is refused", async () => {
    const victim = await signUp(t, 'modsvictim');
    expect((await t.rest('GET', '/api/moderation/get-scope', undefined, victim.token)).status).toBe(200);
    const reportId = await report(plain, { target_type: 'user', target_id: victim.userId, reason: 'cheating' });
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: reportId, action: 'ban', reason: 'Cheating' }, siteMod.token)).status,
    ).toBe(200);
    expect((await t.rest('GET', '/api/moderation/get-scope', undefined, victim.token)).status).toBe(401);
    const signIn = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: victim.email, password: 'Sturdy-Password-1' }),
    });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ error_code: 'user_banned' });
  });

  it("keeps a team an organizer's moderator banned out of that organizer's ladders, nothing entered", async () => {
    const f = communityFixtures(db());
    const team = await f.team({ name: 'Mods Cheaters', ...leagueTeamGame });
    const [leader, coLeader, captain] = await Promise.all([signUp(t, 'modsleader'), signUp(t, 'modscolead'), signUp(t, 'modscaptain')]);
    await f.member(team, { id: leader.userId } as User, { role: 'leader' });
    await f.member(team, { id: coLeader.userId } as User, { role: 'co-leader' });
    await f.member(team, { id: captain.userId } as User, { role: 'captain' });
    // A report naming an organizer that does not exist is refused.
    const missing = await t.rest(
      'POST',
      '/api/moderation/report',
      { target_type: 'team', target_id: team.id, reason: 'cheating', organizer_id: leader.userId },
      plain.token,
    );
    expect(missing.status).toBe(404);
    const reportId = await report(plain, { target_type: 'team', target_id: team.id, reason: 'cheating', organizer_id: organizerId });
    expect(
      (await t.rest('GET', `/api/moderation/get-queue/${organizerId}`, undefined, owner.token)).body.data.map(
        (r: { report_id: string }) => r.report_id,
      ),
    ).toContain(reportId);
    expect((await t.rest('GET', `/api/moderation/get-queue/${otherOrganizerId}`, undefined, otherOwner.token)).body.data).toEqual([]);
    expect(
      (await t.rest('POST', '/api/moderation/act', { report_id: reportId, action: 'ban', reason: 'Cheating' }, owner.token)).status,
    ).toBe(200);
    // The team's leader and co-leader are told, through their notifications; a captain is not.
    const notices: Array<{ user_id: string; kind: string; team_id: string; organizer_id: string; detail: string }> = await db().query(
      `SELECT user_id, kind, team_id, organizer_id, detail FROM notifications WHERE user_id = ANY($1) AND kind LIKE 'moderation_%' ORDER BY user_id`,
      [[leader.userId, coLeader.userId, captain.userId]],
    );
    const told = { kind: 'moderation_banned', team_id: team.id, organizer_id: organizerId, detail: "A moderator banned your team Mods Cheaters from Mods Org's places: Cheating" };
    expect(notices).toEqual([{ user_id: leader.userId, ...told }, { user_id: coLeader.userId, ...told }].sort((a, b) => a.user_id.localeCompare(b.user_id)));
    const bell = await t.gql<{ viewer: { notifications: { edges: Array<{ node: { kind: string; moderationMessage: string | null } }> } } }>(
      `query TeamBanBell { viewer { notifications(first: 1) { edges { node { kind moderationMessage } } } } }`,
      {},
      coLeader.token,
    );
    expect(bell.data?.viewer.notifications.edges[0]?.node).toEqual({ kind: 'MODERATION_BANNED', moderationMessage: told.detail });
    const entries = async () =>
      (await db().query(`SELECT count(*)::int AS n FROM league_participants WHERE team_id = $1`, [team.id]))[0].n as number;
    const refused = await t.rest('POST', '/api/league/auto-join', { p_league_id: leagueId, p_team_id: team.id }, leader.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/team is banned/);
    expect(await entries()).toBe(0);
  });

  it('releases a hidden comment: everyone sees it again, live', async () => {
    const commentId = await reply(author, 'held then shown');
    await hideDirectly(commentId);
    const live = watchSubscription(
      t.url,
      { query: WALL_EVENTS, variables: { wallId } },
      (d: { commentWallEvents: any }) => d.commentWallEvents,
      plain.token,
    );
    closers.push(() => live.close());
    for (let attempt = 0; ; attempt++) {
      const probe = await reply(owner, `probe ${attempt}`);
      try {
        await waitFor(live.events, (e: any) => e.comment.id === probe, 200);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
      }
    }
    const released = await t.gql<{ releaseContent: { action: string; targetId: string; moderator: { id: string } } }>(
      `mutation R($input: ReleaseContentInput!) { releaseContent(input: $input) { action targetId moderator { id } } }`,
      { input: { targetType: 'COMMENT', targetId: commentId, reason: 'Fine after review' } },
      owner.token,
    );
    expect(released.errors).toBeUndefined();
    expect(released.data!.releaseContent).toEqual({ action: 'UNHIDE', targetId: commentId, moderator: { id: owner.userId } });
    expect(await waitFor(live.events, (e: any) => e.comment.id === commentId)).toEqual({
      kind: 'UNHIDDEN',
      comment: { id: commentId, text: 'held then shown', hidden: false },
    });
  });

  it('tells the queue live: CREATED on a report, RESOLVED when a moderator acts; others cannot watch', async () => {
    const refused = watchSubscription(t.url, { query: QUEUE_EVENTS, variables: { organizerId } }, (d: any) => d, plain.token);
    closers.push(() => refused.close());
    const live = watchSubscription(
      t.url,
      { query: QUEUE_EVENTS, variables: { organizerId } },
      (d: { moderationQueueChanged: QueueEvent }) => d.moderationQueueChanged,
      owner.token,
    );
    const site = watchSubscription(
      t.url,
      { query: QUEUE_EVENTS, variables: {} },
      (d: { moderationQueueChanged: QueueEvent }) => d.moderationQueueChanged,
      siteMod.token,
    );
    closers.push(
      () => live.close(),
      () => site.close(),
    );
    // Subscribed once a probe report arrives.
    let reportId = '';
    for (let attempt = 0; ; attempt++) {
      reportId = await report(plain, { target_type: 'comment', target_id: await reply(author, `queue probe ${attempt}`) });
      try {
        await waitFor(live.events, (e) => e.report.id === reportId, 200);
        await waitFor(site.events, (e) => e.report.id === reportId, 200);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
      }
    }
    expect(await waitFor(live.events, (e) => e.report.id === reportId)).toEqual({
      kind: 'CREATED',
      report: { id: reportId, status: 'OPEN', targetType: 'COMMENT', contextPath: `/league/${leagueId}` },
    });
    const acted = await t.gql(
      `mutation A($input: ActOnReportInput!) { actOnReport(input: $input) { action reportId } }`,
      { input: { reportId, action: 'DISMISS', reason: 'Fine' } },
      owner.token,
    );
    expect(acted.errors).toBeUndefined();
    expect(await waitFor(live.events, (e) => e.report.id === reportId && e.kind === 'RESOLVED')).toMatchObject({
      report: { status: 'RESOLVED' },
    });
    expect(await waitFor(site.events, (e) => e.report.id === reportId && e.kind === 'RESOLVED')).toMatchObject({
      report: { status: 'RESOLVED' },
    });
    // A site moderator whose role is revoked hears nothing more; the organizer's moderator still does.
    await siteModerators.revokeUser(db(), siteMod.userId);
    const later = await report(plain, { target_type: 'comment', target_id: await reply(author, 'after the revocation') });
    await waitFor(live.events, (e) => e.report.id === later);
    await sleep(200);
    expect(site.events.some((e) => e.report.id === later)).toBe(false);
    await siteModerators.grantUser(db(), siteMod.userId, 'test');
    expect(refused.events).toEqual([]);
    expect(refused.errors[0]?.extensions?.code ?? refused.errors[0]?.message).toMatch(/FORBIDDEN|permission/i);
  });
});
