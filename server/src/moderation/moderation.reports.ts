import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { isUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { commentModeration } from '../comments';
import { messageModeration } from '../messages';
import { organizersService } from '../organizers';
import { teamsService } from '../teams';
import { usersService } from '../users';

export const REPORT_TARGETS = ['comment', 'message', 'user', 'team', 'organizer'] as const;
export const REPORT_REASONS = ['spam', 'harassment', 'cheating', 'offensive', 'other'] as const;
/** What a moderator does with a report. hide/remove apply to messages and comments; ban is organizer-scoped (a site ban suspends). */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'timeout', 'ban'] as const;
export const MAX_REPORT_TEXT = 1000;
const MAX_TIMEOUT_MINUTES = 60 * 24 * 365;

export type ReportTarget = (typeof REPORT_TARGETS)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ReportRow {
  report_id: string;
  target_type: ReportTarget;
  target_id: string;
  organizer_id: string | null;
  reporter_id: string;
  subject_user_id: string | null;
  reason: string;
  text: string;
  content: string | null;
  status: 'open' | 'resolved';
  created_at: Date;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    const message = Messages.exportChoiceInvalid.replace('{field}', field).replace('{allowed}', allowed.join(', '));
    throw AppError.badInput(message, { [field]: message });
  }
  return value as T;
}

function requireViewerId(ctx: RequestContext): string {
  if (!ctx.viewer) throw AppError.unauthenticated();
  return ctx.viewer.userId;
}

/** The reported thing: its author or owner (who a warn/time-out/ban concerns), a snapshot of its text, its organizer. */
async function resolveTarget(ctx: RequestContext, type: ReportTarget, id: string) {
  switch (type) {
    case 'comment': {
      const comment = await commentModeration.load(ctx, id);
      if (!comment) throw AppError.notFound('Comment');
      return { subjectUserId: comment.authorId, content: comment.text, organizerId: comment.organizerId };
    }
    case 'message': {
      const message = (await messageModeration.load(ctx, [id])).get(id);
      if (!message) throw AppError.notFound('Message');
      return { subjectUserId: message.authorId, content: message.text, organizerId: message.organizerId };
    }
    case 'user': {
      const user = await usersService.getById(ctx, id);
      return { subjectUserId: user.id, content: user.userName, organizerId: null };
    }
    case 'team': {
      const team = await teamsService.getById(ctx, id);
      return { subjectUserId: null, content: team.name, organizerId: null };
    }
    case 'organizer': {
      const organizer = await organizersService.getById(ctx, id);
      return { subjectUserId: organizer.ownerId, content: organizer.name, organizerId: null };
    }
  }
}

/** The viewer moderates the organizer's places when approved staff there. Site moderation has no role yet: refused. */
async function assertModerates(ctx: RequestContext, organizerId: string | null): Promise<string> {
  const viewerId = requireViewerId(ctx);
  if (!organizerId) throw AppError.forbidden();
  const organizer = await organizersService.getById(ctx, organizerId);
  if (!(await organizersService.viewerStaff(ctx, organizer))) throw AppError.forbidden();
  return viewerId;
}

