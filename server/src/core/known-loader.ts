import DataLoader from 'dataloader';

/**
 * A DataLoader that can also answer synchronously with what it already holds: a value primed, or a load that has
 * resolved. A GraphQL resolver returning a known value spares the executor a promise, and DataLoader a scheduled
 * batch, per field: a leaderboard page reads 26 players and their pages, all primed by the page's own statement.
 * Otherwise it is DataLoader, unchanged (loads, batching, cache, prime, clear).
 */
export class KnownLoader<K, V, C = K> extends DataLoader<K, V, C> {
  private readonly cache: SettlingCache<C, V>;
  private readonly keyOf: (key: K) => C;

  constructor(batchLoadFn: DataLoader.BatchLoadFn<K, V>, options: Omit<DataLoader.Options<K, V, C>, 'cacheMap' | 'cache'> = {}) {
    const cache = new SettlingCache<C, V>();
    super(batchLoadFn, { ...options, cacheMap: cache });
    this.cache = cache;
    this.keyOf = options.cacheKeyFn ?? ((key: K) => key as unknown as C);
  }

  /** The value of `key` when it is known (primed, or loaded and resolved); otherwise `load(key)`. */
  loadKnown(key: K): V | Promise<V> {
    const cacheKey = this.keyOf(key);
    return this.cache.settled.has(cacheKey) ? (this.cache.settled.get(cacheKey) as V) : this.load(key);
  }

  override prime(key: K, value: V | PromiseLike<V> | Error): this {
    const cacheKey = this.keyOf(key);
    // DataLoader keeps what it holds and ignores the prime: so does the known value.
    const fresh = this.cache.get(cacheKey) === undefined;
    this.cache.priming = true;
    try {
      super.prime(key, value);
    } finally {
      this.cache.priming = false;
    }
    if (fresh && !(value instanceof Error) && !isThenable(value)) this.cache.settled.set(cacheKey, value);
    return this;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** DataLoader's cache of promises, with the values of those that resolved (a rejected load is never known). */
class SettlingCache<C, V> extends Map<C, Promise<V>> {
  readonly settled = new Map<C, V>();
  /** Set while DataLoader stores a primed value: KnownLoader.prime records it at once. */
  priming = false;

  override set(key: C, promise: Promise<V>): this {
    super.set(key, promise);
    this.settled.delete(key);
    if (!this.priming) {
      promise.then(
        (value) => {
          // Only while this promise is still the cached one (not cleared or replaced meanwhile).
          if (super.get(key) === promise) this.settled.set(key, value);
        },
        () => undefined,
      );
    }
    return this;
  }

  override delete(key: C): boolean {
    this.settled.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.settled.clear();
    super.clear();
  }
}

/** `then` for a value that may be known already: applied at once to a value, after it resolves to a promise. */
export function mapKnown<T, R>(value: T | Promise<T>, map: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(map) : map(value);
}
