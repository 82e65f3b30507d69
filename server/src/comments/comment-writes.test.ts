import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/harness';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { CommentWall } from './comments.entities';
import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { snapshot } from '../../test/factories/comments';
import { graphql } from '../../test/gql';
import type { VoteDirection } from '../../test/gql/graphql';

let t: TestApp;
let f: CommunityFixtures;
let author: Account;
let other: Account;
let wall: CommentWall;
let otherWall: CommentWall;
const db = () => t.app.deps.dataSource.manager;

beforeAll(async () => {
  // Sign-ups go through the real auth API; this suite signs up more users than the default per-IP limit.
  t = await startTestApp(__filename, { AUTH_RATE_LIMIT_OTHER: '1000' });
  f = communityFixtures(db());
  author = await signUp(t, 'author');
  other = await signUp(t, 'other');
  wall = await f.wall('match', randomUUID());
  otherWall = await f.wall('team', randomUUID());
});
afterAll(() => t?.stop());

const POST = graphql(`mutation CommentWritesPost($input: PostCommentInput!) { postComment(input: $input) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }`);
const EDIT = graphql(`mutation CommentWritesEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }`);
const DELETE = graphql(`mutation CommentWritesDelete($id: ID!) { deleteComment(id: $id) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }`);
const VOTE = graphql(`mutation CommentWritesVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { id score viewerVote } }`);

async function post(text: string, as: Account = author, on: CommentWall = wall, parentId?: string) {
  const res = await t.gql(POST, { input: { wallId: on.id, text, parentId } }, as.token);
  expect(res.errors).toBeUndefined();
  return res.data!.postComment;
}

async function row(id: string) {
  const [found] = await db().query(`SELECT * FROM comments WHERE comment_id = $1`, [id]);
  return found;
}

/** Runs a refused write and proves that no comment or vote row changed. */
async function unchanged(write: () => Promise<void>) {
  const before = await snapshot(t);
  await write();
  expect(await snapshot(t)).toEqual(before);
}

