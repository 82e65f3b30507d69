/** Timing helpers shared by the benchmarks. */

/** The q-quantile (0..1) of ascending-sorted samples. */
export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `work` `rounds` times in sequence and returns the durations in milliseconds, sorted ascending. */
export async function timeRounds(rounds: number, work: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * Times `rounds` sequential POSTs of one GraphQL request from a worker thread, so the client's own work (fetch, JSON)
 * does not run on the server's event loop and the figures are the server's; returns sorted milliseconds. Fails on
 * any GraphQL error.
 */
export async function timeGraphQLFromWorker(url: string, body: { query: string; variables?: Record<string, unknown> }, token: string | undefined, rounds: number): Promise<number[]> {
  const { Worker } = await import('node:worker_threads');
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { url, body, token, rounds } = workerData;
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) };
      const payload = JSON.stringify(body);
      const timings = [];
      for (let i = 0; i < rounds + 20; i++) {
        const started = performance.now();
        const res = await fetch(url + '/graphql', { method: 'POST', headers, body: payload });
        const json = await res.json();
        if (json.errors) throw new Error(JSON.stringify(json.errors));
        if (i >= 20) timings.push(performance.now() - started); // the first 20 warm up
      }
      parentPort.postMessage(timings);
    })().catch((error) => { throw error; });
  `;
  const worker = new Worker(source, { eval: true, workerData: { url, body, token, rounds } });
  const timings = await new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return timings.sort((a, b) => a - b);
}
