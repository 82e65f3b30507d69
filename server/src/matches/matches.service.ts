import { hydrate } from '../core/batch';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import { optionalRef } from '../core/entities';
import { watchTopic } from '../core/live';
import { teamsService, type Team, type TeamPage } from '../teams';
import { Match as MatchEntity, type Match, type MatchParticipant, type MatchStatus } from './matches.entities';
import { matchTopic, type MatchEventModel, type MatchEventPayload } from './matches.events';

/** A match of a team's MATCHES box with its participants, their teams and pages. */
export interface TeamMatchCard {
  match: Match;
  teams: Array<{ participant: MatchParticipant; team: Team | null; page: TeamPage | null }>;
}

export const DEFAULT_MATCH_PAGE_SIZE = 20;
/** A team page's MATCHES box shows 5 by default, at most 20. */
export const DEFAULT_TEAM_MATCHES = 5;
export const MAX_TEAM_MATCHES = 20;

/** A match's participants, each with its team and the team's page, batched through the request's loaders. */
async function participantTeams(ctx: RequestContext, matchId: string) {
  const participants = await ctx.loaders.matchParticipantsByMatchId.load(matchId);
  return Promise.all(
    participants.map(async (participant) => ({
      participant,
      team: await ctx.loaders.teamById.load(participant.teamId),
      page: await ctx.loaders.teamPageByTeamId.load(participant.teamId),
    })),
  );
}

/** Matches: one match with its participants and per-round scores, and a league's schedule. Public reads. */
export const matchesService = {
  /** A match's live changes, each read once for all subscribers; a deleted match ends the stream. */
  async watch(ctx: RequestContext, matchId: unknown): Promise<AsyncIterableIterator<MatchEventModel>> {
    const match = await matchesService.getMatch(ctx, matchId);
    return watchTopic<MatchEventPayload, MatchEventModel>(ctx, matchTopic(match.id), {
      read: async (ctx, payload) => {
        const current = await ctx.loaders.matchById.load(match.id);
        return current ? { kind: payload.kind, match: current } : undefined;
      },
    });
  },

  /** The winner of a completed match; null for a draw or before. */
  async winner(ctx: RequestContext, match: Match) {
    if (match.status !== 'completed') return null;
    const participants = await ctx.loaders.matchParticipantsByMatchId.load(match.id);
    const firsts = participants.filter((p) => p.placement === 1);
    return firsts.length === 1 ? ctx.loaders.teamById.load(firsts[0].teamId) : null;
  },

  /** By id; BAD_USER_INPUT for a malformed id, NOT_FOUND when unknown. */
  async getMatch(ctx: RequestContext, id: unknown): Promise<Match> {
    const match = await ctx.loaders.matchById.load(assertUuid(id));
    if (!match) throw AppError.notFound('Match');
    return match;
  },

  /** A league's schedule, newest scheduled first, keyset-paginated on (scheduled time, id). */
  async listForLeague(ctx: RequestContext, leagueId: string, args: PageArgs & { status?: MatchStatus | null }) {
    const first = pageSize(args, DEFAULT_MATCH_PAGE_SIZE);
    const after = decodeCursor(args.after, ['time', 'uuid']);
    const rows = await ctx.loaders.leagueMatches.load({ leagueId, limit: first + 1, after, status: args.status ?? null });
    for (const match of rows) ctx.loaders.matchById.prime(match.id, match);
    return toConnection(rows, first, (m) => [m.scheduledTime.toISOString(), m.id]);
  },

  /** The MATCHES box of a team page: scheduled matches first (soonest first), then the others newest first. */
  async recentForTeam(
    ctx: RequestContext,
    teamId: string,
    first: number | null | undefined,
    fallback = DEFAULT_TEAM_MATCHES,
  ): Promise<Match[]> {
    const limit = pageSize({ first }, fallback, MAX_TEAM_MATCHES);
    const rows = await ctx.loaders.teamRecentMatches.load({ teamId, limit });
    for (const match of rows) ctx.loaders.matchById.prime(match.id, match);
    return rows;
  },

  /**
   * REST get-team-matches/{teamParam}: a team (by id or name) and its MATCHES box, each match with its teams and
   * their pages (default 20 matches).
   */
  async teamMatchCards(ctx: RequestContext, teamParam: string, first?: number | null): Promise<TeamMatchCard[]> {
    const team = await teamsService.getTeam(ctx, teamParam);
    const matches = await matchesService.recentForTeam(ctx, team.id, first, MAX_TEAM_MATCHES);
    return Promise.all(matches.map(async (match) => ({ match, teams: await participantTeams(ctx, match.id) })));
  },

  /** A match's teams with their rounds, team and page (REST get-match-stats and get-match-details), batched. */
  async scoreSheet(ctx: RequestContext, matchId: unknown) {
    const match = await matchesService.getMatch(ctx, matchId);
    const teams = await Promise.all(
      (await participantTeams(ctx, match.id)).map(async (team) => ({ ...team, rounds: await matchesService.rounds(ctx, team.participant) })),
    );
    return { match, teams };
  },

  /** A ladder's schedule with each match's teams (REST get-ladder-matches), newest first, batched. */
  async ladderSchedule(ctx: RequestContext, leagueId: string, first: number | undefined) {
    const connection = await matchesService.listForLeague(ctx, leagueId, { first: first ?? 100 });
    return Promise.all(connection.edges.map(({ node }) => matchesService.scoreSheet(ctx, node.id)));
  },

  /** Matches being reported right now (status pending), soonest first: the home page's live box. */
  async live(ctx: RequestContext, first: number | null | undefined): Promise<Match[]> {
    const limit = pageSize({ first }, 10, 50);
    const rows = await ctx.db.getRepository(MatchEntity).find({ where: { status: 'pending' }, order: { scheduledTime: 'ASC', id: 'ASC' }, take: limit });
    for (const match of rows) ctx.loaders.matchById.prime(match.id, match);
    return rows;
  },

  /** The user's teams' scheduled matches from now on, soonest first; only the user reads them. */
  async upcomingFor(ctx: RequestContext, userId: string, first: number | null | undefined): Promise<Match[]> {
    if (!ctx.viewer) throw AppError.unauthenticated();
    if (ctx.viewer.userId !== userId) throw AppError.forbidden();
    const limit = pageSize({ first }, 5, 50);
    const rows: Array<Record<string, unknown>> = await ctx.db.query(
      `SELECT DISTINCT ON (m.scheduled_time, m.match_id) m.* FROM matches m
         JOIN match_participants p ON p.match_id = m.match_id
         JOIN team_members tm ON tm.team_id = p.team_id AND tm.user_id = $1 AND tm.status = 'approved'
        WHERE m.status = 'scheduled' AND m.scheduled_time >= now() - interval '1 hour'
        ORDER BY m.scheduled_time, m.match_id LIMIT $2`,
      [userId, limit],
    );
    const matches = rows.map((row) => hydrate(ctx.db, MatchEntity, row));
    for (const match of matches) ctx.loaders.matchById.prime(match.id, match);
    return matches;
  },

  getMatchById(ctx: RequestContext, id: string | null) {
    return optionalRef(ctx.loaders.matchById, id);
  },

  participants(ctx: RequestContext, match: Match) {
    return ctx.loaders.matchParticipantsByMatchId.load(match.id);
  },

  /** One participant's rounds, round 1 first (the match's rows are loaded once for all its teams). */
  async rounds(ctx: RequestContext, participant: MatchParticipant) {
    const rows = await ctx.loaders.matchRoundsByMatchId.load(participant.matchId);
    return rows.filter((r) => r.teamId === participant.teamId);
  },
};
