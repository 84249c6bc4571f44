import { strToU8, zipSync } from 'fflate'
import type { Zippable } from 'fflate'
import type { UserDataRows } from '../../db/data-export.ts'
import type { ResumeRow } from '../../db/schema.ts'

/*
 * "Download my data" (GET /users/me/export): everything stored for an account as a ZIP of JSON
 * files, one per kind of record, plus each resume as Markdown a person can read without tools.
 * Pure: the rows come in, the bytes go out, so the unit tests need no database.
 */

/** 'jobfit-data-2026-03-15.zip': the UTC day of the export, so two exports a day sort together. */
export function dataExportFileName(now: Date): string {
  return `jobfit-data-${now.toISOString().slice(0, 10)}.zip`
}

const MAX_STEM_LENGTH = 60
// Windows refuses these as file names whatever the extension; an archive must unpack everywhere.
const RESERVED_STEM = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/**
 * A file name stem that is safe on every system: letters and digits of any script (a Russian
 * title stays Russian), runs of anything else (slashes, dots, control characters, spaces) one
 * dash, at most 60 characters, 'resume' when nothing is left.
 */
export function safeFileStem(title: string): string {
  const stem = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  // Cut on code points, not UTF-16 units, so no half of a surrogate pair is left behind.
  const cut = [...stem].slice(0, MAX_STEM_LENGTH).join('').replace(/-+$/, '')
  if (cut === '') return 'resume'
  return RESERVED_STEM.test(cut) ? `${cut}-resume` : cut
}

/**
 * The Markdown path of each resume, in order: `resumes/<stem>.md`, with -2, -3... after a stem
 * already taken (titles repeat: "My resume" twice is common).
 */
export function resumeFileNames(resumes: readonly Pick<ResumeRow, 'title'>[]): string[] {
  const taken = new Set<string>()
  return resumes.map((resume) => {
    const stem = safeFileStem(resume.title)
    let candidate = stem
    for (let n = 2; taken.has(candidate); n++) candidate = `${stem}-${n}`
    taken.add(candidate)
    return `resumes/${candidate}.md`
  })
}

function section(heading: string, text: string | null): string[] {
  if (text === null || text.trim() === '') return []
  return [`## ${heading}`, '', text.trim(), '']
}

