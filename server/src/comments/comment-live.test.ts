import crypto, { randomUUID } from 'node:crypto';
import { signUp, type Account } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { communityFixtures } from '../../test/factories/community';
import type { CommentWall } from './comments.entities';
import { commentWallTopic, fromCommentMessage, type CommentMessage } from './comments.events';
import { watchWall, type WallWatcher } from '../../test/factories/comments';
import { graphql } from '../../test/gql';
import { sqlLoggerOf } from '../db/data-source';

const POST = graphql(`mutation CommentLivePost($input: PostCommentInput!) { postComment(input: $input) { id } }`);
const VOTE = graphql(`mutation CommentLiveVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { score } }`);
const EDIT = graphql(`mutation CommentLiveEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }`);

/** Posts through the REST facade (api/chat/comments) and returns the new comment's id. */
async function restPost(t: TestApp, as: Account, wallId: string, comment: string, parentId: string | null = null): Promise<string> {
  const res = await t.rest(
    'POST',
    '/api/chat/comments',
    {
      comment_wall_id: wallId,
      parent_comment_id: parentId,
      user_id: as.userId,
      user_name: as.userName,
      comment,
      timestamp: new Date().toISOString(),
    },
    as.token,
  );
  expect(res.status).toBe(201);
  return res.body._id;
}

