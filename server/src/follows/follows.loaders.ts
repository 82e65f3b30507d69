import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { loaderOfMany } from '../core/batch';
import { FOLLOW_ENTITY_TYPES, Follow, TopEntry, type FollowEntityType } from './follows.entities';

/** The key of a followable thing: `${entityType}:${id}`. */
export const followTargetKey = (entityType: FollowEntityType, id: string) => `${entityType}:${id}`;

/** The key of "does this viewer follow that target": `${viewerId}|${entityType}:${id}`. */
export const viewerFollowKey = (viewerId: string, entityType: FollowEntityType, id: string) =>
  `${viewerId}|${followTargetKey(entityType, id)}`;

/** Name and picture of a user, team, organizer or league: what follow lists, top-5 slots and search hits show. */
export interface ProfileCard {
  entityType: FollowEntityType;
  id: string;
  name: string;
  picture: string | null;
}

/**
 * Where a followable type's card (name and picture) is read: its table, id and name columns, its page table and that
 * page's picture column. The follow lists and the header search read cards from here.
 */
export const CARD_SOURCES: Record<FollowEntityType, { table: string; id: string; name: string; page: string; picture: string }> = {
  user: { table: 'users', id: 'user_id', name: 'user_name', page: 'users_page', picture: 'user_profile_pic' },
  team: { table: 'teams', id: 'team_id', name: 'team_name', page: 'team_page', picture: 'team_profile_pic' },
  organizer: { table: 'organizers', id: 'organizer_id', name: 'org_name', page: 'organizer_page', picture: 'organizer_profile_pic' },
  league: { table: 'leagues', id: 'league_id', name: 'league_name', page: 'league_page', picture: 'league_profile_pic' },
  tournament: { table: 'tournaments', id: 'tournament_id', name: 'tourney_name', page: 'tournament_page', picture: 'tourney_profile_pic' },
};

/**
 * The cards of the ids given per type, in one statement: one UNION ALL branch per followable type, each over its
 * primary key, the ids of the n-th type being the n-th parameter (a uuid array).
 */
const CARDS_SQL = FOLLOW_ENTITY_TYPES.map((type, n) => {
  const { table, id, name, page, picture } = CARD_SOURCES[type];
  return `SELECT '${type}' AS entity_type, o.${id} AS id, o.${name} AS name, p.${picture} AS picture
    FROM ${table} o LEFT JOIN ${page} p ON p.${id} = o.${id} WHERE o.${id} = ANY($${n + 1}::uuid[])`;
}).join('\n  UNION ALL\n');

/** Every key's ids, in FOLLOW_ENTITY_TYPES order (keys are followTargetKey strings). */
function idsByType(keys: readonly string[]): string[][] {
  const ids = new Map<string, Set<string>>(FOLLOW_ENTITY_TYPES.map((type) => [type, new Set()]));
  for (const key of keys) {
    const at = key.indexOf(':');
    ids.get(key.slice(0, at))?.add(key.slice(at + 1));
  }
  return FOLLOW_ENTITY_TYPES.map((type) => [...ids.get(type)!]);
}

export function createFollowsLoaders(db: EntityManager) {
  return {
    /** Active follows of each follower, most recently (re)followed first. */
    activeFollowsByFollowerId: new DataLoader<string, Follow[]>(async (followerIds) => {
      const rows = await db.getRepository(Follow).find({
        where: { followerId: In([...followerIds]), isActive: true },
        order: { updatedAt: 'DESC', followedId: 'ASC' },
      });
      const groups = new Map<string, Follow[]>(followerIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.followerId)?.push(row);
      return followerIds.map((id) => groups.get(id)!);
    }),
    /**
     * Active follower counts keyed by followTargetKey: one grouped query over the partial
     * (followed_id, entity_type) WHERE is_active index for the whole batch, 0 for targets nobody follows.
     */
    followerCountByTarget: new DataLoader<string, number>(async (keys) => {
      const ids = [...new Set(keys.map((key) => key.slice(key.indexOf(':') + 1)))];
      const rows: Array<{ entity_type: FollowEntityType; followed_id: string; n: number }> = await db.query(
        `SELECT entity_type, followed_id, count(*)::int AS n FROM follows
          WHERE is_active AND followed_id = ANY($1::uuid[]) GROUP BY entity_type, followed_id`,
        [ids],
      );
      const counts = new Map(rows.map((row) => [followTargetKey(row.entity_type, row.followed_id), row.n]));
      return keys.map((key) => counts.get(key) ?? 0);
    }),
    /**
     * Whether a viewer actively follows a target, keyed by viewerFollowKey. Keys are grouped per viewer (a request
     * has one), so a page of users, teams, organizers and leagues costs one statement per viewer.
     */
    viewerFollows: new DataLoader<string, boolean>(async (keys) => {
      const byViewer = new Map<string, string[]>();
      for (const key of keys) {
        const [viewerId, target] = key.split('|');
        byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), target]);
      }
      const following = new Set<string>();
      for (const [viewerId, targets] of byViewer) {
        const ids = [...new Set(targets.map((target) => target.slice(target.indexOf(':') + 1)))];
        const rows: Array<{ entity_type: FollowEntityType; followed_id: string }> = await db.query(
          `SELECT entity_type, followed_id FROM follows WHERE follower_id = $1 AND is_active AND followed_id = ANY($2::uuid[])`,
          [viewerId, ids],
        );
        for (const row of rows) following.add(viewerFollowKey(viewerId, row.entity_type, row.followed_id));
      }
      return keys.map((key) => following.has(key));
    }),
    /**
     * Name and picture of users, teams, organizers and leagues keyed by followTargetKey, in one statement per batch
     * (CARDS_SQL); null for an id that names nothing.
     */
    profileCardByTarget: new DataLoader<string, ProfileCard | null>(async (keys) => {
      const rows: Array<{ entity_type: FollowEntityType; id: string; name: string; picture: string | null }> = await db.query(
        CARDS_SQL,
        idsByType(keys),
      );
      const cards = new Map(
        rows.map((row) => [
          followTargetKey(row.entity_type, row.id),
          { entityType: row.entity_type, id: row.id, name: row.name, picture: row.picture } satisfies ProfileCard,
        ]),
      );
      return keys.map((key) => cards.get(key) ?? null);
    }),
    /** The MY TOP 5 slots of each user page, by position. */
    topEntriesByPageId: loaderOfMany(db, TopEntry, 'pageId', { position: 'ASC' }),
  };
}
