import PgBoss from 'pg-boss'
import type { BulkQueue, BulkWork } from './bulk-queue.ts'
import { BulkRunInterrupted } from './work-bulk-run.ts'

/*
 * The job queue on PostgreSQL: pg-boss, in its own schema of the same database, so any instance
 * of the API can work any run and a run survives a restart or a crash. The job's id is the run's
 * id, so queuing a run twice (the start-up sweep below, a retry) inserts nothing new.
 */

export const BULK_QUEUE_NAME = 'bulk-tailoring'
export const PG_BOSS_SCHEMA = 'pgboss'

export interface PgBossQueueOptions {
  /** Runs SQL on the app's own pool (pg-boss then opens no connections of its own). */
  executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>
  work: BulkWork
  /** The runs left queued or running (bulk_runs): queued again at start in case a send was lost. */
  unfinished: () => Promise<string[]>
  log: { error: (object: unknown, message: string) => void }
  /** How often an idle worker looks for jobs; a send from this process wakes it at once. */
  pollingIntervalSeconds?: number
}

export function createPgBossQueue(options: PgBossQueueOptions): BulkQueue {
  const controller = new AbortController()
  let boss: PgBoss | undefined
  let workerId: string | undefined

  const send = async (runId: string) => {
    if (boss === undefined) throw new Error('the bulk queue is not started')
    await boss.send(BULK_QUEUE_NAME, { runId }, { id: runId })
    if (workerId !== undefined) boss.notifyWorker(workerId)
  }

  return {
    kind: 'pg-boss',
    start: async () => {
      boss = new PgBoss({
        db: { executeSql: options.executeSql as PgBoss.Db['executeSql'] },
        schema: PG_BOSS_SCHEMA,
        // No cron jobs here; maintenance (expiring jobs of a crashed worker) stays on.
        schedule: false,
      })
      boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss error'))
      await boss.start()
      await boss.createQueue(BULK_QUEUE_NAME, {
        name: BULK_QUEUE_NAME,
        // A stop or a crash mid-run: the job is retried and the run carries on where it stopped.
        retryLimit: 5,
        retryDelay: 2,
        // A worker that died holding a run gives it up after this long (5 items of a slow model).
        expireInSeconds: 30 * 60,
      })
      workerId = await boss.work<{ runId: string }>(
        BULK_QUEUE_NAME,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await options.work(job.data.runId, controller.signal)
            } catch (error) {
              if (!(error instanceof BulkRunInterrupted)) {
                options.log.error({ err: error, runId: job.data.runId }, 'bulk run failed')
              }
              // Failing the job lets pg-boss retry it (a stop, a database outage).
              throw error
            }
          }
        },
      )
      for (const runId of await options.unfinished()) await send(runId)
    },
    enqueue: send,
    stop: async () => {
      controller.abort()
      const current = boss
      boss = undefined
      await current?.stop({ graceful: true, wait: true, timeout: 15_000 })
    },
  }
}
