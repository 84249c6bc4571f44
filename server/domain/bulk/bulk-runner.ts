import type { PlanCatalog } from '../../../src/contract/plans.ts'
import { unfinishedBulkRunIds } from '../../db/bulk-runs.ts'
import type { Database } from '../../db/database.ts'
import type { BulkRunRow } from '../../db/schema.ts'
import type { Writer } from '../writing/writer.ts'
import type { BulkQueue } from './bulk-queue.ts'
import { createInProcessQueue } from './in-process-queue.ts'
import { createPgBossQueue } from './pg-boss-queue.ts'
import { RunSignals, waitForBulkRun } from './run-signals.ts'
import type { WaitOptions } from './run-signals.ts'
import { workBulkRun } from './work-bulk-run.ts'

/*
 * The bulk runner of one API process: the queue that fits the database (pg-boss on PostgreSQL, the
 * in-process queue on PGlite), the worker, and the waiting side the route uses.
 */

/** The runner stopped (the server is shutting down) while a request waited for its run. */
export class BulkRunnerStopped extends Error {
  override name = 'BulkRunnerStopped'
}

export interface BulkRunner {
  readonly kind: BulkQueue['kind']
  enqueue(runId: string): Promise<void>
  /**
   * Waits until the run is done or failed (see waitForBulkRun); throws BulkRunnerStopped when the
   * runner stops first (the run itself carries on after the restart).
   */
  wait(runId: string, options?: WaitOptions): Promise<BulkRunRow>
  /** Interrupts the runs being worked (they are picked up again) and stops. Safe to call twice. */
  stop(): Promise<void>
}

export interface BulkRunnerDeps {
  database: Database
  catalog: PlanCatalog
  writer: Writer
  now: () => Date
  log: { error: (object: unknown, message: string) => void }
  /** pg-boss's idle polling (seconds); tests shorten it. */
  pollingIntervalSeconds?: number
}

/** Creates the runner and starts its queue (which picks up the runs a previous process left). */
export async function startBulkRunner(deps: BulkRunnerDeps): Promise<BulkRunner> {
  const { database } = deps
  const signals = new RunSignals()
  const work = (runId: string, signal: AbortSignal) =>
    workBulkRun(
      {
        db: database.db,
        catalog: deps.catalog,
        writer: deps.writer,
        now: deps.now,
        log: deps.log,
        onChange: (id) => signals.notify(id),
      },
      runId,
      signal,
    )
  const unfinished = () => unfinishedBulkRunIds(database.db)
  const queue =
    database.kind === 'postgres'
      ? createPgBossQueue({
          executeSql: (text, values) => database.executeSql(text, values),
          work,
          unfinished,
          log: deps.log,
          ...(deps.pollingIntervalSeconds === undefined
            ? {}
            : { pollingIntervalSeconds: deps.pollingIntervalSeconds }),
        })
      : createInProcessQueue({ work, unfinished, log: deps.log })
  await queue.start()
  const stopped = new AbortController()
  let stopping: Promise<void> | undefined
  return {
    kind: queue.kind,
    enqueue: (runId) => queue.enqueue(runId),
    wait: async (runId, options = {}) => {
      const signal =
        options.signal === undefined
          ? stopped.signal
          : AbortSignal.any([options.signal, stopped.signal])
      try {
        return await waitForBulkRun(database.db, signals, runId, { ...options, signal })
      } catch (error) {
        if (stopped.signal.aborted) throw new BulkRunnerStopped('the bulk runner stopped')
        throw error
      }
    },
    stop: () => {
      stopped.abort()
      return (stopping ??= queue.stop())
    },
  }
}
