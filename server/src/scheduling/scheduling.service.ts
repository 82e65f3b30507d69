import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { datesSpan } from '../competitions';
import { MATCH_SLOT_MS } from '../matches';
import { TeamAvailability, type AvailabilityWindow } from './scheduling.entities';
import { isTimeZone, minutesOf, withinWindows } from './zones';

/** A team's availability as the API shows it (an empty one before the team set any). */
export interface TeamAvailabilityModel {
  teamId: string;
  timeZone: string | null;
  windows: AvailabilityWindow[];
  updatedAt: Date | null;
}

/** The names a door gives its fields, so a refusal names the field as that door's client sent it. */
export interface AvailabilityFieldNames {
  timeZone: string;
  windows: string;
}
const GRAPHQL_NAMES: AvailabilityFieldNames = { timeZone: 'timeZone', windows: 'windows' };

export const MAX_WINDOWS = 28;
const SUGGEST_DAYS = 14;
const SUGGEST_STEP_MS = 30 * 60_000;
/** Suggestions at least this far apart, so five of them are five real choices, not one evening in half hours. */
const SUGGEST_SPACING_MS = 3 * 60 * 60_000;

/** Whether the user is an approved leader or co-leader of the team. */
export async function leadsTeam(ctx: RequestContext, teamId: string, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const roster = await ctx.loaders.rosterByTeamId.load(teamId);
  return roster.some((m) => m.userId === userId && (m.role === 'leader' || m.role === 'co-leader'));
}

/** Reads and checks the windows: weekday 1..7, HH:MM start and end, end after start; sorted, Monday first. */
function readWindows(raw: unknown, field: string): AvailabilityWindow[] {
  if (!Array.isArray(raw) || raw.length > MAX_WINDOWS) throw AppError.badInput(Messages.availabilityWindowsInvalid, { [field]: Messages.availabilityWindowsInvalid });
  const windows = raw.map((item: unknown, i): AvailabilityWindow => {
    const w = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const refuse = (key: string, message: string) => AppError.badInput(message, { [`${field}.${i}.${key}`]: message });
    if (typeof w.weekday !== 'number' || !Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7) throw refuse('weekday', Messages.availabilityWeekdayInvalid);
    const start = minutesOf(w.start);
    if (start === null) throw refuse('start', Messages.availabilityStartInvalid);
    const end = minutesOf(w.end, true);
    if (end === null) throw refuse('end', Messages.availabilityEndInvalid);
    if (end <= start) throw refuse('end', Messages.availabilityEndBeforeStart);
    return { weekday: w.weekday, start, end };
  });
  return windows.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
}

