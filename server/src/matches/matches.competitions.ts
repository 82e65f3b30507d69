import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { ladderManagerService, ladderPoints, ladderRights, publishLeagueEvent, recordLadderResult, type LadderMetric } from '../leagues';
import type { Match, MatchParticipant } from './matches.entities';

/** A side's result in a finalized match. */
export type MatchOutcome = 'win' | 'draw' | 'loss';

/** How a competition's finalized matches count beyond it (global boards, universal score, rating). */
export interface MatchCounting {
  /** The points a side earns for each result, on the boards and in its players' universal scores. */
  points(outcome: MatchOutcome): number;
  /** The competition's own board, moved with the global ones (a ladder's lg_leaderboard_id), if any. */
  boardId: string | null;
}

/**
 * What a match's competition decides about it: who reports and finalizes, which metrics score, whether a draw may end
 * it, how its results place inside the competition and count outside it. Ladders are built in; tournaments register
 * theirs from the composition root (the tournaments domain depends on matches, so matches cannot import it).
 */
export interface MatchCompetition {
  /**
   * Takes the competition's lock before the match's own (a bracket write locks the tournament, then its matches), so
   * writes on a match and on its competition always lock in the same order and cannot deadlock.
   */
  lock?(tx: RequestContext, match: Match): Promise<void>;
  canManage(ctx: RequestContext, match: Match): Promise<boolean>;
  metrics(ctx: RequestContext, match: Match): Promise<LadderMetric[]>;
  allowsDraw(ctx: RequestContext, match: Match): Promise<boolean>;
  /** In the report's transaction, after the totals are stored. */
  reported(tx: RequestContext, match: Match): Promise<void>;
  /** How the match counts on the global boards, universal scores and ratings; null when it counts nowhere (unranked). */
  counting(tx: RequestContext, match: Match): Promise<MatchCounting | null>;
  /** In the finalize's transaction, after the placements are stored: the ladder's standings, the bracket's advance. */
  place(tx: RequestContext, match: Match, participants: MatchParticipant[], outcomes: Map<string, MatchOutcome>): Promise<void>;
  /** In the finalize's transaction, once everything moved: what the competition's page hears of (after commit). */
  finalized(tx: RequestContext, match: Match): Promise<void>;
}

let tournamentCompetition: MatchCompetition | null = null;

/** Called once by the composition root. */
export function registerTournamentCompetition(competition: MatchCompetition) {
  tournamentCompetition = competition;
}

async function ladderOf(ctx: RequestContext, match: Match) {
  return (await ctx.loaders.leagueById.load(match.leagueId!))!;
}

/** The ladder's side of its matches: its staff run them, its weights score them, standings take the results. */
const ladderCompetition: MatchCompetition = {
  async canManage(ctx, match) {
    const league = match.leagueId ? await ctx.loaders.leagueById.load(match.leagueId) : null;
    return league ? (await ladderRights(ctx, league)).canManage : false;
  },
  async metrics(ctx, match) {
    return ladderManagerService.metrics(ctx, await ladderOf(ctx, match));
  },
  allowsDraw: async () => true,
  async reported(tx, match) {
    await publishLeagueEvent(tx, match.leagueId!, 'schedule', match.id);
  },
  async counting(tx, match) {
    const league = await ladderOf(tx, match);
    return { points: (outcome) => ladderPoints(league, outcome), boardId: league.leaderboardId };
  },
  async place(tx, match, participants, outcomes) {
    await recordLadderResult(tx, await ladderOf(tx, match), participants.map((p) => ({ teamId: p.teamId, outcome: outcomes.get(p.teamId)! })));
  },
  async finalized(tx, match) {
    await publishLeagueEvent(tx, match.leagueId!, 'standings', match.id);
  },
};

/** The competition a match belongs to. */
export function competitionOf(match: Match): MatchCompetition {
  if (match.leagueId) return ladderCompetition;
  if (match.tournamentId && tournamentCompetition) return tournamentCompetition;
  throw AppError.badInput(Messages.matchNotLadder);
}

/** Whether the viewer may report and finalize the match (false for visitors and for competitions not wired). */
export async function viewerCanManageMatch(ctx: RequestContext, match: Match): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (match.leagueId) return ladderCompetition.canManage(ctx, match);
  return match.tournamentId && tournamentCompetition ? tournamentCompetition.canManage(ctx, match) : false;
}
