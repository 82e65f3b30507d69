import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WS_RECONNECTED_EVENT } from '../../src/apollo/createApolloClient';
import { badgeText, NotificationBell } from '../../src/components/notifications/NotificationBell';
import {
  MarkNotificationsReadDocument,
  NotificationBadgeDocument,
  NotificationListDocument,
  RespondToTeamInvitationDocument,
} from '../../src/gql/graphql';
import { member, team, user, VIEWER_ID, type Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';
import * as toast from '../../src/lib/toast';

const ace = user('user-ace', 'ace');
const me = user(VIEWER_ID, 'viewer');

function notification(id: string, kind: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Notification',
    id,
    kind,
    actionable: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    team: null,
    organizer: null,
    league: null,
    match: null,
    actor: { __typename: 'User', id: ace.id, userName: ace.userName },
    moderationMessage: null,
    ...extra,
  };
}

const wolvesRef = { __typename: 'Team', id: 't-wolves', name: 'Red Wolves' };
const invite = notification('n1', 'TEAM_INVITATION', { actionable: true, team: wolvesRef });
const staffInvite = notification('n2', 'STAFF_INVITATION', { actionable: false, organizer: { __typename: 'Organizer', id: 'o-neon', name: 'Neon League' } });
const removed = notification('n3', 'REMOVED', { team: { __typename: 'Team', id: 't-owls', name: 'Owls' }, readAt: '2026-11-19T10:00:00.000Z' });

const badgeMock = (count: number): Mock => ({
  request: { query: NotificationBadgeDocument },
  result: { data: { viewer: { __typename: 'User', id: VIEWER_ID, unreadNotificationCount: count } } },
});

const listMock = (items: unknown[], unread: number): Mock => ({
  request: { query: NotificationListDocument, variables: { first: 20 } },
  result: {
    data: {
      viewer: {
        __typename: 'User',
        id: VIEWER_ID,
        unreadNotificationCount: unread,
        notifications: {
          __typename: 'NotificationConnection',
          edges: items.map((node) => ({ __typename: 'NotificationEdge', cursor: (node as { id: string }).id, node })),
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    },
  },
});

const markMock = (left = 0): Mock => ({ request: { query: MarkNotificationsReadDocument, variables: {} }, result: { data: { markNotificationsRead: left } } });

async function render(mocks: Mock[]) {
  const view = renderWithClient(<NotificationBell />, { mocks, viewerId: VIEWER_ID });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 5));
  });
  return view;
}

// While the list is open React Aria hides the rest of the page from assistive technology.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const badge = () => screen.queryByTestId('notification-badge')?.textContent ?? null;

describe('notification badge', () => {
  it('badge text', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(140)).toBe('99+');
  });

  it('shows the unread count and follows live events, without polling', async () => {
    const { subscriptions } = await render([badgeMock(2)]);
    await waitFor(() => expect(badge()).toBe('2'));
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBe(bell());
    await act(async () => {
      subscriptions.simulateResult({ result: { data: { notificationEvents: { __typename: 'NotificationEvent', unreadCount: 3, notification: invite } } } });
    });
    await waitFor(() => expect(badge()).toBe('3'));
  });

  it("names the bell with the badge's own text (issue 23 item 17: '99+' was named 'Notifications (120 unread)')", async () => {
    await render([badgeMock(120)]);
    await waitFor(() => expect(badge()).toBe('99+'));
    expect(screen.getByRole('button', { name: 'Notifications (99+ unread)' })).toBe(bell());
  });

  it('fetches the count again when the WebSocket reconnects', async () => {
    const refetched = jest.fn(() => badgeMock(4).result as never);
    await render([badgeMock(1), { ...badgeMock(4), result: refetched }]);
    await waitFor(() => expect(badge()).toBe('1'));
    expect(refetched).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
    });
    await waitFor(() => expect(refetched).toHaveBeenCalled());
    await waitFor(() => expect(badge()).toBe('4'));
  });
});