describe('successful-comment-writes (GraphQL)', () => {
  it('posts a comment as the signed-in user, trimmed and stored exactly as typed', async () => {
    const typed = `  <b>GG</b> & "wp" <script>alert('x')</script>  `;
    const comment = await post(typed);
    expect(comment).toMatchObject({
      wallId: wall.id,
      parentId: null,
      text: typed.trim(),
      edited: false,
      deleted: false,
      score: 0,
      viewerVote: null,
      replyCount: 0,
      author: { id: author.userId, userName: 'author' },
    });
    expect(await row(comment.id)).toMatchObject({
      comment: typed.trim(),
      user_id: author.userId,
      comment_wall_id: wall.id,
      deleted_at: null,
    });
  });

  it('posts a reply on the same wall, and a reply to a reply', async () => {
    const parent = await post('parent');
    const reply = await post('reply', other, wall, parent.id);
    expect(reply).toMatchObject({ parentId: parent.id, wallId: wall.id, author: { userName: 'other' } });
    const nested = await post('nested', author, wall, reply.id);
    expect(nested.parentId).toBe(reply.id);
    const res = await t.gql(graphql(`query CommentWritesCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id replyCount } } } } }`), {
      id: wall.id,
    });
    expect(res.data!.commentWall.comments.edges.find((e: any) => e.node.id === parent.id)!.node.replyCount).toBe(1);
  });

  it('accepts 2000 characters, counted as code points (2000 emoji)', async () => {
    const emoji = '🎮'.repeat(2000);
    expect(emoji.length).toBe(4000);
    expect((await post(emoji)).text).toBe(emoji);
    expect((await post('x'.repeat(2000) + '   ')).text).toHaveLength(2000);
  });

  it("edits one's own comment: trimmed, edited set, updatedAt moves", async () => {
    const comment = await post('first take');
    const res = await t.gql(EDIT, { id: comment.id, text: '  second take  ' }, author.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.editComment).toMatchObject({
      id: comment.id,
      text: 'second take',
      edited: true,
      deleted: false,
      author: { id: author.userId },
    });
    expect(await row(comment.id)).toMatchObject({ comment: 'second take', edited: true });
    const [{ moved }] = await db().query(`SELECT updated_at > created_at AS moved FROM comments WHERE comment_id = $1`, [comment.id]);
    expect(moved).toBe(true);
  });

  it("deletes one's own comment softly: text and author emptied, replies kept in place", async () => {
    const comment = await post('to be deleted');
    const reply = await post('a reply stays', other, wall, comment.id);
    const res = await t.gql(DELETE, { id: comment.id }, author.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteComment).toMatchObject({ id: comment.id, text: null, author: null, deleted: true, replyCount: 1 });
    const stored = await row(comment.id);
    expect(stored).toMatchObject({ comment: null, user_id: null });
    expect(stored.deleted_at).toBeInstanceOf(Date);
    expect(await row(reply.id)).toMatchObject({ comment: 'a reply stays', parent_comment_id: comment.id, deleted_at: null });
  });

  it('votes once per user: UP +1, DOWN -1, NONE takes it back, repeats change nothing', async () => {
    const comment = await post('vote on me');
    const vote = async (as: Account, direction: VoteDirection) => {
      const res = await t.gql(VOTE, { id: comment.id, direction }, as.token);
      expect(res.errors).toBeUndefined();
      return res.data!.voteComment;
    };
    expect(await vote(other, 'UP')).toEqual({ id: comment.id, score: 1, viewerVote: 1 });
    expect(await vote(other, 'UP')).toEqual({ id: comment.id, score: 1, viewerVote: 1 });
    expect(await vote(author, 'DOWN')).toEqual({ id: comment.id, score: 0, viewerVote: -1 });
    expect(await vote(other, 'DOWN')).toEqual({ id: comment.id, score: -2, viewerVote: -1 });
    expect(await vote(other, 'NONE')).toEqual({ id: comment.id, score: -1, viewerVote: null });
    expect(await vote(other, 'NONE')).toEqual({ id: comment.id, score: -1, viewerVote: null });
    expect(await db().query(`SELECT user_id, value FROM comment_votes WHERE comment_id = $1`, [comment.id])).toEqual([
      { user_id: author.userId, value: -1 },
    ]);
    expect((await row(comment.id)).score).toBe(-1);
  });

  it('gives each field of one request the vote as it is after each mutation', async () => {
    const comment = await post('two votes in one request');
    const res = await t.gql(
      graphql(`mutation CommentWritesVoteComment($id: ID!) { a: voteComment(id: $id, direction: UP) { score viewerVote } b: voteComment(id: $id, direction: DOWN) { score viewerVote } }`),
      { id: comment.id },
      other.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ a: { score: 1, viewerVote: 1 }, b: { score: -1, viewerVote: -1 } });
  });
});

