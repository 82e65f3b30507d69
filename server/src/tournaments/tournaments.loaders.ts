import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { Bracket, BracketNode, ResultCorrection, TieDecision, Tournament, TournamentPage, TournamentParticipant, TournamentStage } from './tournaments.entities';
import { readStageResults, type StageNodeResult } from './stage-results';

export function createTournamentLoaders(db: EntityManager) {
  return {
    tournamentById: loaderByKey(db, Tournament, 'id'),
    tournamentPageByTournamentId: loaderByKey(db, TournamentPage, 'tournamentId'),
    /** Every entry of a tournament, oldest request first (the service filters by status and orders seeds first). */
    tournamentParticipantsByTournamentId: loaderOfMany(db, TournamentParticipant, 'tournamentId', { createdAt: 'ASC', teamId: 'ASC' }),
    /** An organizer's tournaments (its tournament cards), newest first. */
    tournamentsByOrganizerId: loaderOfMany(db, Tournament, 'organizerId', { createdAt: 'DESC', id: 'DESC' }),
    bracketByTournamentId: loaderByKey(db, Bracket, 'tournamentId'),
    /** A bracket's nodes in the bracket view's order: round, then group, then slot. */
    bracketNodesByBracketId: loaderOfMany(db, BracketNode, 'bracketId', { roundNumber: 'ASC', groupNumber: 'ASC', slotIndex: 'ASC' }),
    bracketNodeByMatchId: loaderByKey(db, BracketNode, 'matchId'),
    /** A tournament's result corrections, newest first. */
    tournamentCorrectionsByTournamentId: loaderOfMany(db, ResultCorrection, 'tournamentId', { correctedAt: 'DESC', id: 'DESC' }),
    /** A tournament's stages in order. */
    tournamentStagesByTournamentId: loaderOfMany(db, TournamentStage, 'tournamentId', { stageNumber: 'ASC' }),
    /** Staff decisions of ties, oldest first (the latest for a set of teams counts). */
    tieDecisionsByTournamentId: loaderOfMany(db, TieDecision, 'tournamentId', { decidedAt: 'ASC', id: 'ASC' }),
    /** Every node of a tournament with its match's totals: what each stage's standings are computed from. */
    stageResultsByTournamentId: new DataLoader<string, StageNodeResult[]>(async (ids) => {
      const rows = await readStageResults(db, ids);
      return ids.map((id) => rows.filter((r) => r.tournamentId === id));
    }),
  };
}
