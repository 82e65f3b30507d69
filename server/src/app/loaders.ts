import type { EntityManager } from 'typeorm';
import { createCatalogLoaders } from '../catalog';
import { createCommentsLoaders } from '../comments';
import type { Loaders } from '../core/context';
import { createFollowsLoaders } from '../follows';
import { createLeaderboardsLoaders } from '../leaderboards';
import { createLeagueLoaders } from '../leagues';
import { createMatchLoaders } from '../matches';
import { createMatchReportLoaders } from '../match-reports';
import { createMessagesLoaders } from '../messages';
import { createNotificationsLoaders } from '../notifications';
import { createOrganizersLoaders } from '../organizers';
import { createSchedulingLoaders } from '../scheduling';
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
    () => createCommentsLoaders(db, set),
    () => createLeaderboardsLoaders(db, set),
    () => createLeagueLoaders(db, set),
    () => createMatchLoaders(db, set),
    () => createSchedulingLoaders(db),
    () => createTournamentLoaders(db),
    () => createNotificationsLoaders(db),
    () => createMatchReportLoaders(db),
    () => createMessagesLoaders(db),
  ] as const;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllLoaders = UnionToIntersection<ReturnType<ReturnType<typeof domainLoaders>[number]>>;

// core/context declares an empty Loaders interface so core knows no domain; the composition root fills it in.
declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends AllLoaders {}
}

/**
 * A request's loaders: one getter per loader, on a prototype made once per process, reading its domain's set, which
 * is built on the first read of any of its loaders (a page reads two or three domains' of eleven; a full set cost
 * ~0.15 ms and its garbage on every request). Reads and primes through the set (`all` in the factories) reach the
 * same instances, so a prime fills the request's loaders.
 */
class RequestLoaders {
  private readonly factories: ReturnType<typeof domainLoaders>;
  private readonly built: Array<Record<string, unknown> | undefined> = [];
  constructor(db: EntityManager) {
    this.factories = domainLoaders(db, this);
  }
  /** Domain `index`'s loaders, built now if this request has not read any of them yet. */
  domain(index: number): Record<string, unknown> {
    return (this.built[index] ??= this.factories[index]() as Record<string, unknown>);
  }
}

let prototypeReady = false;

/** Gives RequestLoaders' prototype a getter per loader, from one set made once (factories only construct DataLoaders). */
function definePrototype(db: EntityManager) {
  const probe = domainLoaders(db, {});
  probe.forEach((make, index) => {
    for (const name of Object.keys(make())) {
      Object.defineProperty(RequestLoaders.prototype, name, {
        enumerable: true,
        get(this: RequestLoaders) {
          return this.domain(index)[name];
        },
      });
    }
  });
  prototypeReady = true;
}

/**
 * Every domain's DataLoaders in one object, made once per request (HTTP), per operation (WebSocket) and per
 * transaction, so a page's query costs a bounded number of SQL statements whatever its size.
 */
export function createLoaders(db: EntityManager): Loaders {
  if (!prototypeReady) definePrototype(db);
  return new RequestLoaders(db) as unknown as Loaders;
}