/** Team availability and match-time suggestions (issue 26). */
export const schedulingService = {
  async availability(ctx: RequestContext, teamId: unknown): Promise<TeamAvailabilityModel> {
    requireViewer(ctx);
    const id = assertUuid(teamId, 'teamId');
    if (!(await ctx.loaders.teamById.load(id))) throw AppError.notFound('Team');
    return schedulingService.availabilityOf(ctx, id);
  },

  /** A known team's availability, batched (Team.availability). */
  async availabilityOf(ctx: RequestContext, teamId: string): Promise<TeamAvailabilityModel> {
    const row = await ctx.loaders.teamAvailabilityByTeamId.load(teamId);
    return row ? { teamId, timeZone: row.timeZone, windows: row.windows, updatedAt: row.updatedAt } : { teamId, timeZone: null, windows: [], updatedAt: null };
  },

  viewerCanEdit(ctx: RequestContext, availability: TeamAvailabilityModel): Promise<boolean> {
    return leadsTeam(ctx, availability.teamId, ctx.viewer?.userId);
  },

  /** Replaces the team's windows and zone (its leader or co-leaders); nothing changes when any part is refused. */
  async update(ctx: RequestContext, teamId: unknown, timeZone: unknown, windows: unknown, names: AvailabilityFieldNames = GRAPHQL_NAMES): Promise<TeamAvailabilityModel> {
    const viewer = requireViewer(ctx);
    const id = assertUuid(teamId, 'teamId');
    if (!(await ctx.loaders.teamById.load(id))) throw AppError.notFound('Team');
    if (!(await leadsTeam(ctx, id, viewer.userId))) throw AppError.forbidden(Messages.availabilityForbidden);
    if (!isTimeZone(timeZone)) throw AppError.badInput(Messages.availabilityZoneInvalid, { [names.timeZone]: Messages.availabilityZoneInvalid });
    const clean = readWindows(windows, names.windows);
    const saved = await inTransaction(ctx, async (tx) => {
      const row = { teamId: id, timeZone, windows: clean, updatedById: viewer.userId, updatedAt: new Date() };
      await tx.db.getRepository(TeamAvailability).upsert(row, ['teamId']);
      return row;
    });
    ctx.loaders.teamAvailabilityByTeamId.clear(id).prime(id, saved as TeamAvailability);
    return { teamId: id, timeZone: saved.timeZone, windows: saved.windows, updatedAt: saved.updatedAt };
  },

  /**
   * The next start times, on the half hour, at which both teams are inside one of their windows for a whole match slot
   * (an hour), inside the ladder's dates and the next 14 days, and neither team plays another match within an hour.
   * One statement reads both teams' booked matches.
   */
  async suggest(ctx: RequestContext, leagueId: unknown, teamA: unknown, teamB: unknown, first?: number | null, now = new Date()): Promise<Date[]> {
    requireViewer(ctx);
    const league = await ctx.loaders.leagueById.load(assertUuid(leagueId, 'leagueId'));
    if (!league) throw AppError.notFound('League');
    const [a, b] = [assertUuid(teamA, 'teamA'), assertUuid(teamB, 'teamB')];
    if (a === b) throw AppError.badInput(Messages.suggestTeamsInvalid, { teamB: Messages.suggestTeamsInvalid });
    const entered: Array<{ team_id: string }> = await ctx.db.query(
      `SELECT team_id FROM league_participants WHERE league_id = $1 AND status = 'approved' AND team_id = ANY($2::uuid[])`,
      [league.id, [a, b]],
    );
    for (const [id, field] of [[a, 'teamA'], [b, 'teamB']] as const) {
      if (!entered.some((row) => row.team_id === id)) throw AppError.badInput(Messages.suggestTeamsInvalid, { [field]: Messages.suggestTeamsInvalid });
    }
    const limit = typeof first === 'number' && Number.isInteger(first) ? Math.min(Math.max(first, 1), 20) : 5;
    const [availA, availB] = await Promise.all([a, b].map((id) => ctx.loaders.teamAvailabilityByTeamId.load(id)));
    if (!availA?.windows.length || !availB?.windows.length) return [];
    const { from, until } = datesSpan(league.startDate, league.endDate);
    const horizon = Math.min(until.getTime(), now.getTime() + SUGGEST_DAYS * 86_400_000);
    const booked: Array<{ scheduled_time: Date }> = await ctx.db.query(
      `SELECT DISTINCT m.scheduled_time FROM matches m JOIN match_participants p ON p.match_id = m.match_id
        WHERE p.team_id = ANY($1::uuid[]) AND m.status IN ('scheduled', 'pending')
          AND m.scheduled_time > $2::timestamptz - interval '1 hour' AND m.scheduled_time < $3::timestamptz + interval '1 hour'`,
      [[a, b], now.toISOString(), new Date(horizon).toISOString()],
    );
    const busy = booked.map((row) => new Date(row.scheduled_time).getTime());
    const slotMinutes = MATCH_SLOT_MS / 60_000;
    const found: Date[] = [];
    let at = Math.max(Math.ceil((now.getTime() + 1) / SUGGEST_STEP_MS) * SUGGEST_STEP_MS, Math.ceil(from.getTime() / SUGGEST_STEP_MS) * SUGGEST_STEP_MS);
    while (at < horizon && found.length < limit) {
      const start = new Date(at);
      const free = busy.every((t) => Math.abs(t - at) >= MATCH_SLOT_MS);
      if (free && withinWindows(start, slotMinutes, availA.timeZone, availA.windows) && withinWindows(start, slotMinutes, availB.timeZone, availB.windows)) {
        found.push(start);
        at += SUGGEST_SPACING_MS;
        continue;
      }
      at += SUGGEST_STEP_MS;
    }
    return found;
  },
};
