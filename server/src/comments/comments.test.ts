import { randomUUID } from 'node:crypto';
import { graphql as execute } from 'graphql';
import { startTestApp, type TestApp } from '../../test/harness';
import { encodeCursor } from '../core/pagination';
import { createRequestContext } from '../core/request-context';
import { buildAppSchema as buildSchema } from '../app/schema';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { User } from '../users/users.entities';
import type { Comment, CommentWall } from './comments.entities';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
let wall: CommentWall;
let author: User;
let thread: Comment;
const db = () => t.app.deps.dataSource.manager;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  author = await f.user({ userName: 'talker' });
  wall = await f.wall('league', randomUUID());
  // 20 comments in one statement share one created_at (now() is the transaction's time): the id breaks the tie
  await db().query(
    `INSERT INTO comments (comment_wall_id, user_id, comment) SELECT $1, $2, 'bulk ' || n FROM generate_series(1, 20) AS n`,
    [wall.id, author.id],
  );
  // two comments a microsecond apart, within the same millisecond (JavaScript dates cannot tell them apart)
  await db().query(
    `INSERT INTO comments (comment_wall_id, user_id, comment, created_at) VALUES
       ($1, $2, 'micro 1', '2020-01-01T00:00:00.000001Z'), ($1, $2, 'micro 2', '2020-01-01T00:00:00.000002Z')`,
    [wall.id, author.id],
  );
  thread = await f.comment(wall, author, { text: 'the thread', createdAt: new Date('2019-06-01T00:00:00Z') });
  await f.comment(wall, null, { text: null, deletedAt: new Date(), createdAt: new Date('2019-01-01T00:00:00Z') });
  const replier = await f.user({ userName: 'replier' });
  await f.comment(wall, replier, { parentId: thread.id, text: 'first reply', createdAt: new Date('2019-06-02T00:00:00Z') });
  await f.comment(wall, null, { parentId: thread.id, text: null, deletedAt: new Date(), createdAt: new Date('2019-06-03T00:00:00Z') });
  await f.comment(wall, author, { parentId: thread.id, text: 'third reply', createdAt: new Date('2019-06-04T00:00:00Z'), edited: true });
  await db().query(`INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, -1)`, [thread.id, replier.id]);
});
afterAll(() => t?.stop());

const PAGE = graphql(`query CommentsPage($id: ID!, $first: Int, $after: String) {
  commentWall(id: $id) {
    id ownerType
    comments(first: $first, after: $after) { edges { cursor node { id text } } pageInfo { endCursor hasNextPage } }
  }
}`);

