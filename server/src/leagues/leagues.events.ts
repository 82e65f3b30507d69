import type { Match } from '../matches';
import type { League } from './leagues.entities';

export type LeagueEventKind = 'teams' | 'schedule' | 'standings' | 'settings';

/** Topic of one ladder's live changes. */
export const leagueTopic = (leagueId: string) => `league:${leagueId}`;

/** Ids only on the bus; each event is read once for all of its subscribers (see core/request-context sharedEventContext). */
export interface LeagueEventPayload {
  eventId: string;
  kind: LeagueEventKind;
  leagueId: string;
  matchId: string | null;
}

export interface LeagueEventModel {
  kind: LeagueEventKind;
  league: League;
  match: Match | null;
}
