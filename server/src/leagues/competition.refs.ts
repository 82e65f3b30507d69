import type { RequestContext } from '../core/context';

/** A row another row points at by a NOT NULL foreign key exists by construction: a miss is a bug, not a user error. */
async function required<T>(row: Promise<T | null>, what: string, id: string): Promise<T> {
  const value = await row;
  if (!value) throw new Error(`${what} ${id} is referenced but missing`);
  return value;
}

/**
 * Rows competition rows point at, through the request's loaders: leagues and tournaments, and the community half's
 * teams, organizers, users and comment walls.
 */
export const competitionRefs = {
  league(ctx: RequestContext, leagueId: string) {
    return required(ctx.loaders.leagueById.load(leagueId), 'League', leagueId);
  },
  tournament(ctx: RequestContext, tournamentId: string) {
    return required(ctx.loaders.tournamentById.load(tournamentId), 'Tournament', tournamentId);
  },
  team(ctx: RequestContext, teamId: string) {
    return required(ctx.loaders.teamById.load(teamId), 'Team', teamId);
  },
  teamOrNull(ctx: RequestContext, teamId: string | null) {
    return teamId ? ctx.loaders.teamById.load(teamId) : null;
  },
  organizer(ctx: RequestContext, organizerId: string) {
    return required(ctx.loaders.organizerById.load(organizerId), 'Organizer', organizerId);
  },
  userOrNull(ctx: RequestContext, userId: string | null) {
    return userId ? ctx.loaders.userById.load(userId) : null;
  },
  commentWallOrNull(ctx: RequestContext, wallId: string | null) {
    return wallId ? ctx.loaders.commentWallById.load(wallId) : null;
  },
};
