/** The tournaments domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  Bracket,
  BracketNode,
  type BracketNodeStatus,
  type CorrectionLine,
  ResultCorrection,
  Tournament,
  tournamentEntities,
  TournamentPage,
  TournamentParticipant,
  type TournamentStatus,
} from './tournaments.entities';
