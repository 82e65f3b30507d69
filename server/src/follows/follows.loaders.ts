import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { loaderOfMany } from '../core/batch';
import { Follow, TopEntry, type FollowEntityType } from './follows.entities';

/** The key of a followable thing: `${entityType}:${id}`. */
export const followTargetKey = (entityType: FollowEntityType, id: string) => `${entityType}:${id}`;

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
    /** The MY TOP 5 slots of each user page, by position. */
    topEntriesByPageId: loaderOfMany(db, TopEntry, 'pageId', { position: 'ASC' }),
  };
}