describe('live comment walls on one instance', () => {
  let t: TestApp;
  let author: Account;
  let viewer: Account;
  let wall: CommentWall;
  const watchers: WallWatcher[] = [];
  const watch = (wallId: string, token?: string) => {
    const watcher = watchWall(t.url, wallId, token);
    watchers.push(watcher);
    return watcher;
  };

  beforeAll(async () => {
    t = await startTestApp(__filename);
    author = await signUp(t, 'liveauthor');
    viewer = await signUp(t, 'liveviewer');
    wall = await communityFixtures(t.app.deps.dataSource.manager).wall('match', randomUUID());
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((w) => w.close()));
  });
  afterAll(() => t?.stop());

  describe('successful-comment-subscriptions', () => {
    it('delivers a comment posted through REST, then its reply, edit, votes and delete, to every subscriber with their own viewerVote', async () => {
      const signedIn = watch(wall.id, viewer.token);
      const anonymous = watch(wall.id);
      const posted = await signedIn.untilLive(() => restPost(t, author, wall.id, 'live from REST'));
      await anonymous.untilLive(() => restPost(t, author, wall.id, 'probe for the anonymous subscriber'));

      const created = await signedIn.waitFor((e) => e.comment.id === posted);
      expect(created).toEqual({
        kind: 'CREATED',
        comment: {
          id: posted,
          wallId: wall.id,
          parentId: null,
          text: 'live from REST',
          edited: false,
          deleted: false,
          score: 0,
          viewerVote: null,
          author: { id: author.userId, userName: 'liveauthor' },
        },
      });

      const reply = await t.gql(POST, { input: { wallId: wall.id, parentId: posted, text: 'a GraphQL reply' } }, viewer.token);
      expect(reply.errors).toBeUndefined();
      const replyId = reply.data!.postComment.id;
      expect(await anonymous.waitFor((e) => e.comment.id === replyId)).toMatchObject({
        kind: 'CREATED',
        comment: { parentId: posted, text: 'a GraphQL reply', author: { userName: 'liveviewer' } },
      });

      const edit = await t.rest('PUT', `/api/chat/comments/${posted}`, { comment: 'edited live', edited: true }, author.token);
      expect(edit.status).toBe(200);
      for (const w of [signedIn, anonymous]) {
        expect(await w.waitFor((e) => e.kind === 'EDITED' && e.comment.id === posted)).toMatchObject({
          comment: { text: 'edited live', edited: true, author: { userName: 'liveauthor' } },
        });
      }

      expect((await t.gql(VOTE, { id: posted, direction: 'UP' }, viewer.token)).errors).toBeUndefined();
      const votedForViewer = await signedIn.waitFor((e) => e.kind === 'VOTED' && e.comment.score === 1);
      const votedForAnonymous = await anonymous.waitFor((e) => e.kind === 'VOTED' && e.comment.score === 1);
      expect(votedForViewer.comment.viewerVote).toBe(1);
      expect(votedForAnonymous.comment.viewerVote).toBeNull();

      // Each event reads the subscriber's vote as it is now, not as the subscription first cached it.
      expect((await t.gql(VOTE, { id: posted, direction: 'DOWN' }, viewer.token)).errors).toBeUndefined();
      expect((await signedIn.waitFor((e) => e.kind === 'VOTED' && e.comment.score === -1)).comment.viewerVote).toBe(-1);

      const del = await t.rest('PUT', `/api/chat/comments/${posted}`, { user_name: null, user_id: null, comment: null }, author.token);
      expect(del.status).toBe(200);
      for (const w of [signedIn, anonymous]) {
        expect(await w.waitFor((e) => e.kind === 'DELETED')).toMatchObject({
          comment: { id: posted, text: null, author: null, deleted: true, edited: true, score: -1 },
        });
      }
      const kinds = signedIn.events.filter((e) => e.comment.id === posted).map((e) => e.kind);
      expect(kinds).toEqual(['CREATED', 'EDITED', 'VOTED', 'VOTED', 'DELETED']);
    });

    it('delivers only the watched wall, and nothing for refused writes or votes that change nothing', async () => {
      const otherWall = await communityFixtures(t.app.deps.dataSource.manager).wall('match', randomUUID());
      const watcher = watch(wall.id, viewer.token);
      const probe = await watcher.untilLive(() => restPost(t, author, wall.id, 'probe'));
      const before = watcher.events.length;

      await restPost(t, author, otherWall.id, 'on another wall');
      const refusedEdit = await t.gql(EDIT, { id: probe, text: 'not yours' }, viewer.token);
      expect(refusedEdit.errors![0].extensions?.code).toBe('FORBIDDEN');
      const refusedPost = await t.rest('POST', '/api/chat/comments', { comment_wall_id: wall.id, comment: '   ' }, author.token);
      expect(refusedPost.status).toBe(400);
      expect((await t.gql(VOTE, { id: probe, direction: 'NONE' }, viewer.token)).errors).toBeUndefined();

      const marker = await restPost(t, author, wall.id, 'marker');
      await watcher.waitFor((e) => e.comment.id === marker);
      expect(watcher.events.slice(before).map((e) => [e.kind, e.comment.text])).toEqual([['CREATED', 'marker']]);
    });

    it('drops the bus subscription when the client unsubscribes', async () => {
      const bus = t.app.deps.events;
      const realSubscribe = bus.subscribe.bind(bus);
      const returned = jest.fn();
      const subscribe = jest.spyOn(bus, 'subscribe').mockImplementation(((topics: string | readonly string[]) => {
        const iterator = realSubscribe(topics);
        const close = iterator.return!.bind(iterator);
        iterator.return = (value?: unknown) => {
          returned(topics);
          return close(value);
        };
        return iterator;
      }) as typeof bus.subscribe);
      try {
        const watcher = watch(wall.id);
        await watcher.untilLive(() => restPost(t, author, wall.id, 'watched once'));
        await watcher.close();
        await watcher.waitUntil(() => returned.mock.calls.length > 0);
        expect(returned).toHaveBeenCalledWith(commentWallTopic(wall.id));
      } finally {
        subscribe.mockRestore();
      }
    });

    it('ends the stream when the wall is gone', async () => {
      const doomed = await communityFixtures(t.app.deps.dataSource.manager).wall('match', randomUUID());
      const watcher = watch(doomed.id);
      const probe = await watcher.untilLive(() => restPost(t, author, doomed.id, 'last words'));
      await t.app.deps.dataSource.query(`DELETE FROM comment_walls WHERE comment_wall_id = $1`, [doomed.id]);
      // An event still in flight for the deleted wall: it must not be delivered, and the stream completes.
      const now = new Date().toISOString();
      const stale: CommentMessage = {
        id: probe,
        wallId: doomed.id,
        parentId: null,
        userId: author.userId,
        text: 'stale',
        edited: true,
        deletedAt: null,
        score: 0,
        createdAt: now,
        updatedAt: now,
      };
      await t.app.deps.events.publish(commentWallTopic(doomed.id), { kind: 'EDITED', comment: stale });
      await watcher.waitUntil(() => watcher.completed);
      expect(watcher.events.map((e) => e.comment.text)).toEqual(['last words']);
      expect(watcher.errors).toEqual([]);
    });
    it('reads a comment once for all its subscribers: 12 cost the statements of 1, each with their own viewerVote', async () => {
      const logger = sqlLoggerOf(t.app.deps.dataSource);
      const fanWall = await communityFixtures(t.app.deps.dataSource.manager).wall('match', randomUUID());
      /** SQL statements run to post one comment and vote on it, until every watcher has both events. */
      const statementsFor = async (watching: WallWatcher[]) => {
        let probe = '';
        for (const w of watching) probe = await w.untilLive(() => restPost(t, author, fanWall.id, 'probe'));
        await Promise.all(watching.map((w) => w.waitFor((e) => e.comment.id === probe)));
        const before = logger.statements;
        const posted = await t.gql(POST, { input: { wallId: fanWall.id, text: 'to everyone' } }, author.token);
        const id = posted.data!.postComment.id;
        expect((await t.gql(VOTE, { id, direction: 'UP' }, viewer.token)).errors).toBeUndefined();
        await Promise.all(watching.map((w) => w.waitFor((e) => e.comment.id === id && e.kind === 'VOTED')));
        return { statements: logger.statements - before, id };
      };
      const one = await statementsFor([watch(fanWall.id)]);
      const signedIn = Array.from({ length: 6 }, () => watch(fanWall.id, viewer.token));
      const anonymous = Array.from({ length: 6 }, () => watch(fanWall.id));
      const many = await statementsFor([...signedIn, ...anonymous]);
      // The wall, the author and the reply count once per event; per event, the signed-in watchers' votes in one batch
      // and their sessions re-checked in one batch (the suites check sessions uncached: AUTH_SESSION_CHECK_CACHE_MS=0).
      expect(many.statements - one.statements).toBeLessThanOrEqual(4);
      for (const w of signedIn) expect((await w.waitFor((e) => e.comment.id === many.id && e.kind === 'VOTED')).comment.viewerVote).toBe(1);
      for (const w of anonymous) expect((await w.waitFor((e) => e.comment.id === many.id && e.kind === 'VOTED')).comment.viewerVote).toBeNull();
    });
  });

  describe('failing-comment-subscriptions', () => {
    it('builds the comment of one event once for all its subscribers: the same message, the same entity', () => {
      const db = t.app.deps.dataSource.manager;
      const message: CommentMessage = {
        id: randomUUID(), wallId: wall.id, parentId: null, userId: author.userId, text: 'once', edited: false, deletedAt: null,
        score: 2, createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-01T12:00:00.000Z',
      };
      const comment = fromCommentMessage(db, message);
      expect(comment).toMatchObject({ id: message.id, text: 'once', score: 2, hiddenAt: null, createdAt: new Date(message.createdAt) });
      expect(fromCommentMessage(db, message)).toBe(comment);
      // Another event's message (equal or not) is another entity.
      expect(fromCommentMessage(db, { ...message })).not.toBe(comment);
    });

    it('refuses an unknown wall with NOT_FOUND', async () => {
      const watcher = watch(randomUUID());
      await watcher.waitUntil(() => watcher.errors.length > 0 || watcher.completed);
      expect(watcher.errors).toHaveLength(1);
      expect(watcher.errors[0].message).toBe('Comment wall not found');
      expect(watcher.events).toEqual([]);
    });

    it('refuses a malformed wall id with BAD_USER_INPUT', async () => {
      const watcher = watch('not-a-wall');
      await watcher.waitUntil(() => watcher.errors.length > 0 || watcher.completed);
      expect(watcher.errors).toHaveLength(1);
      expect(watcher.errors[0].message).toBe('Invalid id: expected a UUID.');
    });
  });
});

