import type { RequestContext } from '../core/context';
import { getEntityOrThrow } from '../core/entities';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import type { Organizer } from '../organizers';
import type { Team } from '../teams';
import { User, UserPage, usersService } from '../users';
import { FOLLOW_ENTITY_TYPES, TopEntry, type Follow, type FollowEntityType } from './follows.entities';
import { followTargetKey, viewerFollowKey, type ProfileCard } from './follows.loaders';

/** A follow or a top-5 slot: what it points at. */
type Pointer = { entityType: FollowEntityType; id: string };

function pointerOf(row: Follow | TopEntry): Pointer {
  return 'followedId' in row ? { entityType: row.entityType, id: row.followedId } : { entityType: row.entityType, id: row.entityId };
}

/** The MY TOP 5 list holds this many slots. */
export const TOP_ENTRIES_MAX = 5;

/** What a follow call names: the target, and (REST only) a follower id that must be the viewer's own. */
export interface FollowInput {
  entityType: unknown;
  followedId: unknown;
  followerId?: unknown;
}

/** The answer of follow, unfollow and followStatus (the REST facade's isFollowing). */
export interface FollowStatusModel {
  entityType: FollowEntityType;
  followedId: string;
  isFollowing: boolean;
  followerCount: number;
}

/** A top-5 slot with the name and picture of what it points at. */
export interface TopCard extends ProfileCard {
  position: number;
}

const LABELS: Record<FollowEntityType, string> = { user: 'User', team: 'Team', organizer: 'Organizer', league: 'League', tournament: 'Tournament' };

/** user, team, organizer or league, whatever the case; BAD_USER_INPUT otherwise. */
export function parseEntityType(value: unknown): FollowEntityType {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(FOLLOW_ENTITY_TYPES as readonly string[]).includes(type)) {
    throw AppError.badInput(Messages.followEntityTypeInvalid, { entity_type: Messages.followEntityTypeInvalid });
  }
  return type as FollowEntityType;
}

/** A follower id sent by the client is only ever the viewer's own: the follower is always the signed-in user. */
function followerOf(ctx: RequestContext, followerId: unknown): string {
  const viewer = requireViewer(ctx);
  if (followerId !== undefined && followerId !== null && followerId !== '' && assertUuid(followerId, 'follower_id') !== viewer.userId) {
    throw AppError.forbidden(Messages.followAsSelfOnly);
  }
  return viewer.userId;
}

/** The followed entity, validated and checked to exist (NOT_FOUND otherwise). */
async function targetOf(ctx: RequestContext, input: FollowInput): Promise<Pointer> {
  const entityType = parseEntityType(input.entityType);
  const id = assertUuid(input.followedId, 'followed_id');
  const row = await lookupOf(entityType)(ctx, id);
  if (!row) throw AppError.notFound(LABELS[entityType]);
  return { entityType, id };
}

/** Finds a followed row by id (null when there is none). */
export type FollowableLookup = (ctx: RequestContext, id: string) => Promise<object | null>;

/**
 * Followable pages of domains above follows (ladders and tournaments import follows' callers, so follows cannot import
 * them): their lookups are registered once by the composition root.
 */
const registeredFollowables = new Map<FollowEntityType, FollowableLookup>();

/** Called once per kind by the composition root. */
export function registerFollowable(entityType: FollowEntityType, lookup: FollowableLookup) {
  registeredFollowables.set(entityType, lookup);
}

function lookupOf(entityType: FollowEntityType): FollowableLookup {
  const own: Partial<Record<FollowEntityType, FollowableLookup>> = {
    user: (ctx, id) => ctx.loaders.userById.load(id),
    team: (ctx, id) => ctx.loaders.teamById.load(id),
    organizer: (ctx, id) => ctx.loaders.organizerById.load(id),
  };
  const lookup = own[entityType] ?? registeredFollowables.get(entityType);
  if (!lookup) throw new Error(`No followable registered for ${entityType}`);
  return lookup;
}

async function statusOf(ctx: RequestContext, target: Pointer, isFollowing: boolean): Promise<FollowStatusModel> {
  const followerCount = await ctx.loaders.followerCountByTarget.load(followTargetKey(target.entityType, target.id));
  return { entityType: target.entityType, followedId: target.id, isFollowing, followerCount };
}

/** The page a top-5 call names, by users_page_id or by its user's id. */
async function userPageOf(ctx: RequestContext, pageOrUserId: unknown): Promise<UserPage> {
  const id = assertUuid(pageOrUserId, 'page_id');
  const page = await ctx.db.getRepository(UserPage).findOne({ where: [{ id }, { userId: id }] });
  if (!page) throw AppError.notFound('User page');
  return page;
}

/** A user named by id or user name, as a string or inside an object ({ entity_id | user_id | entity_name | user_name }). */
async function userNamed(ctx: RequestContext, entity: unknown): Promise<User> {
  const record = typeof entity === 'object' && entity !== null ? (entity as Record<string, unknown>) : null;
  const value = record ? (record.entity_id ?? record.user_id ?? record.id ?? record.entity_name ?? record.user_name) : entity;
  if (typeof value !== 'string' || value.trim() === '') {
    throw AppError.badInput(Messages.topEntityRequired, { new_entity: Messages.topEntityRequired });
  }
  return usersService.getUser(ctx, value);
}

