import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from './auth.settings';

/** Counts attempts per key. In memory by default; a shared store (Redis) can implement the same seam. */
export interface RateLimiter {
  /** Records one attempt for every key and says whether all of them are still within the rule. */
  hit(keys: string[], rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

interface Window {
  start: number;
  count: number;
  previous: number;
}

/**
 * A sliding-window counter per key: the current fixed window plus the previous one weighted by how much
 * of it still overlaps, so a burst at a window boundary cannot double the limit.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(keys: string[], rule: RateLimitRule) {
    const now = this.now();
    let allowed = true;
    let retryAfterMs = 0;
    for (const key of keys) {
      const w = this.current(key, rule.windowMs, now);
      w.count += 1;
      const overlap = 1 - (now - w.start) / rule.windowMs;
      const estimate = w.count + w.previous * overlap;
      if (estimate > rule.limit) {
        allowed = false;
        retryAfterMs = Math.max(retryAfterMs, w.start + rule.windowMs - now);
      }
    }
    if (this.windows.size > this.maxKeys) this.prune(now, rule.windowMs);
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private current(key: string, windowMs: number, now: number): Window {
    const start = now - (now % windowMs);
    const w = this.windows.get(key);
    if (!w) {
      const fresh = { start, count: 0, previous: 0 };
      this.windows.set(key, fresh);
      return fresh;
    }
    if (w.start !== start) {
      w.previous = w.start === start - windowMs ? w.count : 0;
      w.start = start;
      w.count = 0;
    }
    return w;
  }

  private prune(now: number, windowMs: number) {
    for (const [key, w] of this.windows) if (now - w.start >= 2 * windowMs) this.windows.delete(key);
    // Still too many live keys (a flood of distinct e-mails): forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The same seam over rate-limiter-flexible's Redis store (fixed windows), so every process behind REDIS_URL counts
 * together; an in-memory insurance limiter answers while Redis is unreachable (stack-notes T26).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix = 'auth-rate',
  ) {}

  async hit(keys: string[], rule: RateLimitRule) {
    const limiter = this.limiterFor(rule);
    let allowed = true;
    let retryAfterMs = 0;
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (refusal) {
        // Only a RateLimiterRes means "over the limit"; anything else is a failure to report, not a 429.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        allowed = false;
        retryAfterMs = Math.max(retryAfterMs, refusal.msBeforeNext);
      }
    }
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private limiterFor(rule: RateLimitRule): RateLimiterRedis {
    const name = `${rule.limit}:${rule.windowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: `${this.keyPrefix}:${name}`, points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
      limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}
