/** Spec §4 and §9: the success page polls the profile every 2 seconds, stopping after 30 seconds. */
export const PLAN_POLL_INTERVAL_MS = 2_000
export const PLAN_POLL_TIMEOUT_MS = 30_000

export interface PollOptions {
  intervalMs?: number
  timeoutMs?: number
  /** Aborting stops the poll at once; the promise then rejects with the signal's reason. */
  signal?: AbortSignal
}

export type PollResult<T> = { done: true; value: T } | { done: false }

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error)
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    function onAbort() {
      clearTimeout(timer)
      reject(signal?.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs `check` at once and then on a fixed beat (every `intervalMs` from the start: 0, 2, 4 ... 30 s),
 * until it answers a value or the next beat would fall after `timeoutMs`. A check that throws counts
 * as "not yet" (a profile read that fails once should not end the wait), and a check that outlasts a beat
 * skips the beats it missed; the deadline never moves. With the defaults: at most 16 checks, the last at 30 s.
 */
export async function pollUntil<T>(
  check: (signal: AbortSignal | undefined) => Promise<T | undefined>,
  {
    intervalMs = PLAN_POLL_INTERVAL_MS,
    timeoutMs = PLAN_POLL_TIMEOUT_MS,
    signal,
  }: PollOptions = {},
): Promise<PollResult<T>> {
  const start = Date.now()
  let beat = 0
  while (beat * intervalMs <= timeoutMs) {
    const wait = start + beat * intervalMs - Date.now()
    if (wait > 0) await sleep(wait, signal)
    else if (signal?.aborted) throw signal.reason as Error
    let value: T | undefined
    try {
      value = await check(signal)
    } catch (error) {
      if (signal?.aborted) throw error
      value = undefined
    }
    if (signal?.aborted) throw signal.reason as Error
    if (value !== undefined) return { done: true, value }
    // The next beat still ahead: a check that outlasted a beat does not cause a burst of catch-ups.
    beat = Math.max(beat + 1, Math.ceil((Date.now() - start) / intervalMs))
  }
  return { done: false }
}
