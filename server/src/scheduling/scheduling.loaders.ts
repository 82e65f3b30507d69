import type { EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { RescheduleProposal, TeamAvailability } from './scheduling.entities';

export function createSchedulingLoaders(db: EntityManager) {
  return {
    /** Each team's availability row (null before the team set one). */
    teamAvailabilityByTeamId: loaderByKey(db, TeamAvailability, 'teamId'),
    /** Each match's reschedule proposals, newest first: one query per batch of matches. */
    rescheduleProposalsByMatchId: loaderOfMany(db, RescheduleProposal, 'matchId', { createdAt: 'DESC', id: 'DESC' }),
  };
}
