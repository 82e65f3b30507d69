import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { loaderOfMany } from '../core/batch';
import { Follow, TopEntry, type FollowEntityType } from './follows.entities';

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

/** Every key's ids, per entity type (keys are followTargetKey strings). */
function idsByType(keys: readonly string[]): Record<FollowEntityType, string[]> {
  const ids: Record<FollowEntityType, Set<string>> = { user: new Set(), team: new Set(), organizer: new Set(), league: new Set(), tournament: new Set() };
  for (const key of keys) {
    const at = key.indexOf(':');
    ids[key.slice(0, at) as FollowEntityType]?.add(key.slice(at + 1));
  }
  return { user: [...ids.user], team: [...ids.team], organizer: [...ids.organizer], league: [...ids.league], tournament: [...ids.tournament] };
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
     * (one UNION ALL branch per entity type, each over its primary key); null for an id that names nothing.
     */
    profileCardByTarget: new DataLoader<string, ProfileCard | null>(async (keys) => {
      const ids = idsByType(keys);
      const rows: Array<{ entity_type: FollowEntityType; id: string; name: string; picture: string | null }> = await db.query(
        `SELECT 'user' AS entity_type, u.user_id AS id, u.user_name AS name, p.user_profile_pic AS picture
           FROM users u LEFT JOIN users_page p ON p.user_id = u.user_id WHERE u.user_id = ANY($1::uuid[])
         UNION ALL
         SELECT 'team', t.team_id, t.team_name, p.team_profile_pic
           FROM teams t LEFT JOIN team_page p ON p.team_id = t.team_id WHERE t.team_id = ANY($2::uuid[])
         UNION ALL
         SELECT 'organizer', o.organizer_id, o.org_name, p.organizer_profile_pic
           FROM organizers o LEFT JOIN organizer_page p ON p.organizer_id = o.organizer_id WHERE o.organizer_id = ANY($3::uuid[])
         UNION ALL
         SELECT 'league', l.league_id, l.league_name, p.league_profile_pic
           FROM leagues l LEFT JOIN league_page p ON p.league_id = l.league_id WHERE l.league_id = ANY($4::uuid[])
         UNION ALL
         SELECT 'tournament', t.tournament_id, t.tourney_name, p.tourney_profile_pic
           FROM tournaments t LEFT JOIN tournament_page p ON p.tournament_id = t.tournament_id WHERE t.tournament_id = ANY($5::uuid[])`,
        [ids.user, ids.team, ids.organizer, ids.league, ids.tournament],
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