/** 1..5, or undefined when not given; BAD_USER_INPUT otherwise. */
function positionOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const position = typeof value === 'string' ? Number(value) : value;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1 || position > TOP_ENTRIES_MAX) {
    throw AppError.badInput(Messages.topPositionInvalid, { position: Messages.topPositionInvalid });
  }
  return position;
}

/**
 * Replaces a page's MY TOP 5 with these entries, in order: at most 5, no repeats, never the page's own user.
 * One transaction: the old slots go and the new ones are numbered 1..n.
 */
async function writeTopEntries(ctx: RequestContext, page: UserPage, entries: Pointer[]): Promise<TopEntry[]> {
  if (entries.length > TOP_ENTRIES_MAX) throw AppError.badInput(Messages.topTooMany, { userIds: Messages.topTooMany });
  if (new Set(entries.map((e) => e.id)).size !== entries.length) {
    throw AppError.badInput(Messages.topRepeated, { userIds: Messages.topRepeated });
  }
  if (entries.some((e) => e.entityType === 'user' && e.id === page.userId))
    throw AppError.badInput(Messages.topSelf, { userIds: Messages.topSelf });
  await inTransaction(ctx, async (tx) => {
    const repo = tx.db.getRepository(TopEntry);
    await repo.delete({ pageId: page.id });
    if (entries.length > 0) {
      await repo.insert(entries.map((e, i) => ({ pageId: page.id, position: i + 1, entityType: e.entityType, entityId: e.id })));
    }
  });
  ctx.loaders.topEntriesByPageId.clear(page.id);
  return ctx.loaders.topEntriesByPageId.load(page.id);
}

