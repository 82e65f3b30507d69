import type { Resolvers } from '../generated/resolvers';
import { usersService } from '../users';
import type { NotificationEventModel } from './notifications.events';
import { notificationsService } from './notifications.service';

export const notificationsResolvers: Resolvers = {
  User: {
    notifications: (user, args, ctx) => notificationsService.list(ctx, user.id, args),
    unreadNotificationCount: (user, _, ctx) => notificationsService.unreadCount(ctx, user.id),
  },
  Mutation: {
    markNotificationsRead: (_, { ids }, ctx) => notificationsService.markRead(ctx, ids),
  },
  Subscription: {
    notificationEvents: {
      subscribe: (_, __, ctx) => notificationsService.watch(ctx),
      resolve: (event: NotificationEventModel) => event,
    },
  },
  Notification: {
    actor: (notification, _, ctx) => usersService.byId(ctx, notification.actorId),
    createdAt: (notification) => notification.createdAt.toISOString(),
    readAt: (notification) => notification.readAt?.toISOString() ?? null,
  },
  NotificationKind: {
    TEAM_INVITATION: 'team_invitation',
    STAFF_INVITATION: 'staff_invitation',
    INVITATION_ACCEPTED: 'invitation_accepted',
    INVITATION_DECLINED: 'invitation_declined',
    ROLE_CHANGED: 'role_changed',
    REMOVED: 'removed',
    JOIN_REQUEST: 'join_request',
    JOIN_APPROVED: 'join_approved',
    JOIN_DECLINED: 'join_declined',
    MATCH_SCHEDULED: 'match_scheduled',
    LADDER_INVITATION: 'ladder_invitation',
    WEBHOOK_DISABLED: 'webhook_disabled',
    MODERATION_WARNED: 'moderation_warned',
    MODERATION_HIDDEN: 'moderation_hidden',
    MODERATION_TIMED_OUT: 'moderation_timed_out',
    MODERATION_BANNED: 'moderation_banned',
    RESCHEDULE_PROPOSED: 'reschedule_proposed',
    RESCHEDULE_ACCEPTED: 'reschedule_accepted',
    RESCHEDULE_DECLINED: 'reschedule_declined',
    MATCH_REPORT_FILED: 'match_report_filed',
    MATCH_REPORT_CONFIRMED: 'match_report_confirmed',
    MATCH_DISPUTED: 'match_disputed',
    MATCH_DISPUTE_RESOLVED: 'match_dispute_resolved',
    MATCH_AUTO_CONFIRMED: 'match_auto_confirmed',
  },
};
