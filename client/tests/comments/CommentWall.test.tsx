import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CommentWall } from '../../src/components/comments/CommentWall';
import { CommentRepliesDocument, CommentWallDocument, PostCommentDocument } from '../../src/gql/graphql';
import { commentFixture, thread, VIEWER_ID, WALL_ID, wallData } from '../support/comments';
import { nearbyObserver, onScreenObserver, useFakeIntersectionObserver } from '../support/intersectionObserver';
import { renderWithClient } from '../support/renderWithClient';

const wallQuery = (data: ReturnType<typeof wallData>, after?: string) => ({
  request: { query: CommentWallDocument, variables: { wallId: WALL_ID, first: 15, replies: 50, ...(after ? { after } : {}) } },
  result: { data },
});

function wallList() {
  return screen.getByRole('list', { name: 'Comments' });
}

/** Top-level comment texts, top to bottom. */
function topLevelTexts() {
  return Array.from(wallList().children).map((li) => li.querySelector('article p')?.textContent);
}

const event = (kind: string, comment: ReturnType<typeof commentFixture>) => ({
  result: { data: { commentWallEvents: { __typename: 'CommentWallEvent', kind, comment } } },
});

describe('CommentWall', () => {
  it('shows Loading..., then the tree with author, UTC time, score, replies and Deleted Comment by Deleted User', async () => {
    const own = commentFixture({ id: 'c-own', text: 'my own words', author: { __typename: 'User', id: VIEWER_ID, userName: 'viewer', profilePicture: null } as never, viewerVote: 1, score: 4 });
    const gone = commentFixture({ id: 'c-gone', text: null, author: null, deleted: true, createdAt: '2026-01-05T09:07:00.000Z' });
    const reply = commentFixture({ id: 'r-1', parentId: 'c-gone', text: 'reply to a deleted one' });
    renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(own), thread(gone, [reply])]))], viewerId: VIEWER_ID });

    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('my own words');

    const mine = screen.getByRole('article', { name: 'Comment by viewer' });
    expect(within(mine).getByText('11.21.26 01:00 UTC')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(mine).getByRole('button', { name: 'Downvote' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(mine).getByLabelText('Score 4')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();

    const deleted = screen.getByRole('article', { name: 'Deleted Comment' });
    expect(within(deleted).getByText('Deleted User')).toBeTruthy();
    expect(within(deleted).getByText('01.05.26 09:07 UTC')).toBeTruthy();
    expect(within(deleted).queryByRole('button', { name: 'Edit' })).toBeNull();

    const other = screen.getByRole('article', { name: 'Comment by ace' });
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Replies to Deleted Comment' })).getByText('reply to a deleted one')).toBeTruthy();
  });

  it("shows a hidden comment to its author with 'Hidden by a moderator: <reason>', and as hidden to others, live", async () => {
    const mine = commentFixture({ id: 'c-mine', text: 'my heated take', author: { __typename: 'User', id: VIEWER_ID, userName: 'viewer', profilePicture: null } as never });
    const theirs = commentFixture({ id: 'c-theirs', text: 'their rude take' });
    const { subscriptions } = renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(mine), thread(theirs)]))], viewerId: VIEWER_ID });
    await screen.findByText('their rude take');
    await waitFor(() => expect(subscriptions.operation?.variables).toEqual({ wallId: WALL_ID }));

    // The server resolves each subscriber's view: the author keeps the text and is told why; others get no text.
    act(() => subscriptions.simulateResult(event('HIDDEN', { ...mine, hidden: true, moderationNote: 'Hidden by a moderator: Be respectful' })));
    const own = await screen.findByRole('article', { name: 'Comment by viewer' });
    await within(own).findByText('Hidden by a moderator: Be respectful');
    expect(within(own).getByText('my heated take')).toBeTruthy();
    expect(within(own).getByRole('note').textContent).toBe('Hidden by a moderator: Be respectful');

    act(() => subscriptions.simulateResult(event('HIDDEN', { ...theirs, text: null, hidden: true, moderationNote: null })));
    const hidden = await screen.findByRole('article', { name: 'Hidden comment' });
    expect(within(hidden).getByText('Hidden by a moderator')).toBeTruthy();
    expect(screen.queryByText('their rude take')).toBeNull();
    expect(within(hidden).queryByRole('note')).toBeNull();
    expect(screen.queryByText('Deleted Comment')).toBeNull();
  });

  it('renders comment text as text, never as markup', async () => {
    const sneaky = commentFixture({ id: 'c-x', text: '<img src=x onerror="alert(1)"><b>bold</b>' });
    const { container } = renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(sneaky)]))] });
    await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('offers no Post Comment on an announcement wall the viewer may not post on (a ladder of which they are not staff), and shows its comments', async () => {
    renderWithClient(<CommentWall wallId={WALL_ID} title="Announcements" canPost={false} />, { mocks: [wallQuery(wallData([thread(commentFixture({ id: 'c1', text: 'Finals on Friday' }))]))] });
    await screen.findByText('Finals on Friday');
    expect(screen.queryByRole('button', { name: 'Post Comment' })).toBeNull();
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
  });

  it('shows No comments available and Error: + message', async () => {
    renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([]))] });
    await screen.findByText('No comments available');

    renderWithClient(<CommentWall wallId="other-wall" />, {
      mocks: [{ request: { query: CommentWallDocument, variables: { wallId: 'other-wall', first: 15, replies: 50 } }, error: new Error('Comment wall not found') }],
    });
    await screen.findByText('Error: Comment wall not found');
  });

  it('merges live events: a new comment at the top, a reply under its parent, an edit and a delete in place', async () => {
    const first = commentFixture({ id: 'c-1', text: 'first comment' });
    const { subscriptions } = renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(first)]))] });
    await screen.findByText('first comment');
    await waitFor(() => expect(subscriptions.operation?.variables).toEqual({ wallId: WALL_ID }));

    act(() => subscriptions.simulateResult(event('CREATED', commentFixture({ id: 'c-2', text: 'hello from elsewhere' }))));
    await waitFor(() => expect(topLevelTexts()).toEqual(['hello from elsewhere', 'first comment']));

    act(() => subscriptions.simulateResult(event('CREATED', commentFixture({ id: 'r-1', parentId: 'c-1', text: 'a live reply' }))));
    const replies = await screen.findByRole('list', { name: 'Replies to ace' });
    expect(within(replies).getByText('a live reply')).toBeTruthy();

    act(() => subscriptions.simulateResult(event('EDITED', commentFixture({ id: 'c-1', text: 'first comment, fixed', edited: true }))));
    await screen.findByText('first comment, fixed');
    expect(screen.getByText('(edited)')).toBeTruthy();

    act(() => subscriptions.simulateResult(event('DELETED', commentFixture({ id: 'c-1', text: null, author: null, deleted: true }))));
    await screen.findByText('Deleted Comment');
    // the reply keeps its place under the deleted comment
    expect(within(screen.getByRole('list', { name: 'Replies to Deleted Comment' })).getByText('a live reply')).toBeTruthy();
    expect(topLevelTexts()).toEqual(['hello from elsewhere', 'Deleted Comment']);
  });

  it('posts a trimmed comment, clears the input, ignores blank text, and shows it once when its live event also arrives', async () => {
    const mine = commentFixture({ id: 'c-mine', text: 'gg wp', author: { __typename: 'User', id: VIEWER_ID, userName: 'viewer', profilePicture: null } as never });
    const post = jest.fn(() => ({ data: { postComment: mine } }));
    const { subscriptions } = renderWithClient(<CommentWall wallId={WALL_ID} />, {
      viewerId: VIEWER_ID,
      mocks: [
        wallQuery(wallData([thread(commentFixture({ id: 'c-1', text: 'first comment' }))])),
        { request: { query: PostCommentDocument, variables: { input: { wallId: WALL_ID, text: 'gg wp', parentId: null } } }, result: post },
      ],
    });
    await screen.findByText('first comment');
    const input = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;

    fireEvent.change(input, { target: { value: '   \n  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  gg wp  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    });
    await screen.findByRole('article', { name: 'Comment by viewer' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('');

    act(() => subscriptions.simulateResult(event('CREATED', mine)));
    await waitFor(() => expect(topLevelTexts()).toEqual(['gg wp', 'first comment']));
    expect(screen.getAllByRole('article', { name: 'Comment by viewer' })).toHaveLength(1);
  });

  it('Load More asks for the next 15 after the last cursor and appends them', async () => {
    const page1 = Array.from({ length: 15 }, (_, i) => thread(commentFixture({ id: `p1-${i}`, text: `page one #${i}` })));
    const page2 = [thread(commentFixture({ id: 'p2-0', text: 'page two #0' }))];
    renderWithClient(<CommentWall wallId={WALL_ID} />, {
      mocks: [
        wallQuery(wallData(page1, { endCursor: 'after-15', hasNextPage: true })),
        wallQuery(wallData(page2, { endCursor: 'after-16', hasNextPage: false }), 'after-15'),
      ],
    });
    // 16 threads render slowly on a loaded CI machine: wait on the content, not the default second.
    await screen.findByText('page one #14', {}, { timeout: 10_000 });
    expect(wallList().children).toHaveLength(15);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    });
    await screen.findByText('page two #0', {}, { timeout: 10_000 });
    expect(wallList().children).toHaveLength(16);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  }, 30_000);
});

describe('reply threads (the wall loads one level of replies; the server allows depth 8)', () => {
  const repliesQuery = (id: string, after: string | null, nodes: ReturnType<typeof commentFixture>[], pageInfo = { endCursor: 'rc-end', hasNextPage: false }) => ({
    request: { query: CommentRepliesDocument, variables: { id, first: 50, after } },
    result: {
      data: {
        comment: { __typename: 'Comment', id, replies: { __typename: 'CommentConnection', nodes, pageInfo: { __typename: 'PageInfo', ...pageInfo } } },
      },
    },
  });

  it('View replies loads the replies of a reply, and they nest under it', async () => {
    const top = commentFixture({ id: 'c-1', text: 'top comment' });
    const reply = commentFixture({ id: 'r-1', parentId: 'c-1', text: 'first level', replyCount: 2, author: { __typename: 'User', id: 'u-bo', userName: 'bo', profilePicture: null } as never });
    const deeper = [commentFixture({ id: 'r-2', parentId: 'r-1', text: 'second level A' }), commentFixture({ id: 'r-3', parentId: 'r-1', text: 'second level B', replyCount: 1 })];
    renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(top, [reply])])), repliesQuery('r-1', null, deeper)] });
    await screen.findByText('first level');
    expect(screen.queryByText('second level A')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View 2 replies' }));
    });
    const nested = await screen.findByRole('list', { name: 'Replies to bo' });
    expect(Array.from(nested.children).map((li) => li.querySelector('article p')?.textContent)).toEqual(['second level A', 'second level B']);
    expect(screen.queryByRole('button', { name: 'View 2 replies' })).toBeNull();
    // the third level waits behind its own button
    expect(screen.getByRole('button', { name: 'View 1 reply' })).toBeTruthy();
  });

  it('View more replies continues after the loaded page, without repeating a reply', async () => {
    const top = commentFixture({ id: 'c-1', text: 'busy thread', replyCount: 3 });
    const first = commentFixture({ id: 'r-1', parentId: 'c-1', text: 'reply one' });
    const rest = [commentFixture({ id: 'r-1', parentId: 'c-1', text: 'reply one' }), commentFixture({ id: 'r-2', parentId: 'c-1', text: 'reply two' }), commentFixture({ id: 'r-3', parentId: 'c-1', text: 'reply three' })];
    renderWithClient(<CommentWall wallId={WALL_ID} />, {
      mocks: [wallQuery(wallData([thread(top, [first], { endCursor: 'rc-1', hasNextPage: true })])), repliesQuery('c-1', 'rc-1', rest)],
    });
    await screen.findByText('reply one');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View 2 more replies' }));
    });
    await screen.findByText('reply three');
    const list = screen.getByRole('list', { name: 'Replies to ace' });
    expect(Array.from(list.children).map((li) => li.querySelector('article p')?.textContent)).toEqual(['reply one', 'reply two', 'reply three']);
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();
  });

  it('shows a live reply to a reply whose own replies are not loaded, and counts the others', async () => {
    const top = commentFixture({ id: 'c-1', text: 'top comment' });
    const reply = commentFixture({ id: 'r-1', parentId: 'c-1', text: 'first level', replyCount: 1, author: { __typename: 'User', id: 'u-bo', userName: 'bo', profilePicture: null } as never });
    const { subscriptions } = renderWithClient(<CommentWall wallId={WALL_ID} />, { mocks: [wallQuery(wallData([thread(top, [reply])]))] });
    await screen.findByText('first level');
    await waitFor(() => expect(subscriptions.operation?.variables).toEqual({ wallId: WALL_ID }));
    expect(screen.getByRole('button', { name: 'View 1 reply' })).toBeTruthy();

    act(() => subscriptions.simulateResult(event('CREATED', commentFixture({ id: 'r-live', parentId: 'r-1', text: 'live, two levels down' }))));
    const nested = await screen.findByRole('list', { name: 'Replies to bo' });
    expect(within(nested).getByText('live, two levels down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View 1 more reply' })).toBeTruthy();
  });

  it('shows Error: and the message when replies fail to load, and keeps the button', async () => {
    const top = commentFixture({ id: 'c-1', text: 'top comment', replyCount: 1 });
    renderWithClient(<CommentWall wallId={WALL_ID} />, {
      mocks: [
        wallQuery(wallData([{ ...thread(top), replyCount: 1 }])),
        { request: { query: CommentRepliesDocument, variables: { id: 'c-1', first: 50, after: null } }, error: new Error('Comment not found') },
      ],
    });
    await screen.findByText('top comment');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View 1 reply' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Comment not found');
    expect(screen.getByRole('button', { name: 'View 1 reply' })).toBeTruthy();
  });
});

