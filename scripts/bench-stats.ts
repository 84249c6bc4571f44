/** Timing helpers shared by the benchmark scripts (they print JSON; no test asserts a time). */

/** The value at percentile p (0..100) of an ascending list, nearest-rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

/** Runs `work` `warmup` times untimed, then `iterations` times timed; the times ascending, in ms. */
export async function timeRuns(
  work: () => unknown,
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<number[]> {
  for (let run = 0; run < warmup; run += 1) await work()
  const times: number[] = []
  for (let run = 0; run < iterations; run += 1) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