/** Follows and MY TOP 5 lists. Reads are public; every write acts for the signed-in user only. */
export const followsService = {
  /** What the user actively follows, most recent first; optionally one entity type. */
  async following(ctx: RequestContext, user: User, entityType?: FollowEntityType | null) {
    const rows = await ctx.loaders.activeFollowsByFollowerId.load(user.id);
    return entityType ? rows.filter((f) => f.entityType === entityType) : rows;
  },

  /** The menu's following list: active follows, newest first, with name and picture (two statements for any size). */
  async followedProfiles(ctx: RequestContext, user: User, entityType?: FollowEntityType | null): Promise<ProfileCard[]> {
    const follows = await followsService.following(ctx, user, entityType);
    const cards = await ctx.loaders.profileCardByTarget.loadMany(follows.map((f) => followTargetKey(f.entityType, f.followedId)));
    // a follow whose target has since been removed has no card: it is left out
    return cards.filter((card): card is ProfileCard => card !== null && !(card instanceof Error));
  },

  /** REST get-all/{userId}: the followed profiles of a user named by id. */
  async followedProfilesOf(ctx: RequestContext, userId: unknown) {
    const user = await getEntityOrThrow(ctx, User, userId, 'User');
    return { user, profiles: await followsService.followedProfiles(ctx, user) };
  },

  followerCount(ctx: RequestContext, entityType: FollowEntityType, id: string) {
    return ctx.loaders.followerCountByTarget.load(followTargetKey(entityType, id));
  },

  /** Whether the signed-in user follows it; false when signed out (no statement then). */
  async viewerIsFollowing(ctx: RequestContext, entityType: FollowEntityType, id: string): Promise<boolean> {
    return ctx.viewer ? ctx.loaders.viewerFollows.load(viewerFollowKey(ctx.viewer.userId, entityType, id)) : false;
  },

  /** Whether the signed-in user follows an entity (false when signed out); NOT_FOUND for an unknown entity. */
  async status(ctx: RequestContext, input: FollowInput): Promise<FollowStatusModel> {
    const anonymous = !ctx.viewer && (input.followerId === undefined || input.followerId === null || input.followerId === '');
    const followerId = anonymous ? null : followerOf(ctx, input.followerId);
    const target = await targetOf(ctx, input);
    const isFollowing = followerId
      ? await ctx.loaders.viewerFollows.load(viewerFollowKey(followerId, target.entityType, target.id))
      : false;
    return statusOf(ctx, target, isFollowing);
  },

  /**
   * Follows (active) or unfollows (not active) as the signed-in user. Idempotent: one upsert of is_active, and
   * updated_at moves only when the state changes. Following oneself is refused.
   */
  async setFollowing(ctx: RequestContext, input: FollowInput, active: boolean): Promise<FollowStatusModel> {
    const followerId = followerOf(ctx, input.followerId);
    const entityType = parseEntityType(input.entityType);
    const followedId = assertUuid(input.followedId, 'followed_id');
    if (entityType === 'user' && followedId === followerId)
      throw AppError.badInput(Messages.followSelf, { followed_id: Messages.followSelf });
    const target = await targetOf(ctx, { entityType, followedId });
    await ctx.db.query(
      active
        ? `INSERT INTO follows (follower_id, followed_id, entity_type, is_active) VALUES ($1, $2, $3, true)
           ON CONFLICT (follower_id, followed_id, entity_type) DO UPDATE SET is_active = true, updated_at = now() WHERE NOT follows.is_active`
        : `UPDATE follows SET is_active = false, updated_at = now() WHERE follower_id = $1 AND followed_id = $2 AND entity_type = $3 AND is_active`,
      [followerId, target.id, target.entityType],
    );
    const key = followTargetKey(target.entityType, target.id);
    ctx.loaders.followerCountByTarget.clear(key);
    ctx.loaders.activeFollowsByFollowerId.clear(followerId);
    ctx.loaders.viewerFollows
      .clear(viewerFollowKey(followerId, target.entityType, target.id))
      .prime(viewerFollowKey(followerId, target.entityType, target.id), active);
    return statusOf(ctx, target, active);
  },

  async topEntries(ctx: RequestContext, user: User): Promise<TopEntry[]> {
    const page = await ctx.loaders.userPageByUserId.load(user.id);
    return page ? ctx.loaders.topEntriesByPageId.load(page.id) : [];
  },

  /** Replaces the signed-in user's MY TOP 5 with these users, best first; every user must exist. */
  async setTopEntries(ctx: RequestContext, userIds: readonly unknown[]): Promise<TopEntry[]> {
    const viewer = requireViewer(ctx);
    if (userIds.length > TOP_ENTRIES_MAX) throw AppError.badInput(Messages.topTooMany, { userIds: Messages.topTooMany });
    const ids = userIds.map((id) => assertUuid(id, 'userIds'));
    const page = await ctx.loaders.userPageByUserId.load(viewer.userId);
    if (!page) throw AppError.notFound('User page');
    if (ids.includes(viewer.userId)) throw AppError.badInput(Messages.topSelf, { userIds: Messages.topSelf });
    if (new Set(ids).size !== ids.length) throw AppError.badInput(Messages.topRepeated, { userIds: Messages.topRepeated });
    const users = await ctx.loaders.userById.loadMany(ids);
    if (users.some((user) => !user || user instanceof Error)) throw AppError.notFound('User');
    return writeTopEntries(
      ctx,
      page,
      ids.map((id) => ({ entityType: 'user' as const, id })),
    );
  },

  /**
   * REST update-top: puts one user into the page's MY TOP 5. With a position, that slot is replaced (or the user
   * moves there); without one the user is appended, and a full list asks for a position. Own page only.
   */
  async updateTopEntry(ctx: RequestContext, input: { pageId: unknown; entity: unknown; position?: unknown }): Promise<TopEntry[]> {
    const viewer = requireViewer(ctx);
    const page = await userPageOf(ctx, input.pageId);
    if (page.userId !== viewer.userId) throw AppError.forbidden(Messages.topOwnPageOnly);
    const record = typeof input.entity === 'object' && input.entity !== null ? (input.entity as Record<string, unknown>) : {};
    const position = positionOf(input.position ?? record.position);
    const user = await userNamed(ctx, input.entity);
    const current = (await ctx.loaders.topEntriesByPageId.load(page.id)).map(pointerOf);
    const present = current.some((e) => e.entityType === 'user' && e.id === user.id);
    if (present && position === undefined) return ctx.loaders.topEntriesByPageId.load(page.id);
    const entries = current.filter((e) => !(e.entityType === 'user' && e.id === user.id));
    const entry: Pointer = { entityType: 'user', id: user.id };
    if (position === undefined) {
      if (entries.length >= TOP_ENTRIES_MAX) throw AppError.badInput(Messages.topFull, { position: Messages.topFull });
      entries.push(entry);
    } else if (position <= entries.length) {
      entries[position - 1] = entry;
    } else {
      entries.push(entry);
    }
    return writeTopEntries(ctx, page, entries);
  },

  /** A MY TOP 5 with the name and picture of each slot (REST get-top), by page id or user id. */
  async topCards(ctx: RequestContext, pageOrUserId: unknown): Promise<TopCard[]> {
    const page = await userPageOf(ctx, pageOrUserId);
    return followsService.cardsOf(ctx, await ctx.loaders.topEntriesByPageId.load(page.id));
  },

  async cardsOf(ctx: RequestContext, entries: TopEntry[]): Promise<TopCard[]> {
    const cards = await ctx.loaders.profileCardByTarget.loadMany(entries.map((e) => followTargetKey(e.entityType, e.entityId)));
    return entries.flatMap((entry, i) => {
      const card = cards[i];
      return card && !(card instanceof Error) ? [{ ...card, position: entry.position }] : [];
    });
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

/** REST's is_active: a boolean, or the strings 'true' / 'false'; `fallback` when absent. */
export function parseActive(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw AppError.badInput(Messages.followActiveInvalid, { is_active: Messages.followActiveInvalid });
}
