import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/** How hard failed password sign-ins are throttled (see SignInThrottle). */
export interface SignInThrottleSettings {
  /** Failures one address may make for one account before back-off starts. */
  freeFailuresPerPair: number;
  /** The first back-off (seconds); it doubles with every further failure of the pair, up to maxBackoffSeconds. */
  firstBackoffSeconds: number;
  maxBackoffSeconds: number;
  /** Failures for one account from all addresses in an hour before only addresses without failures may try it. */
  failuresPerAccount: number;
  /** Failures from one address across all accounts in an hour before it may not sign in at all. */
  failuresPerIp: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const HOUR = 3600;
const DAY = 24 * HOUR;
/** How long an address stays known after a sign-in. (The memory store's timers cap a key's life at about 24 days.) */
const KNOWN_ADDRESS_SECONDS = 14 * DAY;

/**
 * Throttles failed password sign-ins without letting an attacker lock the owner out.
 *
 * - Per (account, address) pair, exponential back-off: after `freeFailuresPerPair` failures the pair waits
 *   `firstBackoffSeconds`, then twice as long after every further failure (capped). A correct password resets it.
 *   This is what stops one attacker guessing, and it never touches the owner's own address.
 * - Per account, a much larger hourly budget (`failuresPerAccount`) against guessing from many addresses. Over it,
 *   the account is not locked: an address with no failures for it may still try (and a correct password signs in),
 *   but any address that has failed for it waits until the hour is over. A botnet thus gets one guess per address,
 *   while the owner, signing in from an address the attacker never used, gets in. An address the account signed in
 *   from before (within 14 days) is known and keeps its own back-off only, so an owner's typo at home during an attack
 *   does not lock them out either.
 * - Per address, an hourly budget across accounts (`failuresPerIp`), against one address spraying many accounts.
 *
 * An attempt counts as a failure from the moment it starts (so parallel guesses cannot all slip through before the
 * first one is counted) and is taken back when the password turns out right. Counters live in Redis when REDIS_URL
 * is set, so every process sees the same numbers, with an in-memory insurance limiter while Redis is unreachable
 * (stack-notes T26); in memory otherwise.
 */
export class SignInThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairBackoff: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;
  private readonly ipFailures: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;

  /** `redis`: the shared store (see sharedLimitStore), or undefined to count in this process's memory. */
  constructor(
    private readonly settings: SignInThrottleSettings,
    private readonly redis?: Redis,
    keyPrefix = 'signin',
  ) {
    const limiter = (name: string, points: number, duration: number) => {
      const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration };
      const memory = new RateLimiterMemory(options);
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
    };
    // Counters are read with get() and raised with penalty(), so their `points` only bound remainingPoints.
    this.pairFailures = limiter('pair', Number.MAX_SAFE_INTEGER, DAY);
    this.pairBackoff = limiter('backoff', 1, settings.maxBackoffSeconds);
    this.accountFailures = limiter('account', settings.failuresPerAccount, HOUR);
    this.ipFailures = limiter('ip', settings.failuresPerIp, HOUR);
    this.knownAddresses = limiter('known', 1, KNOWN_ADDRESS_SECONDS);
  }



  /**
   * Before the password is checked: refuses the attempt, or counts it as a failure until succeeded() says otherwise.
   * `account` is the normalized e-mail (or phone), `ip` the client address.
   */
  async begin(account: string, ip: string): Promise<ThrottleVerdict> {
    const pair = pairKey(account, ip);
    const [ipCount, backoff, accountCount, pairCount, known] = await Promise.all([
      this.ipFailures.get(ip),
      this.pairBackoff.get(pair),
      this.accountFailures.get(account),
      this.pairFailures.get(pair),
      this.knownAddresses.get(pair),
    ]);
    const waits: number[] = [];
    if (ipCount && ipCount.consumedPoints >= this.settings.failuresPerIp) waits.push(ipCount.msBeforeNext);
    if (backoff) waits.push(backoff.msBeforeNext);
    const accountUnderAttack = (accountCount?.consumedPoints ?? 0) >= this.settings.failuresPerAccount;
    const pairHasFailed = (pairCount?.consumedPoints ?? 0) > 0;
    if (accountUnderAttack && pairHasFailed && !known) waits.push(accountCount!.msBeforeNext);
    if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };

    const [failures] = await Promise.all([this.pairFailures.penalty(pair), this.accountFailures.penalty(account), this.ipFailures.penalty(ip)]);
    const backoffSeconds = this.backoffAfter(failures);
    if (backoffSeconds > 0) await this.pairBackoff.block(pair, backoffSeconds);
    return { allowed: true };
  }

  /** The password was right: the attempt was no failure, the pair starts afresh, and the address is known. */
  async succeeded(account: string, ip: string): Promise<void> {
    const pair = pairKey(account, ip);
    await Promise.all([
      this.pairFailures.delete(pair),
      this.pairBackoff.delete(pair),
      this.knownAddresses.set(pair, 1, KNOWN_ADDRESS_SECONDS),
      this.accountFailures.reward(account),
      this.ipFailures.reward(ip),
    ]);
  }

  /** 0 below the free failures, then firstBackoffSeconds doubling per failure, capped. */
  private backoffAfter(failures: RateLimiterRes): number {
    const over = failures.consumedPoints - this.settings.freeFailuresPerPair;
    if (over < 0) return 0;
    return Math.min(this.settings.maxBackoffSeconds, this.settings.firstBackoffSeconds * 2 ** Math.min(over, 30));
  }
}

/**
 * The Redis connection rate limits share, for REDIS_URL. Commands fail at once while Redis is down (no offline queue),
 * so the insurance limiters answer instead of requests hanging (stack-notes T26).
 */
export function sharedLimitStore(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // reconnects by itself; the insurance limiters cover the gap
  return redis;
}

/** Resolves once the store is connected, or after `timeoutMs` (the insurance limiters answer until it is). */
export async function storeReady(redis: Redis, timeoutMs = 2000): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => redis.once('ready', () => resolve())),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}

function pairKey(account: string, ip: string): string {
  return `${account}|${ip}`;
}