/**
 * Scale-out: two server processes behind a load balancer share the database, the token-signing key and Redis.
 * A subscriber on one instance sees writes made on the other. Only when REDIS_URL is set (CI sets it):
 * the in-memory bus is, by design, one process.
 */
if (process.env.REDIS_URL)
  describe('live comment walls across two instances over Redis', () => {
    let a: TestApp;
    let b: TestApp;
    let poster: Account;
    let watcherUser: Account;
    let wall: CommentWall;
    const watchers: WallWatcher[] = [];

    beforeAll(async () => {
      const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const env = { REDIS_URL: process.env.REDIS_URL!, JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
      a = await startTestApp(`${__filename}.scale`, env);
      b = await startTestApp(`${__filename}.scale`, env, { databaseUrl: a.databaseUrl });
      poster = await signUp(b, 'scaleposter');
      watcherUser = await signUp(a, 'scalewatcher');
      wall = await communityFixtures(a.app.deps.dataSource.manager).wall('match', randomUUID());
    });
    afterAll(async () => {
      await Promise.all(watchers.map((w) => w.close()));
      await b?.stop();
      await a?.stop();
    });

    it('delivers a comment posted on instance B to a subscriber on instance A, then its vote made on A to a subscriber on B', async () => {
      const onA = watchWall(a.url, wall.id, watcherUser.token);
      const onB = watchWall(b.url, wall.id, poster.token);
      watchers.push(onA, onB);
      const posted = await onA.untilLive(() => restPost(b, poster, wall.id, 'hello from B'));
      await onB.untilLive(() => restPost(b, poster, wall.id, 'probe B'));
      expect(await onA.waitFor((e) => e.comment.id === posted)).toMatchObject({
        kind: 'CREATED',
        comment: { text: 'hello from B', author: { userName: 'scaleposter' }, viewerVote: null },
      });

      // A token issued by B works on A (shared key): the watcher votes on A, B's subscriber sees it.
      expect((await a.gql(VOTE, { id: posted, direction: 'UP' }, watcherUser.token)).errors).toBeUndefined();
      expect((await onB.waitFor((e) => e.kind === 'VOTED' && e.comment.id === posted)).comment).toMatchObject({
        score: 1,
        viewerVote: null,
      });
      expect((await onA.waitFor((e) => e.kind === 'VOTED' && e.comment.id === posted)).comment).toMatchObject({ score: 1, viewerVote: 1 });

      const reply = await b.gql(POST, { input: { wallId: wall.id, parentId: posted, text: 'GraphQL on B' } }, poster.token);
      expect(reply.errors).toBeUndefined();
      expect((await onA.waitFor((e) => e.comment.id === reply.data!.postComment.id)).comment).toMatchObject({ parentId: posted });
    });
  });
