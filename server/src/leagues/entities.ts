/** The leagues domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  CompetitionColumns,
  LADDER_CATEGORY,
  type LadderMetric,
  League,
  leagueEntities,
  LeaguePage,
  LeagueParticipant,
  type LeagueStatus,
  type ParticipantStatus,
  type RankedStanding,
  Standing,
} from './leagues.entities';
