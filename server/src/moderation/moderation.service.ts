import type { ContentScreen, ParticipationCheck, ScreenedContent } from '../core/content-gate';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { organizersService } from '../organizers';
import { censor, FILTER_MODES, type FilterMode, listMatches, normalizeFilterWords, siteMatches } from './moderation.filters';
import { spendPostingBudget } from './moderation.rates';

/** Kinds of text that are names: a name that matches a filter is refused outright (never held or rewritten). */
const NAME_FIELDS: Record<string, string> = { display_name: 'displayName', team_name: 'name', organizer_name: 'name' };

export interface OrganizerFilter {
  organizerId: string;
  words: string[];
  mode: FilterMode;
}

function requireViewer(ctx: RequestContext): string {
  if (!ctx.viewer) throw AppError.unauthenticated();
  return ctx.viewer.userId;
}

async function organizerFilter(ctx: RequestContext, organizerId: string): Promise<OrganizerFilter> {
  const [row] = await ctx.db.query(`SELECT words, mode FROM moderation_filters WHERE organizer_id = $1`, [organizerId]);
  return { organizerId, words: row?.words ?? [], mode: row?.mode ?? 'hold' };
}

/** Refuses (FORBIDDEN) a user banned by the organizer; site bans are the auth API's suspension (no session at all). */
async function assertNotBanned(ctx: RequestContext, userId: string, organizerId: string | null): Promise<void> {
  if (!organizerId) return;
  const [ban] = await ctx.db.query(`SELECT 1 FROM moderation_bans WHERE organizer_id = $1 AND user_id = $2`, [organizerId, userId]);
  if (ban) throw AppError.forbidden(Messages.moderationBanned);
}

