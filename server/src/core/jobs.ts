import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from './context';

/** A job as a domain enqueues it. */
export interface NewJob {
  /** Which JobDefinition runs it. */
  kind: string;
  /** JSON data for the run (ids, not rows: the run reads the data as it is then). */
  payload: Record<string, unknown>;
  /** Not before this instant; now when omitted. */
  runAt?: Date;
  /** At most one pending job per key (e.g. `match.auto-confirm:<matchId>`): a second enqueue does nothing... */
  dedupeKey?: string;
  /** ...unless `replace`, which moves the pending job to this runAt and payload (and restarts its attempts). */
  replace?: boolean;
}

/** The queue a service writes to (`ctx.app.jobs`), always inside the caller's transaction. */
export interface JobQueue {
  /** In the caller's transaction (db): the job exists iff that write commits. */
  enqueue(db: EntityManager, job: NewJob): Promise<void>;
  /** Removes the pending job with that key (in the caller's transaction); nothing when there is none. */
  cancel(db: EntityManager, dedupeKey: string): Promise<void>;
  /** Called by core/transaction after a commit: when that transaction enqueued work, the worker looks at once. */
  afterCommit(db: EntityManager): void;
}

export interface JobRun {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  app: AppDeps;
}

/** What a domain exports (from its index.ts) for each job kind it handles; app/jobs.ts lists them all. */
export interface JobDefinition {
  kind: string;
  /**
   * Does the work, in its own transaction(s). At least once: a process that dies mid-run leaves the job to run again
   * after the lease, so a run checks the state it acts on (a match already finalized: nothing to do).
   * Throwing schedules a retry (see `retry`).
   */
  run(payload: Record<string, unknown>, job: JobRun): Promise<void>;
  /** Back-off after a failed run: baseSeconds * 2^(attempt-1), at most maxSeconds; after maxAttempts, `giveUp`. */
  retry?: { baseSeconds: number; maxSeconds: number; maxAttempts: number };
  /** After the last failed attempt; the job row then stays (failed_at) for inspection. */
  giveUp?(payload: Record<string, unknown>, job: JobRun & { error: string }): Promise<void>;
}

export interface JobWorkerOptions {
  /** How often the worker looks for due jobs (ms); 0 runs no poller (tests drive `runDue`). JOBS_POLL_MS. */
  pollMs: number;
  /** Jobs one claim takes; they run concurrently. */
  batchSize: number;
  /** A claimed job is not due again for this long (s): the lease, above any job's own timeouts. */
  leaseSeconds: number;
}

export const DEFAULT_RETRY = { baseSeconds: 30, maxSeconds: 3_600, maxAttempts: 8 };
const DEFAULT_WORKER: JobWorkerOptions = { pollMs: 1_000, batchSize: 10, leaseSeconds: 300 };

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  version: number;
}