describe('successful-comment-writes (REST api/chat)', () => {
  it('POST api/chat/comments answers 201 with the document; the server sets author, name and timestamp', async () => {
    const before = Date.now();
    const res = await t.rest(
      'POST',
      '/api/chat/comments',
      {
        comment_wall_id: wall.id,
        parent_comment_id: null,
        user_id: author.userId,
        user_name: 'somebody else',
        comment: '  hello from REST  ',
        timestamp: '1999-01-01T00:00:00.000Z',
      },
      author.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      comment_wall_id: wall.id,
      parent_comment_id: null,
      user_id: author.userId,
      user_name: 'author',
      comment: 'hello from REST',
      timestamp: expect.any(String),
      edited: false,
      deleted: false,
      hidden: false,
      moderation_note: null,
      score: 0,
      viewer_vote: null,
      updated_at: expect.any(String),
    });
    expect(new Date(res.body.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(res.body.timestamp).toISOString()).toBe(res.body.timestamp);
    expect(await row(res.body._id)).toMatchObject({ user_id: author.userId, comment: 'hello from REST' });
  });

  it('POST without user_id posts as the bearer-token user; with parent_comment_id it replies', async () => {
    const parent = await post('REST parent');
    const res = await t.rest(
      'POST',
      '/api/chat/comments',
      { comment_wall_id: wall.id, parent_comment_id: parent.id, comment: 'REST reply' },
      other.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ parent_comment_id: parent.id, user_id: other.userId, user_name: 'other', comment: 'REST reply' });
  });

  it('PUT api/chat/comments/:id with { comment, edited: true } edits', async () => {
    const comment = await post('REST before');
    const res = await t.rest('PUT', `/api/chat/comments/${comment.id}`, { comment: ' REST after ', edited: true }, author.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: comment.id, comment: 'REST after', edited: true, user_name: 'author', deleted: false });
    expect(await row(comment.id)).toMatchObject({ comment: 'REST after', edited: true });
  });

  it('PUT api/chat/comments/:id with user_name, user_id and comment all null deletes', async () => {
    const comment = await post('REST doomed');
    const res = await t.rest('PUT', `/api/chat/comments/${comment.id}`, { user_name: null, user_id: null, comment: null }, author.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: comment.id, comment: null, user_id: null, user_name: null, deleted: true });
    expect(await row(comment.id)).toMatchObject({ comment: null, user_id: null });
  });

  it('GET api/chat/comment_walls/:wallId/comments pages top-level comments newest first with all their replies', async () => {
    const restWall = await f.wall('match', randomUUID());
    const tops: string[] = [];
    for (let i = 1; i <= 17; i++) tops.push((await post(`top ${i}`, author, restWall)).id);
    const reply = await post('reply to top 17', other, restWall, tops[16]);
    const nested = await post('reply to the reply', author, restWall, reply.id);
    await post('reply to top 2', other, restWall, tops[1]);
    const deleted = await post('deleted soon', other, restWall, tops[16]);
    expect((await t.gql(DELETE, { id: deleted.id }, other.token)).errors).toBeUndefined();

    const first = await t.rest('GET', `/api/chat/comment_walls/${restWall.id}/comments?limit=15`, undefined, author.token);
    expect(first.status).toBe(200);
    const topLevel = first.body.documents.filter((d: any) => d.parent_comment_id === null);
    expect(topLevel.map((d: any) => d.comment)).toEqual(Array.from({ length: 15 }, (_, i) => `top ${17 - i}`));
    const replies = first.body.documents.filter((d: any) => d.parent_comment_id !== null);
    expect(replies.map((d: any) => [d._id, d.parent_comment_id, d.comment, d.user_name])).toEqual([
      [reply.id, tops[16], 'reply to top 17', 'other'],
      [nested.id, reply.id, 'reply to the reply', 'author'],
      [deleted.id, tops[16], null, null],
    ]);
    expect(first.body.documents[0]).toEqual({
      _id: tops[16],
      comment_wall_id: restWall.id,
      parent_comment_id: null,
      user_id: author.userId,
      user_name: 'author',
      comment: 'top 17',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      edited: false,
      deleted: false,
      hidden: false,
      moderation_note: null,
      score: 0,
      viewer_vote: null,
      updated_at: expect.any(String),
    });
    expect(first.body.next_cursor).toEqual(expect.any(String));

    const second = await t.rest('GET', `/api/chat/comment_walls/${restWall.id}/comments?limit=15&after=${first.body.next_cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.documents.map((d: any) => d.comment)).toEqual(['top 2', 'top 1', 'reply to top 2']);
    expect(second.body.next_cursor).toBeNull();

    const byDefault = await t.rest('GET', `/api/chat/comment_walls/${restWall.id}/comments`);
    expect(byDefault.body.documents.filter((d: any) => d.parent_comment_id === null)).toHaveLength(15);
  });

  it('GET shows the bearer-token user their own votes', async () => {
    const comment = await post('REST votes');
    await t.gql(VOTE, { id: comment.id, direction: 'DOWN' }, other.token);
    const res = await t.rest('GET', `/api/chat/comment_walls/${wall.id}/comments?limit=1`, undefined, other.token);
    expect(res.body.documents[0]).toMatchObject({ _id: comment.id, score: -1, viewer_vote: -1 });
    const anonymous = await t.rest('GET', `/api/chat/comment_walls/${wall.id}/comments?limit=1`);
    expect(anonymous.body.documents[0]).toMatchObject({ _id: comment.id, score: -1, viewer_vote: null });
  });
});

/**
 * Races need a real PostgreSQL (DATABASE_URL; CI runs the suites against one). The embedded PGlite is a single
 * backend that runs transactions one at a time, so a race proves nothing there, and its socket server can
 * interleave the extended-protocol messages of concurrent connections ("unnamed prepared statement does not exist").
 */
if (process.env.DATABASE_URL)
  describe('successful-comment-writes under concurrency', () => {
    let voters: Account[];
    beforeAll(async () => {
      voters = [];
      for (let i = 0; i < 10; i++) voters.push(await signUp(t, `voter${i}`));
    });

    const score = async (id: string) => {
      const [stored] = await db().query(
        `SELECT c.score, (SELECT coalesce(sum(value), 0)::int FROM comment_votes v WHERE v.comment_id = c.comment_id) AS sum
         FROM comments c WHERE comment_id = $1`,
        [id],
      );
      expect(stored.score).toBe(stored.sum);
      return stored.score as number;
    };
    const vote = (as: Account, id: string, direction: VoteDirection) =>
      t.gql(VOTE, { id, direction }, as.token).then((res) => expect(res.errors).toBeUndefined());

    it('keeps the score equal to the sum of the votes when ten users vote at once, then change their votes at once', async () => {
      const comment = await post('race me');
      await Promise.all(voters.map((v) => vote(v, comment.id, 'UP')));
      expect(await score(comment.id)).toBe(10);
      await Promise.all(voters.map((v, i) => vote(v, comment.id, i < 5 ? 'DOWN' : i < 8 ? 'NONE' : 'UP')));
      expect(await score(comment.id)).toBe(-5 + 2);
    });

    it('settles one user racing UP against DOWN on one vote, with a matching score', async () => {
      const comment = await post('flip flop');
      const racer = voters[0];
      await Promise.all(Array.from({ length: 10 }, (_, i) => vote(racer, comment.id, i % 2 ? 'UP' : 'DOWN')));
      const votes = await db().query(`SELECT value FROM comment_votes WHERE comment_id = $1`, [comment.id]);
      expect(votes).toHaveLength(1);
      expect(await score(comment.id)).toBe(votes[0].value);
    });

    it('keeps the score right when two users race on the same comment, over and over', async () => {
      const comment = await post('two racers');
      for (let round = 0; round < 10; round++) {
        const [a, b]: VoteDirection[] = round % 2 ? ['UP', 'DOWN'] : ['DOWN', 'UP'];
        await Promise.all([vote(voters[1], comment.id, a), vote(voters[2], comment.id, b)]);
        expect(await score(comment.id)).toBe(0);
        await Promise.all([vote(voters[1], comment.id, 'UP'), vote(voters[2], comment.id, 'UP')]);
        expect(await score(comment.id)).toBe(2);
      }
    });
  });

describe('comment wall reads cost a fixed number of statements', () => {
  const wallOf = async (size: number) => {
    const w = await f.wall('match', randomUUID());
    for (let i = 0; i < size; i++) {
      const c = await f.comment(w, await f.user());
      await f.comment(w, await f.user(), { parentId: c.id });
      await db().query(`INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, 1)`, [c.id, other.userId]);
    }
    return w;
  };

  it('GraphQL: a page with authors, replies, reply authors and the viewer vote costs the same for 3 or 15 comments', async () => {
    const query = graphql(`query CommentWritesCommentWall2($id: ID!) { commentWall(id: $id) { comments { edges { node {
      text score viewerVote author { userName } replies { nodes { text viewerVote author { userName } } }
    } } } } }`);
    const cost = async (size: number) => {
      const w = await wallOf(size);
      let data: any;
      const statements = await t.countStatements(async () => {
        const res = await t.gql(query, { id: w.id }, other.token);
        expect(res.errors).toBeUndefined();
        data = res.data;
      });
      const nodes = data.commentWall.comments.edges.map((e: any) => e.node);
      expect(nodes).toHaveLength(size);
      expect(nodes.every((n: any) => n.viewerVote === 1 && n.author && n.replies.nodes[0].author)).toBe(true);
      return statements;
    };
    const small = await cost(3);
    expect(await cost(15)).toBe(small);
  });

  it('REST: a page of documents with names, replies and the viewer vote costs the same for 3 or 15 comments', async () => {
    const cost = async (size: number) => {
      const w = await wallOf(size);
      let body: any;
      const statements = await t.countStatements(async () => {
        const res = await t.rest('GET', `/api/chat/comment_walls/${w.id}/comments?limit=15`, undefined, other.token);
        expect(res.status).toBe(200);
        body = res.body;
      });
      expect(body.documents).toHaveLength(size * 2);
      expect(body.documents.every((d: any) => d.user_name && (d.parent_comment_id !== null || d.viewer_vote === 1))).toBe(true);
      return statements;
    };
    const small = await cost(3);
    expect(await cost(15)).toBe(small);
  });
});

describe('failing-comment-writes (GraphQL)', () => {
  let mine: { id: string };
  let gone: { id: string };
  beforeAll(async () => {
    mine = await post('mine');
    gone = await post('gone');
    expect((await t.gql(DELETE, { id: gone.id }, author.token)).errors).toBeUndefined();
  });

  it('refuses every write without a session (or with a bad token) with UNAUTHENTICATED', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      await unchanged(async () => {
        expectGraphQLError(
          await t.gql(POST, { input: { wallId: wall.id, text: 'hi' } }, token),
          'UNAUTHENTICATED',
          'You must be signed in to do that.',
        );
        expectGraphQLError(await t.gql(EDIT, { id: mine.id, text: 'hi' }, token), 'UNAUTHENTICATED', 'You must be signed in to do that.');
        expectGraphQLError(await t.gql(DELETE, { id: mine.id }, token), 'UNAUTHENTICATED', 'You must be signed in to do that.');
        expectGraphQLError(
          await t.gql(VOTE, { id: mine.id, direction: 'UP' }, token),
          'UNAUTHENTICATED',
          'You must be signed in to do that.',
        );
      });
    }
  });

  it('refuses empty, whitespace-only, oversize and NUL-carrying text with BAD_USER_INPUT', async () => {
    await unchanged(async () => {
      for (const text of ['', '   ', '\n\t ']) {
        expectGraphQLError(
          await t.gql(POST, { input: { wallId: wall.id, text } }, author.token),
          'BAD_USER_INPUT',
          'Comments cannot be empty.',
        );
        expectGraphQLError(await t.gql(EDIT, { id: mine.id, text }, author.token), 'BAD_USER_INPUT', 'Comments cannot be empty.');
      }
      for (const text of ['x'.repeat(2001), '🎮'.repeat(2001)]) {
        const message = 'Comments can be at most 2000 characters.';
        expectGraphQLError(await t.gql(POST, { input: { wallId: wall.id, text } }, author.token), 'BAD_USER_INPUT', message);
        expectGraphQLError(await t.gql(EDIT, { id: mine.id, text }, author.token), 'BAD_USER_INPUT', message);
      }
      const res = await t.gql(POST, { input: { wallId: wall.id, text: 'a\u0000b' } }, author.token);
      // refused at the GraphQL door, before the service (issue 12: one boundary check for every door)
      expectGraphQLError(res, 'BAD_USER_INPUT', 'Text must be valid Unicode without NUL characters or unpaired surrogates.');
    });
  });

  it('refuses an unknown wall, comment or parent with NOT_FOUND', async () => {
    await unchanged(async () => {
      const unknown = randomUUID();
      expectGraphQLError(
        await t.gql(POST, { input: { wallId: unknown, text: 'hi' } }, author.token),
        'NOT_FOUND',
        'Comment wall not found',
      );
      expectGraphQLError(
        await t.gql(POST, { input: { wallId: wall.id, parentId: unknown, text: 'hi' } }, author.token),
        'NOT_FOUND',
        'Parent comment not found',
      );
      expectGraphQLError(await t.gql(EDIT, { id: unknown, text: 'hi' }, author.token), 'NOT_FOUND', 'Comment not found');
      expectGraphQLError(await t.gql(DELETE, { id: unknown }, author.token), 'NOT_FOUND', 'Comment not found');
      expectGraphQLError(await t.gql(VOTE, { id: unknown, direction: 'UP' }, author.token), 'NOT_FOUND', 'Comment not found');
    });
  });

  it('refuses malformed ids with BAD_USER_INPUT', async () => {
    await unchanged(async () => {
      const message = 'Invalid id: expected a UUID.';
      expectGraphQLError(await t.gql(POST, { input: { wallId: 'wall-1', text: 'hi' } }, author.token), 'BAD_USER_INPUT', message);
      expectGraphQLError(
        await t.gql(POST, { input: { wallId: wall.id, parentId: '42', text: 'hi' } }, author.token),
        'BAD_USER_INPUT',
        message,
      );
      expectGraphQLError(await t.gql(EDIT, { id: 'x', text: 'hi' }, author.token), 'BAD_USER_INPUT', message);
      expectGraphQLError(await t.gql(DELETE, { id: "1' OR '1'='1" }, author.token), 'BAD_USER_INPUT', message);
      expectGraphQLError(await t.gql(VOTE, { id: '', direction: 'UP' }, author.token), 'BAD_USER_INPUT', message);
    });
  });

  it('refuses a reply to a comment on another wall with BAD_USER_INPUT', async () => {
    const elsewhere = await post('on the other wall', author, otherWall);
    await unchanged(async () => {
      expectGraphQLError(
        await t.gql(POST, { input: { wallId: wall.id, parentId: elsewhere.id, text: 'hi' } }, author.token),
        'BAD_USER_INPUT',
        'A reply must be on the same wall as the comment it replies to.',
      );
    });
  });

  it("refuses to edit or delete someone else's comment with FORBIDDEN", async () => {
    await unchanged(async () => {
      expectGraphQLError(
        await t.gql(EDIT, { id: mine.id, text: 'hijack' }, other.token),
        'FORBIDDEN',
        'You can only edit your own comments.',
      );
      expectGraphQLError(await t.gql(DELETE, { id: mine.id }, other.token), 'FORBIDDEN', 'You can only delete your own comments.');
    });
  });

  it('refuses to edit, vote on or delete again a deleted comment with BAD_USER_INPUT', async () => {
    await unchanged(async () => {
      expectGraphQLError(
        await t.gql(EDIT, { id: gone.id, text: 'revive' }, author.token),
        'BAD_USER_INPUT',
        'A deleted comment cannot be edited.',
      );
      for (const direction of ['UP', 'DOWN', 'NONE'] as const) {
        expectGraphQLError(
          await t.gql(VOTE, { id: gone.id, direction }, other.token),
          'BAD_USER_INPUT',
          'A deleted comment cannot be voted on.',
        );
      }
      expectGraphQLError(await t.gql(DELETE, { id: gone.id }, author.token), 'BAD_USER_INPUT', 'This comment is already deleted.');
    });
  });
});

describe('failing-comment-writes (REST api/chat)', () => {
  let mine: { id: string };
  let gone: { id: string };
  beforeAll(async () => {
    mine = await post('mine over REST');
    gone = await post('gone over REST');
    expect((await t.gql(DELETE, { id: gone.id }, author.token)).errors).toBeUndefined();
  });
  const body = (overrides: Record<string, unknown> = {}) => ({
    comment_wall_id: wall.id,
    parent_comment_id: null,
    user_id: author.userId,
    user_name: 'author',
    comment: 'hi',
    timestamp: new Date().toISOString(),
    ...overrides,
  });
  const put = (id: string, payload: unknown, token?: string) => t.rest('PUT', `/api/chat/comments/${id}`, payload, token);
  const DELETE_BODY = { user_name: null, user_id: null, comment: null };

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    await unchanged(async () => {
      const message = 'You must be signed in to do that.';
      expectRestError(await t.rest('POST', '/api/chat/comments', body()), 401, 'UNAUTHENTICATED', message);
      expectRestError(await put(mine.id, { comment: 'x', edited: true }), 401, 'UNAUTHENTICATED', message);
      expectRestError(await put(mine.id, DELETE_BODY, 'not-a-jwt'), 401, 'UNAUTHENTICATED', message);
    });
  });

  it("answers 403 FORBIDDEN for a body user_id other than the bearer-token user's", async () => {
    await unchanged(async () => {
      const message = 'You can only post comments as yourself.';
      expectRestError(await t.rest('POST', '/api/chat/comments', body({ user_id: other.userId }), author.token), 403, 'FORBIDDEN', message);
      expectRestError(await t.rest('POST', '/api/chat/comments', body({ user_id: 42 }), author.token), 403, 'FORBIDDEN', message);
    });
  });

  it('answers 400 BAD_USER_INPUT for empty, missing or oversize text', async () => {
    await unchanged(async () => {
      for (const comment of ['', '   ', undefined, null, 42]) {
        expectRestError(
          await t.rest('POST', '/api/chat/comments', body({ comment }), author.token),
          400,
          'BAD_USER_INPUT',
          'Comments cannot be empty.',
        );
      }
      for (const payload of [{ comment: '  ', edited: true }, {}, { comment: null, user_id: author.userId, user_name: null }]) {
        expectRestError(await put(mine.id, payload, author.token), 400, 'BAD_USER_INPUT', 'Comments cannot be empty.');
      }
      const long = 'y'.repeat(2001);
      const message = 'Comments can be at most 2000 characters.';
      expectRestError(await t.rest('POST', '/api/chat/comments', body({ comment: long }), author.token), 400, 'BAD_USER_INPUT', message);
      expectRestError(await put(mine.id, { comment: long, edited: true }, author.token), 400, 'BAD_USER_INPUT', message);
    });
  });

  it('answers 404 NOT_FOUND for an unknown wall, parent or comment', async () => {
    await unchanged(async () => {
      const unknown = randomUUID();
      const post404 = await t.rest('POST', '/api/chat/comments', body({ comment_wall_id: unknown }), author.token);
      expectRestError(post404, 404, 'NOT_FOUND', 'Comment wall not found');
      const parent404 = await t.rest('POST', '/api/chat/comments', body({ parent_comment_id: unknown }), author.token);
      expectRestError(parent404, 404, 'NOT_FOUND', 'Parent comment not found');
      expectRestError(await put(unknown, { comment: 'x', edited: true }, author.token), 404, 'NOT_FOUND', 'Comment not found');
      expectRestError(await put(unknown, DELETE_BODY, author.token), 404, 'NOT_FOUND', 'Comment not found');
      expectRestError(await t.rest('GET', `/api/chat/comment_walls/${unknown}/comments`), 404, 'NOT_FOUND', 'Comment wall not found');
    });
  });

  it('answers 400 BAD_USER_INPUT for malformed ids, a bad limit or a bad cursor', async () => {
    await unchanged(async () => {
      const message = 'Invalid id: expected a UUID.';
      expectRestError(
        await t.rest('POST', '/api/chat/comments', body({ comment_wall_id: 'nope' }), author.token),
        400,
        'BAD_USER_INPUT',
        message,
      );
      expectRestError(
        await t.rest('POST', '/api/chat/comments', body({ comment_wall_id: undefined }), author.token),
        400,
        'BAD_USER_INPUT',
        message,
      );
      expectRestError(
        await t.rest('POST', '/api/chat/comments', body({ parent_comment_id: 7 }), author.token),
        400,
        'BAD_USER_INPUT',
        message,
      );
      expectRestError(await put('nope', { comment: 'x', edited: true }, author.token), 400, 'BAD_USER_INPUT', message);
      expectRestError(await t.rest('GET', '/api/chat/comment_walls/nope/comments'), 400, 'BAD_USER_INPUT', message);
      for (const limit of ['0', '101', 'abc', '1.5', '-1']) {
        const res = await t.rest('GET', `/api/chat/comment_walls/${wall.id}/comments?limit=${limit}`);
        expectRestError(res, 400, 'BAD_USER_INPUT', 'limit must be between 1 and 100');
      }
      for (const after of ['garbage', 'a&after=b']) {
        const res = await t.rest('GET', `/api/chat/comment_walls/${wall.id}/comments?after=${after}`);
        expectRestError(res, 400, 'BAD_USER_INPUT', 'Invalid cursor');
      }
    });
  });

  it('answers 400 BAD_USER_INPUT for a reply across walls', async () => {
    const elsewhere = await post('REST other wall', author, otherWall);
    await unchanged(async () => {
      const res = await t.rest('POST', '/api/chat/comments', body({ parent_comment_id: elsewhere.id }), author.token);
      expectRestError(res, 400, 'BAD_USER_INPUT', 'A reply must be on the same wall as the comment it replies to.');
    });
  });

  it("answers 403 FORBIDDEN to edit or delete someone else's comment", async () => {
    await unchanged(async () => {
      expectRestError(
        await put(mine.id, { comment: 'hijack', edited: true }, other.token),
        403,
        'FORBIDDEN',
        'You can only edit your own comments.',
      );
      expectRestError(await put(mine.id, DELETE_BODY, other.token), 403, 'FORBIDDEN', 'You can only delete your own comments.');
    });
  });

  it('answers 400 BAD_USER_INPUT to edit or delete a deleted comment', async () => {
    await unchanged(async () => {
      expectRestError(
        await put(gone.id, { comment: 'revive', edited: true }, author.token),
        400,
        'BAD_USER_INPUT',
        'A deleted comment cannot be edited.',
      );
      expectRestError(await put(gone.id, DELETE_BODY, author.token), 400, 'BAD_USER_INPUT', 'This comment is already deleted.');
    });
  });
});
