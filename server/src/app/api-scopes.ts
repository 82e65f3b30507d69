import type { ApiScope, ScopeRule } from '../core/api-access';

/**
 * Left to sessions on purpose: the account (tokens, profile, identities), comments, follows, notifications and private
 * messages (a token reads conversations with `read`; sending, muting and blocking stay a person's own).
 *
 * The one table of what a personal API token needs for each write (issue 28): GraphQL mutations by field name, REST
 * calls by method and path. Reads need `read` (GraphQL queries and subscriptions, every GET, and the POST calls listed
 * below that only read). A write that is not listed is a session's only: a new mutation or route stays closed to
 * tokens until it is declared here (test: server/test/api-tokens.test.ts).
 */
const MUTATION_SCOPES: Record<ApiScope, string[]> = {
  read: ['ping'],
  'write:matches': [
    'scheduleMatch',
    'reportMatchScores',
    'finalizeMatch',
    'updateMatchPage',
    'previewResultCorrection',
    'correctMatchResult',
    'reportMatchResult',
    'addDisputeEvidence',
    'postDisputeMessage',
    'resolveDispute',
    'proposeReschedule',
    'answerReschedule',
    'moveMatch',
  ],
  'write:teams': [
    'createTeam',
    'updateTeamProfile',
    'inviteToTeam',
    'respondToTeamInvitation',
    'promoteTeamMember',
    'demoteTeamMember',
    'removeTeamMember',
    'leaveTeam',
    'transferTeamLeadership',
    'joinLadder',
    'cancelLadderEntry',
    'joinTournament',
    'cancelTournamentEntry',
    'checkInTournament',
    'updateTeamAvailability',
  ],
  'admin:organizer': [
    'createOrganizer',
    'updateOrganizerProfile',
    'inviteStaff',
    'respondToStaffInvitation',
    'promoteStaff',
    'demoteStaff',
    'removeStaff',
    'leaveStaff',
    'setStaffAssignment',
    'transferOrganizerOwnership',
    'createLadder',
    'toggleLadderStatus',
    'updateLadderSettings',
    'updateLadderMetrics',
    'updateLeagueProfile',
    'inviteTeamToLadder',
    'decideLadderTeam',
    'createTournament',
    'updateTournamentProfile',
    'updateTournamentSettings',
    'decideTournamentTeam',
    'seedTournament',
    'saveTournamentSeeding',
    'startTournament',
    'advanceStage',
    'decideStageTie',
    'updateLeagueReportingMode',
    'updateTournamentReportingMode',
    'createWebhook',
    'rotateWebhookSecret',
    'deleteWebhook',
    'redeliverWebhook',
    'importTournamentEntrants',
    'importTournamentFromObf',
  ],
};

/** `METHOD /path` under /api (`:name` matches one segment). */
const ROUTE_SCOPES: Record<ApiScope, string[]> = {
  // POST calls that only read.
  read: [
    'POST /comp/get-all-ladders',
    'POST /league/get-league-staff',
    'POST /organizer/get-league-staff',
    'POST /leaderboard/get-user-team-names',
    'POST /tourney/preview-next-stage',
  ],
  'write:matches': [
    'POST /league/create-ladder-match',
    'POST /league/post-match-progress',
    'PUT /league/finalize-league-match',
    'POST /league/propose-reschedule',
    'POST /league/answer-reschedule',
    'PUT /league/move-match',
  ],
  'write:teams': [
    'POST /team/create-team',
    'POST /team/send-team-invite',
    'PUT /team/update-team-status',
    'PUT /teams/update-team-status',
    'DELETE /team/delete-team-user',
    'POST /league/auto-join',
    'POST /league/cancel-join-request',
    'POST /tourney/auto-join',
    'POST /tourney/join-tourney',
    'POST /tourney/cancel-join-request',
    'POST /tourney/check-in',
    'PUT /team/update-team-availability',
  ],
  'admin:organizer': [
    'POST /organizer/create-organizer',
    'POST /organizer/invite-staff',
    'POST /organizer/send-org-invite',
    'POST /organizer/delete-staff',
    'PATCH /organizer/update-staff',
    'PUT /organizer/update-org-status',
    'POST /organizer/create-webhook',
    'POST /organizer/rotate-webhook-secret',
    'DELETE /organizer/delete-webhook',
    'POST /organizer/redeliver-webhook',
    'POST /league/create-league',
    'POST /league/invite-team',
    'PUT /league/update-ladder-settings/:leagueId',
    'PUT /league/update-ladder-metrics/:leagueId',
    'PUT /league/update-ladder-status/:leagueId',
    'PUT /league/update-ladder-team-status',
    'POST /tourney/create-tourney',
    'POST /tourney/save-bracket-data',
    'POST /tourney/start-tourney',
    'PUT /tourney/update-participant-status',
    'PUT /tourney/update-settings',
    'POST /tourney/import-entrants',
    'POST /tourney/import-obf',
    'POST /tourney/advance-stage',
    'POST /tourney/decide-stage-tie',
  ],
};

const mutationScope = new Map<string, ApiScope>();
for (const [scope, fields] of Object.entries(MUTATION_SCOPES) as Array<[ApiScope, string[]]>)
  for (const field of fields) mutationScope.set(field, scope);

const routeScopes = (Object.entries(ROUTE_SCOPES) as Array<[ApiScope, string[]]>).flatMap(([scope, routes]) =>
  routes.map((route) => {
    const [method, path] = route.split(' ');
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
    return { method, pattern, scope };
  }),
);

export const apiScopeRule: ScopeRule = {
  mutation: (field) => mutationScope.get(field),
  route(method, path) {
    const verb = method.toUpperCase();
    if (verb === 'GET' || verb === 'HEAD') return 'read';
    return routeScopes.find((route) => route.method === verb && route.pattern.test(path))?.scope;
  },
};

/** For the test that keeps the table honest: every declared mutation exists in the schema. */
export const declaredMutations = (): string[] => [...mutationScope.keys()];
