import type { EntityManager } from 'typeorm';
import { createCatalogLoaders } from '../catalog';
import { createCommentsLoaders } from '../comments';
import type { Loaders } from '../core/context';
import { createFollowsLoaders } from '../follows';
import { createLeaderboardsLoaders } from '../leaderboards';
import { createLeagueLoaders } from '../leagues';
import { createMatchLoaders } from '../matches';
import { createNotificationsLoaders } from '../notifications';
import { createOrganizersLoaders } from '../organizers';
import { createTeamsLoaders } from '../teams';
import { createTournamentLoaders } from '../tournaments';
import { createUsersLoaders } from '../users';

/**
 * Each domain's loader factory, to be called on demand. Some batch functions prime other domains' loaders (a standings
 * row brings its team): they get the whole set. (`all` is typed `object` here and cast inside, so Loaders' type can
 * be read from this function's return type without a cycle.)
 */
function domainLoaders(db: EntityManager, all: object) {
  const set = all as Loaders;
  return [
    () => createCatalogLoaders(db),
    () => createUsersLoaders(db),
    () => createTeamsLoaders(db, set),
    () => createOrganizersLoaders(db),
    () => createFollowsLoaders(db),
    () => createCommentsLoaders(db),
    () => createLeaderboardsLoaders(db, set),
    () => createLeagueLoaders(db, set),
    () => createMatchLoaders(db, set),
    () => createTournamentLoaders(db),
    () => createNotificationsLoaders(db),
  ] as const;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllLoaders = UnionToIntersection<ReturnType<ReturnType<typeof domainLoaders>[number]>>;

// core/context declares an empty Loaders interface so core knows no domain; the composition root fills it in.
declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends AllLoaders {}
}

/** Which loaders each factory makes, read once per process from one set (factories only construct DataLoaders). */
let loaderNames: string[][] | undefined;

/**
 * Every domain's DataLoaders in one object, made once per request (HTTP), per operation (WebSocket) and per
 * transaction, so a page's query costs a bounded number of SQL statements whatever its size. A domain's loaders are
 * built on the first read of any of them: a page reads two or three domains' of eleven, and a full set cost ~0.15 ms
 * and its garbage on every request.
 */
export function createLoaders(db: EntityManager): Loaders {
  const all = {} as Loaders;
  const factories = domainLoaders(db, all);
  loaderNames ??= factories.map((make) => Object.keys(make()));
  factories.forEach((make, index) => {
    const names = loaderNames![index];
    const build = () => {
      const made = make() as Record<string, unknown>;
      // The same instances from now on: a prime through `all` fills the request's loaders.
      for (const name of names) Object.defineProperty(all, name, { value: made[name], writable: true, enumerable: true, configurable: true });
    };
    for (const name of names) {
      Object.defineProperty(all, name, {
        enumerable: true,
        configurable: true,
        get() {
          build();
          return (all as unknown as Record<string, unknown>)[name];
        },
      });
    }
  });
  return all;
}
