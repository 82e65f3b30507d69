/** The notifications domain's public surface: other domains and the composition root import only this file. */
export { Notification, NOTIFICATION_KINDS, type NotificationKind, notificationsEntities } from './notifications.entities';
export { type NotificationEventModel, type NotificationEventPayload, notificationTopic } from './notifications.events';
export { createNotificationsLoaders } from './notifications.loaders';
export { notificationsResolvers } from './notifications.resolvers';
export { DEFAULT_NOTIFICATION_PAGE_SIZE, type NotificationInput, notificationsService } from './notifications.service';
