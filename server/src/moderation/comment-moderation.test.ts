import { signUp, type Account } from '../../test/accounts';
import { communityFixtures } from '../../test/factories/community';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { createRequestContext } from '../core/request-context';
import type { User } from '../users';
import { moderationService } from './moderation.service';

/** The wall's live events with the per-viewer moderation fields (text, hidden, moderationNote resolve per subscriber). */
const WALL_EVENTS = `subscription ModeratedWallEvents($wallId: ID!) {
  commentWallEvents(wallId: $wallId) { kind comment { id text hidden moderationNote } }
}`;
interface Event {
  kind: string;
  comment: { id: string; text: string | null; hidden: boolean; moderationNote: string | null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function watch(url: string, wallId: string, token: string) {
  const live = watchSubscription(url, { query: WALL_EVENTS, variables: { wallId } }, (data: { commentWallEvents: Event }) => data.commentWallEvents, token);
  const waitFor = async (match: (event: Event) => boolean, timeoutMs = 5000): Promise<Event> => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(10)) {
      const found = live.events.find(match);
      if (found) return found;
    }
    throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(live.events)}`);
  };
  return { events: live.events, errors: live.errors, waitFor, close: () => live.close() };
}
type Watcher = ReturnType<typeof watch>;

describe('comment moderation (hidden and held comments, live)', () => {
  let t: TestApp;
  let owner: Account;
  let author: Account;
  let other: Account;
  let wallId: string;
  let parentId: string;
  let organizerId: string;
  const watchers: Watcher[] = [];

  const asViewer = (account: Account) => createRequestContext(t.app.deps, { userId: account.userId, email: null, sessionId: 'test' });
  const reply = (account: Account, comment: string) =>
    t.rest('POST', '/api/chat/comments', { comment_wall_id: wallId, parent_comment_id: parentId, comment }, account.token);
  const threadAs = async (account: Account) => {
    const res = await t.rest('GET', `/api/chat/comment_walls/${wallId}/comments`, undefined, account.token);
    expect(res.status).toBe(200);
    return res.body.documents as Array<{ _id: string; comment: string | null; hidden: boolean; moderation_note: string | null }>;
  };
  /** Subscribes and waits until the subscription hears a probe (Redis subscribes asynchronously). */
  const liveWatcher = async (account: Account) => {
    const watcher = watch(t.url, wallId, account.token);
    watchers.push(watcher);
    for (let attempt = 0; attempt < 50; attempt++) {
      const probe = await reply(owner, `probe ${account.userName} ${attempt}`);
      try {
        await watcher.waitFor((e) => e.comment.id === probe.body._id, 200);
        return watcher;
      } catch {
        // not subscribed yet
      }
    }
    throw new Error('the subscription never went live');
  };

  beforeAll(async () => {
    t = await startTestApp(__filename);
    [owner, author, other] = await Promise.all([signUp(t, 'cmodowner'), signUp(t, 'cmodauthor'), signUp(t, 'cmodother')]);
    const db = t.app.deps.dataSource.manager;
    const f = communityFixtures(db);
    const organizer = await f.organizer({ id: owner.userId } as User);
    organizerId = organizer.id;
    await db.query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
    const [league] = await db.query(
      `INSERT INTO leagues (league_name, start_date, end_date, organizer_id) VALUES ('Moderated Ladder', '2026-01-01', '2026-12-31', $1) RETURNING league_id`,
      [organizer.id],
    );
    wallId = (await f.wall('league', league.league_id)).id;
    const posted = await t.rest('POST', '/api/chat/comments', { comment_wall_id: wallId, comment: 'Welcome to the ladder' }, owner.token);
    expect(posted.status).toBe(201);
    parentId = posted.body._id;
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((w) => w.close()));
  });
  afterAll(() => t?.stop());

  it("hides a reported comment when the organizer's moderator acts: gone live for others, kept for its author with the reason", async () => {
    const [authorWatch, otherWatch] = [await liveWatcher(author), await liveWatcher(other)];
    const posted = await reply(author, 'you are all terrible');
    expect(posted.status).toBe(201);
    const commentId = posted.body._id as string;
    await otherWatch.waitFor((e) => e.kind === 'CREATED' && e.comment.text === 'you are all terrible');

    const reported = await t.rest('POST', '/api/moderation/report', { target_type: 'comment', target_id: commentId, reason: 'harassment' }, other.token);
    expect(reported.status).toBe(201);
    // Someone outside the organizer's staff cannot hide it: nothing changes.
    const refused = await t.rest('POST', '/api/moderation/act', { report_id: reported.body.data.report_id, action: 'hide', reason: 'rude' }, other.token);
    expect(refused.status).toBe(403);
    expect((await threadAs(other)).find((c) => c._id === commentId)).toMatchObject({ comment: 'you are all terrible', hidden: false });

    const acted = await t.rest('POST', '/api/moderation/act', { report_id: reported.body.data.report_id, action: 'hide', reason: 'Be respectful' }, owner.token);
    expect(acted.status).toBe(200);

    expect(await otherWatch.waitFor((e) => e.kind === 'HIDDEN' && e.comment.id === commentId)).toEqual({
      kind: 'HIDDEN',
      comment: { id: commentId, text: null, hidden: true, moderationNote: null },
    });
    expect(await authorWatch.waitFor((e) => e.kind === 'HIDDEN' && e.comment.id === commentId)).toEqual({
      kind: 'HIDDEN',
      comment: { id: commentId, text: 'you are all terrible', hidden: true, moderationNote: 'Hidden by a moderator: Be respectful' },
    });
    // Reads agree with the live events, per viewer.
    expect((await threadAs(other)).find((c) => c._id === commentId)).toMatchObject({ comment: null, hidden: true, moderation_note: null });
    expect((await threadAs(author)).find((c) => c._id === commentId)).toMatchObject({
      comment: 'you are all terrible',
      hidden: true,
      moderation_note: 'Hidden by a moderator: Be respectful',
    });
    const audit = await t.rest('GET', `/api/moderation/get-audit/${organizerId}`, undefined, owner.token);
    expect(audit.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'hide', target_type: 'comment', target_id: commentId })]));
  });

  it('removes a reported comment for everyone, keeping the reason for its author', async () => {
    const posted = await reply(author, 'spam spam spam');
    const reported = await t.rest('POST', '/api/moderation/report', { target_type: 'comment', target_id: posted.body._id, reason: 'spam' }, other.token);
    const acted = await t.rest('POST', '/api/moderation/act', { report_id: reported.body.data.report_id, action: 'remove', reason: 'Spam' }, owner.token);
    expect(acted.status).toBe(200);
    expect((await threadAs(other)).find((c) => c._id === posted.body._id)).toMatchObject({ comment: null, deleted: true, moderation_note: null });
    expect((await threadAs(author)).find((c) => c._id === posted.body._id)).toMatchObject({
      comment: null,
      deleted: true,
      moderation_note: 'Removed by a moderator: Spam',
    });
  });

  it('stores a comment a filter holds hidden: its author sees it with the reason, live and on reads; nobody else does', async () => {
    await moderationService.updateFilters(asViewer(owner), { organizerId, words: ['noob*'], mode: 'hold' });
    const [authorWatch, otherWatch] = [await liveWatcher(author), await liveWatcher(other)];
    const held = await reply(author, 'such a noob');
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ comment: 'such a noob', hidden: true, moderation_note: expect.stringMatching(/Held for review/) });

    expect(await authorWatch.waitFor((e) => e.comment.id === held.body._id)).toMatchObject({
      kind: 'CREATED',
      comment: { text: 'such a noob', hidden: true, moderationNote: expect.stringMatching(/Held for review/) },
    });
    // A later post reaches the other subscriber; the held one never did.
    const after = await reply(owner, 'next post');
    await otherWatch.waitFor((e) => e.comment.id === after.body._id);
    expect(otherWatch.events.some((e) => e.comment.id === held.body._id)).toBe(false);
    expect((await threadAs(other)).find((c) => c._id === held.body._id)).toMatchObject({ comment: null, hidden: true, moderation_note: null });
    expect((await threadAs(author)).find((c) => c._id === held.body._id)).toMatchObject({ comment: 'such a noob', hidden: true });
    await moderationService.updateFilters(asViewer(owner), { organizerId, words: [], mode: 'hold' });
  });
});
