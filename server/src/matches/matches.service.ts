import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import { optionalRef } from '../core/entities';
import { mapEvents } from '../core/pubsub';
import { useSharedEventLoaders } from '../core/request-context';
import { teamsService, type Team, type TeamPage } from '../teams';
import type { Match, MatchParticipant, MatchStatus } from './matches.entities';
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

/** Matches: one match with its participants and per-round scores, and a league's schedule. Public reads. */
export const matchesService = {
  /** A match's live changes, each read once for all subscribers; a deleted match ends the stream. */
  async watch(ctx: RequestContext, matchId: unknown): Promise<AsyncIterableIterator<MatchEventModel>> {
    const match = await matchesService.getMatch(ctx, matchId);
    const source = ctx.app.events.subscribe<MatchEventPayload>(matchTopic(match.id));
    return mapEvents(source, async (payload) => {
      useSharedEventLoaders(ctx, payload.eventId);
      const current = await ctx.loaders.matchById.load(match.id);
      return current ? { kind: payload.kind, match: current } : undefined;
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
    return Promise.all(
      matches.map(async (match) => {
        const participants = await ctx.loaders.matchParticipantsByMatchId.load(match.id);
        const teams = await Promise.all(
          participants.map(async (participant) => ({
            participant,
            team: await ctx.loaders.teamById.load(participant.teamId),
            page: await ctx.loaders.teamPageByTeamId.load(participant.teamId),
          })),
        );
        return { match, teams };
      }),
    );
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
