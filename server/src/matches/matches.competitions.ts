import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { ladderManagerService, ladderRights, publishLeagueEvent, type LadderMetric } from '../leagues';
import type { Match, MatchParticipant } from './matches.entities';

/**
 * What a match's competition decides about it: who reports and finalizes, which metrics score, whether a draw may end
 * it, and what moves when it is reported or finalized. Ladders are built in; tournaments register theirs from the
 * composition root (the tournaments domain depends on matches, so matches cannot import it).
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
  /** In the finalize's transaction, after the placements are stored: standings, brackets, leaderboards. */
  finalized(tx: RequestContext, match: Match, participants: MatchParticipant[]): Promise<void>;
}

let tournamentCompetition: MatchCompetition | null = null;

/** Called once by the composition root. */
export function registerTournamentCompetition(competition: MatchCompetition) {
  tournamentCompetition = competition;
}

/** The ladder's side of its matches; finalizing moves standings in matches.manager's ladder path. */
const ladderCompetition = {
  async canManage(ctx: RequestContext, match: Match) {
    const league = match.leagueId ? await ctx.loaders.leagueById.load(match.leagueId) : null;
    return league ? (await ladderRights(ctx, league)).canManage : false;
  },
  async metrics(ctx: RequestContext, match: Match) {
    const league = (await ctx.loaders.leagueById.load(match.leagueId!))!;
    return ladderManagerService.metrics(ctx, league);
  },
  allowsDraw: async () => true,
  async reported(tx: RequestContext, match: Match) {
    await publishLeagueEvent(tx, match.leagueId!, 'schedule', match.id);
  },
};

/** The competition a match belongs to. */
export function competitionOf(match: Match): Pick<MatchCompetition, 'canManage' | 'metrics' | 'allowsDraw' | 'reported'> & Partial<Pick<MatchCompetition, 'finalized' | 'lock'>> {
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