describe('comment forms (one formik wrapper)', () => {
  const postMock = (text: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: PostCommentDocument, variables: { input: { wallId: WALL_ID, text, parentId: null } } },
    result,
  });

  it("puts a BAD_USER_INPUT 'text' refusal under the textarea and keeps the text", async () => {
    renderWithClient(<CommentWall wallId={WALL_ID} />, {
      viewerId: VIEWER_ID,
      mocks: [
        wallQuery(wallData([])),
        postMock('way too long', {
          errors: [{ message: 'Comments hold at most 2000 characters.', extensions: { code: 'BAD_USER_INPUT', fields: { text: 'Comments hold at most 2000 characters.' } } }],
        }),
      ],
    });
    await screen.findByText('No comments available');
    const input = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'way too long' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    });
    const message = await screen.findByText('Comments hold at most 2000 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(input.value).toBe('way too long');
  });

  it('shows any other failure as the form error', async () => {
    renderWithClient(<CommentWall wallId={WALL_ID} />, {
      viewerId: VIEWER_ID,
      mocks: [wallQuery(wallData([])), postMock('hello', { errors: [{ message: 'Comment wall is closed.', extensions: { code: 'FORBIDDEN' } }] })],
    });
    await screen.findByText('No comments available');
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Comment wall is closed.');
  });

  it('Ctrl+Enter posts; a blank text is ignored', async () => {
    const post = jest.fn(() => ({ data: { postComment: commentFixture({ id: 'c-new', text: 'quick one' }) } }));
    renderWithClient(<CommentWall wallId={WALL_ID} />, { viewerId: VIEWER_ID, mocks: [wallQuery(wallData([])), postMock('quick one', post)] });
    await screen.findByText('No comments available');
    const input = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'quick one' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(input.value).toBe(''));
  });
});

