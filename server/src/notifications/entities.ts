/** The notifications domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export { Notification, NOTIFICATION_KINDS, type NotificationKind, notificationsEntities } from './notifications.entities';