export const reportsService = {
  /** Any signed-in user reports a comment, message, user, team or organizer; the report goes to its place's moderators. */
  async report(ctx: RequestContext, input: { targetType: unknown; targetId: unknown; reason: unknown; text: unknown }): Promise<ReportRow> {
    const reporterId = requireViewerId(ctx);
    const targetType = oneOf(input.targetType, REPORT_TARGETS, 'target_type');
    if (!isUuid(input.targetId)) throw AppError.badInput(Messages.invalidId, { target_id: Messages.invalidId });
    const reason = oneOf(input.reason, REPORT_REASONS, 'reason');
    const text = input.text == null ? '' : input.text;
    if (typeof text !== 'string' || text.length > MAX_REPORT_TEXT) {
      throw AppError.badInput(Messages.moderationReportTextInvalid, { text: Messages.moderationReportTextInvalid });
    }
    const targetId = (input.targetId as string).toLowerCase();
    const target = await resolveTarget(ctx, targetType, targetId);
    const [row] = await ctx.db.query(
      `INSERT INTO moderation_reports (target_type, target_id, organizer_id, reporter_id, subject_user_id, reason, text, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [targetType, targetId, target.organizerId, reporterId, target.subjectUserId, reason, text.trim(), target.content],
    );
    return row;
  },

  /** The organizer's open reports, oldest first, for its staff: one query. */
  async queue(ctx: RequestContext, organizerId: unknown): Promise<ReportRow[]> {
    if (!isUuid(organizerId)) throw AppError.badInput(Messages.invalidId, { organizerId: Messages.invalidId });
    await assertModerates(ctx, organizerId);
    return ctx.db.query(`SELECT * FROM moderation_reports WHERE organizer_id = $1 AND status = 'open' ORDER BY created_at LIMIT 200`, [organizerId]);
  },

  /** Acts on an open report once (the row is locked): the action, its audit row and the report's resolution commit together. */
  async act(ctx: RequestContext, input: { reportId: unknown; action: unknown; reason: unknown; durationMinutes: unknown }) {
    requireViewerId(ctx);
    if (!isUuid(input.reportId)) throw AppError.badInput(Messages.invalidId, { report_id: Messages.invalidId });
    const action = oneOf(input.action, MODERATION_ACTIONS, 'action');
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!reason || reason.length > MAX_REPORT_TEXT) throw AppError.badInput(Messages.moderationActReasonRequired, { reason: Messages.moderationActReasonRequired });
    const minutes = input.durationMinutes;
    if (action === 'timeout' && !(Number.isInteger(minutes) && (minutes as number) >= 1 && (minutes as number) <= MAX_TIMEOUT_MINUTES)) {
      throw AppError.badInput(Messages.moderationDurationInvalid, { duration_minutes: Messages.moderationDurationInvalid });
    }
    return inTransaction(ctx, async (tx) => {
      const [report] = (await tx.db.query(`SELECT * FROM moderation_reports WHERE report_id = $1 FOR UPDATE`, [input.reportId])) as ReportRow[];
      if (!report) throw AppError.notFound('Report');
      const moderatorId = await assertModerates(tx, report.organizer_id);
      if (report.status !== 'open') throw AppError.conflict(Messages.moderationReportResolved);
      const subject = report.subject_user_id;
      if (action === 'hide' || action === 'remove') {
        if (report.target_type === 'message') await messageModeration[action](tx, report.target_id, { reason, byUserId: moderatorId });
        else if (report.target_type === 'comment') await commentModeration[action](tx, report.target_id, { reason, byUserId: moderatorId });
        else throw AppError.badInput(Messages.moderationActionTarget, { action: Messages.moderationActionTarget });
      } else if (action === 'timeout' || action === 'ban' || action === 'warn') {
        if (!subject) throw AppError.badInput(Messages.moderationActionTarget, { action: Messages.moderationActionTarget });
        if (action === 'timeout') {
          await tx.db.query(
            `INSERT INTO moderation_timeouts (user_id, until, reason) VALUES ($1, now() + make_interval(mins => $2), $3)
             ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason`,
            [subject, minutes, reason],
          );
        } else if (action === 'ban') {
          await tx.db.query(
            `INSERT INTO moderation_bans (organizer_id, user_id, reason, banned_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
            [report.organizer_id, subject, reason, moderatorId],
          );
        }
      }
      await tx.db.query(`UPDATE moderation_reports SET status = 'resolved' WHERE report_id = $1`, [report.report_id]);
      const [audit] = await tx.db.query(
        `INSERT INTO moderation_audit (organizer_id, report_id, moderator_id, action, reason, target_type, target_id, duration_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [report.organizer_id, report.report_id, moderatorId, action, reason, report.target_type, report.target_id, action === 'timeout' ? minutes : null],
      );
      return audit;
    });
  },

  /** The organizer's audit, newest first: visible to its staff (the owner included). */
  async audit(ctx: RequestContext, organizerId: unknown) {
    if (!isUuid(organizerId)) throw AppError.badInput(Messages.invalidId, { organizerId: Messages.invalidId });
    await assertModerates(ctx, organizerId);
    return ctx.db.query(`SELECT * FROM moderation_audit WHERE organizer_id = $1 ORDER BY created_at DESC LIMIT 200`, [organizerId]);
  },
};
