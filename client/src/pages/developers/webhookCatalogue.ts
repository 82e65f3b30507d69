/**
 * The webhook event catalogue as the /developers page shows it, with an example body per event. The server's catalogue
 * (server/src/webhooks/webhooks.catalogue.ts) and its schema description (enum WebhookEventType in
 * schema/webhooks.graphql) are the source; tests/developers/catalogue.test.ts fails when this list drifts from the schema.
 */
export interface WebhookEventDoc {
  type: string;
  summary: string;
  data: Record<string, unknown>;
}

const MATCH = {
  matchId: '6f1c2a9e-3b7d-4c55-9a0e-2d4b8f1e7c31',
  leagueId: 'b2e4d6f8-1a3c-4e5f-8a7b-9c0d1e2f3a4b',
  tournamentId: null,
  status: 'SCHEDULED',
  scheduledTime: '2026-12-01T19:00:00.000Z',
  finalizedAt: null,
  teams: [
    { teamId: '0d9a8b7c-6e5f-4a3b-2c1d-0e9f8a7b6c5d', totalPoints: 0, placement: null },
    { teamId: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b', totalPoints: 0, placement: null },
  ],
};
const SCORED = {
  ...MATCH,
  teams: [
    { ...MATCH.teams[0], totalPoints: 13 },
    { ...MATCH.teams[1], totalPoints: 9 },
  ],
};
const FINAL = {
  ...MATCH,
  status: 'COMPLETED',
  finalizedAt: '2026-12-01T20:05:12.000Z',
  teams: [
    { ...MATCH.teams[0], totalPoints: 13, placement: 1 },
    { ...MATCH.teams[1], totalPoints: 9, placement: 2 },
  ],
};
const TOURNAMENT = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

export const WEBHOOK_EVENTS: WebhookEventDoc[] = [
  { type: 'match.scheduled', summary: 'A ladder match was scheduled.', data: MATCH },
  { type: 'match.score_updated', summary: "A match's scores were saved.", data: SCORED },
  { type: 'match.finalized', summary: "A match's result is final (placements set).", data: FINAL },
  { type: 'match.disputed', summary: 'A reported result was disputed.', data: SCORED },
  { type: 'match.dispute_resolved', summary: 'Staff resolved a dispute.', data: FINAL },
  {
    type: 'standings.changed',
    summary: "A ladder's standings moved after a finalized match.",
    data: { kind: 'STANDINGS', leagueId: MATCH.leagueId, matchId: MATCH.matchId },
  },
  {
    type: 'bracket.progressed',
    summary: "A tournament's bracket advanced after a result.",
    data: { kind: 'BRACKET', tournamentId: TOURNAMENT, matchId: MATCH.matchId },
  },
  {
    type: 'entry.requested',
    summary: 'A team asked to join a ladder or tournament.',
    data: { leagueId: MATCH.leagueId, teamId: MATCH.teams[0].teamId, status: 'pending' },
  },
  {
    type: 'entry.approved',
    summary: 'A team entered a ladder or tournament.',
    data: { leagueId: MATCH.leagueId, teamId: MATCH.teams[0].teamId, status: 'approved' },
  },
  {
    type: 'entry.declined',
    summary: "A team's entry was declined, or the team removed.",
    data: { tournamentId: TOURNAMENT, teamId: MATCH.teams[1].teamId, status: 'declined', decision: 'decline' },
  },
  {
    type: 'tournament.started',
    summary: "A tournament's bracket was drawn.",
    data: { kind: 'STARTED', tournamentId: TOURNAMENT, matchId: null },
  },
  {
    type: 'tournament.finished',
    summary: "A tournament's last match was finalized.",
    data: { kind: 'COMPLETED', tournamentId: TOURNAMENT, matchId: MATCH.matchId },
  },
  {
    type: 'comment.created',
    summary: "A comment was posted on one of the organization's walls (its own, its ladders', tournaments' or their matches').",
    data: {
      kind: 'CREATED',
      comment: {
        id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
        wallId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
        parentId: null,
        userId: MATCH.teams[0].teamId,
        text: 'GG!',
      },
    },
  },
];

/** The whole body a receiver gets for `event`: `{ type, timestamp, data }`. */
export function exampleBody(event: WebhookEventDoc): string {
  return JSON.stringify({ type: event.type, timestamp: '2026-12-01T20:05:13.120Z', data: event.data }, null, 2);
}
