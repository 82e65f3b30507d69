import { skipToken } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { hasValidSession } from '../../auth/token';
import { useRefetchOnReconnect } from '../../apollo/useLiveRefetch';
import { graphql } from '../../gql';
import { useNotificationBadgeQuery, useNotificationEventsSubscription } from '../../gql/hooks';
import { BellIcon } from '../Icons';
import { applyNotificationEvent } from './notificationCache';
import { HeaderPanelButton } from '../ui/HeaderPanelButton';

// The list (React Aria Popover and Dialog) loads on first open, outside the first-route bundle.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

export const notificationFragment = graphql(`
  fragment NotificationBell_notification on Notification {
    id
    kind
    actionable
    createdAt
    readAt
    team {
      id
      name
    }
    organizer {
      id
      name
    }
    league {
      id
      name
    }
    match {
      id
      scheduledTime
    }
    actor {
      id
      userName
    }
    moderationMessage
  }
`);

export const notificationBadgeQuery = graphql(`
  query NotificationBadge {
    viewer {
      id
      unreadNotificationCount
    }
  }
`);

export const notificationEventsSubscription = graphql(`
  subscription NotificationEvents {
    notificationEvents {
      unreadCount
      notification {
        ...NotificationBell_notification
      }
    }
  }
`);

/** The dashboard queries (active ones only) a live notification refreshes. */
export const DASHBOARD_QUERIES = ['TeamDashboard', 'OrgDashboard', 'OrgDashboardOrganizer'];

export { badgeText } from '../ui/HeaderPanelButton';

/**
 * The header's notification icon: the unread count as a badge, kept live by the
 * `notificationEvents` subscription (each event is merged into the Apollo cache, no polling); after
 * a WebSocket reconnect the count and the list are fetched again, since events may have been missed.
 * Opening it shows the list (NotificationPanel), which marks the notifications read.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { session, user } = useAuth();
  const signedIn = hasValidSession(session) && !!user;
  const viewerId = user?.id ?? null;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data, refetch } = useNotificationBadgeQuery(signedIn ? {} : skipToken);
  useNotificationEventsSubscription(
    signedIn && viewerId
      ? {
          onData: ({ client, data: result }) => {
            applyNotificationEvent(client.cache, viewerId, result.data?.notificationEvents);
            // Someone else changed a roster or a staff list the viewer may be looking at (an
            // invitation, an answer, a role change, a removal): the open dashboards fetch again.
            void client.refetchQueries({ include: DASHBOARD_QUERIES }).catch(() => undefined);
          },
        }
      : skipToken,
  );

  useRefetchOnReconnect(refetch, signedIn);

  return (
    <>
      <HeaderPanelButton
        label="Notifications"
        unread={data?.viewer?.unreadNotificationCount ?? 0}
        icon={<BellIcon />}
        badgeTestId="notification-badge"
        open={open}
        className={className}
        buttonRef={buttonRef}
        onPress={() => setOpen((o) => !o)}
      />
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel triggerRef={buttonRef} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
