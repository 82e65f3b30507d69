import type { RequestContext } from '../core/context';
import { findByIdOrName, getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { User } from './users.entities';

/** Users and their pages. Public reads; the user's own invitations only for the user. */
export const usersService = {
  /** By id or user name, case-insensitive (/user/{user_param}). */
  getUser(ctx: RequestContext, param: string) {
    return findByIdOrName(ctx, param, { entity: User, nameProperty: 'userName', label: 'User', missingMessage: Messages.userParamRequired, byId: ctx.loaders.userById });
  },
  /**
   * The user an invitation names (spec 02 section 5): trimmed, lowercased, everything but letters and digits removed
   * (user names are letters and digits only); BAD_USER_INPUT when nothing is left, NOT_FOUND when no one has it.
   */
  async byInviteName(ctx: RequestContext, raw: unknown): Promise<User> {
    const name = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/[^a-z0-9]/g, '') : '';
    if (!name) throw AppError.badInput(Messages.inviteUserNameRequired, { userName: Messages.inviteUserNameRequired });
    return findByIdOrName(ctx, name, { entity: User, nameProperty: 'userName', label: 'User', byId: ctx.loaders.userById });
  },
  /** Adds to the universal scores of several players (a finalized match), in the caller's transaction. */
  async addToScores(ctx: RequestContext, userIds: string[], points: number): Promise<void> {
    if (userIds.length === 0 || points === 0) return;
    await ctx.db.query(`UPDATE users SET user_score = user_score + $2 WHERE user_id = ANY($1::uuid[])`, [userIds, points]);
    for (const id of userIds) ctx.loaders.userById.clear(id);
  },
  /** Strictly by id (REST user-by-id): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  getById(ctx: RequestContext, id: unknown): Promise<User> {
    return getEntityOrThrow(ctx, User, id, 'User', ctx.loaders.userById);
  },
  /** The signed-in user's own profile (Query.viewer); null when signed out. */
  viewer(ctx: RequestContext) {
    return ctx.viewer ? ctx.loaders.userById.load(ctx.viewer.userId) : null;
  },
  /** An optional reference (invited_by, created_by): null when unset or gone. */
  byId(ctx: RequestContext, id: string | null) {
    return optionalRef(ctx.loaders.userById, id);
  },
  /** A reference a foreign key guarantees (a member's or staff member's user). */
  existing(ctx: RequestContext, id: string) {
    return requiredRef(ctx.loaders.userById, id, 'User');
  },
  /** A user a foreign key guarantees, with the user's page (null before one exists), for a list of places to show. */
  async withPage(ctx: RequestContext, id: string) {
    return { user: await usersService.existing(ctx, id), page: await ctx.loaders.userPageByUserId.load(id) };
  },
  page(ctx: RequestContext, user: User) {
    return ctx.loaders.userPageByUserId.load(user.id);
  },
  async commentWall(ctx: RequestContext, user: User) {
    const page = await ctx.loaders.userPageByUserId.load(user.id);
    return optionalRef(ctx.loaders.commentWallById, page?.commentWallId);
  },

};
