import type { RequestContext } from '../core/context';
import type { Organizer } from '../organizers/organizers.entities';
import type { Team } from '../teams/teams.entities';
import type { User } from '../users/users.entities';
import type { Follow, FollowEntityType, TopEntry } from './follows.entities';
import { followTargetKey } from './follows.loaders';

/** A follow or a top-5 slot: what it points at. */
type Pointer = { entityType: FollowEntityType; id: string };

function pointerOf(row: Follow | TopEntry): Pointer {
  return 'followedId' in row ? { entityType: row.entityType, id: row.followedId } : { entityType: row.entityType, id: row.entityId };
}

/** Follows and MY TOP 5 lists. Public reads. */
export const followsService = {
  /** What the user actively follows, most recent first; optionally one entity type. */
  async following(ctx: RequestContext, user: User, entityType?: FollowEntityType | null) {
    const rows = await ctx.loaders.activeFollowsByFollowerId.load(user.id);
    return entityType ? rows.filter((f) => f.entityType === entityType) : rows;
  },
  followerCount(ctx: RequestContext, entityType: FollowEntityType, id: string) {
    return ctx.loaders.followerCountByTarget.load(followTargetKey(entityType, id));
  },
  async topEntries(ctx: RequestContext, user: User): Promise<TopEntry[]> {
    const page = await ctx.loaders.userPageByUserId.load(user.id);
    return page ? ctx.loaders.topEntriesByPageId.load(page.id) : [];
  },
  /** The user a follow or slot points at (null when it points at something else, or at a user since removed). */
  user(ctx: RequestContext, row: Follow | TopEntry): Promise<User | null> | null {
    const target = pointerOf(row);
    return target.entityType === 'user' ? ctx.loaders.userById.load(target.id) : null;
  },
  team(ctx: RequestContext, row: Follow | TopEntry): Promise<Team | null> | null {
    const target = pointerOf(row);
    return target.entityType === 'team' ? ctx.loaders.teamById.load(target.id) : null;
  },
  organizer(ctx: RequestContext, row: Follow | TopEntry): Promise<Organizer | null> | null {
    const target = pointerOf(row);
    return target.entityType === 'organizer' ? ctx.loaders.organizerById.load(target.id) : null;
  },
  followId(follow: Follow) {
    return `${follow.followerId}:${follow.entityType}:${follow.followedId}`;
  },
  topEntryId(entry: TopEntry) {
    return `${entry.pageId}:${entry.position}`;
  },
};
