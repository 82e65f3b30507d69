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
