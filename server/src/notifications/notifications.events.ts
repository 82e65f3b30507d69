import type { Notification } from './notifications.entities';

/** Topic of one user's notification events (only that user's sessions subscribe to it). */
export const notificationTopic = (userId: string) => `notifications:${userId}`;

/** What travels on the bus: ids only, so a Redis hop carries no stale copy; each subscriber reads the row as it is now. */
export interface NotificationEventPayload {
  /** Unset: a notification goes to one user's topic, whose one subscriber reads it on loaders of its own. */
  eventId?: string;
  notificationId: string;
  userId: string;
}

/** The GraphQL NotificationEvent. */
export interface NotificationEventModel {
  notification: Notification;
  unreadCount: number;
}
