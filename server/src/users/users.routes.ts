import { Router } from 'express';
import type { RequestContext } from '../core/context';
import { contextOf } from '../core/http';
import { toRestPageMedia } from '../core/page-columns';
import type { User, UserPage } from './users.entities';
import { usersService } from './users.service';

/** users_page in the spec's names; every field null for a user without a page yet. */
export const toRestUserPage = (user: User, page: UserPage | null) => ({
  users_page_id: page?.id ?? null,
  user_id: user.id,
  ...toRestPageMedia('user', page),
  comment_wall_id: page?.commentWallId ?? null,
});

/** A user in the spec's names, with users_page as a one-item list (the earlier client reads users_page[0]). */
export const toRestUser = (user: User, page: UserPage | null) => ({
  user_id: user.id,
  user_name: user.userName,
  display_name: user.displayName,
  user_bio: user.bio,
  user_score: user.score,
  created_at: user.createdAt.toISOString(),
  users_page: page ? [toRestUserPage(user, page)] : [],
});

async function restUser(ctx: RequestContext, user: User) {
  return toRestUser(user, await usersService.page(ctx, user));
}

/** /api/user/*: user lookups and the user page (same services as GraphQL; page editing: pages). */
export function usersRoutes(): Router {
  const router = Router();
  router.get('/user/user-by-id/:id', async (req, res) => {
    res.json(await restUser(contextOf(req), await usersService.getById(contextOf(req), req.params.id)));
  });
  router.get('/user/user-by-name/:name', async (req, res) => {
    res.json(await restUser(contextOf(req), await usersService.getUser(contextOf(req), req.params.name)));
  });
  router.get('/user/get-user-page/:uuid', async (req, res) => {
    const user = await usersService.getById(contextOf(req), req.params.uuid);
    res.json(toRestUserPage(user, await usersService.page(contextOf(req), user)));
  });
  return router;
}
