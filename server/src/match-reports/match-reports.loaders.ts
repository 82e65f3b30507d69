import type { EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { DisputePost, MatchDispute, MatchReport } from './match-reports.entities';

/** A page of matches reads its reports and disputes in one statement each. */
export function createMatchReportLoaders(db: EntityManager) {
  return {
    /** The teams' reports of each match, first filed first. */
    matchReportsByMatchId: loaderOfMany(db, MatchReport, 'matchId', { createdAt: 'ASC', id: 'ASC' }),
    /** Each match's dispute (one at most). */
    matchDisputeByMatchId: loaderByKey(db, MatchDispute, 'matchId'),
    /** Each dispute's evidence and messages, oldest first. */
    disputePostsByDisputeId: loaderOfMany(db, DisputePost, 'disputeId', { createdAt: 'ASC', id: 'ASC' }),
  };
}
