import { createCache } from '../../src/apollo/cache';
import { applyCommentEvent, insertComment } from '../../src/components/comments/commentCache';
import { CommentCache_RepliesFragmentDoc, CommentThread_CommentFragmentDoc, CommentWallDocument } from '../../src/gql/graphql';
import { commentFixture, thread, WALL_ID, wallData } from '../support/comments';

const variables = { wallId: WALL_ID, first: 15, replies: 50 };

function seed() {
  const cache = createCache();
  const older = commentFixture({ id: 'c-old', text: 'older', createdAt: '2026-11-20T10:00:00.000Z' });
  const reply = commentFixture({ id: 'r-1', parentId: 'c-old', text: 'first reply' });
  const newer = commentFixture({ id: 'c-new', text: 'newer', createdAt: '2026-11-21T10:00:00.000Z' });
  cache.writeQuery({ query: CommentWallDocument, variables, data: wallData([thread(newer), thread(older, [reply])]) as never });
  return cache;
}

/** The replies the cache holds for a comment below the first level (CommentThread reads them so). */
function repliesOf(cache: ReturnType<typeof createCache>, id: string) {
  const data = cache.readFragment({ id: cache.identify({ __typename: 'Comment', id }), fragment: CommentCache_RepliesFragmentDoc, fragmentName: 'CommentCache_replies' });
  return data?.replies.nodes.map((reply) => reply.id) ?? [];
}

function read(cache: ReturnType<typeof createCache>) {
  const data = cache.readQuery({ query: CommentWallDocument, variables });
  if (!data) throw new Error('the wall is no longer complete in the cache');
  return data.commentWall.comments.edges.map((edge) => ({
    id: edge.node.id,
    text: edge.node.text,
    replies: edge.node.replies.nodes.map((r) => ({ id: r.id, text: r.text, replies: repliesOf(cache, r.id) })),
    replyCount: edge.node.replyCount,
  }));
}

/** What Apollo does with a subscription or mutation result before our code runs: write the comment to its entry. */
function writeComment(cache: ReturnType<typeof createCache>, comment: ReturnType<typeof commentFixture>) {
  cache.writeFragment({ fragment: CommentThread_CommentFragmentDoc, fragmentName: 'CommentThread_comment', data: comment });
}

describe('comment wall cache: live events and own posts', () => {
  it('puts a new top-level comment at the top of the wall', () => {
    const cache = seed();
    const live = commentFixture({ id: 'c-live', text: 'live one' });
    writeComment(cache, live);
    applyCommentEvent(cache, { kind: 'CREATED', comment: live });
    expect(read(cache).map((c) => c.id)).toEqual(['c-live', 'c-new', 'c-old']);
  });

  it('shows a comment once when both the mutation result and the live event arrive, in either order', () => {
    const cache = seed();
    const mine = commentFixture({ id: 'c-mine', text: 'mine' });
    writeComment(cache, mine);
    expect(insertComment(cache, mine)).toBe(true); // the mutation's update
    applyCommentEvent(cache, { kind: 'CREATED', comment: mine }); // the event, later
    const reply = commentFixture({ id: 'r-mine', parentId: 'c-old', text: 'my reply' });
    writeComment(cache, reply);
    applyCommentEvent(cache, { kind: 'CREATED', comment: reply }); // the event first this time
    expect(insertComment(cache, reply)).toBe(false); // then the mutation's update
    const wall = read(cache);
    expect(wall.map((c) => c.id)).toEqual(['c-mine', 'c-new', 'c-old']);
    expect(wall[2].replies.map((r) => r.id)).toEqual(['r-1', 'r-mine']);
    expect(wall[2].replyCount).toBe(2);
  });

  it('appends a reply under its parent, and gives a just-added comment its first reply', () => {
    const cache = seed();
    const reply = commentFixture({ id: 'r-2', parentId: 'c-old', text: 'second reply' });
    writeComment(cache, reply);
    applyCommentEvent(cache, { kind: 'CREATED', comment: reply });

    const fresh = commentFixture({ id: 'c-fresh', text: 'fresh' });
    writeComment(cache, fresh);
    applyCommentEvent(cache, { kind: 'CREATED', comment: fresh });
    const answer = commentFixture({ id: 'r-fresh', parentId: 'c-fresh', text: 'answer to fresh' });
    writeComment(cache, answer);
    applyCommentEvent(cache, { kind: 'CREATED', comment: answer });

    // and a reply to a reply (second level)
    const nested = commentFixture({ id: 'r-nested', parentId: 'r-1', text: 'nested' });
    writeComment(cache, nested);
    applyCommentEvent(cache, { kind: 'CREATED', comment: nested });

    const wall = read(cache);
    expect(wall[0]).toMatchObject({ id: 'c-fresh', replies: [{ id: 'r-fresh', text: 'answer to fresh' }], replyCount: 1 });
    expect(wall[2].replies.map((r) => r.id)).toEqual(['r-1', 'r-2']);
    expect(wall[2].replies[0].replies).toEqual(['r-nested']);
  });

  it('ignores a reply whose parent is not loaded, and events of other kinds need no list change', () => {
    const cache = seed();
    const orphan = commentFixture({ id: 'r-orphan', parentId: 'not-loaded' });
    writeComment(cache, orphan);
    applyCommentEvent(cache, { kind: 'CREATED', comment: orphan });
    applyCommentEvent(cache, null);
    expect(read(cache).map((c) => c.id)).toEqual(['c-new', 'c-old']);
  });

  it('EDITED, VOTED and DELETED land through the comment entry; a deleted comment keeps its replies', () => {
    const cache = seed();
    writeComment(cache, commentFixture({ id: 'c-new', text: 'newer, edited', edited: true }));
    writeComment(cache, commentFixture({ id: 'c-old', text: null, author: null, deleted: true, score: 3 }));
    applyCommentEvent(cache, { kind: 'DELETED', comment: commentFixture({ id: 'c-old', text: null, author: null, deleted: true }) });
    const wall = read(cache);
    expect(wall.map((c) => c.text)).toEqual(['newer, edited', null]);
    expect(wall[1].replies.map((r) => r.id)).toEqual(['r-1']);
  });

  it('Load More appends the next page without repeating a comment a live event already added', () => {
    const cache = seed();
    const page2Dup = commentFixture({ id: 'c-old' });
    const page2 = commentFixture({ id: 'c-oldest', text: 'oldest' });
    cache.writeQuery({
      query: CommentWallDocument,
      variables: { ...variables, after: 'cursor-1' },
      data: wallData([thread(page2Dup), thread(page2)], { endCursor: 'cursor-2', hasNextPage: false }) as never,
    });
    expect(read(cache).map((c) => c.id)).toEqual(['c-new', 'c-old', 'c-oldest']);
    const data = cache.readQuery({ query: CommentWallDocument, variables });
    expect(data?.commentWall.comments.pageInfo).toMatchObject({ endCursor: 'cursor-2', hasNextPage: false });
  });
});
