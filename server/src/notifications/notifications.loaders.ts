import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { loaderByKey } from '../core/batch';
import { Notification } from './notifications.entities';

export function createNotificationsLoaders(db: EntityManager) {
  return {
    notificationById: loaderByKey(db, Notification, 'id'),
    /** Unread notifications per user: one grouped count per batch of users. */
    unreadNotificationCount: new DataLoader<string, number>(async (userIds) => {
      const rows: Array<{ user_id: string; n: number }> = await db.query(
        `SELECT user_id, count(*)::int AS n FROM notifications WHERE user_id = ANY($1::uuid[]) AND read_at IS NULL GROUP BY user_id`,
        [[...userIds]],
      );
      const counts = new Map(rows.map((row) => [row.user_id, Number(row.n)]));
      return userIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