/** `UPDATE ... RETURNING` answers [rows, count] through TypeORM's postgres driver, rows alone through others. */
function returnedRows<T>(result: unknown): T[] {
  const rows = result as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

/**
 * The durable job queue: table `jobs`. Every process runs a worker; a claim takes due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them (run_at moves past the run, version changes), so racing workers and
 * processes never take the same job, and a restart loses nothing (the queue is the table, never a timer in memory).
 * A finished job is deleted; a failed one is retried with back-off, then kept with failed_at.
 */
export class JobWorker implements JobQueue {
  private readonly options: JobWorkerOptions;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly enqueuedIn = new WeakSet<EntityManager>();
  private app?: AppDeps;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    definitions: JobDefinition[],
    options: Partial<JobWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_WORKER, ...options };
    for (const definition of definitions) {
      if (this.definitions.has(definition.kind)) throw new Error(`Two job definitions for kind ${definition.kind}`);
      this.definitions.set(definition.kind, definition);
    }
  }

  async enqueue(db: EntityManager, job: NewJob): Promise<void> {
    if (!this.definitions.has(job.kind)) throw new Error(`No job definition for kind ${job.kind}`);
    const runAt = (job.runAt ?? new Date()).toISOString();
    const payload = JSON.stringify(job.payload);
    if (job.dedupeKey === undefined) {
      await db.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, $3)`, [job.kind, payload, runAt]);
    } else {
      await db.query(
        `INSERT INTO jobs (kind, payload, run_at, dedupe_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (dedupe_key) WHERE failed_at IS NULL DO ${
           job.replace
             ? `UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, run_at = EXCLUDED.run_at, attempts = 0,
                 last_error = NULL, version = jobs.version + 1`
             : 'NOTHING'
         }`,
        [job.kind, payload, runAt, job.dedupeKey],
      );
    }
    this.enqueuedIn.add(db);
  }

  async cancel(db: EntityManager, dedupeKey: string): Promise<void> {
    await db.query(`DELETE FROM jobs WHERE dedupe_key = $1 AND failed_at IS NULL`, [dedupeKey]);
  }

  afterCommit(db: EntityManager): void {
    if (this.enqueuedIn.has(db)) {
      this.enqueuedIn.delete(db);
      this.kick();
    }
  }

  /** Starts the poller (unless pollMs is 0); `app` is what runs receive. */
  start(app: AppDeps): void {
    this.app = app;
    if (this.options.pollMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** A pass soon; passes never overlap in one process. */
  kick(): void {
    if (!this.timer || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.runBatch(new Date())) > 0);
        } while (this.again && !this.stopped);
      } catch (error) {
        // The database is away (or closing): the next tick tries again.
        console.error('[jobs] pass failed:', error instanceof Error ? error.message : String(error));
      } finally {
        this.running = undefined;
      }
    })();
  }

  /**
   * Runs every job due at `now` (the real clock by default; a test passes a later instant to jump past a window),
   * batch after batch, and answers how many ran. Tests call it with the poller off (JOBS_POLL_MS=0).
   */
  async runDue(now: Date = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runBatch(now);
      if (ran === 0) return total;
      total += ran;
    }
  }

  /** Stops the poller and waits for a pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runBatch(now: Date): Promise<number> {
    if (!this.app || this.definitions.size === 0) return 0;
    const claimed = returnedRows<ClaimedJob>(
      await this.dataSource.query(
        `UPDATE jobs SET attempts = attempts + 1, version = version + 1,
                run_at = now() + make_interval(secs => $3)
          WHERE id IN (
            SELECT id FROM jobs
             WHERE failed_at IS NULL AND run_at <= $1 AND kind = ANY($2)
             ORDER BY run_at, id
             LIMIT $4
             FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, version`,
        [now.toISOString(), [...this.definitions.keys()], this.options.leaseSeconds, this.options.batchSize],
      ),
    );
    await Promise.all(claimed.map((job) => this.runOne(job)));
    return claimed.length;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.kind)!;
    const run: JobRun = { id: String(job.id), attempt: Number(job.attempts), app: this.app! };
    const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as Record<string, unknown>) : job.payload;
    try {
      await definition.run(payload, run);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retry = definition.retry ?? DEFAULT_RETRY;
      const giveUp = run.attempt >= retry.maxAttempts;
      const delay = Math.min(retry.maxSeconds, retry.baseSeconds * 2 ** Math.min(run.attempt - 1, 20));
      // Only the claim this run holds: a job replaced meanwhile (new version) keeps its new schedule.
      await this.dataSource.query(
        `UPDATE jobs SET last_error = $3, failed_at = CASE WHEN $4 THEN now() END,
                run_at = now() + make_interval(secs => $5)
          WHERE id = $1 AND version = $2`,
        [job.id, job.version, reason, giveUp, delay],
      );
      console.warn(`[jobs] ${job.kind} ${job.id} attempt ${run.attempt} failed${giveUp ? ' (given up)' : ''}: ${reason}`);
      if (giveUp && definition.giveUp) {
        await definition.giveUp(payload, { ...run, error: reason }).catch((giveUpError: unknown) => {
          console.error(`[jobs] ${job.kind} ${job.id} give-up failed:`, giveUpError instanceof Error ? giveUpError.message : giveUpError);
        });
      }
      return;
    }
    await this.dataSource.query(`DELETE FROM jobs WHERE id = $1 AND version = $2`, [job.id, job.version]);
  }
}
