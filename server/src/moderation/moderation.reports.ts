import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { isUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { publishLiveEvent } from '../core/live';
import { type Connection, decodeCursor, MAX_PAGE_SIZE, toConnection } from '../core/pagination';
import { inTransaction } from '../core/transaction';
import { suspendAccount } from '../auth';
import { commentModeration } from '../comments';
import { messageModeration } from '../messages';
import { type NotificationKind, notificationsService } from '../notifications';
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

/** Where a report's content lives (a page to open it in context) and a short label for it; null when gone. */
export interface ReportContext {
  contextPath: string | null;
  contextLabel: string | null;
}

/** A report as the GraphQL and REST doors present it: its row and where its content lives. */
export type ReportModel = ReportRow & ReportContext;

export interface AuditRow {
  audit_id: string;
  organizer_id: string | null;
  report_id: string | null;
  moderator_id: string | null;
  action: string;
  reason: string;
  target_type: ReportTarget;
  target_id: string;
  duration_minutes: number | null;
  created_at: Date;
}

/** A queue's live topic: the organizer's, or the site's (every report is also published there). */
export const moderationQueueTopic = (organizerId: string | null) => `moderationQueue:${organizerId ?? 'site'}`;

/** Where the viewer moderates (ModerationScope): the organizers resolve through their loader. */
export interface ScopeModel {
  siteModerator: boolean;
  organizerIds: string[];
}

/** One live queue change (ModerationQueueEvent). */
export interface QueueEventModel {
  kind: 'CREATED' | 'RESOLVED';
  report: ReportModel;
}

export interface QueueEventPayload {
  kind: 'CREATED' | 'RESOLVED';
  reportId: string;
  eventId?: string;
}

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

/** Whether the user is a site moderator (granted by the operator with the moderator CLI). */
export async function isSiteModerator(ctx: RequestContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db.query(`SELECT 1 FROM site_moderators WHERE user_id = $1`, [userId]);
  return Boolean(row);
}

/**
 * Who may moderate a place: its organizer's approved staff, and site moderators everywhere. A place without an
 * organizer (null: the site queue, a direct message, a profile) is the site moderators' only. Answers how.
 */
async function moderatorAccess(ctx: RequestContext, organizerId: string | null): Promise<{ moderatorId: string; staff: boolean }> {
  const viewerId = requireViewerId(ctx);
  if (organizerId) {
    const organizer = await organizersService.getById(ctx, organizerId);
    if (await organizersService.viewerStaff(ctx, organizer)) return { moderatorId: viewerId, staff: true };
  }
  if (await isSiteModerator(ctx, viewerId)) return { moderatorId: viewerId, staff: false };
  throw AppError.forbidden();
}

async function assertModerates(ctx: RequestContext, organizerId: string | null): Promise<string> {
  return (await moderatorAccess(ctx, organizerId)).moderatorId;
}

/** A queue's organizer id: a UUID, or null/'site' for the site queue. */
function queueOrganizerId(organizerId: unknown): string | null {
  if (organizerId == null || organizerId === 'site') return null;
  if (!isUuid(organizerId)) throw AppError.badInput(Messages.invalidId, { organizerId: Messages.invalidId });
  return (organizerId as string).toLowerCase();
}

const PROFILE_KINDS: Record<string, string> = { user: 'User', team: 'Team', organizer: 'Organizer', league: 'League', tournament: 'Tournament' };

/**
 * Where each report's content lives, for a whole list in one statement: a comment's wall page (/league/<id>, /team/<id>…)
 * and a message's conversation (a team's page, a match's page, a direct message's other side).
 */
async function withContexts(ctx: RequestContext, rows: ReportRow[]): Promise<ReportModel[]> {
  const comments = rows.filter((r) => r.target_type === 'comment').map((r) => r.target_id);
  const messages = rows.filter((r) => r.target_type === 'message').map((r) => r.target_id);
  const places = new Map<string, { kind: string; ownerId: string; name: string | null }>();
  if (comments.length > 0 || messages.length > 0) {
    const found: Array<{ id: string; kind: string; owner_id: string; name: string | null }> = await ctx.db.query(
      `SELECT c.comment_id AS id, 'wall:' || w.owner_type AS kind, w.owner_id,
              CASE w.owner_type
                WHEN 'user' THEN (SELECT coalesce(u.display_name, u.user_name) FROM users u WHERE u.user_id = w.owner_id)
                WHEN 'team' THEN (SELECT t.team_name FROM teams t WHERE t.team_id = w.owner_id)
                WHEN 'organizer' THEN (SELECT o.org_name FROM organizers o WHERE o.organizer_id = w.owner_id)
                WHEN 'league' THEN (SELECT l.league_name FROM leagues l WHERE l.league_id = w.owner_id)
                WHEN 'tournament' THEN (SELECT t.tourney_name FROM tournaments t WHERE t.tournament_id = w.owner_id)
              END AS name
         FROM comments c JOIN comment_walls w ON w.comment_wall_id = c.comment_wall_id WHERE c.comment_id = ANY($1::uuid[])
       UNION ALL
       SELECT m.message_id, 'chat:' || cv.kind, coalesce(cv.team_id, cv.match_id, CASE WHEN cv.user_low_id = m.author_id THEN cv.user_high_id ELSE cv.user_low_id END),
              (SELECT t.team_name FROM teams t WHERE t.team_id = cv.team_id)
         FROM messages m JOIN conversations cv ON cv.conversation_id = m.conversation_id WHERE m.message_id = ANY($2::uuid[])`,
      [comments, messages],
    );
    for (const row of found) places.set(row.id, { kind: row.kind, ownerId: row.owner_id, name: row.name });
  }
  return rows.map((row) => ({ ...row, ...contextOf(row, places.get(row.target_id)) }));
}

function contextOf(row: ReportRow, place: { kind: string; ownerId: string; name: string | null } | undefined): ReportContext {
  switch (row.target_type) {
    case 'user':
    case 'team':
    case 'organizer':
      return {
        contextPath: `/${row.target_type}/${row.target_id}`,
        contextLabel: Messages.moderationContextProfile.replace('{kind}', PROFILE_KINDS[row.target_type]).replace('{name}', row.content ?? ''),
      };
    case 'comment': {
      if (!place) return { contextPath: null, contextLabel: null };
      const type = place.kind.slice('wall:'.length);
      const name = type === 'match' ? Messages.moderationContextMatch : (place.name ?? '');
      return { contextPath: `/${type}/${place.ownerId}`, contextLabel: Messages.moderationContextComment.replace('{place}', name) };
    }
    case 'message': {
      if (!place) return { contextPath: null, contextLabel: null };
      const kind = place.kind.slice('chat:'.length);
      if (kind === 'direct') return { contextPath: `/user/${place.ownerId}`, contextLabel: Messages.moderationContextDirect };
      const name = kind === 'match' ? Messages.moderationContextMatch : `Team ${place.name ?? ''}`;
      return { contextPath: `/${kind}/${place.ownerId}`, contextLabel: Messages.moderationContextMessage.replace('{place}', name) };
    }
  }
}

/** A queue or audit page's size: `first` (GraphQL) or `limit` (REST, as comment walls page), and the cursor after which it starts. */
export interface PageInput {
  first?: unknown;
  after?: unknown;
  /** The name the size has at the door that asked (a bad size is refused naming it). */
  sizeField?: 'first' | 'limit';
}

export const DEFAULT_MODERATION_PAGE_SIZE = 50;

function moderationPageSize(page: PageInput): number {
  const first = page.first ?? DEFAULT_MODERATION_PAGE_SIZE;
  if (!Number.isInteger(first) || (first as number) < 1 || (first as number) > MAX_PAGE_SIZE) {
    const field = page.sizeField ?? 'first';
    const message = Messages.moderationPageSizeInvalid.replace('{field}', field).replace('{max}', String(MAX_PAGE_SIZE));
    throw AppError.badInput(message, { [field]: message });
  }
  return first as number;
}

/**
 * The place (an organizer, or null for the whole site) and the page a queue or audit read asks for. Who may read comes
 * before what they asked for: a stranger learns nothing from a page size's 400.
 */
async function moderationPage(ctx: RequestContext, organizerId: unknown, page: PageInput) {
  const id = queueOrganizerId(organizerId);
  await assertModerates(ctx, id);
  return { id, first: moderationPageSize(page), after: decodeCursor(page.after, ['micros', 'uuid']) };
}

/** A row's created_at to the microsecond, as its page cursor carries it (a millisecond cursor could skip a row). */
const PAGE_KEY = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS page_key`;
type Keyed<T> = T & { page_key: string };
const unkeyed = <T>({ page_key: _key, ...row }: Keyed<T>): T => row as T;

/** The notification each action sends to the user concerned. */
const NOTICE_KINDS: Partial<Record<ModerationAction, NotificationKind>> = {
  warn: 'moderation_warned',
  hide: 'moderation_hidden',
  timeout: 'moderation_timed_out',
  ban: 'moderation_banned',
};

/** What a moderation notification says (stored with it: the reason and a time-out's length are the act's, not rows'). */
function noticeText(kind: NotificationKind, reason: string, minutes: unknown): string {
  switch (kind) {
    case 'moderation_warned':
      return Messages.moderationNoticeWarned.replace('{reason}', reason);
    case 'moderation_hidden':
      return Messages.moderationNoticeHidden.replace('{reason}', reason);
    case 'moderation_timed_out':
      return Messages.moderationNoticeTimedOut.replace('{minutes}', String(minutes)).replace('{reason}', reason);
    default:
      return Messages.moderationNoticeBanned.replace('{reason}', reason);
  }
}

/** A notification's moderation text (Notification.moderationMessage); null for every other kind. */
export const moderationMessageOf = (notification: { kind: string; detail: string | null }): string | null =>
  notification.kind.startsWith('moderation_') ? notification.detail : null;

/** Tells the report's queue and the site queue, after commit. */
async function publishQueueEvent(ctx: RequestContext, report: ReportRow, kind: QueueEventPayload['kind']): Promise<void> {
  const payload: QueueEventPayload = { kind, reportId: report.report_id };
  if (report.organizer_id) await publishLiveEvent(ctx, moderationQueueTopic(report.organizer_id), payload);
  await publishLiveEvent(ctx, moderationQueueTopic(null), payload);
}

export const reportsService = {
  /**
   * Any signed-in user reports a comment, message, user, team or organizer; the report goes to its place's moderators
   * (a USER or TEAM report to the organizer named, if any) and always to the site queue.
   */
  async report(
    ctx: RequestContext,
    input: { targetType: unknown; targetId: unknown; reason: unknown; text: unknown; organizerId?: unknown },
  ): Promise<ReportModel> {
    const reporterId = requireViewerId(ctx);
    const targetType = oneOf(input.targetType, REPORT_TARGETS, 'target_type');
    if (!isUuid(input.targetId)) throw AppError.badInput(Messages.invalidId, { target_id: Messages.invalidId });
    const reason = oneOf(input.reason, REPORT_REASONS, 'reason');
    const text = input.text == null ? '' : input.text;
    if (typeof text !== 'string' || text.length > MAX_REPORT_TEXT) {
      throw AppError.badInput(Messages.moderationReportTextInvalid, { text: Messages.moderationReportTextInvalid });
    }
    let named: string | null = null;
    if (input.organizerId != null) {
      if (targetType !== 'user' && targetType !== 'team') {
        throw AppError.badInput(Messages.moderationReportOrganizer, { organizer_id: Messages.moderationReportOrganizer });
      }
      if (!isUuid(input.organizerId)) throw AppError.badInput(Messages.invalidId, { organizer_id: Messages.invalidId });
      named = (await organizersService.getById(ctx, input.organizerId)).id;
    }
    const targetId = (input.targetId as string).toLowerCase();
    const target = await resolveTarget(ctx, targetType, targetId);
    const report = await inTransaction(ctx, async (tx) => {
      const [row] = (await tx.db.query(
        `INSERT INTO moderation_reports (target_type, target_id, organizer_id, reporter_id, subject_user_id, reason, text, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [targetType, targetId, target.organizerId ?? named, reporterId, target.subjectUserId, reason, text.trim(), target.content],
      )) as ReportRow[];
      await publishQueueEvent(tx, row, 'CREATED');
      return row;
    });
    return (await withContexts(ctx, [report]))[0];
  },

  /**
   * Open reports, oldest first, a page at a time (keyset on created_at and id: a report sent or resolved meanwhile never
   * makes a page repeat or skip one): an organizer's for its staff (and site moderators), every one for site
   * moderators (null/'site').
   */
  async queue(ctx: RequestContext, organizerId: unknown, page: PageInput = {}): Promise<Connection<ReportModel>> {
    const { id, first, after } = await moderationPage(ctx, organizerId, page);
    const rows: Keyed<ReportRow>[] = await ctx.db.query(
      `SELECT *, ${PAGE_KEY} FROM moderation_reports
        WHERE status = 'open' AND ($1::uuid IS NULL OR organizer_id = $1)
          AND ($2::timestamptz IS NULL OR (created_at, report_id) > ($2::timestamptz, $3::uuid))
        ORDER BY created_at, report_id LIMIT $4`,
      [id, after?.[0] ?? null, after?.[1] ?? null, first + 1],
    );
    const connection = toConnection(rows, first, (row) => [row.page_key, row.report_id]);
    const reports = await withContexts(ctx, connection.edges.map((edge) => unkeyed(edge.node)));
    return { ...connection, edges: connection.edges.map((edge, i) => ({ cursor: edge.cursor, node: reports[i] })) };
  },

  /** One report with its context, for whoever moderates its place (the live queue reads events through it); null when gone. */
  async visibleReport(ctx: RequestContext, reportId: string): Promise<ReportModel | null> {
    const [row] = (await ctx.db.query(`SELECT * FROM moderation_reports WHERE report_id = $1`, [reportId])) as ReportRow[];
    return row ? (await withContexts(ctx, [row]))[0] : null;
  },

  /** Whether the viewer moderates the queue (an organizer's, or the site's when null): for the live queue's re-check. */
  async moderatesQueue(ctx: RequestContext, organizerId: string | null): Promise<boolean> {
    try {
      await assertModerates(ctx, organizerId);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  },

  /** Checks the viewer may watch the queue before a subscription starts (FORBIDDEN/UNAUTHENTICATED otherwise). */
  async assertWatches(ctx: RequestContext, organizerId: unknown): Promise<string | null> {
    const id = queueOrganizerId(organizerId);
    await assertModerates(ctx, id);
    return id;
  },

  /**
   * Acts on an open report once (the row is locked): the action, its audit row and the report's resolution commit
   * together. The organizer's staff act on its reports; site moderators on any. A BAN by the organizer's staff keeps the
   * user (or, for a TEAM report, the team) out of that organizer's places; a site moderator's BAN suspends the account.
   */
  async act(ctx: RequestContext, input: { reportId: unknown; action: unknown; reason: unknown; durationMinutes: unknown }): Promise<AuditRow> {
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
      const { moderatorId, staff } = await moderatorAccess(tx, report.organizer_id);
      if (report.status !== 'open') throw AppError.conflict(Messages.moderationReportResolved);
      const subject = report.subject_user_id;
      const teamBan = action === 'ban' && report.target_type === 'team' && staff && report.organizer_id;
      if (action === 'hide' || action === 'remove') {
        if (report.target_type === 'message') await messageModeration[action](tx, report.target_id, { reason, byUserId: moderatorId });
        else if (report.target_type === 'comment') await commentModeration[action](tx, report.target_id, { reason, byUserId: moderatorId });
        else throw AppError.badInput(Messages.moderationActionTarget, { action: Messages.moderationActionTarget });
      } else if (teamBan) {
        await tx.db.query(
          `INSERT INTO moderation_team_bans (organizer_id, team_id, reason, banned_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [report.organizer_id, report.target_id, reason, moderatorId],
        );
      } else if (action === 'timeout' || action === 'ban' || action === 'warn') {
        if (!subject) throw AppError.badInput(Messages.moderationActionTarget, { action: Messages.moderationActionTarget });
        if (action === 'timeout') {
          await tx.db.query(
            `INSERT INTO moderation_timeouts (user_id, until, reason) VALUES ($1, now() + make_interval(mins => $2), $3)
             ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason`,
            [subject, minutes, reason],
          );
        } else if (action === 'ban' && staff) {
          await tx.db.query(
            `INSERT INTO moderation_bans (organizer_id, user_id, reason, banned_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
            [report.organizer_id, subject, reason, moderatorId],
          );
        } else if (action === 'ban') {
          await suspendAccount(tx, subject);
        }
      }
      await tx.db.query(`UPDATE moderation_reports SET status = 'resolved' WHERE report_id = $1`, [report.report_id]);
      const [audit] = (await tx.db.query(
        `INSERT INTO moderation_audit (organizer_id, report_id, moderator_id, action, reason, target_type, target_id, duration_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [report.organizer_id, report.report_id, moderatorId, action, reason, report.target_type, report.target_id, action === 'timeout' ? minutes : null],
      )) as AuditRow[];
      // The user concerned hears what was done and why; a team ban is told to the team's leader and co-leaders.
      const notice = NOTICE_KINDS[action];
      if (teamBan) {
        const [team, organizer] = await Promise.all([teamsService.getById(tx, report.target_id), organizersService.getById(tx, report.organizer_id)]);
        const detail = Messages.moderationNoticeTeamBanned.replace('{team}', team.name).replace('{organizer}', organizer.name).replace('{reason}', reason);
        await notificationsService.notifyAll(tx, await teamsService.managerIds(tx, team.id), {
          kind: 'moderation_banned',
          teamId: team.id,
          organizerId: report.organizer_id,
          actorId: moderatorId,
          detail,
        });
      } else if (notice && subject) {
        const detail = noticeText(notice, reason, minutes);
        await notificationsService.notify(tx, { userId: subject, kind: notice, organizerId: report.organizer_id, actorId: moderatorId, detail });
      }
      await publishQueueEvent(tx, report, 'RESOLVED');
      return audit;
    });
  },

  /** Shows a hidden or held comment or message to everyone again (live, as the content domains publish UNHIDDEN); audited. */
  async release(ctx: RequestContext, input: { targetType: unknown; targetId: unknown; reason: unknown }): Promise<AuditRow> {
    requireViewerId(ctx);
    if (input.targetType !== 'comment' && input.targetType !== 'message') {
      throw AppError.badInput(Messages.moderationReleaseTarget, { target_type: Messages.moderationReleaseTarget });
    }
    const targetType = input.targetType;
    if (!isUuid(input.targetId)) throw AppError.badInput(Messages.invalidId, { target_id: Messages.invalidId });
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!reason || reason.length > MAX_REPORT_TEXT) throw AppError.badInput(Messages.moderationActReasonRequired, { reason: Messages.moderationActReasonRequired });
    const targetId = (input.targetId as string).toLowerCase();
    const target = await resolveTarget(ctx, targetType, targetId);
    const moderatorId = await assertModerates(ctx, target.organizerId);
    return inTransaction(ctx, async (tx) => {
      if (targetType === 'comment') await commentModeration.unhide(tx, targetId);
      else await messageModeration.unhide(tx, targetId);
      const [audit] = (await tx.db.query(
        `INSERT INTO moderation_audit (organizer_id, report_id, moderator_id, action, reason, target_type, target_id)
         VALUES ($1, NULL, $2, 'unhide', $3, $4, $5) RETURNING *`,
        [target.organizerId, moderatorId, reason, targetType, targetId],
      )) as AuditRow[];
      return audit;
    });
  },

  /**
   * Moderator actions, newest first, a page at a time (keyset on created_at and id): an organizer's (its staff, the
   * owner included), or every one (site moderators, null/'site').
   */
  async audit(ctx: RequestContext, organizerId: unknown, page: PageInput = {}): Promise<Connection<AuditRow>> {
    const { id, first, after } = await moderationPage(ctx, organizerId, page);
    const rows: Keyed<AuditRow>[] = await ctx.db.query(
      `SELECT *, ${PAGE_KEY} FROM moderation_audit
        WHERE ($1::uuid IS NULL OR organizer_id = $1)
          AND ($2::timestamptz IS NULL OR (created_at, audit_id) < ($2::timestamptz, $3::uuid))
        ORDER BY created_at DESC, audit_id DESC LIMIT $4`,
      [id, after?.[0] ?? null, after?.[1] ?? null, first + 1],
    );
    const connection = toConnection(rows, first, (row) => [row.page_key, row.audit_id]);
    return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: unkeyed(edge.node) })) };
  },

  /** Where the viewer moderates: site moderator or not, and the organizers where the viewer is approved staff. */
  async scope(ctx: RequestContext): Promise<ScopeModel> {
    const viewerId = requireViewerId(ctx);
    const [siteModerator, places] = await Promise.all([
      isSiteModerator(ctx, viewerId),
      ctx.loaders.staffPlacesByUserId.load(viewerId),
    ]);
    return { siteModerator, organizerIds: places.filter((p) => p.status === 'approved').map((p) => p.organizerId) };
  },
};