describe('successful comment reads', () => {
  it('pages through every top-level comment newest first, without repeats or gaps, to the microsecond', async () => {
    const expected: Array<{ comment_id: string }> = await db().query(
      `SELECT comment_id FROM comments WHERE comment_wall_id = $1 AND parent_comment_id IS NULL ORDER BY created_at DESC, comment_id DESC`,
      [wall.id],
    );
    expect(expected).toHaveLength(24);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      // 7 a page: page boundaries fall inside the 20-way tie and between the two comments a microsecond apart
      const res = await t.gql(PAGE, { id: wall.id, first: 7, after });
      expect(res.errors).toBeUndefined();
      const page: any = res.data!.commentWall.comments;
      seen.push(...page.edges.map((e: any) => e.node.id));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(expected.map((row) => row.comment_id));
  });

  it('returns 15 comments by default, the spec page size', async () => {
    const res = await t.gql(PAGE, { id: wall.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.commentWall.comments.edges).toHaveLength(15);
    expect(res.data!.commentWall.comments.pageInfo.hasNextPage).toBe(true);
    expect(res.data!.commentWall.ownerType).toBe('LEAGUE');
  });

  it('shows a deleted comment with no text and no author, and replies oldest first', async () => {
    const res = await t.gql(
      graphql(`query CommentsCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node {
        id text deleted edited score author { userName } replyCount
        replies { nodes { text deleted edited parentId wallId author { userName } } pageInfo { hasNextPage } }
      } } } } }`),
      { id: wall.id },
    );
    expect(res.errors).toBeUndefined();
    const nodes = res.data!.commentWall.comments.edges.map((e: any) => e.node);
    const deleted = nodes.at(-1);
    expect(deleted).toMatchObject({ text: null, author: null, deleted: true, replyCount: 0 });
    const top = nodes.find((n: any) => n.id === thread.id);
    expect(top).toMatchObject({ text: 'the thread', deleted: false, author: { userName: 'talker' }, replyCount: 3 });
    expect(top.replies.nodes.map((n: any) => [n.text, n.author?.userName ?? null, n.deleted, n.edited])).toEqual([
      ['first reply', 'replier', false, false],
      [null, null, true, false],
      ['third reply', 'talker', false, true],
    ]);
    expect(top.replies.nodes.every((n: any) => n.parentId === thread.id && n.wallId === wall.id)).toBe(true);
    expect(nodes.filter((n: any) => n.text?.startsWith('bulk'))).toHaveLength(20);
  });

  it('pages replies with their own cursor', async () => {
    const query = graphql(`query CommentsCommentWall2($id: ID!, $after: String) { commentWall(id: $id) { comments(first: 100) { edges { node {
      id replies(first: 2, after: $after) { edges { node { text } } pageInfo { endCursor hasNextPage } }
    } } } } }`);
    const first = await t.gql(query, { id: wall.id });
    const replies = first.data!.commentWall.comments.edges.find((e: any) => e.node.id === thread.id)!.node.replies;
    expect(replies.edges.map((e: any) => e.node.text)).toEqual(['first reply', null]);
    expect(replies.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql(query, { id: wall.id, after: replies.pageInfo.endCursor });
    const rest = second.data!.commentWall.comments.edges.find((e: any) => e.node.id === thread.id)!.node.replies;
    expect(rest.edges.map((e: any) => e.node.text)).toEqual(['third reply']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('loads one comment by id with a page of its replies (the wall loads one level; deeper ones come so)', async () => {
    const query = graphql(`query CommentsComment($id: ID!, $after: String) { comment(id: $id) {
      id text replyCount replies(first: 2, after: $after) { nodes { text parentId } pageInfo { endCursor hasNextPage } }
    } }`);
    const res = await t.gql(query, { id: thread.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.comment).toMatchObject({ id: thread.id, text: 'the thread', replyCount: 3 });
    expect(res.data!.comment.replies.nodes).toEqual([{ text: 'first reply', parentId: thread.id }, { text: null, parentId: thread.id }]);
    const rest = await t.gql(query, { id: thread.id, after: res.data!.comment.replies.pageInfo.endCursor });
    expect(rest.data!.comment.replies).toMatchObject({ nodes: [{ text: 'third reply' }], pageInfo: { hasNextPage: false } });

    const unknown = await t.gql(query, { id: randomUUID() });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Comment not found', extensions: { code: 'NOT_FOUND' } });
    const malformed = await t.gql(query, { id: 'comment-1' });
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("gives the signed-in viewer their own vote and nobody else's", async () => {
    const query = `query($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id score viewerVote } } } } }`;
    const replier = (await db().query(`SELECT user_id FROM users WHERE user_name = 'replier'`))[0].user_id as string;
    const as = async (userId: string | null) => {
      const contextValue = createRequestContext(t.app.deps, userId ? { userId, email: null, sessionId: randomUUID() } : null);
      const res = await execute({ schema: buildSchema(), source: query, variableValues: { id: wall.id }, contextValue });
      expect(res.errors).toBeUndefined();
      return (res.data as any).commentWall.comments.edges.find((e: any) => e.node.id === thread.id).node.viewerVote;
    };
    expect(await as(replier)).toBe(-1);
    expect(await as(author.id)).toBeNull();
    expect(await as(null)).toBeNull();
  });

  it('reads a page with authors, reply counts and replies in the same number of statements for 3 or 15 authors', async () => {
    const wallOf = async (size: number) => {
      const w = await f.wall('match', randomUUID());
      for (let i = 0; i < size; i++) {
        const c = await f.comment(w, await f.user());
        await f.comment(w, await f.user(), { parentId: c.id });
      }
      return w;
    };
    const query = graphql(`query CommentsCommentWall3($id: ID!) { commentWall(id: $id) { comments { edges { node {
      author { userName profilePicture } replyCount viewerVote replies(first: 3) { nodes { author { userName } } }
    } } } } }`);
    const cost = async (id: string, size: number) => {
      let data: any;
      const statements = await t.countStatements(async () => {
        const res = await t.gql(query, { id });
        expect(res.errors).toBeUndefined();
        data = res.data;
      });
      expect(data.commentWall.comments.edges).toHaveLength(size);
      expect(data.commentWall.comments.edges.every((e: any) => e.node.replyCount === 1 && e.node.replies.nodes[0].author)).toBe(true);
      return statements;
    };
    const small = await cost((await wallOf(3)).id, 3);
    const big = await cost((await wallOf(15)).id, 15);
    // wall, page (with its authors and their pages), reply counts, replies (with their authors)
    expect(small).toBe(4);
    expect(big).toBe(small);
  });
});

describe('failing comment reads', () => {
  const expectOneError = (res: Awaited<ReturnType<TestApp['gql']>>, code: string, message: string) => {
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions?.code).toBe(code);
    expect(res.errors![0].message).toBe(message);
  };

  it('answers NOT_FOUND for an unknown wall', async () => {
    expectOneError(await t.gql(PAGE, { id: randomUUID() }), 'NOT_FOUND', 'Comment wall not found');
  });

  it('answers BAD_USER_INPUT for a malformed wall id', async () => {
    expectOneError(await t.gql(PAGE, { id: 'wall-1' }), 'BAD_USER_INPUT', 'Invalid id: expected a UUID.');
  });

  it('answers BAD_USER_INPUT for a page size outside 1..100', async () => {
    for (const first of [0, 101, -5]) {
      expectOneError(await t.gql(PAGE, { id: wall.id, first }), 'BAD_USER_INPUT', 'first must be between 1 and 100');
    }
  });

  it('answers BAD_USER_INPUT for a cursor that is not ours', async () => {
    for (const after of [
      'garbage',
      encodeCursor(['yesterday', randomUUID()]),
      encodeCursor(['2020-01-01T00:00:00.000001Z', 'x']),
      encodeCursor([1, 2, 3]),
    ]) {
      expectOneError(await t.gql(PAGE, { id: wall.id, after }), 'BAD_USER_INPUT', 'Invalid cursor');
    }
  });
});
