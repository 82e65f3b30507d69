/** Page links. Team links use the team name (doc 01 section 2); user links the user name. */
export const userPath = (userName: string) => `/user/${encodeURIComponent(userName)}`;
export const teamPath = (teamName: string) => `/team/${encodeURIComponent(teamName)}`;
export const organizerPath = (organizerId: string) => `/organizer/${encodeURIComponent(organizerId)}`;
export const leaguePath = (leagueId: string) => `/league/${encodeURIComponent(leagueId)}`;
export const matchPath = (matchId: string) => `/match/${encodeURIComponent(matchId)}`;
export const tournamentPath = (tournamentId: string) => `/tournament/${encodeURIComponent(tournamentId)}`;
