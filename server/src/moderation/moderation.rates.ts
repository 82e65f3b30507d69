import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps, RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { usersService } from '../users';

/** Posts (comments and messages) one user may make per window (POSTING_RATE_LIMIT_PER_MINUTE overrides it). */
export const POSTING_LIMIT_PER_MINUTE = 10;
/** The tighter budget of an account younger than NEW_ACCOUNT_HOURS (POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE). */
export const NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE = 3;
/** An account is new (tighter posting budget) this many hours after it was created. */
export const NEW_ACCOUNT_HOURS = 24;
/** The posting limits count in fixed windows of this many seconds. */
export const POSTING_WINDOW_SECONDS = 60;

/** The kinds of posts that spend the author's posting budget (names are screened, never rate-limited). */
const RATED_KINDS = new Set(['comment', 'message']);

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Posting limits per user, for comments and messages: POSTING_LIMIT_PER_MINUTE, and NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE
 * for an account younger than NEW_ACCOUNT_HOURS. Counted in Redis when REDIS_URL is set, so every process spends one
 * budget (an in-memory insurance limiter answers while Redis is unreachable, stack-notes T26), else in the process. The
 * counters are namespaced like the other rate limits (AUTH_RATE_LIMIT_KEY_PREFIX, default clutch).
 */
export class PostingRates {
  readonly limit: number;
  readonly newAccountLimit: number;
  private readonly established: RateLimiterAbstract;
  private readonly fresh: RateLimiterAbstract;
  private readonly redis: Redis | undefined;

  constructor(env: NodeJS.ProcessEnv, redisUrl: string | undefined) {
    this.limit = positiveInt(env.POSTING_RATE_LIMIT_PER_MINUTE, POSTING_LIMIT_PER_MINUTE);
    this.newAccountLimit = positiveInt(env.POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE, NEW_ACCOUNT_POSTING_LIMIT_PER_MINUTE);
    const prefix = `${env.AUTH_RATE_LIMIT_KEY_PREFIX?.trim() || 'clutch'}:post-rate`;
    if (redisUrl) {
      // The same client settings as the auth rate limits (auth/sign-in-throttle.ts sharedLimitStore): fail fast, no queue.
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', () => undefined); // reconnects by itself; the insurance limiters cover the gap
    }
    const limiter = (points: number, name: string): RateLimiterAbstract => {
      const options = { points, duration: POSTING_WINDOW_SECONDS, keyPrefix: `${prefix}:${name}` };
      const memory = new RateLimiterMemory(options);
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
    };
    this.established = limiter(this.limit, 'user');
    this.fresh = limiter(this.newAccountLimit, 'new-user');
  }

  /** Resolves once Redis is connected (or after a short wait), so the first posts already count across processes. */
  async ready(timeoutMs = 2000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => redis.once('ready', () => resolve())),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  /** Spends one post of the user's budget; TOO_MANY_REQUESTS saying when to try again when it is spent. */
  async spend(userId: string, newAccount: boolean): Promise<void> {
    try {
      await (newAccount ? this.fresh : this.established).consume(userId);
    } catch (refusal) {
      // Only a RateLimiterRes means "over the limit"; anything else is a failure to report, not a 429.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
      throw AppError.tooManyRequests(Messages.moderationPostingTooFast.replace('{wait}', wait), seconds);
    }
  }

  /** Closes the Redis connection (when there is one): the composition root's stop calls it. */
  close(): void {
    this.redis?.disconnect();
  }
}

/** Each running app's posting limits, found from a request's `ctx.app` (several apps may run in one test process). */
const installed = new WeakMap<AppDeps, PostingRates>();

/** The composition root installs the app's posting limits once at start (and closes them on stop). */
export function installPostingRates(app: AppDeps, rates: PostingRates): void {
  installed.set(app, rates);
}

/**
 * Spends one post of the author's budget when the post is a comment or a message, called by the moderation screen
 * after bans and time-outs (a refused post spends nothing) and before the filters (a held post is still a post). An app
 * without installed limits (a unit test of one domain) does not limit.
 */
export async function spendPostingBudget(ctx: RequestContext, input: { authorId: string; kind: string }): Promise<void> {
  const rates = ctx.app ? installed.get(ctx.app) : undefined;
  if (!rates || !RATED_KINDS.has(input.kind)) return;
  const author = await usersService.getById(ctx, input.authorId);
  const newAccount = Date.now() - new Date(author.createdAt).getTime() < NEW_ACCOUNT_HOURS * 3600_000;
  await rates.spend(input.authorId, newAccount);
}
