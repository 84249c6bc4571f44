import type { KeywordAnalysis } from '../../../src/contract/analysis.ts'
import type { PlanCatalog } from '../../../src/contract/plans.ts'
import type { BulkResult } from '../../../src/contract/pro.ts'
import { appendBulkResult, claimBulkRun, finishBulkRun, planOfUser } from '../../db/bulk-runs.ts'
import type { Db } from '../../db/database.ts'
import { isDatabaseUnavailable } from '../../db/outage.ts'
import type { BulkRunRow } from '../../db/schema.ts'
import { refundGeneration, takeGeneration } from '../../db/usage.ts'
import { claimsToAvoid } from '../fit/claims-to-avoid.ts'
import { analyzeWithFit } from '../fit/analyze-with-fit.ts'
import { analyzeResume } from '../analysis/analyze-resume.ts'
import { detectLanguage } from '../analysis/language.ts'
import { generationAllowanceOf, monthKeyOf } from '../plans/access.ts'
import {
  proposeOptimization,
  type ProposedOptimization,
} from '../writing/changes/propose-changes.ts'
import { guardResume } from '../writing/fabrication-guard.ts'
import { failedGenerationOf, runGeneration } from '../writing/run-generation.ts'
import type { Writer } from '../writing/writer.ts'
import { WriterError } from '../writing/writer.ts'

/*
 * Works one stored bulk run (bulk_runs) item by item: for each job description not yet done,
 * reserve a generation, analyse the base resume against the job, let the writer tailor it, run the
 * fabrication guard, and store the result (a success with its 'bulk_item' usage event). An item
 * that fails gives its generation back and stores its error; the others carry on.
 */

export interface BulkWorkDeps {
  db: Db
  catalog: PlanCatalog
  writer: Writer
  now: () => Date
  /** Told after every stored change of a run (a result, the end), so waiting requests wake up. */
  onChange: (runId: string) => void
  log: { error: (object: unknown, message: string) => void }
}

/** Thrown when the runner is stopping: the run stays 'running' and is picked up again. */
export class BulkRunInterrupted extends Error {
  override name = 'BulkRunInterrupted'
}

/** Spec §3's preview of a job description: one line, at most 100 characters. */
export function jobDescriptionPreviewOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > 100 ? `${oneLine.slice(0, 97)}...` : oneLine
}

/** An item's error when no generation is left (the text of the optimize refusal, spec §8). */
export function itemLimitMessage(limit: number): string {
  return limit === 0
    ? 'Your plan does not include AI generations. Nothing was counted.'
    : `Monthly generation limit reached (${limit} ${limit === 1 ? 'generation' : 'generations'}).`
}

/** Why a whole run failed (stored in bulk_runs.error and answered 500). */
export const BULK_RUN_FAILED = 'The bulk run stopped on a server error. Please try again.'

/** Why a run failed when the database went away under it (answered 503, like any outage). */
export const BULK_RUN_DATABASE_DOWN =
  'The bulk run stopped because the database was unavailable. Unfinished items were not counted; please try again.'

export const ITEM_FAILED_MESSAGE =
  'This job description could not be tailored. Nothing was counted; please try again.'

/** The error text of an item whose writing failed (the writer failure messages of decisions.md). */
function itemErrorOf(error: unknown): string {
  return error instanceof WriterError ? failedGenerationOf(error).detail : ITEM_FAILED_MESSAGE
}

/** The base resume analysed against each job description (for the gap matrix and the items). */
export function analysesOf(run: Pick<BulkRunRow, 'baseResume' | 'jobDescriptions'>) {
  return run.jobDescriptions.map((jobDescription) =>
    analyzeResume({ resume: run.baseResume, jobDescription }),
  )
}

/** An item's outcome; `month` is the one its generation was taken from (a success only). */
interface TailoredItem {
  result: BulkResult
  metadata: Record<string, unknown>
  month?: string
}

/**
 * Gives back an item's generation. A refund that fails as well (the database is away) is logged,
 * not thrown, so the failure that called for it is the one reported.
 */
async function giveBackItem(deps: BulkWorkDeps, userId: string, month: string): Promise<void> {
  try {
    await refundGeneration(deps.db, userId, month)
  } catch (error) {
    deps.log.error({ err: error }, 'could not give back a bulk item generation')
  }
}