describe('notification list', () => {
  it('lists what happened with links, and opening it marks everything read', async () => {
    await render([badgeMock(2), listMock([invite, staffInvite, removed], 2), markMock(0)]);
    await act(async () => {
      fireEvent.click(bell());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByTestId('notification');
    expect(items.map((i) => i.textContent?.replace(/\d\d\.\d\d\.\d\d \d\d:\d\d UTC/, '').replace(/AcceptDecline$/, ''))).toEqual([
      'ace invited you to team Red Wolves.',
      'ace invited you to the staff of Neon League.',
      'You were removed from team Owls.',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Red Wolves' }).getAttribute('href')).toBe('/team/Red%20Wolves');
    expect(within(items[1]).getByRole('link', { name: 'Neon League' }).getAttribute('href')).toBe('/organizer/o-neon');
    expect(within(items[0]).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(items[1]).queryByRole('button', { name: 'Accept' })).toBeNull();
    await waitFor(() => expect(badge()).toBeNull());
    await waitFor(() => expect(items[0].getAttribute('data-unread')).toBe('false'));
  });

  it('Accept answers the invitation with the dashboard mutation and stops offering it', async () => {
    const joined = team('t-wolves', 'Red Wolves', 'MEMBER', [member('t-wolves', ace, 'LEADER'), member('t-wolves', me, 'MEMBER')]);
    const respond = jest.fn(() => ({
      data: { respondToTeamInvitation: { __typename: 'TeamMember', id: `t-wolves:${VIEWER_ID}`, role: 'MEMBER', status: 'APPROVED', team: joined } },
    }));
    await render([
      badgeMock(1),
      listMock([invite], 1),
      markMock(0),
      { request: { query: RespondToTeamInvitationDocument, variables: { teamId: 't-wolves', accept: true } }, result: respond },
    ]);
    await act(async () => {
      fireEvent.click(bell());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const accept = await within(dialog).findByRole('button', { name: 'Accept' });
    await act(async () => {
      fireEvent.click(accept);
    });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(respond).toHaveBeenCalledTimes(1);
  });

  it('Decline asks first, naming the invitation; Cancel changes nothing, Decline answers it and says so (issue 23)', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const declined = team('t-wolves', 'Red Wolves', null, [member('t-wolves', ace, 'LEADER')]);
    const respond = jest.fn(() => ({
      data: { respondToTeamInvitation: { __typename: 'TeamMember', id: `t-wolves:${VIEWER_ID}`, role: 'MEMBER', status: 'DECLINED', team: declined } },
    }));
    await render([
      badgeMock(1),
      listMock([invite], 1),
      markMock(0),
      { request: { query: RespondToTeamInvitationDocument, variables: { teamId: 't-wolves', accept: false } }, result: respond },
    ]);
    await act(async () => {
      fireEvent.click(bell());
    });
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await act(async () => {
      fireEvent.click(await within(list).findByRole('button', { name: 'Decline' }));
    });
    let confirm = await within(list).findByRole('group', { name: 'Decline the invitation?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })));
    expect(within(confirm).getByText('Decline the invitation to join Red Wolves? Only a new invitation can undo it.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    });
    expect(respond).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(await within(list).findByRole('button', { name: 'Decline' }));
    });
    confirm = await within(list).findByRole('group', { name: 'Decline the invitation?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Decline' }));
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation to join Red Wolves declined.'));
    expect(respond).toHaveBeenCalledTimes(1);
    success.mockRestore();
  });

  it('a live event while the list is open shows the new notification first', async () => {
    const { subscriptions } = await render([badgeMock(0), listMock([removed], 0)]);
    await act(async () => {
      fireEvent.click(bell());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findAllByTestId('notification');
    await waitFor(() => expect(bell().textContent).toBe('Notifications'));
    await waitFor(() => expect(subscriptions.operation?.operationName).toBe('NotificationEvents'));
    const accepted = notification('n9', 'INVITATION_ACCEPTED', { team: wolvesRef });
    await act(async () => {
      subscriptions.simulateResult({ result: { data: { notificationEvents: { __typename: 'NotificationEvent', unreadCount: 1, notification: accepted } } } });
    });
    await waitFor(() => expect(within(dialog).getAllByTestId('notification')[0].textContent).toContain('ace accepted your invitation to team Red Wolves.'));
    expect(within(dialog).getAllByTestId('notification')).toHaveLength(2);
    expect(badge()).toBe('1');
  });
});

describe('ladder notifications', () => {
  it('say which team, ladder and match they are about, with links', async () => {
    const { render: rtl } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router-dom');
    const { NotificationText } = await import('../../src/components/notifications/NotificationPanel');
    const ladder = { __typename: 'League', id: 'l-spring', name: 'Spring Ladder' };
    const request = notification('n7', 'JOIN_REQUEST', { team: wolvesRef, league: ladder });
    const scheduled = notification('n8', 'MATCH_SCHEDULED', { league: ladder, match: { __typename: 'Match', id: 'm-1', scheduledTime: '2026-07-04T22:00:00.000Z' } });
    const view = rtl(
      <MemoryRouter>
        <NotificationText notification={request as never} />
        <NotificationText notification={scheduled as never} />
      </MemoryRouter>,
    );
    expect(view.container.textContent).toContain('team Red Wolves asked to join ladder Spring Ladder.');
    const { formatScheduledTime } = await import('../../src/lib/dates');
    // in the viewer's time zone, as every schedule time
    expect(view.container.textContent).toContain(`A match of your team was scheduled in ladder Spring Ladder for ${formatScheduledTime('2026-07-04T22:00:00.000Z')}.`);
    expect(view.getByRole('link', { name: 'A match' }).getAttribute('href')).toBe('/match/m-1');
    expect(view.getAllByRole('link', { name: 'Spring Ladder' }).map((a) => a.getAttribute('href'))).toEqual(['/league/l-spring', '/league/l-spring']);
  });
});

describe('moderation notifications', () => {
  it("say what the moderator did and why, in the server's words", async () => {
    const { render: rtl } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router-dom');
    const { NotificationText } = await import('../../src/components/notifications/NotificationPanel');
    const warned = notification('n9', 'MODERATION_WARNED', { actor: null, moderationMessage: 'A moderator warned you: keep it civil' });
    const view = rtl(
      <MemoryRouter>
        <NotificationText notification={warned as never} />
      </MemoryRouter>,
    );
    expect(view.container.textContent).toBe('A moderator warned you: keep it civil');
  });
});