describe('CommentWall that loads on approach (a wall far down its page)', () => {
  useFakeIntersectionObserver();

  it('shows its heading and form at once, and asks for its comments and live updates only when the user comes to it', async () => {
    const first = commentFixture({ id: 'c-1', text: 'first announcement' });
    const { subscriptions, client } = renderWithClient(<CommentWall wallId={WALL_ID} title="Announcements" loadOnApproach />, {
      mocks: [wallQuery(wallData([thread(first)]))],
      viewerId: VIEWER_ID,
    });
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByText('first announcement')).toBeNull();
    expect(subscriptions.operation).toBeUndefined();
    // Not even watched, skipped: Apollo would create the query and transform its document all the same.
    const watched = () => [...client.getObservableQueries('all')].map((query) => query.queryName);
    expect(watched()).not.toContain('CommentWall');

    // Within a screen of it while the page loads: not yet (nobody scrolled).
    act(() => nearbyObserver().report(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('first announcement')).toBeNull();

    act(() => onScreenObserver().report(true));
    await screen.findByText('first announcement');
    expect(watched()).toContain('CommentWall');
    await waitFor(() => expect(subscriptions.operation?.variables).toEqual({ wallId: WALL_ID }));
    act(() => subscriptions.simulateResult(event('CREATED', commentFixture({ id: 'c-2', text: 'live announcement' }))));
    await screen.findByText('live announcement');
  });
});
