import {
  BULK_MAX_JOB_DESCRIPTIONS,
  BULK_MIN_JOB_DESCRIPTIONS,
  isLinkedInProfileUrl,
  PLAGIARISM_MIN_CHARS,
  type BulkRequest,
  type FlaggedSection,
  type LinkedinImportResponse,
} from '../../contract/pro.ts'

/*
 * The pure rules of the Pro dashboard (spec §5, §9): the bulk list, the originality check's
 * minimum, the LinkedIn URL check, where flagged passages sit in the text, and the Markdown of an
 * import. The components only draw what these decide.
 */

export function canAddJobDescription(jobs: readonly string[]): boolean {
  return jobs.length < BULK_MAX_JOB_DESCRIPTIONS
}

export function canRemoveJobDescription(jobs: readonly string[]): boolean {
  return jobs.length > BULK_MIN_JOB_DESCRIPTIONS
}

/** One more empty job description, unless the list is full. */
export function addJobDescription(jobs: readonly string[]): string[] {
  return canAddJobDescription(jobs) ? [...jobs, ''] : [...jobs]
}

/** The list without the one at `index`, unless it is the last one left. */
export function removeJobDescription(jobs: readonly string[], index: number): string[] {
  if (!canRemoveJobDescription(jobs)) return [...jobs]
  return jobs.filter((_, i) => i !== index)
}

export function replaceJobDescription(
  jobs: readonly string[],
  index: number,
  value: string,
): string[] {
  return jobs.map((job, i) => (i === index ? value : job))
}

/**
 * The request of a bulk run (spec §3, §5): the job descriptions with text, trimmed (blank boxes are
 * left out, not sent), the base resume or null when blank, and the empty user_profile the spec's
 * client sends. Null when no job description has text: the form then shows the message of spec §5.
 */
export function bulkRequestOf(baseResume: string, jobs: readonly string[]): BulkRequest | null {
  const job_descriptions = jobs
    .map((job) => job.trim())
    .filter(Boolean)
    .slice(0, BULK_MAX_JOB_DESCRIPTIONS)
  if (job_descriptions.length < BULK_MIN_JOB_DESCRIPTIONS) return null
  const base = baseResume.trim()
  return { job_descriptions, base_resume: base || null, user_profile: {} }
}

/** Spec §5: the originality check runs from 50 characters (trimmed, as the server counts them). */
export function originalityCharCount(text: string): number {
  return text.trim().length
}

export function canCheckOriginality(text: string): boolean {
  return originalityCharCount(text) >= PLAGIARISM_MIN_CHARS
}

/** Spec §5: whether the LinkedIn form can send this address (a linkedin.com profile URL). */
export function isImportableProfileUrl(value: string): boolean {
  return value.trim() !== '' && isLinkedInProfileUrl(value)
}

/** A run of the checked text: plain, or the flagged section at `flag` (its index in the list). */
export interface TextSegment {
  text: string
  flag: number | null
}

/**
 * Where each flagged section sits in the text. The server's offsets are used when they point at the
 * section's own text; otherwise (offsets into a trimmed or normalised copy) the passage is looked
 * up. Overlapping or unlocatable sections are left unhighlighted rather than drawn twice; they stay
 * in the list below the text.
 */
export function flaggedSegments(text: string, sections: readonly FlaggedSection[]): TextSegment[] {
  const located = sections
    .map((section, flag) => {
      const { start, end } = section
      if (end > start && end <= text.length && text.slice(start, end) === section.text) {
        return { start, end, flag }
      }
      const found = section.text ? text.indexOf(section.text) : -1
      return found < 0 ? null : { start: found, end: found + section.text.length, flag }
    })
    .filter((span): span is { start: number; end: number; flag: number } => span !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end)

  const segments: TextSegment[] = []
  let cursor = 0
  for (const span of located) {
    if (span.start < cursor) continue
    if (span.start > cursor) segments.push({ text: text.slice(cursor, span.start), flag: null })
    segments.push({ text: text.slice(span.start, span.end), flag: span.flag })
    cursor = span.end
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), flag: null })
  return segments
}

/** An import with something to show: a name or any section (a URL import without a provider has none). */
export function hasImportedData(profile: LinkedinImportResponse): boolean {
  return Boolean(
    profile.name.trim() ||
    profile.headline ||
    profile.summary ||
    profile.experience.length ||
    profile.education.length ||
    profile.skills.length,
  )
}

/** Section headings of the Markdown, in the user's language. */
export interface ImportHeadings {
  summary: string
  experience: string
  education: string
  skills: string
}

/**
 * The imported profile as light Markdown for a draft resume: `#` name, the headline, `##` sections,
 * `-` bullets (an experience's description indented under it). Empty sections are left out.
 */
export function importMarkdown(profile: LinkedinImportResponse, headings: ImportHeadings): string {
  const blocks: string[] = []
  const head = [`# ${profile.name.trim()}`]
  if (profile.headline?.trim()) head.push(profile.headline.trim())
  blocks.push(head.join('\n'))
  if (profile.summary?.trim()) blocks.push(`## ${headings.summary}\n${profile.summary.trim()}`)
  if (profile.experience.length) {
    const items = profile.experience.map((job) => {
      const what = [job.title, job.company]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', ')
      const line = `- ${what}${job.duration?.trim() ? ` (${job.duration.trim()})` : ''}`
      return job.description?.trim() ? `${line}\n  ${job.description.trim()}` : line
    })
    blocks.push(`## ${headings.experience}\n${items.join('\n')}`)
  }
  if (profile.education.length) {
    const items = profile.education.map((school) => {
      const what = [school.degree?.trim(), school.school.trim()].filter(Boolean).join(', ')
      return `- ${what}${school.year?.trim() ? ` (${school.year.trim()})` : ''}`
    })
    blocks.push(`## ${headings.education}\n${items.join('\n')}`)
  }
  if (profile.skills.length) {
    blocks.push(`## ${headings.skills}\n${profile.skills.map((skill) => `- ${skill}`).join('\n')}`)
  }
  return `${blocks.join('\n\n')}\n`
}

/** One bar of the usage chart: an action type, its count and its length against the largest. */
export interface UsageBar {
  type: string
  count: number
  percent: number
}

/** Actions by type, most frequent first (ties by name), each bar relative to the largest. */
export function usageBars(actionsByType: Readonly<Record<string, number>>): UsageBar[] {
  const entries = Object.entries(actionsByType).filter(([, count]) => count > 0)
  const max = Math.max(0, ...entries.map(([, count]) => count))
  return entries
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([type, count]) => ({ type, count, percent: max ? (count / max) * 100 : 0 }))
}

export type DownloadFormat = 'txt' | 'md'

/** The file a tailored resume downloads as: tailored-resume-{n}.{txt|md}, n counted from 1. */
export function tailoredResumeFile(
  index: number,
  text: string,
  format: DownloadFormat,
): { blob: Blob; filename: string } {
  const type = format === 'md' ? 'text/markdown' : 'text/plain'
  return {
    blob: new Blob([text], { type: `${type};charset=utf-8` }),
    filename: `tailored-resume-${index + 1}.${format}`,
  }
}
