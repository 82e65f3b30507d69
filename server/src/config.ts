import path from 'node:path';

/** An S3-compatible bucket (path-style addressing) for uploaded media. */
export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL objects are served from; defaults to endpoint/bucket. */
  publicUrl?: string;
}

/** Every setting comes from the environment with a safe default; the README lists them. */
export interface AppConfig {
  port: number;
  /** A PostgreSQL server; when unset the app runs on an embedded PGlite stored under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's page cache (EMBEDDED_PG_SHARED_BUFFERS, e.g. `32MB`); unset takes EMBEDDED_SHARED_BUFFERS. */
  embeddedSharedBuffers: string | undefined;
  /** When set, subscriptions fan out through Redis so several processes serve one live page. */
  redisUrl: string | undefined;
  /** PEM of the token-signing private key; generated and kept in dataDir when unset. */
  jwtPrivateKey: string | undefined;
  /** Public origin used in links sent by mail and share links. */
  publicUrl: string;
  /** Folder holding the built client, served at / with history fallback. */
  clientDist: string | undefined;
  /** Seed the demo world when the database is empty on start. */
  seedOnStart: boolean;
  /** Sign-ups are confirmed at once unless set to false. */
  autoConfirm: boolean;
  /** An S3-compatible bucket for uploaded media; local files under dataDir/media when unset. */
  s3: S3Settings | undefined;
  /**
   * Reverse proxies (IPs or CIDRs) whose X-Forwarded-For is believed: the client address (rate limits) comes from it
   * only when the direct peer is one of these; otherwise it is the socket's address. Empty trusts no one.
   */
  trustedProxies: string[];
  /**
   * On SIGTERM/SIGINT, how long in-flight HTTP requests may take to finish before their connections are cut
   * (SHUTDOWN_GRACE_MS, 10 s). Subscriptions are closed at once with 1012 (Service Restart) so clients reconnect.
   */
  shutdownGraceMs: number;
  /** How often each process's job worker looks for due jobs (JOBS_POLL_MS, 1 s); 0 runs none (tests drive it). */
  jobsPollMs: number;
  /** The environment the config was read from (the auth settings read their AUTH_* variables from it). */
  env: NodeJS.ProcessEnv;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 4000);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    embeddedSharedBuffers: sharedBuffersSetting(env.EMBEDDED_PG_SHARED_BUFFERS),
    redisUrl: env.REDIS_URL || undefined,
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    clientDist: env.CLIENT_DIST,
    seedOnStart: env.SEED_ON_START !== 'false',
    autoConfirm: env.AUTH_AUTOCONFIRM !== 'false',
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: env.S3_PUBLIC_URL || undefined,
        }
      : undefined,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    jobsPollMs: jobsPollSetting(env.JOBS_POLL_MS),
    env,
  };
}

/** EMBEDDED_PG_SHARED_BUFFERS as PostgreSQL takes it (`32MB`, `16384kB`, `1GB`); anything else stops the start with its name. */
function sharedBuffersSetting(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d{0,6}(kB|MB|GB)$/.test(value)) throw new Error(`EMBEDDED_PG_SHARED_BUFFERS must be a size like 32MB (got ${JSON.stringify(value)})`);
  return value;
}

/** JOBS_POLL_MS as a whole number of milliseconds (0 turns the poller off); anything else stops the start with its name. */
function jobsPollSetting(value: string | undefined): number {
  if (value === undefined || value === '') return 1_000;
  if (!/^\d{1,7}$/.test(value)) throw new Error(`JOBS_POLL_MS must be a whole number of milliseconds (got ${JSON.stringify(value)})`);
  return Number(value);
}
