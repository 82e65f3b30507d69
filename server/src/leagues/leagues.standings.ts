import type { RequestContext } from '../core/context';
import { Standing, type League } from './leagues.entities';

/** One team's result in a finalized ladder match. */
export interface LadderResult {
  teamId: string;
  outcome: 'win' | 'draw' | 'loss';
}

/** The points a ladder gives for a win, a draw or a loss. */
export function ladderPoints(league: Pick<League, 'winPoints' | 'drawPoints' | 'lossPoints'>, outcome: LadderResult['outcome']): number {
  return outcome === 'win' ? league.winPoints : outcome === 'draw' ? league.drawPoints : league.lossPoints;
}

/**
 * The ladder's standings rule, in the finalize's transaction: each team's standing gains the ladder's points for its
 * result and a W, L or D (a standing is created on its first result).
 */
export async function recordLadderResult(tx: RequestContext, league: League, results: LadderResult[]): Promise<void> {
  for (const r of results) {
    await tx.db.createQueryBuilder().insert().into(Standing).values({ leagueId: league.id, teamId: r.teamId }).orIgnore().execute();
    await tx.db.query(
      `UPDATE standings SET points = points + $3, wins = wins + $4, losses = losses + $5, draws = draws + $6 WHERE league_id = $1 AND team_id = $2`,
      [league.id, r.teamId, ladderPoints(league, r.outcome), r.outcome === 'win' ? 1 : 0, r.outcome === 'loss' ? 1 : 0, r.outcome === 'draw' ? 1 : 0],
    );
  }
}
