import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import type { ProfileCard } from './follows.loaders';
import { followsService, parseActive, type FollowInput, type FollowStatusModel, type TopCard } from './follows.service';

/** The earlier client sends p_-prefixed names (p_follower_id, ...); plain names work too. */
function followInputOf(source: Record<string, unknown> | undefined): FollowInput & { active?: unknown } {
  const pick = (name: string) => source?.[`p_${name}`] ?? source?.[name];
  return { followerId: pick('follower_id'), followedId: pick('followed_id'), entityType: pick('entity_type'), active: pick('is_active') };
}

export const toRestFollowStatus = (s: FollowStatusModel) => ({
  isFollowing: s.isFollowing,
  follower_count: s.followerCount,
  followed_id: s.followedId,
  entity_type: s.entityType,
});
export const toRestFollowed = (followerId: string) => (p: ProfileCard) => ({
  follower_id: followerId,
  followed_id: p.id,
  entity_type: p.entityType,
  is_active: true,
  entity_name: p.name,
  entity_pic: p.picture,
});
export const toRestTopCard = (c: TopCard) => ({
  position: c.position,
  entity_type: c.entityType,
  entity_id: c.id,
  entity_name: c.name,
  entity_pic: c.picture,
});

/** /api/follow/*: follow state, the menu's following list and MY TOP 5. The follower is always the signed-in user. */
export function followsRoutes(): Router {
  const router = Router();
  router.get('/follow/status', async (req, res) => {
    res.json(toRestFollowStatus(await followsService.status(contextOf(req), followInputOf(req.query as Record<string, unknown>))));
  });
  router.post('/follow/dofollow', async (req, res) => {
    const input = followInputOf(bodyOf(req));
    res.json(toRestFollowStatus(await followsService.setFollowing(contextOf(req), input, parseActive(input.active, true))));
  });
  router.put('/follow/unfollow', async (req, res) => {
    const input = followInputOf(bodyOf(req));
    res.json(toRestFollowStatus(await followsService.setFollowing(contextOf(req), input, parseActive(input.active, false))));
  });
  router.get('/follow/get-all/:userId', async (req, res) => {
    const { user, profiles } = await followsService.followedProfilesOf(contextOf(req), req.params.userId);
    res.json({ data: profiles.map(toRestFollowed(user.id)) });
  });
  router.get('/follow/get-top/:pageId', async (req, res) => {
    res.json({ data: (await followsService.topCards(contextOf(req), req.params.pageId)).map(toRestTopCard) });
  });
  router.post('/follow/update-top', async (req, res) => {
    const { page_id: pageId, new_entity: entity, position } = bodyOf(req);
    const entries = await followsService.updateTopEntry(contextOf(req), { pageId, entity, position });
    res.json({ data: (await followsService.cardsOf(contextOf(req), entries)).map(toRestTopCard) });
  });
  return router;
}
