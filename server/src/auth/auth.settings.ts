import type { AppConfig } from '../config';
import type { SignInThrottleSettings } from './sign-in-throttle';

/** Limits of one rate-limited endpoint: at most `limit` requests per `windowMs`, per IP and per e-mail. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Auth tunables. They come from AppConfig plus the AUTH_* variables below (read once at start). */
export interface AuthSettings {
  /** Public origin; links in mail point here and redirect_to must stay on it. */
  publicUrl: string;
  /**
   * `iss` of access tokens (AUTH_JWT_ISSUER; else `${PUBLIC_URL}/auth/v1` when PUBLIC_URL is set; else `clutch`).
   * Never derived from the port: every process of one deployment must sign and accept the same issuer.
   */
  issuer: string;
  autoConfirm: boolean;
  /** Access-token lifetime (seconds). */
  accessTokenTtl: number;
  /** A rotated refresh token may be presented again this long (seconds) while its child is still unused. */
  refreshReuseInterval: number;
  /** Lifetime of mailed recovery links and codes (seconds). */
  recoveryTtl: number;
  /** Lifetime of mailed confirmation and e-mail-change links (seconds). */
  confirmationTtl: number;
  minPasswordLength: number;
  rateLimits: { token: RateLimitRule; other: RateLimitRule };
  /** Failed password sign-ins: back-off per (e-mail, address), budgets per e-mail and per address. */
  signInThrottle: SignInThrottleSettings;
  /** Namespace of the rate-limit counters in Redis (several deployments, or test suites, on one Redis). */
  rateLimitKeyPrefix: string;
  /**
   * How long (ms) a process reuses the answer that a session is signed in (AUTH_SESSION_CHECK_CACHE_MS, 10 s); a
   * sign-out ends it at once everywhere, this only bounds a lost message. 0 checks the database on every request.
   */
  sessionCheckCacheMs: number;
}

/**
 * The `iss` of access tokens. Trust comes from the signing key (JWT_PRIVATE_KEY, verified on every token); the issuer
 * is a label that must be the same in every process of a deployment. Like GoTrue (GOTRUE_JWT_ISSUER, else
 * API_EXTERNAL_URL) it is AUTH_JWT_ISSUER, else the auth URL under an explicit PUBLIC_URL; without either it is the
 * fixed `clutch`, never the per-port default origin, so processes on different ports accept each other's tokens.
 */
function tokenIssuer(publicUrl: string, env: NodeJS.ProcessEnv): string {
  const configured = env.AUTH_JWT_ISSUER?.trim();
  if (configured) return configured;
  return env.PUBLIC_URL?.trim() ? `${publicUrl}/auth/v1` : 'clutch';
}

const FIVE_MINUTES = 5 * 60 * 1000;

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/**
 * AUTH_RATE_LIMIT_TOKEN (default 150) and AUTH_RATE_LIMIT_OTHER (default 30) requests per
 * AUTH_RATE_LIMIT_WINDOW_MS (default 300000); AUTH_REFRESH_TOKEN_REUSE_INTERVAL seconds (default 10);
 * AUTH_SIGNIN_FAILURES_PER_EMAIL (default 50) and AUTH_SIGNIN_FAILURES_PER_IP (default 100) failed sign-ins an hour;
 * AUTH_RATE_LIMIT_KEY_PREFIX (default clutch) namespaces the counters in Redis.
 */
export function loadAuthSettings(config: AppConfig, env: NodeJS.ProcessEnv = config.env): AuthSettings {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const windowMs = positiveInt(env.AUTH_RATE_LIMIT_WINDOW_MS, FIVE_MINUTES) || FIVE_MINUTES;
  return {
    publicUrl,
    issuer: tokenIssuer(publicUrl, env),
    autoConfirm: config.autoConfirm,
    accessTokenTtl: 3600,
    refreshReuseInterval: positiveInt(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 10),
    sessionCheckCacheMs: positiveInt(env.AUTH_SESSION_CHECK_CACHE_MS, 10_000),
    recoveryTtl: 3600,
    confirmationTtl: 24 * 3600,
    minPasswordLength: 6,
    rateLimits: {
      token: { limit: positiveInt(env.AUTH_RATE_LIMIT_TOKEN, 150), windowMs },
      other: { limit: positiveInt(env.AUTH_RATE_LIMIT_OTHER, 30), windowMs },
    },
    signInThrottle: {
      freeFailuresPerPair: 5,
      firstBackoffSeconds: 1,
      maxBackoffSeconds: 3600,
      failuresPerAccount: positiveInt(env.AUTH_SIGNIN_FAILURES_PER_EMAIL, 50) || 50,
      failuresPerIp: positiveInt(env.AUTH_SIGNIN_FAILURES_PER_IP, 100) || 100,
    },
    rateLimitKeyPrefix: env.AUTH_RATE_LIMIT_KEY_PREFIX?.trim() || 'clutch',
  };
}
