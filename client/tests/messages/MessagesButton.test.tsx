import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MessagesButton } from '../../src/components/messages/MessagesButton';
import { openMessages } from '../../src/components/messages/messagesDoor';
import {
  ConversationThreadDocument,
  MarkConversationReadDocument,
  MessagesBadgeDocument,
  MessagesConversationsDocument,
  OpenConversationDocument,
  SendMessageDocument,
  BlockedUsersDocument,
  UnblockUserDocument,
} from '../../src/gql/graphql';
import { VIEWER_ID, type Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';

// The panel is a lazy chunk: its first import is slow on a loaded CI machine, so waits get room (not the default 1 s / 5 s).
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const ace = { __typename: 'User', id: 'user-ace', userName: 'ace' };

function message(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Message',
    id,
    conversationId: 'c1',
    text,
    state: 'VISIBLE',
    moderationReason: null,
    mine: false,
    createdAt: `2026-11-20T10:00:0${id.slice(-1)}.000Z`,
    author: ace,
    ...extra,
  };
}

const many = { maxUsageCount: Number.POSITIVE_INFINITY };
const badgeMock = (count: number): Mock => ({ request: { query: MessagesBadgeDocument }, result: { data: { unreadMessageCount: count } }, ...many });

const conversation = {
  __typename: 'Conversation',
  id: 'c1',
  kind: 'DIRECT',
  unreadCount: 2,
  muted: false,
  lastMessageAt: '2026-11-20T10:00:02.000Z',
  otherUser: ace,
  team: null,
  match: null,
  lastMessage: { __typename: 'Message', id: 'm2', text: 'see <b>you</b> at https://clutch.gg/match/1.', mine: false },
};
const listMock: Mock = {
  request: { query: MessagesConversationsDocument, variables: { viewerId: VIEWER_ID } },
  result: {
    data: {
      conversations: [conversation],
      user: { __typename: 'User', id: VIEWER_ID, teams: [{ __typename: 'Team', id: 't1', name: 'Red Wolves' }] },
    },
  },
  ...many,
};
const threadMock = (messages: unknown[]): Mock => ({
  request: { query: ConversationThreadDocument, variables: { id: 'c1', first: 30 } },
  result: {
    data: {
      conversation: {
        __typename: 'Conversation',
        id: 'c1',
        kind: 'DIRECT',
        muted: false,
        unreadCount: 2,
        viewerHasBlocked: false,
        otherUser: ace,
        team: null,
        match: null,
        messages: { __typename: 'MessagePage', hasOlder: true, olderCursor: 'older-1', messages },
      },
    },
  },
  ...many,
});
const markMock: Mock = {
  request: { query: MarkConversationReadDocument, variables: { id: 'c1' } },
  result: { data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unreadCount: 0 } } },
  ...many,
};

async function render(mocks: Mock[]) {
  const view = renderWithClient(<MessagesButton />, { mocks, viewerId: VIEWER_ID });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 5));
  });
  return view;
}

const button = () => screen.getByRole('button', { name: /^Messages/, hidden: true });
const badge = () => screen.queryByTestId('messages-badge')?.textContent ?? null;
const event = (kind: string, unreadTotal: number, msg: unknown) => ({
  result: {
    data: {
      messageEvents: {
        __typename: 'MessageEvent',
        kind,
        unreadTotal,
        readerId: null,
        conversation: { __typename: 'Conversation', id: 'c1', unreadCount: unreadTotal, muted: false, lastMessageAt: '2026-11-20T10:00:05.000Z' },
        message: msg,
      },
    },
  },
});

