import { EventEmitter } from 'node:events'
import type { BulkResult } from '../../../src/contract/pro.ts'
import { findBulkRun } from '../../db/bulk-runs.ts'
import type { Db } from '../../db/database.ts'
import type { BulkRunRow } from '../../db/schema.ts'
import { WriterError } from '../writing/writer.ts'

/*
 * How a request waits for its run. The worker of this process says when a run changed, which
 * wakes the waiter at once; a run worked by another process (pg-boss hands jobs to any instance)
 * is seen by polling the row. Either way the row in bulk_runs is the truth.
 */

/** How often a waiter re-reads the row when nothing in this process said it changed. */
export const BULK_POLL_MS = 1_000

export class RunSignals {
  readonly #emitter = new EventEmitter()

  constructor() {
    // One listener per waiting request: no leak, however many wait.
    this.#emitter.setMaxListeners(0)
  }

  notify(runId: string): void {
    this.#emitter.emit(runId)
  }

  /**
   * Resolves on the run's next change, after `ms`, or when `signal` aborts, whichever is first;
   * `cancel` lets go of the wait early (its timer and listeners) and resolves it.
   */
  next(
    runId: string,
    ms: number,
    signal?: AbortSignal,
  ): { changed: Promise<void>; cancel: () => void } {
    let cancel: () => void = () => undefined
    const changed = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#emitter.off(runId, done)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.#emitter.once(runId, done)
      signal?.addEventListener('abort', done, { once: true })
      cancel = done
    })
    return { changed, cancel }
  }
}

export interface WaitOptions {
  /** The caller went away: stop waiting (the run itself goes on). */
  signal?: AbortSignal
  /** Each stored result once, in order, with how many are stored so far. */
  onResult?: (result: BulkResult, stored: number) => void
  pollMs?: number
}

/** Waits until the run is done or failed and resolves with its final row. */
export async function waitForBulkRun(
  db: Db,
  signals: RunSignals,
  runId: string,
  options: WaitOptions = {},
): Promise<BulkRunRow> {
  let seen = 0
  for (;;) {
    if (options.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
    // Listening before reading, so a change between the read and the wait is not missed.
    const wait = signals.next(runId, options.pollMs ?? BULK_POLL_MS, options.signal)
    let row: BulkRunRow | undefined
    try {
      row = await findBulkRun(db, runId)
    } catch (error) {
      wait.cancel()
      throw error
    }
    if (row === undefined) {
      wait.cancel()
      throw new Error(`bulk run ${runId} is gone`)
    }
    const results = row.results as BulkResult[]
    for (; seen < results.length; seen += 1) {
      const result = results[seen]
      if (result !== undefined) options.onResult?.(result, seen + 1)
    }
    if (row.status === 'done' || row.status === 'failed') {
      wait.cancel()
      return row
    }
    await wait.changed
  }
}
