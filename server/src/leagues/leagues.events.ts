import type { RequestContext } from '../core/context';
import { publishLiveEvent } from '../core/live';
import type { League } from './leagues.entities';

export type LeagueEventKind = 'teams' | 'schedule' | 'standings' | 'settings';

/** Topic of one ladder's live changes. */
export const leagueTopic = (leagueId: string) => `league:${leagueId}`;

/** Ids only on the bus; each event is read once for all of its subscribers (core/live.ts watchTopic). */
export interface LeagueEventPayload {
  eventId: string;
  kind: LeagueEventKind;
  leagueId: string;
  matchId: string | null;
}

/** A ladder event as resolved: the ladder read once per event; its match (matchId) is the matches domain's to read. */
export interface LeagueEventModel {
  kind: LeagueEventKind;
  league: League;
  matchId: string | null;
}

/** Publishes a ladder change after commit (ids only; subscribers read it once per event). */
export function publishLeagueEvent(ctx: RequestContext, leagueId: string, kind: LeagueEventKind, matchId: string | null = null) {
  const payload: Omit<LeagueEventPayload, 'eventId'> = { kind, leagueId, matchId };
  return publishLiveEvent(ctx, leagueTopic(leagueId), payload);
}
