/*
 * Where bulk runs wait to be worked (decisions.md, bulk tailoring): pg-boss on PostgreSQL, an
 * in-process queue on PGlite. Both work the same function on a run id; the run's state lives in
 * bulk_runs either way, so a queue only has to hand each id to a worker at least once.
 */

/** Works one run to its end; throws BulkRunInterrupted when `signal` (the queue stopping) aborts it. */
export type BulkWork = (runId: string, signal: AbortSignal) => Promise<void>

export interface BulkQueue {
  readonly kind: 'in-process' | 'pg-boss'
  /** Starts working, and hands over the runs a previous process left unfinished. */
  start(): Promise<void>
  /** Queues a stored run; queuing one twice works it once. */
  enqueue(runId: string): Promise<void>
  /** Stops taking work, interrupts the runs being worked (they stay resumable) and waits for them. */
  stop(): Promise<void>
}
