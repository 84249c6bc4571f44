import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { ResumeChange } from '../../contract/resume-changes.ts'
import type {
  ResumeReview,
  ResumeVersion,
  ResumeVersionSource,
} from '../../contract/resume-versions.ts'
import type { Resume } from '../../contract/resumes.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { failing, handle, parseBody, reply, replyErrorBody, slowly } from '../mock-http.ts'
import { mockState } from '../state.ts'

const { listResumeVersions, getResumeReview, saveResumeVersion, restoreResumeVersion } = endpoints
const ALL = [listResumeVersions, getResumeReview, saveResumeVersion, restoreResumeVersion]

/** The server's words (server/routes/resume-versions.ts), so dev mode shows what users will read. */
const NO_REVIEW = {
  detail: 'This resume has no optimization to review yet. Optimize it first, then open the review.',
}
const VERSION_NOT_FOUND = {
  detail:
    'That version of the resume was not found. Reload the list of versions and choose one of them.',
}

interface History {
  versions: ResumeVersion[]
  review: ResumeReview | null
}

/**
 * Each resume's history, kept with the resume object of the mock state: resetMockState() puts
 * fresh objects there, so the histories start over with it and tests cannot see each other's.
 */
const histories = new WeakMap<Resume, History>()

function versionOf(
  number: number,
  source: ResumeVersionSource,
  text: string,
  resume: Resume,
  createdAt: string,
  restoredFrom: string | null = null,
): ResumeVersion {
  return {
    id: crypto.randomUUID(),
    number,
    created_at: createdAt,
    source,
    // The server scores each text; the mock keeps the resume's match score and a fixed ATS figure.
    ats_score: resume.job_description ? 72 : null,
    match_score: resume.job_description ? resume.match_score : null,
    restored_from: restoredFrom,
    text,
  }
}

function withoutMarker(line: string): string {
  return line.replace(/^\s*[-*•]\s+/, '')
}

/**
 * A stand-in proposal for a stored rewrite: each line that differs, paired with the original line
 * at the same place. The server keeps the writer's real proposal; the mock has only the two texts.
 */
function proposalOf(original: string, optimized: string): ResumeChange[] {
  const before = original.split('\n')
  const after = optimized.split('\n')
  const changes: ResumeChange[] = []
  let section = ''
  before.forEach((line, index) => {
    if (/^#{1,6}\s/.test(line)) section = line.replace(/^#+\s*/, '')
    const rewritten = after[index]
    if (rewritten === undefined || rewritten === line || before.length !== after.length) return
    changes.push({
      id: `c${changes.length + 1}`,
      section,
      kind: 'tightened',
      before: withoutMarker(line),
      after: withoutMarker(rewritten),
      line: index,
      reason: 'Says the same in fewer, stronger words.',
      keywords: [],
      evidence: [withoutMarker(line)],
      needs_user_input: false,
      safe: true,
    })
  })
  return changes
}

/** The resume's history, started as the server's backfill starts it: original, then its rewrite. */
function historyOf(resume: Resume): History {
  const known = histories.get(resume)
  if (known) return known
  const versions = [versionOf(1, 'original', resume.original_content, resume, resume.created_at)]
  let review: ResumeReview | null = null
  if (resume.optimized_content) {
    const rewrite = versionOf(
      2,
      'offline',
      resume.optimized_content,
      resume,
      resume.updated_at ?? resume.created_at,
    )
    versions.unshift(rewrite)
    review = {
      version_id: rewrite.id,
      original: resume.original_content,
      changes: proposalOf(resume.original_content, resume.optimized_content),
      rejected: [],
      model_failed: false,
    }
  }
  const history = { versions, review }
  histories.set(resume, history)
  return history
}

function findResume(id: unknown): Resume | undefined {
  return mockState.resumes.find((resume) => resume.id === id)
}

/** Makes `text` the resume's current text, as the server does, and records it. */
function store(
  resume: Resume,
  text: string,
  source: ResumeVersionSource,
  restoredFrom: string | null = null,
) {
  const history = historyOf(resume)
  resume.optimized_content = text === resume.original_content.trim() ? undefined : text
  resume.updated_at = new Date().toISOString()
  const number = (history.versions[0]?.number ?? 0) + 1
  const version = versionOf(number, source, text, resume, resume.updated_at, restoredFrom)
  history.versions.unshift(version)
  return { resume, version }
}

/** One of the resume's versions, for an export of it; undefined for an id not the resume's. */
export function exportedVersionOf(resume: Resume, versionId: string): ResumeVersion | undefined {
  return historyOf(resume).versions.find((item) => item.id === versionId)
}

/** The server's label of a version in an export's name: 'version 3, 28 Nov 2026' (UTC day). */
export function versionLabelOf(version: ResumeVersion): string {
  const day = new Date(version.created_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `version ${version.number}, ${day}`
}

const success: HttpHandler[] = [
  handle(listResumeVersions, ({ params }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    return reply(listResumeVersions, { versions: historyOf(resume).versions })
  }),
  handle(getResumeReview, ({ params }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    const { review } = historyOf(resume)
    return review ? reply(getResumeReview, review) : replyErrorBody(404, NO_REVIEW)
  }),
  handle(saveResumeVersion, async ({ params, request }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    const body = await parseBody(saveResumeVersion, request)
    if (body instanceof Response) return body
    return reply(saveResumeVersion, store(resume, body.text, body.source))
  }),
  handle(restoreResumeVersion, ({ params }) => {
    const resume = findResume(params.id)
    if (!resume) return replyErrorBody(404, errorBodies.notFound)
    const version = historyOf(resume).versions.find((item) => item.id === params.version)
    if (!version) return replyErrorBody(404, VERSION_NOT_FOUND)
    return reply(restoreResumeVersion, store(resume, version.text, 'restore', version.id))
  }),
]

export const resumeVersionsHandlers = {
  /** Stateful: each resume starts with its original (and its rewrite); saves and restores add. */
  success,
  /** No optimization to review (the resume was never optimized). */
  noReview: [handle(getResumeReview, () => replyErrorBody(404, NO_REVIEW))],
  error: failing(ALL, 500, errorBodies.serverError),
  saveError: failing([saveResumeVersion], 500, errorBodies.serverError),
  restoreError: failing([restoreResumeVersion], 500, errorBodies.serverError),
  slow: slowly(ALL, success),
} satisfies Record<string, HttpHandler[]>