describe('Messages button', () => {
  it('shows the unread total and raises it live while the panel is closed', async () => {
    const { subscriptions } = await render([badgeMock(2), listMock]);
    await waitFor(() => expect(badge()).toBe('2'));
    expect(button().textContent).toContain('Messages (2 unread)');
    await act(async () => {
      subscriptions.simulateResult(event('CREATED', 3, message('m5', 'new one')));
    });
    await waitFor(() => expect(badge()).toBe('3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Messages panel', () => {
  it('lists conversations with unread counts and opens one: text as text, links as safe links, older pages, live appends', async () => {
    const { subscriptions } = await render([badgeMock(2), listMock, threadMock([message('m1', 'hi'), message('m2', 'see <b>you</b> at https://clutch.gg/match/1.')]), markMock]);
    await act(async () => {
      fireEvent.click(button());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const list = await within(dialog).findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('button', { name: /ace/ });
    expect(row.textContent).toContain('2 unread');
    expect(within(dialog).getByRole('button', { name: 'Red Wolves chat' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(row);
    });
    const thread = await within(dialog).findByRole('list', { name: 'Messages in this conversation' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
    // No HTML renders: the tags are text.
    expect(thread.querySelector('b')).toBeNull();
    expect(thread.textContent).toContain('see <b>you</b> at');
    const link = within(thread).getByRole('link', { name: 'https://clutch.gg/match/1' });
    expect(link.getAttribute('href')).toBe('https://clutch.gg/match/1');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(within(dialog).getByRole('button', { name: 'Load older messages' })).toBeTruthy();

    await act(async () => {
      subscriptions.simulateResult(event('CREATED', 0, message('m3', 'live reply')));
    });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(within(thread).getAllByRole('listitem')[2].textContent).toContain('live reply');

    // A message hidden by a moderator leaves others' screens.
    await act(async () => {
      subscriptions.simulateResult(event('HIDDEN', 0, message('m3', null as never, { state: 'HIDDEN' })));
    });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
  });

  it('takes a message hidden by a moderator out of an older page too, live', async () => {
    const olderMock: Mock = {
      request: { query: ConversationThreadDocument, variables: { id: 'c1', first: 30, before: 'older-1' } },
      result: {
        data: {
          conversation: {
            __typename: 'Conversation',
            id: 'c1',
            kind: 'DIRECT',
            muted: false,
            unreadCount: 0,
            viewerHasBlocked: false,
            otherUser: ace,
            team: null,
            match: null,
            messages: { __typename: 'MessagePage', hasOlder: false, olderCursor: null, messages: [message('m0', 'old one'), message('m1', 'older two')] },
          },
        },
      },
      ...many,
    };
    const { subscriptions } = await render([badgeMock(0), threadMock([message('m2', 'newest')]), olderMock, markMock]);
    await act(async () => {
      openMessages({ conversationId: 'c1' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const thread = await within(dialog).findByRole('list', { name: 'Messages in this conversation' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Load older messages' }));
    });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(within(thread).getAllByRole('listitem')[0].textContent).toContain('old one');

    await act(async () => {
      subscriptions.simulateResult(event('HIDDEN', 0, message('m0', null as never, { state: 'HIDDEN', moderationReason: 'spam' })));
    });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(thread.textContent).not.toContain('old one');
    await act(async () => {
      subscriptions.simulateResult(event('REMOVED', 0, message('m1', null as never, { state: 'REMOVED', moderationReason: 'abuse' })));
    });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(1));
    expect(within(thread).getByText('newest')).toBeTruthy();
  });

  it('lists the blocked users and unblocks one', async () => {
    const rogue = { __typename: 'User', id: 'user-rogue', userName: 'rogue' };
    let blocked = [rogue];
    const unblock = jest.fn(() => {
      blocked = [];
      return { data: { unblockUser: true } };
    });
    await render([
      badgeMock(0),
      listMock,
      { request: { query: BlockedUsersDocument }, result: () => ({ data: { blockedUsers: blocked } }), ...many },
      { request: { query: UnblockUserDocument, variables: { userId: 'user-rogue' } }, result: unblock },
    ]);
    await act(async () => {
      fireEvent.click(button());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await act(async () => {
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Blocked users' }));
    });
    const list = await within(dialog).findByRole('list', { name: 'Blocked users' });
    expect(list.textContent).toContain('rogue');
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Unblock rogue' }));
    });
    await waitFor(() => expect(unblock).toHaveBeenCalled());
    expect(await within(dialog).findByText('You have not blocked anyone.')).toBeTruthy();
  });

  it('counts the composer in characters, refuses over 2000 before sending, and appends what it sent', async () => {
    const sent = message('m9', 'GG', { mine: true, author: { __typename: 'User', id: VIEWER_ID, userName: 'viewer' } });
    const send = jest.fn(() => ({ data: { sendMessage: sent } }));
    await render([
      badgeMock(0),
      listMock,
      threadMock([message('m1', 'hi')]),
      markMock,
      { request: { query: SendMessageDocument, variables: { input: { conversationId: 'c1', text: 'GG' } } }, result: send },
    ]);
    await act(async () => {
      openMessages({ conversationId: 'c1' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const box = await within(dialog).findByRole('textbox', { name: 'Message' });
    await act(async () => {
      fireEvent.change(box, { target: { value: '😀'.repeat(2001) } });
    });
    expect(within(dialog).getByText('2001/2000')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    });
    expect(await within(dialog).findByText('Messages can be at most 2000 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.change(box, { target: { value: 'GG' } });
    });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await waitFor(() => expect(send).toHaveBeenCalled());
    const thread = within(dialog).getByRole('list', { name: 'Messages in this conversation' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getAllByRole('listitem')[1].textContent).toContain('You');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('opens a match conversation from the match page through openMessages', async () => {
    const open = jest.fn(() => ({ data: { openConversation: { __typename: 'Conversation', id: 'c1' } } }));
    await render([
      badgeMock(0),
      { request: { query: OpenConversationDocument, variables: { input: { matchId: 'match-1' } } }, result: open },
      threadMock([message('m1', 'ready?')]),
      markMock,
    ]);
    await act(async () => {
      openMessages({ matchId: 'match-1' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(dialog).findByText('ready?')).toBeTruthy();
    expect(open).toHaveBeenCalled();
  });
});
