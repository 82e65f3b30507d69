import type { Match } from './matches.entities';

export type MatchEventKind = 'scores' | 'finalized' | 'updated';

/** Topic of one match's live changes. */
export const matchTopic = (matchId: string) => `match:${matchId}`;

/** Ids only on the bus; each event is read once for all of its subscribers. */
export interface MatchEventPayload {
  eventId: string;
  kind: MatchEventKind;
  matchId: string;
}

export interface MatchEventModel {
  kind: MatchEventKind;
  match: Match;
}
