import { parseArgs } from 'node:util'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { monthKeyOf } from '../domain/plans/access.ts'
import { extractJobKeywords } from '../domain/analysis/keywords/extract-job-keywords.ts'
import { detectLanguage } from '../domain/analysis/language.ts'
import { DocumentError } from '../domain/documents/document-error.ts'
import { ConfigError } from '../config.ts'
import { DataDirLockedError } from '../db/data-dir-lock.ts'
import type { BillingCommandDeps } from './billing-command.ts'
import { BillingCommandError, BillingUsageError } from './billing-errors.ts'
import { JsonResumeError } from '../domain/resume/json-resume.ts'
import { jsonResumeCommand, JsonResumeUsageError } from './json-resume-command.ts'
import { formatReport } from './format-report.ts'
import { readInput } from './read-input.ts'

const USAGE = `Usage:
  jobfit analyze --resume <pdf|docx|txt|md> --jd <file or -> [--json]
  jobfit keywords --jd <file or -> [--json]
  jobfit json-resume export <resume: pdf|docx|txt|md or -> [-o out.json]
  jobfit json-resume import <resume.json or -> [-o out.md]
  jobfit billing refund --user <firebase uid or user id> | --payment <payment id> | <email>

  --resume  the resume file (the format is read from the file itself)
  --jd      the job description: a file, or - for standard input
  --json    print JSON (the API's keyword analysis) instead of a report

  json-resume export  the resume as JSON Resume v1.0.0 (jsonresume.org), which Reactive Resume
                      and other tools import
  json-resume import  a JSON Resume as the resume text the app stores (its Markdown), headings
                      and dates in the resume's language
  -o, --output        write to this file instead of standard output

  billing refund  refunds the user's last payment, or with --payment that payment (its id in the
                  billing history, or Stripe's cs_/in_ id), through Stripe when configured, and
                  records it; within 7 days of the user's last payment the plan ends at once (the
                  money-back guarantee). An email that several accounts share is refused with
                  their uids: pick one with --user. Uses the server's database settings
                  (DATABASE_URL or DATA_DIR); the embedded database must not be open in a running
                  server.`

class UsageError extends Error {}

/** The billing commands open the database: loaded only when asked for, so the rest stays quick. */
async function runBilling(args: string[], deps: BillingCommandDeps): Promise<void> {
  const { billingCommand } = await import('./billing-command.ts')
  await billingCommand(args, deps)
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing ${flag}.`)
  return value
}

async function analyzeCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { resume: { type: 'string' }, jd: { type: 'string' }, json: { type: 'boolean' } },
  })
  const resumeSource = required(values.resume, '--resume')
  const jdSource = required(values.jd, '--jd')
  if (resumeSource === '-' && jdSource === '-') {
    throw new UsageError('Only one of --resume and --jd can read standard input.')
  }
  const resume = await readInput(resumeSource)
  const job = await readInput(jdSource)
  const analysis = analyzeWithFit({
    resume: resume.text,
    jobDescription: job.text,
    ...(resume.layout ? { layout: resume.layout } : {}),
    today: monthKeyOf(new Date()),
  })
  process.stdout.write(
    values.json ? `${JSON.stringify(analysis, null, 2)}\n` : formatReport(analysis),
  )
}

async function keywordsCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { jd: { type: 'string' }, json: { type: 'boolean' } },
  })
  const job = await readInput(required(values.jd, '--jd'))
  const language = detectLanguage(job.text)
  const keywords = extractJobKeywords(job.text, language)
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ language, keywords }, null, 2)}\n`)
    return
  }
  const lines = keywords.map(
    (k) =>
      `${k.importance_score.toFixed(2)}  ${k.category.padEnd(14)} ${k.keyword}  (${k.offsets.length}×)`,
  )
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * Runs the command line; resolves with the exit code (0 done, 1 unreadable input or a failure the
 * operator can act on, 2 bad usage). `billing` gets its database and Stripe from `deps` in tests.
 */
export async function main(argv: string[], deps: BillingCommandDeps = {}): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (command === 'analyze') await analyzeCommand(rest)
    else if (command === 'keywords') await keywordsCommand(rest)
    else if (command === 'billing') await runBilling(rest, deps)
    else if (command === 'json-resume') await jsonResumeCommand(rest)
    else if (command === undefined || command === '--help' || command === 'help') {
      process.stdout.write(`${USAGE}\n`)
    } else throw new UsageError(`Unknown command "${command}".`)
    return 0
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`)
      return 2
    }
    if (error instanceof BillingUsageError || error instanceof JsonResumeUsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`)
      return 2
    }
    if (
      error instanceof BillingCommandError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      process.stderr.write(`${error.message}\n`)
      return 1
    }
    if (error instanceof DocumentError || error instanceof JsonResumeError) {
      process.stderr.write(`${error.message}\n`)
      return 1
    }
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      process.stderr.write(`Cannot read ${(error as NodeJS.ErrnoException).path}: ${code}.\n`)
      return 1
    }
    throw error
  }
}
