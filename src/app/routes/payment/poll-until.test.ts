import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PLAN_POLL_INTERVAL_MS, PLAN_POLL_TIMEOUT_MS, pollUntil } from './poll-until.ts'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A check that records when (ms since the start) it ran and answers from `answers` in turn. */
function recordingCheck<T>(answers: (T | undefined | Error)[] = []) {
  const start = Date.now()
  const times: number[] = []
  const check = vi.fn(async () => {
    times.push(Date.now() - start)
    const answer = answers[times.length - 1]
    if (answer instanceof Error) throw answer
    return answer
  })
  return { check, times }
}

describe('pollUntil (spec §4, §9: every 2 s for up to 30 s)', () => {
  it('uses the spec constants', () => {
    expect(PLAN_POLL_INTERVAL_MS).toBe(2000)
    expect(PLAN_POLL_TIMEOUT_MS).toBe(30000)
  })

  it('checks at once and stops at the first answer', async () => {
    const { check, times } = recordingCheck(['premium'])
    await expect(pollUntil(check)).resolves.toEqual({ done: true, value: 'premium' })
    expect(times).toEqual([0])
  })

  it('checks every 2 seconds until an answer comes', async () => {
    const { check, times } = recordingCheck([undefined, undefined, undefined, 'pro'])
    const result = pollUntil(check)
    await vi.advanceTimersByTimeAsync(5_999)
    expect(times).toEqual([0, 2000, 4000])
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ done: true, value: 'pro' })
    expect(times).toEqual([0, 2000, 4000, 6000])
  })

  it('gives up after 30 seconds: 16 checks, the last at 30 s, none after', async () => {
    const { check, times } = recordingCheck<string>()
    const result = pollUntil(check)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(result).resolves.toEqual({ done: false })
    expect(times).toEqual(Array.from({ length: 16 }, (_, i) => i * 2000))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(check).toHaveBeenCalledTimes(16)
  })

  it('treats a failing check as "not yet" and keeps polling', async () => {
    const { check, times } = recordingCheck([
      new Error('HTTP 500'),
      new Error('offline'),
      'premium',
    ])
    const result = pollUntil(check)
    await vi.advanceTimersByTimeAsync(4_000)
    await expect(result).resolves.toEqual({ done: true, value: 'premium' })
    expect(times).toEqual([0, 2000, 4000])
  })

  it('keeps the deadline when checks are slow, skipping the beats they overran', async () => {
    const start = Date.now()
    const times: number[] = []
    const check = vi.fn(async () => {
      times.push(Date.now() - start)
      // Each check takes 5 s: the beats at 2 and 4 s are skipped, the next check runs at 6 s.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      return undefined
    })
    const result = pollUntil(check)
    await vi.advanceTimersByTimeAsync(40_000)
    await expect(result).resolves.toEqual({ done: false })
    expect(times).toEqual([0, 6000, 12000, 18000, 24000, 30000])
  })

  it('stops when aborted, without another check', async () => {
    const { check } = recordingCheck<string>()
    const controller = new AbortController()
    const result = pollUntil(check, { signal: controller.signal })
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' })
    await vi.advanceTimersByTimeAsync(2_000)
    controller.abort()
    await settled
    await vi.advanceTimersByTimeAsync(10_000)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('takes its own interval and timeout', async () => {
    const { check, times } = recordingCheck<string>()
    const result = pollUntil(check, { intervalMs: 500, timeoutMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toEqual({ done: false })
    expect(times).toEqual([0, 500, 1000])
  })
})