/** One resume for reading: its facts, then the original, the optimized text and the job ad. */
export function resumeMarkdownOf(resume: ResumeRow): string {
  const facts = [
    `- Status: ${resume.status}`,
    `- Template: ${resume.template}`,
    `- Match score: ${resume.matchScore === null ? 'not analysed' : `${Math.round(resume.matchScore)}%`}`,
    `- Created: ${resume.createdAt.toISOString()}`,
    `- Updated: ${resume.updatedAt.toISOString()}`,
  ]
  return [
    // A title is one line of the user's; a newline in it must not start a Markdown block.
    `# ${resume.title.replace(/\s+/g, ' ').trim()}`,
    '',
    ...facts,
    '',
    ...section('Original resume', resume.originalContent),
    ...section('Optimized resume', resume.optimizedContent),
    ...section('Job description', resume.jobDescription),
  ].join('\n')
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/** The account row, as the API names its fields; the list-cache counter is internal, so left out. */
function profileOf(user: UserDataRows['user'], exportedAt: Date) {
  return {
    exported_at: exportedAt.toISOString(),
    id: user.id,
    firebase_uid: user.firebaseUid,
    email: user.email,
    display_name: user.displayName,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    plan: user.plan,
    subscription_status: user.subscriptionStatus,
    billing_period: user.billingPeriod,
    current_period_end: iso(user.currentPeriodEnd),
    cancel_at_period_end: user.cancelAtPeriodEnd,
    last_payment_at: iso(user.lastPaymentAt),
    default_template: user.defaultTemplate,
    stripe_customer_id: user.stripeCustomerId,
    stripe_subscription_id: user.stripeSubscriptionId,
  }
}

const README = `Your JobFit data

Everything JobFit stores for your account, as it was when you downloaded it.

profile.json          your account: email, name, plan, subscription and its dates
resumes.json          every resume: original and optimized text, job description, match score
resumes/*.md          each resume as Markdown, readable in any text editor
resume-versions.json  every saved version of each resume: its number, what made it, its scores
                      and its text, with the changes an optimization proposed
usage-events.json     every AI call made for you (optimizations, cover letters, bios, bulk items)
monthly-usage.json    the monthly counters your plan's limits are taken from
bulk-runs.json        bulk tailoring runs: the base resume, the job descriptions and the results
billing-records.json  payments, failed payments and refunds
checkouts.json        checkouts you started

Cover letters and bios are not stored: they are written, shown to you and downloaded, and only
the fact that one was generated is kept (usage-events.json). Your sign-in (email, password or
Google account) is held by Firebase Authentication, and card details only by Stripe.
`

/** The archive's files as text, by path. */
export function dataExportEntries(rows: UserDataRows, now: Date): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  const names = resumeFileNames(rows.resumes)
  const files: Record<string, string> = {
    'README.txt': README,
    'profile.json': json(profileOf(rows.user, now)),
    'resumes.json': json(
      rows.resumes.map((resume, i) => ({
        id: resume.id,
        title: resume.title,
        status: resume.status,
        template: resume.template,
        match_score: resume.matchScore,
        original_content: resume.originalContent,
        optimized_content: resume.optimizedContent,
        job_description: resume.jobDescription,
        created_at: iso(resume.createdAt),
        updated_at: iso(resume.updatedAt),
        markdown_file: names[i],
      })),
    ),
    'resume-versions.json': json(
      rows.resumeVersions.map((version) => ({
        id: version.id,
        resume_id: version.resumeId,
        number: version.number,
        created_at: iso(version.createdAt),
        source: version.source,
        ats_score: version.atsScore,
        match_score: version.matchScore,
        restored_from: version.restoredFrom,
        text: version.text,
        proposal: version.proposal,
      })),
    ),
    'usage-events.json': json(
      rows.usageEvents.map((event) => ({
        id: event.id,
        kind: event.kind,
        created_at: iso(event.createdAt),
        metadata: event.metadata,
      })),
    ),
    'monthly-usage.json': json(
      rows.monthlyUsage.map((month) => ({
        month: month.month,
        generations_used: month.generationsUsed,
        ats_scans_used: month.atsScansUsed,
        cover_letters_used: month.coverLettersUsed,
      })),
    ),
    'bulk-runs.json': json(
      rows.bulkRuns.map((run) => ({
        id: run.id,
        status: run.status,
        base_resume: run.baseResume,
        job_descriptions: run.jobDescriptions,
        results: run.results,
        error: run.error,
        created_at: iso(run.createdAt),
        started_at: iso(run.startedAt),
        finished_at: iso(run.finishedAt),
      })),
    ),
    'billing-records.json': json(
      rows.billingRecords.map((record) => ({
        id: record.id,
        created_at: iso(record.createdAt),
        plan_type: record.planType,
        billing_period: record.billingPeriod,
        amount_cents: record.amountCents,
        currency: record.currency,
        payment_status: record.paymentStatus,
        description: record.description,
        provider: record.provider,
        external_id: record.externalId,
      })),
    ),
    'checkouts.json': json(
      rows.checkoutSessions.map((session) => ({
        id: session.id,
        provider: session.provider,
        plan: session.plan,
        billing_period: session.billingPeriod,
        amount_cents: session.amountCents,
        currency: session.currency,
        status: session.status,
        payment_status: session.paymentStatus,
        language: session.language,
        created_at: iso(session.createdAt),
        completed_at: iso(session.completedAt),
      })),
    ),
  }
  rows.resumes.forEach((resume, i) => {
    const name = names[i]
    if (name !== undefined) files[name] = resumeMarkdownOf(resume)
  })
  return files
}

/** The ZIP itself: every entry deflated and dated `now` (fflate, as the DOCX writer uses). */
export function buildDataExportZip(rows: UserDataRows, now: Date): Uint8Array {
  const zippable: Zippable = {}
  for (const [path, text] of Object.entries(dataExportEntries(rows, now))) {
    zippable[path] = [strToU8(text), { mtime: now }]
  }
  return zipSync(zippable, { level: 6 })
}
