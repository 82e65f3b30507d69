import { SKIP_EVENT } from '../core/pubsub';
import { Organizer } from '../organizers';
import { watchTopic } from '../core/live';
import type { FilterMode, ModerationAction, ReportReason, ReportStatus, ReportTarget, Resolvers } from '../generated/resolvers';
import { moderationService } from './moderation.service';
import { moderationMessageOf, moderationQueueTopic, type QueueEventModel, type QueueEventPayload, reportsService } from './moderation.reports';

/** GraphQL enums are the REST values upper-cased; the service takes and gives the lower-case ones. */
const lower = (value: string | null | undefined) => (value == null ? value : value.toLowerCase());
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** The moderation doors: thin adapters over reportsService and moderationService (their rules and permission checks). */
export const moderationResolvers: Resolvers = {
  Query: {
    moderationScope: (_, __, ctx) => reportsService.scope(ctx),
    moderationQueue: (_, { organizerId, first, after }, ctx) => reportsService.queue(ctx, organizerId ?? null, { first, after }),
    moderationAudit: (_, { organizerId, first, after }, ctx) => reportsService.audit(ctx, organizerId ?? null, { first, after }),
    moderationFilters: (_, { organizerId }, ctx) => moderationService.filters(ctx, organizerId),
  },
  Mutation: {
    reportContent: (_, { input }, ctx) =>
      reportsService.report(ctx, {
        targetType: lower(input.targetType),
        targetId: input.targetId,
        reason: lower(input.reason),
        text: input.text,
        organizerId: input.organizerId,
      }),
    actOnReport: (_, { input }, ctx) =>
      reportsService.act(ctx, { reportId: input.reportId, action: lower(input.action), reason: input.reason, durationMinutes: input.durationMinutes }),
    releaseContent: (_, { input }, ctx) =>
      reportsService.release(ctx, { targetType: lower(input.targetType), targetId: input.targetId, reason: input.reason }),
    updateModerationFilters: (_, { input }, ctx) =>
      moderationService.updateFilters(ctx, { organizerId: input.organizerId, words: input.words, mode: lower(input.mode) }),
  },
  Subscription: {
    moderationQueueChanged: {
      subscribe: async (_, { organizerId }, ctx) => {
        const id = await reportsService.assertWatches(ctx, organizerId ?? null);
        return watchTopic<QueueEventPayload, QueueEventModel>(ctx, moderationQueueTopic(id), {
          // Staff removed or a site role revoked since: the events stop reaching this viewer.
          allowed: (eventCtx) => reportsService.moderatesQueue(eventCtx, id),
          read: async (eventCtx, payload) => {
            const report = await reportsService.visibleReport(eventCtx, payload.reportId);
            return report ? { kind: payload.kind, report } : SKIP_EVENT;
          },
        });
      },
      resolve: (event: QueueEventModel) => event,
    },
  },
  ModerationReport: {
    id: (report) => report.report_id,
    targetType: (report) => upper<ReportTarget>(report.target_type),
    targetId: (report) => report.target_id,
    reason: (report) => upper<ReportReason>(report.reason),
    text: (report) => report.text,
    content: (report) => report.content,
    contextPath: (report) => report.contextPath,
    contextLabel: (report) => report.contextLabel,
    reporter: (report, _, ctx) => ctx.loaders.userById.load(report.reporter_id),
    subject: (report, _, ctx) => (report.subject_user_id ? ctx.loaders.userById.load(report.subject_user_id) : null),
    organizer: (report, _, ctx) => (report.organizer_id ? ctx.loaders.organizerById.load(report.organizer_id) : null),
    status: (report) => upper<ReportStatus>(report.status),
    createdAt: (report) => new Date(report.created_at).toISOString(),
  },
  ModerationAuditEntry: {
    id: (entry) => entry.audit_id,
    action: (entry) => upper<ModerationAction>(entry.action),
    reason: (entry) => entry.reason,
    moderator: (entry, _, ctx) => (entry.moderator_id ? ctx.loaders.userById.load(entry.moderator_id) : null),
    targetType: (entry) => upper<ReportTarget>(entry.target_type),
    targetId: (entry) => entry.target_id,
    reportId: (entry) => entry.report_id,
    durationMinutes: (entry) => entry.duration_minutes,
    createdAt: (entry) => new Date(entry.created_at).toISOString(),
  },
  ModerationFilters: {
    mode: (filters) => upper<FilterMode>(filters.mode),
  },
  Notification: {
    moderationMessage: (notification) => moderationMessageOf(notification),
  },
  ModerationScope: {
    organizers: async (scope, _, ctx) =>
      (await ctx.loaders.organizerById.loadMany(scope.organizerIds)).filter((o): o is Organizer => o instanceof Organizer),
  },
};
