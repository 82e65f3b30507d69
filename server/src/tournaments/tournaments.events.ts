import type { Match } from '../matches';
import type { Tournament } from './tournaments.entities';

export type TournamentEventKind = 'teams' | 'seeding' | 'started' | 'bracket' | 'completed';

/** Topic of one tournament's live changes. */
export const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;

/** Ids only on the bus; each event is read once for all of its subscribers (core/live.ts watchTopic). */
export interface TournamentEventPayload {
  eventId: string;
  kind: TournamentEventKind;
  tournamentId: string;
  matchId: string | null;
}

export interface TournamentEventModel {
  kind: TournamentEventKind;
  tournament: Tournament;
  match: Match | null;
}
