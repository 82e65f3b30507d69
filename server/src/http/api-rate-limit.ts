import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface ApiRateLimitAnswer {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (RateLimit-Reset; Retry-After when refused). */
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;

/** API_RATE_LIMIT_PER_MINUTE (default 600): requests a minute to /graphql and /api per token, session or address. */
export function apiRateLimitPerMinute(env: NodeJS.ProcessEnv): number {
  const value = Number(env.API_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : 600;
}

/**
 * Counts /graphql and /api requests per key in fixed one-minute windows: in Redis when REDIS_URL is set (every process
 * counts together; an in-memory insurance limiter answers while Redis is unreachable, stack-notes T26), else in the
 * process.
 */
export class ApiRateLimiter {
  readonly limit: number;
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | undefined;

  constructor(env: NodeJS.ProcessEnv, redisUrl: string | undefined) {
    this.limit = apiRateLimitPerMinute(env);
    const options = {
      points: this.limit,
      duration: WINDOW_SECONDS,
      keyPrefix: `${env.AUTH_RATE_LIMIT_KEY_PREFIX?.trim() || 'clutch'}:api-rate`,
    };
    if (redisUrl) {
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // A Redis that is down is reported by the insurance limiter's use, not as an unhandled 'error' event.
      this.redis.on('error', () => undefined);
      this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      this.limiter = new RateLimiterMemory(options);
    }
  }

  /** Resolves once Redis is connected (or after a short wait), so the first requests already count together. */
  async ready(timeoutMs = 2000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async consume(key: string): Promise<ApiRateLimitAnswer> {
    try {
      const res = await this.limiter.consume(key);
      return {
        allowed: true,
        limit: this.limit,
        remaining: res.remainingPoints,
        resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      };
    } catch (refusal) {
      // Only a RateLimiterRes means "over the limit"; anything else is a failure to report, not a 429.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, limit: this.limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }

  close(): void {
    this.redis?.disconnect();
  }
}
