import { startTestApp, type TestApp } from '../../test/harness';
import { JobWorker, type JobDefinition } from './jobs';

/**
 * The durable job queue on a real database: a job exists only if its transaction commits, runs once however many
 * workers race for it, waits for its time, survives a worker that died mid-run, and backs off when it fails.
 */
describe('durable jobs (core/jobs.ts)', () => {
  let t: TestApp;
  const runs = new Map<string, number>();
  let failUntilAttempt = 0;
  const gaveUp: string[] = [];

  const record: JobDefinition = {
    kind: 'test.record',
    async run(payload) {
      const key = String(payload.key);
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5)); // long enough for racing claims to overlap
    },
  };
  const flaky: JobDefinition = {
    kind: 'test.flaky',
    retry: { baseSeconds: 60, maxSeconds: 600, maxAttempts: 3 },
    async run(payload, job) {
      if (job.attempt <= failUntilAttempt) throw new Error(`refused attempt ${job.attempt} of ${String(payload.key)}`);
      runs.set(String(payload.key), job.attempt);
    },
    async giveUp(payload, job) {
      gaveUp.push(`${String(payload.key)}:${job.attempt}:${job.error}`);
    },
  };

  const worker = () => {
    const w = new JobWorker(t.app.database.dataSource, [record, flaky], { pollMs: 0 });
    w.start(t.app.deps);
    return w;
  };
  const pending = async () =>
    (await t.app.database.dataSource.query(`SELECT kind, dedupe_key, attempts, failed_at, run_at FROM jobs ORDER BY id`)) as Array<{
      kind: string;
      dedupe_key: string | null;
      attempts: number;
      failed_at: Date | null;
      run_at: Date;
    }>;

  beforeAll(async () => {
    t = await startTestApp(__filename);
  });
  afterAll(async () => {
    await t.stop();
  });
  beforeEach(async () => {
    runs.clear();
    gaveUp.length = 0;
    failUntilAttempt = 0;
    await t.app.database.dataSource.query('DELETE FROM jobs');
  });

  it('keeps a job only when its transaction commits', async () => {
    const jobs = worker();
    const dataSource = t.app.database.dataSource;
    await expect(
      dataSource.transaction(async (db) => {
        await jobs.enqueue(db, { kind: 'test.record', payload: { key: 'rolled-back' } });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await dataSource.transaction((db) => jobs.enqueue(db, { kind: 'test.record', payload: { key: 'committed' } }));

    expect(await jobs.runDue()).toBe(1);
    expect(Object.fromEntries(runs)).toEqual({ committed: 1 });
    expect(await pending()).toEqual([]); // a finished job leaves no row
  });

  it('refuses a kind nobody handles, before anything is written', async () => {
    const jobs = worker();
    await expect(jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.nobody', payload: {} })).rejects.toThrow(
      'No job definition for kind test.nobody',
    );
    expect(await pending()).toEqual([]);
  });

  it('runs a job not before its time, and a test can jump past a window', async () => {
    const jobs = worker();
    const inADay = new Date(Date.now() + 24 * 3_600_000);
    await jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.record', payload: { key: 'later' }, runAt: inADay });

    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.runDue(new Date(inADay.getTime() - 1_000))).toBe(0);
    expect(await jobs.runDue(new Date(inADay.getTime() + 1_000))).toBe(1);
    expect(runs.get('later')).toBe(1);
  });

  it('keeps one pending job per dedupe key; replace moves it; cancel removes it', async () => {
    const jobs = worker();
    const db = t.app.database.dataSource.manager;
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 3_600_000);
    await jobs.enqueue(db, { kind: 'test.record', payload: { key: 'first' }, runAt: soon, dedupeKey: 'match:1' });
    await jobs.enqueue(db, { kind: 'test.record', payload: { key: 'second' }, runAt: soon, dedupeKey: 'match:1' });
    expect((await pending()).map((job) => job.dedupe_key)).toEqual(['match:1']);

    await jobs.enqueue(db, { kind: 'test.record', payload: { key: 'replaced' }, runAt: later, dedupeKey: 'match:1', replace: true });
    expect(await jobs.runDue(new Date(soon.getTime() + 1_000))).toBe(0); // moved past `soon`
    expect(await jobs.runDue(new Date(later.getTime() + 1_000))).toBe(1);
    expect(Object.fromEntries(runs)).toEqual({ replaced: 1 });

    await jobs.enqueue(db, { kind: 'test.record', payload: { key: 'cancelled' }, dedupeKey: 'match:2' });
    await jobs.cancel(db, 'match:2');
    expect(await jobs.runDue()).toBe(0);
    expect(runs.has('cancelled')).toBe(false);
  });

  it('runs each job exactly once while two workers (two processes) race for them', async () => {
    const first = worker();
    const second = worker();
    await t.app.database.dataSource.transaction(async (db) => {
      for (let i = 0; i < 60; i++) await first.enqueue(db, { kind: 'test.record', payload: { key: `job-${i}` } });
    });

    const [ranByFirst, ranBySecond] = await Promise.all([first.runDue(), second.runDue()]);

    expect(ranByFirst + ranBySecond).toBe(60);
    expect(ranByFirst).toBeGreaterThan(0);
    expect(ranBySecond).toBeGreaterThan(0);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs again, after its lease, a job whose worker died mid-run (a restart loses nothing)', async () => {
    const jobs = worker();
    await jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.record', payload: { key: 'orphan' } });
    // A worker claimed it and died before finishing: the claim is what a live worker would have written.
    await t.app.database.dataSource.query(
      `UPDATE jobs SET attempts = attempts + 1, version = version + 1, run_at = now() + interval '300 seconds'`,
    );

    const restarted = worker();
    expect(await restarted.runDue()).toBe(0); // leased: not yet
    expect(await restarted.runDue(new Date(Date.now() + 301_000))).toBe(1);
    expect(runs.get('orphan')).toBe(1);
  });

  it('backs off after a failure, retries, and gives up after the last attempt', async () => {
    const jobs = worker();
    failUntilAttempt = 1;
    await jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.flaky', payload: { key: 'recovers' } });

    const before = Date.now();
    expect(await jobs.runDue()).toBe(1); // attempt 1 fails
    const [afterFailure] = await pending();
    expect(afterFailure.attempts).toBe(1);
    const delay = new Date(afterFailure.run_at).getTime() - before;
    expect(delay).toBeGreaterThan(55_000); // 60 s base back-off
    expect(delay).toBeLessThan(70_000);
    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.runDue(new Date(before + 61_000))).toBe(1); // attempt 2 succeeds
    expect(runs.get('recovers')).toBe(2);
    expect(await pending()).toEqual([]);

    failUntilAttempt = 99;
    await jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.flaky', payload: { key: 'hopeless' }, dedupeKey: 'hopeless' });
    const far = new Date(Date.now() + 3_600_000);
    // An hour on, attempts 1 (then 60 s back-off), 2 (120 s) and 3, the last, are all due in turn.
    expect(await jobs.runDue(far)).toBe(3);
    expect(await jobs.runDue(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(gaveUp).toEqual(['hopeless:3:refused attempt 3 of hopeless']);
    const [given] = await pending();
    expect(given.failed_at).not.toBeNull();

    // The key is free again for new work.
    failUntilAttempt = 0;
    await jobs.enqueue(t.app.database.dataSource.manager, { kind: 'test.flaky', payload: { key: 'again' }, dedupeKey: 'hopeless' });
    expect(await jobs.runDue()).toBe(1);
    expect(runs.get('again')).toBe(1);
  });

  it('wakes the poller after a commit that enqueued work', async () => {
    const polling = new JobWorker(t.app.database.dataSource, [record], { pollMs: 60_000 });
    polling.start(t.app.deps); // its first pass finds nothing; the next tick is a minute away
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      let tx: import('typeorm').EntityManager | undefined;
      await t.app.database.dataSource.transaction(async (db) => {
        tx = db;
        await polling.enqueue(db, { kind: 'test.record', payload: { key: 'woken' } });
      });
      polling.afterCommit(tx!);
      for (let i = 0; i < 100 && !runs.has('woken'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runs.get('woken')).toBe(1);
    } finally {
      await polling.stop();
    }
  });
});
