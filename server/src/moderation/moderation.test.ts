import { signUp, type Account } from '../../test/accounts';
import { communityFixtures } from '../../test/factories/community';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../core/errors';
import { createRequestContext } from '../core/request-context';
import type { Organizer } from '../organizers';
import type { User } from '../users';
import { globMatches, listMatches, normalizeFilterWords, siteMatches } from './moderation.filters';
import { moderationService, screenModeratedContent } from './moderation.service';

describe('moderation filters (pure)', () => {
  it('matches whole words by literal or glob, case-insensitively', () => {
    expect(globMatches('noob*', 'noobs')).toBe(true);
    expect(globMatches('*tard', 'retard')).toBe(true);
    expect(globMatches('noob', 'noobs')).toBe(false);
    expect(listMatches('You NOOBS lose', ['noob*'])).toEqual([[4, 9]]);
    expect(listMatches('snooby', ['noob'])).toEqual([]);
  });

  it('stays linear on inputs that make backtracking regexes explode', () => {
    const started = Date.now();
    expect(globMatches('*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000))).toBe(false);
    expect(listMatches(`${'a'.repeat(20000)}!`, ['*a*a*a*a*a*a*b'])).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses regex syntax and over-long entries, and cleans the list', () => {
    expect(normalizeFilterWords(['(a+)+$'])).toHaveProperty('problem');
    expect(normalizeFilterWords(['x'.repeat(65)])).toHaveProperty('problem');
    expect(normalizeFilterWords([' Noob** ', 'noob*', ''])).toEqual({ words: ['noob*'] });
  });

  it("finds the site list's profanity (obscenity's English dataset)", () => {
    expect(siteMatches('what the fuck')).toHaveLength(1);
    expect(siteMatches('what a nice game')).toHaveLength(0);
  });
});

describe('moderation (database)', () => {
  let t: TestApp;
  let owner: Account;
  let poster: Account;
  let outsider: Account;
  let organizer: Organizer;
  let wallId: string;
  let parentId: string;
  let leagueId: string;

  const asViewer = (account: Account | null) =>
    createRequestContext(t.app.deps, account ? { userId: account.userId, email: null, sessionId: 'test' } : null);
  const reply = (account: Account, comment: string) =>
    t.rest('POST', '/api/chat/comments', { comment_wall_id: wallId, parent_comment_id: parentId, comment }, account.token);
  const commentCount = async () => (await t.app.deps.dataSource.manager.query(`SELECT count(*)::int AS n FROM comments`))[0].n as number;
  const filterRow = async () =>
    (await t.app.deps.dataSource.manager.query(`SELECT words, mode FROM moderation_filters WHERE organizer_id = $1`, [organizer.id]))[0];

  beforeAll(async () => {
    t = await startTestApp(__filename);
    [owner, poster, outsider] = await Promise.all([signUp(t, 'modowner'), signUp(t, 'modposter'), signUp(t, 'modoutsider')]);
    const db = t.app.deps.dataSource.manager;
    const f = communityFixtures(db);
    organizer = await f.organizer({ id: owner.userId } as User);
    await db.query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
    const [league] = await db.query(
      `INSERT INTO leagues (league_name, start_date, end_date, organizer_id) VALUES ('Mod Ladder', '2026-01-01', '2026-12-31', $1) RETURNING league_id`,
      [organizer.id],
    );
    // A ladder's wall: its organizer's moderators, bans and filters apply to it.
    leagueId = league.league_id;
    wallId = (await f.wall('league', league.league_id)).id;
    // Only staff post top-level there; everyone replies.
    const posted = await t.rest('POST', '/api/chat/comments', { comment_wall_id: wallId, comment: 'Season starts Monday' }, owner.token);
    expect(posted.status).toBe(201);
    parentId = posted.body._id;
  });
  afterAll(() => t?.stop());

  it('replaces the site list words in a comment', async () => {
    const res = await reply(poster, 'what the fuck');
    expect(res.status).toBe(201);
    expect(res.body.comment).toBe('what the ****');
  });

  it("replaces or holds the organizer's own words by its mode", async () => {
    await moderationService.updateFilters(asViewer(owner), { organizerId: organizer.id, words: ['noob*'], mode: 'replace' });
    const replaced = await reply(poster, 'gg noobs');
    expect(replaced.status).toBe(201);
    expect(replaced.body.comment).toBe('gg *****');

    await moderationService.updateFilters(asViewer(owner), { organizerId: organizer.id, words: ['noob*'], mode: 'hold' });
    // Held: stored hidden (seen by its author with the reason; comment-moderation.test.ts covers who sees what).
    const held = await reply(poster, 'such a noob');
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ hidden: true, moderation_note: expect.stringMatching(/Held for review/) });
  });

  it('refuses filter changes by non-staff and bad input, changing nothing', async () => {
    const before = await filterRow();
    for (const [account, input, code] of [
      [null, { words: ['x'], mode: 'hold' }, 'UNAUTHENTICATED'],
      [outsider, { words: ['x'], mode: 'hold' }, 'FORBIDDEN'],
      [poster, { words: ['x'], mode: 'replace' }, 'FORBIDDEN'],
      [owner, { words: ['(a+)+$'], mode: 'hold' }, 'BAD_USER_INPUT'],
      [owner, { words: ['x'], mode: 'delete' }, 'BAD_USER_INPUT'],
      [owner, { words: 'x', mode: 'hold' }, 'BAD_USER_INPUT'],
    ] as const) {
      await expect(moderationService.updateFilters(asViewer(account), { organizerId: organizer.id, ...input })).rejects.toMatchObject({ code });
    }
    expect(await filterRow()).toEqual(before);
  });

  it('updates filters over REST for staff only, naming the bad field', async () => {
    const before = await filterRow();
    const refused = await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizer.id, words: ['x'], mode: 'hold' }, outsider.token);
    expect(refused.status).toBe(403);
    const anonymous = await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizer.id, words: ['x'], mode: 'hold' });
    expect(anonymous.status).toBe(401);
    const badMode = await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizer.id, words: ['x'], mode: 'maybe' }, owner.token);
    expect(badMode.status).toBe(400);
    expect(badMode.body.error.message).toMatch(/mode/);
    expect(await filterRow()).toEqual(before);
    const saved = await t.rest('POST', '/api/moderation/update-filters', { organizer_id: organizer.id, words: ['Noob*', 'ez'], mode: 'hold' }, owner.token);
    expect(saved).toMatchObject({ status: 200, body: { organizer_id: organizer.id, words: ['noob*', 'ez'], mode: 'hold' } });
  });

  it("keeps a banned user off the organizer's wall", async () => {
    await expect(moderationService.banUser(asViewer(poster), { organizerId: organizer.id, userId: outsider.userId, reason: 'x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await reply(outsider, 'hello')).status).toBe(201);
    await moderationService.banUser(asViewer(owner), { organizerId: organizer.id, userId: outsider.userId, reason: 'harassment' });
    const before = await commentCount();
    const refused = await reply(outsider, 'hello again');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/banned/);
    expect(await commentCount()).toBe(before);
  });

  it("keeps a banned user out of the organizer's match conversations, reading and writing, while the other roster talks", async () => {
    const db = t.app.deps.dataSource.manager;
    const f = communityFixtures(db);
    const [banned, talker] = await Promise.all([signUp(t, 'modconvbanned'), signUp(t, 'modconvtalker')]);
    const [bannedSide, talkerSide] = [await f.team({ name: 'Conv Banned Side' }), await f.team({ name: 'Conv Talker Side' })];
    await f.member(bannedSide, { id: banned.userId } as User, { role: 'leader' });
    await f.member(talkerSide, { id: talker.userId } as User, { role: 'leader' });
    const [match] = await db.query(`INSERT INTO matches (league_id, scheduled_time) VALUES ($1, now()) RETURNING match_id`, [leagueId]);
    await db.query(`INSERT INTO match_participants (match_id, team_id) VALUES ($1, $2), ($1, $3)`, [match.match_id, bannedSide.id, talkerSide.id]);
    const opened = await t.rest('POST', '/api/messages/send', { match_id: match.match_id, text: 'glhf' }, banned.token);
    expect(opened.status).toBe(201);
    const conversationId = opened.body.conversation_id;

    await moderationService.banUser(asViewer(owner), { organizerId: organizer.id, userId: banned.userId, reason: 'abuse in match chat' });
    const messages = async () => (await db.query(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [conversationId]))[0].n as number;
    const before = await messages();
    for (const body of [{ match_id: match.match_id, text: 'still here' }, { conversation_id: conversationId, text: 'still here' }]) {
      const refused = await t.rest('POST', '/api/messages/send', body, banned.token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/banned/);
    }
    expect((await t.rest('GET', `/api/messages/get-messages/${conversationId}`, undefined, banned.token)).status).toBe(403);
    expect(await messages()).toBe(before);
    expect((await t.rest('POST', '/api/messages/send', { conversation_id: conversationId, text: 'gg' }, talker.token)).status).toBe(201);
  });

  it("keeps a banned leader's team out of the organizer's ladders, nothing entered", async () => {
    const db = t.app.deps.dataSource.manager;
    const f = communityFixtures(db);
    const [bannedTeam, freeTeam] = [await f.team({ name: 'Banned Five' }), await f.team({ name: 'Free Five' })];
    await f.member(bannedTeam, { id: outsider.userId } as User, { role: 'leader' });
    await f.member(freeTeam, { id: poster.userId } as User, { role: 'leader' });
    await db.query(`UPDATE leagues SET game_id = $2, region_id = $3, open_entry = true WHERE league_id = $1`, [leagueId, freeTeam.gameId, freeTeam.regionId]);
    await moderationService.banUser(asViewer(owner), { organizerId: organizer.id, userId: outsider.userId, reason: 'cheating' });
    const entries = async () => (await db.query(`SELECT count(*)::int AS n FROM league_participants WHERE league_id = $1`, [leagueId]))[0].n as number;
    const refused = await t.rest('POST', '/api/league/auto-join', { p_league_id: leagueId, p_team_id: bannedTeam.id }, outsider.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/banned/);
    expect(await entries()).toBe(0);
    const joined = await t.rest('POST', '/api/league/auto-join', { p_league_id: leagueId, p_team_id: freeTeam.id }, poster.token);
    expect(joined.body).toMatchObject({ data: { team_id: freeTeam.id } });
    expect(await entries()).toBe(1);
  });

  it('routes a report to the organizer queue; only its staff act, once, and every action is audited', async () => {
    const db = t.app.deps.dataSource.manager;
    const posted = await reply(poster, 'you all are bad');
    expect(posted.status).toBe(201);
    const bad = await t.rest('POST', '/api/moderation/report', { target_type: 'comment', target_id: posted.body._id, reason: 'rude' }, outsider.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/reason/);
    const reported = await t.rest('POST', '/api/moderation/report', { target_type: 'comment', target_id: posted.body._id, reason: 'harassment', text: 'mean' }, owner.token);
    expect(reported.status).toBe(201);
    const reportId = reported.body.data.report_id;

    expect((await t.rest('GET', `/api/moderation/get-queue/${organizer.id}`, undefined, poster.token)).status).toBe(403);
    const queue = await t.rest('GET', `/api/moderation/get-queue/${organizer.id}`, undefined, owner.token);
    expect(queue.body.data).toEqual([expect.objectContaining({ report_id: reportId, content: 'you all are bad', reason: 'harassment', subject_user_id: poster.userId })]);

    const audits = async () => (await db.query(`SELECT count(*)::int AS n FROM moderation_audit`))[0].n as number;
    const auditsBefore = await audits(); // the filter saves of the tests above are audited too
    for (const [account, body, status] of [
      [poster, { report_id: reportId, action: 'dismiss', reason: 'mine' }, 403],
      [owner, { report_id: reportId, action: 'explode', reason: 'x' }, 400],
      [owner, { report_id: reportId, action: 'timeout', reason: 'x', duration_minutes: 0 }, 400],
      [owner, { report_id: reportId, action: 'hide', reason: '' }, 400],
    ] as const) {
      expect((await t.rest('POST', '/api/moderation/act', body, account.token)).status).toBe(status);
    }
    expect(await audits()).toBe(auditsBefore);
    const acted = await t.rest('POST', '/api/moderation/act', { report_id: reportId, action: 'timeout', reason: 'cool off', duration_minutes: 30 }, owner.token);
    expect(acted.status).toBe(200);
    expect((await t.rest('POST', '/api/moderation/act', { report_id: reportId, action: 'dismiss', reason: 'again' }, owner.token)).status).toBe(409);
    const refused = await reply(poster, 'still here');
    expect(refused.status).toBe(403);
    // What is left of the 30 minutes, in words (not a timestamp).
    expect(refused.body.error.message).toBe('You are timed out by a moderator and cannot post for another 30 minutes.');
    const audit = await t.rest('GET', `/api/moderation/get-audit/${organizer.id}`, undefined, owner.token);
    expect(audit.body.data.filter((a: { action: string }) => a.action !== 'update_filters')).toEqual([
      expect.objectContaining({ action: 'timeout', reason: 'cool off', moderator_id: owner.userId, duration_minutes: 30 }),
    ]);
    expect((await t.rest('GET', `/api/moderation/get-queue/${organizer.id}`, undefined, owner.token)).body.data).toEqual([]);
    await db.query(`DELETE FROM moderation_timeouts WHERE user_id = $1`, [poster.userId]);
  });

  it('refuses a name that fails the filter, naming the field', async () => {
    const organizers = async () => (await t.app.deps.dataSource.manager.query(`SELECT count(*)::int AS n FROM organizers`))[0].n as number;
    const before = await organizers();
    const refused = await t.rest('POST', '/api/organizer/create-organizer', { org_name: 'Fuck Cup' }, poster.token);
    expect(refused.status).toBe(400);
    expect(await organizers()).toBe(before);
    expect((await t.rest('POST', '/api/organizer/create-organizer', { org_name: 'Friendly Cup' }, poster.token)).status).toBe(201);
    const error = await screenModeratedContent(asViewer(poster), {
      authorId: poster.userId,
      place: { kind: 'team_name', organizerId: null },
      text: 'Fuck Squad',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: expect.any(String) } });
    await expect(
      screenModeratedContent(asViewer(poster), { authorId: poster.userId, place: { kind: 'display_name', organizerId: null }, text: 'Nice Player' }),
    ).resolves.toEqual({ text: 'Nice Player', held: false });
  });
});
