import type { RequestContext } from '../core/context';
import { watchTopic } from '../core/live';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import { SKIP_EVENT } from '../core/pubsub';
import { inTransaction, publishEvent } from '../core/transaction';
import { isViewer, requireViewer } from '../core/viewer';
import { Notification, type NotificationKind } from './notifications.entities';
import { notificationTopic, type NotificationEventModel, type NotificationEventPayload } from './notifications.events';

export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;

/** What another domain reports: who is told, what happened, about which team or organizer, caused by whom. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  teamId?: string | null;
  organizerId?: string | null;
  leagueId?: string | null;
  tournamentId?: string | null;
  matchId?: string | null;
  actorId?: string | null;
  /** Free text the kind carries (a moderator's reason). */
  detail?: string | null;
}

function assertOwnList(ctx: RequestContext, userId: string) {
  requireViewer(ctx);
  if (!isViewer(ctx, userId)) throw AppError.forbidden();
}

/**
 * Notifications: every domain reports what concerns a user through `notify`, inside its own transaction, so a
 * refused or rolled-back write leaves no notification; the live event goes out after commit. Only the user reads
 * their list.
 */
export const notificationsService = {
  /** Tells several users the same thing (a match schedule to both rosters, a join request to the ladder's staff). */
  async notifyAll(ctx: RequestContext, userIds: Iterable<string>, input: Omit<NotificationInput, 'userId'>): Promise<void> {
    for (const userId of new Set(userIds)) await notificationsService.notify(ctx, { ...input, userId });
  },

  /** Tells whoever sent an invitation (when someone did) that it was accepted or declined, and about what. */
  async invitationAnswered(
    ctx: RequestContext,
    invitation: { invitedById: string | null },
    accepted: boolean,
    about: Omit<NotificationInput, 'userId' | 'kind'>,
  ): Promise<void> {
    if (!invitation.invitedById) return;
    const kind = accepted ? 'invitation_accepted' : 'invitation_declined';
    await notificationsService.notify(ctx, { userId: invitation.invitedById, kind, ...about });
  },
  async notify(ctx: RequestContext, input: NotificationInput): Promise<void> {
    if (input.actorId && input.actorId === input.userId) return; // nobody is told about their own act
    const repo = ctx.db.getRepository(Notification);
    const row = await repo.save(
      repo.create({
        userId: input.userId,
        kind: input.kind,
        teamId: input.teamId ?? null,
        organizerId: input.organizerId ?? null,
        leagueId: input.leagueId ?? null,
        tournamentId: input.tournamentId ?? null,
        matchId: input.matchId ?? null,
        actorId: input.actorId ?? null,
        detail: input.detail ?? null,
      }),
    );
    const payload: NotificationEventPayload = { notificationId: row.id, userId: row.userId };
    await publishEvent(ctx, notificationTopic(row.userId), payload);
  },

  /** The user's notifications, newest first, keyset-paginated on (created_at, id). */
  async list(ctx: RequestContext, userId: string, args: PageArgs) {
    assertOwnList(ctx, userId);
    const first = pageSize(args, DEFAULT_NOTIFICATION_PAGE_SIZE);
    const after = decodeCursor(args.after, ['time', 'uuid']);
    const query = ctx.db
      .getRepository(Notification)
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId })
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.notification_id', 'DESC')
      .limit(first + 1);
    if (after) query.andWhere('(n.created_at, n.notification_id) < (CAST(:at AS timestamptz), CAST(:id AS uuid))', { at: after[0], id: after[1] });
    const rows = await query.getMany();
    return toConnection(rows, first, (n) => [n.createdAt.toISOString(), n.id]);
  },

  unreadCount(ctx: RequestContext, userId: string): Promise<number> {
    assertOwnList(ctx, userId);
    return ctx.loaders.unreadNotificationCount.load(userId);
  },

  /** Marks the viewer's notifications read (the given ones, or all); returns the unread count left. */
  async markRead(ctx: RequestContext, ids: readonly unknown[] | null | undefined): Promise<number> {
    const viewer = requireViewer(ctx);
    const keys = ids == null ? null : ids.map((id) => assertUuid(id, 'ids'));
    return inTransaction(ctx, async (tx) => {
      await tx.db.query(
        `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR notification_id = ANY($2::uuid[]))`,
        [viewer.userId, keys],
      );
      const [{ n }] = await tx.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [viewer.userId]);
      return Number(n);
    });
  },

  /**
   * The viewer's live notifications. Only the viewer's own sessions subscribe to their topic; each event is read
   * as it is now (fresh loaders), with the unread count after it.
   */
  watch(ctx: RequestContext): AsyncIterableIterator<NotificationEventModel> {
    const viewer = requireViewer(ctx);
    return watchTopic<NotificationEventPayload, NotificationEventModel>(ctx, notificationTopic(viewer.userId), {
      read: async (ctx, payload) => {
        const [notification, unreadCount] = await Promise.all([
          ctx.loaders.notificationById.load(payload.notificationId),
          ctx.loaders.unreadNotificationCount.load(viewer.userId),
        ]);
        // A notification deleted with its team or organizer is skipped, not an end of the stream.
        return notification ? { notification, unreadCount } : SKIP_EVENT;
      },
    });
  },
};
