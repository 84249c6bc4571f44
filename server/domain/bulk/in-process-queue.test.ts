import { describe, expect, it, vi } from 'vitest'
import { createInProcessQueue } from './in-process-queue.ts'
import { BulkRunInterrupted } from './work-bulk-run.ts'

/** A work function whose runs finish when the test says so (or throw when the queue stops). */
function controlledWork() {
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const work = vi.fn(
    (runId: string, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        started.push(runId)
        finishers.set(runId, resolve)
        signal.addEventListener('abort', () => reject(new BulkRunInterrupted('stopping')), {
          once: true,
        })
      }),
  )
  const finish = async (runId: string) => {
    finishers.get(runId)?.()
    // Let the queue's finally handlers run and pump the next run.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { work, started, finish }
}

const quietLog = { error: vi.fn() }

describe('createInProcessQueue', () => {
  it('picks up the unfinished runs at start, oldest first, a few at a time', async () => {
    const { work, started, finish } = controlledWork()
    const queue = createInProcessQueue({
      work,
      unfinished: async () => ['a', 'b', 'c'],
      concurrency: 2,
      log: quietLog,
    })
    await queue.start()
    expect(started).toEqual(['a', 'b'])
    await finish('a')
    expect(started).toEqual(['a', 'b', 'c'])
    await finish('b')
    await finish('c')
    await queue.stop()
  })

  it('works a run queued twice once', async () => {
    const { work, started, finish } = controlledWork()
    const queue = createInProcessQueue({ work, unfinished: async () => [], log: quietLog })
    await queue.start()
    await queue.enqueue('x')
    await queue.enqueue('x')
    expect(started).toEqual(['x'])
    await finish('x')
    expect(work).toHaveBeenCalledTimes(1)
    await queue.stop()
  })

  it('stop interrupts the runs being worked, waits for them and drops the waiting ones', async () => {
    const { work, started } = controlledWork()
    const log = { error: vi.fn() }
    const queue = createInProcessQueue({
      work,
      unfinished: async () => ['a', 'b'],
      concurrency: 1,
      log,
    })
    await queue.start()
    await queue.stop()
    expect(started).toEqual(['a'])
    // An interruption is expected at stop, not an error worth logging.
    expect(log.error).not.toHaveBeenCalled()
    await expect(queue.enqueue('c')).rejects.toThrow('stopped')
  })

  it('logs a run that failed and carries on with the next', async () => {
    const log = { error: vi.fn() }
    const seen: string[] = []
    const queue = createInProcessQueue({
      work: async (runId) => {
        seen.push(runId)
        if (runId === 'bad') throw new Error('boom')
      },
      unfinished: async () => ['bad', 'good'],
      concurrency: 1,
      log,
    })
    await queue.start()
    await vi.waitFor(() => expect(seen).toEqual(['bad', 'good']))
    expect(log.error).toHaveBeenCalledTimes(1)
    await queue.stop()
  })
})
