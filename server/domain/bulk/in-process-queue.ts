import type { BulkQueue, BulkWork } from './bulk-queue.ts'
import { BulkRunInterrupted } from './work-bulk-run.ts'

/*
 * The job queue on PGlite (one process owns the database: data-dir lock): runs are worked here,
 * a few at a time, in the order they came. The queue itself is the bulk_runs table, so at start
 * the runs a previous process left queued or running are picked up again.
 */

export interface InProcessQueueOptions {
  work: BulkWork
  /** The runs left queued or running (bulk_runs), oldest first. */
  unfinished: () => Promise<string[]>
  /** Runs worked at the same time. */
  concurrency?: number
  log: { error: (object: unknown, message: string) => void }
}

export function createInProcessQueue(options: InProcessQueueOptions): BulkQueue {
  const concurrency = options.concurrency ?? 2
  const controller = new AbortController()
  const waiting: string[] = []
  const active = new Map<string, Promise<void>>()
  let stopped = false

  const pump = () => {
    while (!stopped && active.size < concurrency && waiting.length > 0) {
      const runId = waiting.shift()
      if (runId === undefined) break
      const job = options
        .work(runId, controller.signal)
        .catch((error: unknown) => {
          // Interrupted by stop(): the run stays 'running' and the next start picks it up.
          if (!(error instanceof BulkRunInterrupted)) {
            options.log.error({ err: error, runId }, 'bulk run failed in the in-process queue')
          }
        })
        .finally(() => {
          active.delete(runId)
          pump()
        })
      active.set(runId, job)
    }
  }

  return {
    kind: 'in-process',
    start: async () => {
      for (const runId of await options.unfinished()) {
        if (!waiting.includes(runId)) waiting.push(runId)
      }
      pump()
    },
    enqueue: async (runId) => {
      if (stopped) throw new Error('the bulk queue is stopped')
      if (active.has(runId) || waiting.includes(runId)) return
      waiting.push(runId)
      pump()
    },
    stop: async () => {
      stopped = true
      waiting.length = 0
      controller.abort()
      await Promise.allSettled(active.values())
    },
  }
}
