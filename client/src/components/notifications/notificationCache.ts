import type { ApolloCache, Reference } from '@apollo/client';
import type { StoredConnection } from '../../apollo/cache';

/**
 * Once the viewer answered an invitation (from a dashboard or from the list), the notifications
 * that announced it no longer offer Accept and Decline.
 */
export function settleInvitationNotifications(
  cache: ApolloCache,
  target: { kind: 'TEAM_INVITATION'; teamId: string } | { kind: 'STAFF_INVITATION'; organizerId: string },
): void {
  const settled: string[] = [];
  for (const [key, value] of Object.entries(cache.extract() as Record<string, Record<string, unknown>>)) {
    if (!key.startsWith('Notification:') || value.kind !== target.kind || value.actionable !== true) continue;
    const about = (target.kind === 'TEAM_INVITATION' ? value.team : value.organizer) as Reference | null | undefined;
    const aboutId = target.kind === 'TEAM_INVITATION' ? target.teamId : target.organizerId;
    const expected = cache.identify({ __typename: target.kind === 'TEAM_INVITATION' ? 'Team' : 'Organizer', id: aboutId });
    if (about?.__ref === expected) settled.push(key);
  }
  for (const id of settled) cache.modify({ id, fields: { actionable: () => false } });
}

/** What a `notificationEvents` event carries. */
export interface NotificationEventData {
  notification: { __typename?: 'Notification'; id: string };
  unreadCount: number;
}

/**
 * Merges a live notification into the viewer's cached list (newest first, never twice; a changed
 * one is updated in place by normalisation) and sets the unread count the event reports.
 * The event's notification must already be written (the subscription result is).
 */
export function applyNotificationEvent(cache: ApolloCache, viewerId: string, event: NotificationEventData | null | undefined): void {
  if (!event) return;
  const ref = cache.identify({ __typename: 'Notification', id: event.notification.id });
  if (!ref) return;
  cache.modify<{ notifications: StoredConnection; unreadNotificationCount: number }>({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      unreadNotificationCount: () => event.unreadCount,
      notifications(value, { toReference }) {
        const existing = value as StoredConnection;
        if (existing.edges.some((edge) => edge.node.__ref === ref)) return existing;
        const node = toReference(ref)!;
        return { ...existing, edges: [{ __typename: 'NotificationEdge', cursor: event.notification.id, node }, ...existing.edges] };
      },
    },
  });
}