async function tailorItem(
  deps: BulkWorkDeps,
  run: BulkRunRow,
  index: number,
  signal: AbortSignal,
): Promise<TailoredItem> {
  const { db, writer } = deps
  const jobDescription = run.jobDescriptions[index] ?? ''
  const base = {
    index,
    job_description_preview: jobDescriptionPreviewOf(jobDescription),
  }
  const plan = (await planOfUser(db, run.userId)) ?? 'free'
  const month = monthKeyOf(deps.now())
  const { limit } = generationAllowanceOf(deps.catalog, plan, 0)
  // One generation per item, taken before the writer runs (decisions.md: never overshooting).
  const used = await takeGeneration(db, run.userId, month, limit)
  if (used === null) {
    return {
      result: { ...base, status: 'error', error: itemLimitMessage(limit ?? 0) },
      metadata: {},
    }
  }
  const original = run.baseResume
  // The item's change set as the guard left it (issue 21: each bulk item is reviewed alike).
  let proposal: ProposedOptimization | undefined
  try {
    return await runGeneration<KeywordAnalysis, TailoredItem>(
      {
        expectedLength: original.length,
        analyze: () => analyzeWithFit({ resume: original, jobDescription, today: month }),
        write: async (analysis, options) => {
          proposal = await proposeOptimization(
            writer,
            {
              resume: original,
              jobDescription,
              analysis,
              language: analysis.language ?? detectLanguage(original),
              today: month,
            },
            options,
          )
          return proposal.text
        },
        check: (written, analysis) =>
          guardResume(original, written, jobDescription, claimsToAvoid(analysis.requirements)),
        save: async (guarded, analysis) => ({
          month,
          result: {
            ...base,
            status: 'success',
            resume_text: guarded.text,
            changes: proposal?.changes ?? [],
            rejected: proposal?.rejected ?? [],
            ...(proposal?.model_failed ? { model_failed: true } : {}),
          },
          metadata: {
            writer: writer.name,
            run_id: run.id,
            index,
            language: analysis.language ?? null,
            added_keywords: guarded.addedKeywords.length,
            removed_claims: guarded.removed.length + (proposal?.rejected.length ?? 0),
            changes: proposal?.changes.length ?? 0,
            model_failed: proposal?.model_failed ?? false,
          },
        }),
      },
      { signal },
    )
  } catch (error) {
    // A failed item costs nothing (decisions.md).
    await giveBackItem(deps, run.userId, month)
    if (signal.aborted) throw new BulkRunInterrupted('the runner is stopping')
    if (isDatabaseUnavailable(error)) throw error
    if (!(error instanceof WriterError)) {
      deps.log.error({ err: error }, 'bulk item failed')
    }
    return {
      result: { ...base, status: 'error', error: itemErrorOf(error) },
      metadata: {},
    }
  }
}

/**
 * Works a run to its end, carrying on after the last stored result (a run interrupted by a
 * restart). Does nothing for a run already finished or gone. A stop (`signal`) between or during
 * items throws BulkRunInterrupted and leaves the run 'running' with what it stored; any other
 * failure marks the run failed.
 */
export async function workBulkRun(
  deps: BulkWorkDeps,
  runId: string,
  signal: AbortSignal,
): Promise<void> {
  const run = await claimBulkRun(deps.db, runId, deps.now())
  if (run === undefined) return
  try {
    for (let index = run.results.length; index < run.jobDescriptions.length; index += 1) {
      if (signal.aborted) throw new BulkRunInterrupted('the runner is stopping')
      const { result, metadata, month } = await tailorItem(deps, run, index, signal)
      let stored: boolean
      try {
        stored = await appendBulkResult(deps.db, run, result, metadata)
      } catch (error) {
        // Not stored (the result and its usage event are one transaction, rolled back): the
        // item's generation is given back, as for any item that did not succeed.
        if (month !== undefined) await giveBackItem(deps, run.userId, month)
        throw error
      }
      if (!stored) {
        // Someone else stored this index (a duplicate delivery): give back ours if it was taken.
        if (month !== undefined) await refundGeneration(deps.db, run.userId, month)
        return
      }
      deps.onChange(run.id)
    }
    await finishBulkRun(deps.db, run.id, { status: 'done' }, deps.now())
    deps.onChange(run.id)
  } catch (error) {
    if (error instanceof BulkRunInterrupted) throw error
    deps.log.error({ err: error, runId }, 'bulk run failed')
    const why = isDatabaseUnavailable(error) ? BULK_RUN_DATABASE_DOWN : BULK_RUN_FAILED
    await finishBulkRun(deps.db, run.id, { status: 'failed', error: why }, deps.now()).catch(
      (finishError: unknown) => {
        deps.log.error({ err: finishError, runId }, 'could not mark a bulk run failed')
      },
    )
    deps.onChange(run.id)
    throw error
  }
}

/** A stored result as the contract's shape (results are stored in it; this re-reads them). */
export function storedResultsOf(run: BulkRunRow): BulkResult[] {
  return run.results as BulkResult[]
}
