import type { Match } from './matches.entities';

/** Staff's score steps, and the team-report steps of issue 26 (match-reports publishes those on this same stream). */
export type MatchEventKind =
  | 'scores'
  | 'finalized'
  | 'updated'
  | 'report_filed'
  | 'report_confirmed'
  | 'disputed'
  | 'dispute_updated'
  | 'dispute_resolved'
  | 'auto_confirmed'
  // reschedule by agreement (the scheduling domain publishes these on this same stream)
  | 'reschedule_proposed'
  | 'reschedule_accepted'
  | 'reschedule_declined';

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
