import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import type { NotificationBell_NotificationFragment } from '../../gql/graphql';
import { useMarkNotificationsReadMutation, useNotificationListQuery } from '../../gql/hooks';
import { formatCommentTime, formatScheduledTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { leaguePath, matchPath, organizerPath, teamPath } from '../../lib/paths';
import { NAME_DISPLAY_LENGTH, truncateAtWord } from '../../lib/text';
import { notify } from '../../lib/toast';
import { useRespondToStaffInvitation } from '../staff/staffMutations';
import { useRespondToTeamInvitation } from '../teams/teamMutations';
import styles from './Notifications.module.css';

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuery = graphql(`
  query NotificationList($first: Int!) {
    viewer {
      id
      unreadNotificationCount
      notifications(first: $first) {
        edges {
          cursor
          node {
            ...NotificationBell_notification
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

export const markNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

/** markNotificationsRead: the count comes back; the notifications it covered read as read. */
function useMarkNotificationsRead() {
  const { user } = useAuth();
  return useMarkNotificationsReadMutation({
    update(cache, { data }, { variables }) {
      if (data == null || !user) return;
      const now = new Date().toISOString();
      const ids = Array.isArray(variables?.ids) ? variables.ids.map(String) : null;
      for (const [key, value] of Object.entries(cache.extract() as Record<string, Record<string, unknown>>)) {
        if (!key.startsWith('Notification:') || value.readAt) continue;
        if (ids && !ids.includes(String(value.id))) continue;
        cache.modify({ id: key, fields: { readAt: () => now } });
      }
      cache.modify({
        id: cache.identify({ __typename: 'User', id: user.id }),
        fields: { unreadNotificationCount: () => data.markNotificationsRead },
      });
    },
  });
}

function Name({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} title={name}>
      {truncateAtWord(name, NAME_DISPLAY_LENGTH)}
    </Link>
  );
}

/** What a notification says, with links to the team or organizer it is about. */
export function NotificationText({ notification: n }: { notification: NotificationBell_NotificationFragment }) {
  const actor = n.actor ? truncateAtWord(n.actor.userName, NAME_DISPLAY_LENGTH) : 'Someone';
  const place = n.team ? (
    <>
      team <Name to={teamPath(n.team.name)} name={n.team.name} />
    </>
  ) : n.organizer ? (
    <>
      the staff of <Name to={organizerPath(n.organizer.id)} name={n.organizer.name} />
    </>
  ) : (
    <>a team</>
  );
  const ladder = n.league ? (
    <>
      ladder <Name to={leaguePath(n.league.id)} name={n.league.name} />
    </>
  ) : (
    <>a ladder</>
  );
  switch (n.kind) {
    case 'TEAM_INVITATION':
    case 'STAFF_INVITATION':
      return (
        <span>
          {actor} invited you to {place}.
        </span>
      );
    case 'INVITATION_ACCEPTED':
      return (
        <span>
          {actor} accepted your invitation to {place}.
        </span>
      );
    case 'INVITATION_DECLINED':
      return (
        <span>
          {actor} declined your invitation to {place}.
        </span>
      );
    case 'ROLE_CHANGED':
      return (
        <span>
          {n.actor ? `${actor} changed your role on ` : 'Your role changed on '}
          {place}.
        </span>
      );
    case 'REMOVED':
      return <span>You were removed from {place}.</span>;
    case 'JOIN_REQUEST':
      return (
        <span>
          {place} asked to join {ladder}.
        </span>
      );
    case 'JOIN_APPROVED':
      return (
        <span>
          Your {place} was approved in {ladder}.
        </span>
      );
    case 'JOIN_DECLINED':
      return (
        <span>
          Your {place} is not in {ladder}: declined or removed.
        </span>
      );
    case 'LADDER_INVITATION':
      return (
        <span>
          {actor} invited your {place} to {ladder}: join it from the ladder page.
        </span>
      );
    case 'MATCH_SCHEDULED':
      return (
        <span>
          {n.match ? <Link to={matchPath(n.match.id)}>A match</Link> : 'A match'} of your team was scheduled in {ladder}
          {n.match ? ` for ${formatScheduledTime(n.match.scheduledTime)}` : ''}.
        </span>
      );
    // Match day (issue 26): reschedules and team reports, each linking to the match.
    case 'RESCHEDULE_PROPOSED':
    case 'RESCHEDULE_ACCEPTED':
    case 'RESCHEDULE_DECLINED':
    case 'MATCH_REPORT_FILED':
    case 'MATCH_REPORT_CONFIRMED':
    case 'MATCH_DISPUTED':
    case 'MATCH_DISPUTE_RESOLVED':
    case 'MATCH_AUTO_CONFIRMED':
      return (
        <span>
          {n.match ? <Link to={matchPath(n.match.id)}>A match</Link> : 'A match'} of yours in {ladder}: {MATCH_DAY_TEXT[n.kind]}
        </span>
      );
    case 'WEBHOOK_DISABLED':
      return (
        <span>
          A webhook endpoint of {n.organizer ? <Name to={organizerPath(n.organizer.id)} name={n.organizer.name} /> : 'your organization'} failed for a day and was
          disabled: fix the receiver, then redeliver from the League Manager&apos;s Webhooks.
        </span>
      );
    case 'MODERATION_WARNED':
    case 'MODERATION_HIDDEN':
    case 'MODERATION_TIMED_OUT':
    case 'MODERATION_BANNED':
      // The server words it from the catalogue with the moderator's reason ('A moderator warned you: …').
      return <span>{n.moderationMessage ?? 'A moderator acted on your account.'}</span>;
    default:
      return <span>Something happened on {place}.</span>;
  }
}

/** What each match-day notification says after 'A match of yours in {ladder}: '. */
const MATCH_DAY_TEXT = {
  RESCHEDULE_PROPOSED: 'new times were proposed.',
  RESCHEDULE_ACCEPTED: 'a new time was accepted; the match moved.',
  RESCHEDULE_DECLINED: 'the proposed times were declined.',
  MATCH_REPORT_FILED: 'a team reported the result.',
  MATCH_REPORT_CONFIRMED: 'both reports agreed; the result is final.',
  MATCH_DISPUTED: 'the reports differ; the match is disputed.',
  MATCH_DISPUTE_RESOLVED: 'staff resolved the dispute.',
  MATCH_AUTO_CONFIRMED: 'the report was confirmed after its window.',
} as const;

function NotificationItem({ notification: n }: { notification: NotificationBell_NotificationFragment }) {
  const [respondTeam] = useRespondToTeamInvitation();
  const [respondStaff] = useRespondToStaffInvitation();
  const [busy, setBusy] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const place = n.kind === 'TEAM_INVITATION' ? n.team?.name : n.organizer?.name;
  const what = n.kind === 'TEAM_INVITATION' ? `to join ${place ?? 'the team'}` : `to the staff of ${place ?? 'the organizer'}`;
  const answer = async (accept: boolean): Promise<boolean> => {
    setBusy(true);
    try {
      if (n.kind === 'TEAM_INVITATION' && n.team) await respondTeam({ variables: { teamId: n.team.id, accept } });
      else if (n.kind === 'STAFF_INVITATION' && n.organizer) await respondStaff({ variables: { organizerId: n.organizer.id, accept } });
      // Every write says what happened.
      if (accept) notify.success(n.kind === 'TEAM_INVITATION' ? `You joined ${place ?? 'the team'}.` : `You joined the staff of ${place ?? 'the organizer'}.`);
      // The buttons go away with the answer: keep focus in the list (so Escape still closes it).
      itemRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
      return true;
    } catch (e) {
      notify.error(errorMessage(e, 'Something went wrong'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  // A declined invitation cannot be taken back: it asks first, naming what is declined, in the item itself (a dialog
  // over the popover would close the list it came from).
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);
  const decline = async () => {
    if (await answer(false)) notify.success(`Invitation ${what} declined.`);
    setAsking(false);
  };
  const canAnswer = n.actionable && ((n.kind === 'TEAM_INVITATION' && n.team) || (n.kind === 'STAFF_INVITATION' && n.organizer));
  return (
    <li ref={itemRef} className={styles.item} data-unread={!n.readAt} data-testid="notification">
      <NotificationText notification={n} />
      <span className={styles.when}>{formatCommentTime(n.createdAt)}</span>
      {canAnswer && !asking && (
        <span className={styles.actions}>
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void answer(true)}>
            Accept
          </button>
          <button type="button" className="btn btn-sm btn-ghost" disabled={busy} onClick={() => setAsking(true)}>
            Decline
          </button>
        </span>
      )}
      {canAnswer && asking && (
        <span className={styles.actions} role="group" aria-label="Decline the invitation?">
          <span>{`Decline the invitation ${what}? Only a new invitation can undo it.`}</span>
          <button ref={cancelRef} type="button" className="btn btn-sm btn-ghost" disabled={busy} onClick={() => setAsking(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void decline()}>
            {busy ? 'Declining...' : 'Decline'}
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * The notification list (React Aria Popover + Dialog under the bell): fetched when opened (so a
 * reconnected or newly mounted shell is up to date), kept live by the bell's subscription, and
 * marked read once shown. Invitations still waiting offer Accept and Decline, the same mutations as
 * the dashboards, so both views change together.
 */
export default function NotificationPanel({ triggerRef, onClose }: { triggerRef: RefObject<HTMLElement | null>; onClose: () => void }) {
  const { data, loading, error } = useNotificationListQuery({ variables: { first: NOTIFICATION_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMarkNotificationsRead();
  const marked = useRef(false);
  const unread = data?.viewer?.unreadNotificationCount ?? 0;

  useEffect(() => {
    if (marked.current || !data?.viewer || loading) return;
    marked.current = true;
    if (unread > 0) markRead().catch((e: unknown) => notify.error(errorMessage(e, 'Something went wrong')));
  }, [data, loading, unread, markRead]);

  const items = (data?.viewer?.notifications.edges ?? []).map((edge) => edge.node);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      offset={8}
      className={styles.popover}
    >
      <Dialog className={styles.dialog} aria-label="Notifications">
        <Heading slot="title" className={styles.title}>
          NOTIFICATIONS
        </Heading>
        {error && !data ? (
          <p className={styles.empty} role="alert">{`Error: ${errorMessage(error)}`}</p>
        ) : loading && !data ? (
          <p className={styles.empty}>Loading...</p>
        ) : items.length === 0 ? (
          <p className={styles.empty}>No notifications</p>
        ) : (
          <ul className={styles.list}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )}
      </Dialog>
    </Popover>
  );
}