/** What a time-out has left, in words a player reads at a glance: '7 minutes', '3 hours', '2 days' (rounded up). */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const [amount, unit] = minutes < 120 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.ceil(minutes / 60), 'hour'] : [Math.ceil(minutes / 1440), 'day'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The moderation screen the composition root installs (core/content-gate.ts): bans, time-outs, posting limits, then filters. */
export const screenModeratedContent: ContentScreen = async (ctx, { authorId, place, text }): Promise<ScreenedContent> => {
  const nameField = NAME_FIELDS[place.kind];
  if (nameField) {
    const own = place.organizerId ? await organizerFilter(ctx, place.organizerId) : null;
    if (siteMatches(text).length > 0 || (own && listMatches(text, own.words).length > 0)) {
      throw AppError.badInput(Messages.moderationNameRefused, { [nameField]: Messages.moderationNameRefused });
    }
    return { text, held: false };
  }
  await assertNotBanned(ctx, authorId, place.organizerId);
  const [timeout] = await ctx.db.query(`SELECT until FROM moderation_timeouts WHERE user_id = $1 AND until > now()`, [authorId]);
  if (timeout) throw AppError.forbidden(Messages.moderationTimedOut.replace('{remaining}', timeLeft(new Date(timeout.until).getTime() - Date.now())));
  // Only a post that bans and time-outs let through spends the author's posting budget (a held post still counts).
  await spendPostingBudget(ctx, { authorId, kind: place.kind });

  const own = place.organizerId ? await organizerFilter(ctx, place.organizerId) : null;
  const ownRanges = own ? listMatches(text, own.words) : [];
  if (own && ownRanges.length > 0) {
    if (own.mode === 'hold') return { text, held: true, heldReason: Messages.moderationHeldReason };
    text = censor(text, ownRanges);
  }
  // The site list always replaces: a profanity in an otherwise fine post is masked, the post still goes out.
  return { text: censor(text, siteMatches(text)), held: false };
};

/** The participation check the composition root installs: an organizer's ban keeps the user (or a team) out of its places. */
export const moderationParticipation: ParticipationCheck = async (ctx, { userId, teamId, organizerId }) => {
  await assertNotBanned(ctx, userId, organizerId);
  if (!teamId || !organizerId) return;
  const [ban] = await ctx.db.query(`SELECT 1 FROM moderation_team_bans WHERE organizer_id = $1 AND team_id = $2`, [organizerId, teamId]);
  if (ban) throw AppError.forbidden(Messages.moderationTeamBanned);
};

/** How many words or patterns an audit row names of those added or removed before it says 'and N more'. */
const AUDIT_WORDS_SHOWN = 20;

const wordList = (words: string[]) =>
  words.length > AUDIT_WORDS_SHOWN ? `${words.slice(0, AUDIT_WORDS_SHOWN).join(', ')} and ${words.length - AUDIT_WORDS_SHOWN} more` : words.join(', ');

/** What a filter save changed, as its audit row says it: the mode, the word count, the words added and removed. */
export function filterChange(before: string[], after: string[], mode: FilterMode): string {
  const added = after.filter((w) => !before.includes(w));
  const removed = before.filter((w) => !after.includes(w));
  const changes =
    (added.length > 0 ? Messages.moderationAuditFiltersAdded.replace('{words}', wordList(added)) : '') +
    (removed.length > 0 ? Messages.moderationAuditFiltersRemoved.replace('{words}', wordList(removed)) : '');
  const count = after.length === 1 ? Messages.moderationAuditFiltersWord : Messages.moderationAuditFiltersWords.replace('{count}', String(after.length));
  return Messages.moderationAuditFilters.replace('{mode}', mode).replace('{count}', count).replace('{changes}', changes);
}

/** The organizer's approved staff (owner, admins, mods) moderate its places: filters and bans. */
async function assertOrganizerModerator(ctx: RequestContext, organizerId: unknown): Promise<string> {
  requireViewer(ctx);
  const organizer = await organizersService.getById(ctx, organizerId);
  const staff = await organizersService.viewerStaff(ctx, organizer);
  if (!staff) throw AppError.forbidden();
  return organizer.id;
}

export const moderationService = {
  screen: screenModeratedContent,
  participation: moderationParticipation,

  /** The organizer's word list and mode, for its staff. */
  async filters(ctx: RequestContext, organizerId: unknown): Promise<OrganizerFilter> {
    return organizerFilter(ctx, await assertOrganizerModerator(ctx, organizerId));
  },

  /** Replaces the organizer's word list (words or `*` globs) and its mode; refuses bad input before any write. */
  async updateFilters(ctx: RequestContext, input: { organizerId: unknown; words: unknown; mode: unknown }): Promise<OrganizerFilter> {
    if (!Array.isArray(input.words) || input.words.some((w) => typeof w !== 'string')) {
      throw AppError.badInput(Messages.moderationWordsInvalid, { words: Messages.moderationWordsInvalid });
    }
    if (typeof input.mode !== 'string' || !(FILTER_MODES as readonly string[]).includes(input.mode)) {
      throw AppError.badInput(Messages.moderationModeInvalid, { mode: Messages.moderationModeInvalid });
    }
    const normalized = normalizeFilterWords(input.words as string[]);
    if ('problem' in normalized) throw AppError.badInput(normalized.problem, { words: normalized.problem });
    const organizerId = await assertOrganizerModerator(ctx, input.organizerId);
    const mode = input.mode as FilterMode;
    // The change and its audit row (who, what, when) commit together, visible in the organizer's audit.
    return inTransaction(ctx, async (tx) => {
      const [old] = await tx.db.query(`SELECT words FROM moderation_filters WHERE organizer_id = $1 FOR UPDATE`, [organizerId]);
      await tx.db.query(
        `INSERT INTO moderation_filters (organizer_id, words, mode) VALUES ($1, $2, $3)
         ON CONFLICT (organizer_id) DO UPDATE SET words = EXCLUDED.words, mode = EXCLUDED.mode, updated_at = now()`,
        [organizerId, normalized.words, mode],
      );
      await tx.db.query(
        `INSERT INTO moderation_audit (organizer_id, report_id, moderator_id, action, reason, target_type, target_id)
         VALUES ($1, NULL, $2, 'update_filters', $3, 'organizer', $1)`,
        [organizerId, requireViewer(ctx), filterChange(old?.words ?? [], normalized.words, mode)],
      );
      return { organizerId, words: normalized.words, mode };
    });
  },

  /** Bans a user from the organizer's walls, conversations and competitions (idempotent). */
  async banUser(ctx: RequestContext, input: { organizerId: unknown; userId: string; reason: string }): Promise<void> {
    const organizerId = await assertOrganizerModerator(ctx, input.organizerId);
    await ctx.db.query(
      `INSERT INTO moderation_bans (organizer_id, user_id, reason, banned_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [organizerId, input.userId, input.reason, ctx.viewer!.userId],
    );
  },
};
