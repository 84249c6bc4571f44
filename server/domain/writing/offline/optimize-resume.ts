import type { AnalysisLanguage, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { startsWithActionVerb } from '../../analysis/ats/action-verbs.ts'
import { claimsToAvoid, isAvoided, rewordingsOf } from '../../fit/claims-to-avoid.ts'
import { equivalentEvidence, type EquivalentEvidence } from '../guard-support.ts'
import type { OptimizeResumeInput } from '../writer.ts'
import { tightenBullet } from './optimize-bullets.ts'
import {
  displayHeading,
  SECTION_LABELS,
  splitResume,
  STANDARD_SECTIONS,
  type ResumeSection,
} from './resume-sections.ts'

/** Labels of the lines that carry worked-in keywords, in the resume's language. */
const ADDED_LABELS: Record<AnalysisLanguage, { related: string; strengths: string; and: string }> =
  {
    en: { related: 'Familiar with', strengths: 'Key strengths', and: 'and' },
    es: { related: 'Conocimientos básicos', strengths: 'Fortalezas', and: 'y' },
    ru: { related: 'Базовые знания', strengths: 'Сильные стороны', and: 'и' },
  }

/** More keywords than this in one line reads as stuffing; the most important ones go in. */
const MAX_ADDED_KEYWORDS = 10
const BULLET = /^\s*(?:[-*+•·▪◦‣●○■□►▸➢➤✓✔–—]|\d{1,2}[.)])\s+/u
/** Sentences of several words under a job that start like a bullet are bullets without a marker. */
const MIN_BULLET_WORDS = 5
/** A line holding a year is an entry line ("Engineer, Acme — 2019 – 2021"), never a bullet. */
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/

interface Additions {
  /** Missing job keywords a related term of the resume supports: tools, technologies, certificates. */
  related: string[]
  /** Missing soft skills the resume supports. */
  strengths: string[]
  /** Spelled-out or abbreviated forms to write beside the original's wording. */
  annotations: EquivalentEvidence[]
}

function isHard(match: KeywordMatch): boolean {
  return match.category !== 'soft'
}

/**
 * The job's missing keywords the resume supports, most important first: related ones by the
 * analysis's evidence, equivalent ones by the shared table (guard-support.ts). A keyword nothing
 * supports is never added, nor one the fit report finds missing or only bridged by a related
 * skill (`avoided`): a requirement of the ad is never claimed on a neighbour's strength.
 */
function additionsFor(
  resume: string,
  matches: readonly KeywordMatch[],
  avoided: readonly string[],
): Additions {
  const missing = matches
    .filter((match) => !match.found_in_resume && !isAvoided(match.keyword, avoided))
    .sort((a, b) => b.importance_score - a.importance_score)
  const additions: Additions = { related: [], strengths: [], annotations: [] }
  const seen = new Set<string>()
  let count = 0
  for (const match of missing) {
    if (count >= MAX_ADDED_KEYWORDS) break
    const key = match.keyword.toLowerCase()
    if (seen.has(key)) continue
    const equivalent = equivalentEvidence(match.keyword, resume)
    if (equivalent?.kind === 'abbreviation') {
      additions.annotations.push(equivalent)
    } else if (equivalent?.kind === 'implied' || (match.support === 'related' && !isHard(match))) {
      additions.strengths.push(match.keyword)
    } else if (match.support === 'related') {
      additions.related.push(match.keyword)
    } else {
      continue
    }
    seen.add(key)
    count += 1
  }
  return additions
}

/**
 * The gap plan's rewordings as annotations: where the resume shows a tool or certificate under
 * another name, the ad's name goes beside it ("Postgres (PostgreSQL)"), once, at the line the fit
 * report points to.
 */
function rewordAnnotations(
  resume: string,
  analysis: OptimizeResumeInput['analysis'],
  taken: readonly EquivalentEvidence[],
): EquivalentEvidence[] {
  const lines = resume.split('\n')
  const out: EquivalentEvidence[] = []
  let offset = 0
  const starts = lines.map((line) => {
    const start = offset
    offset += line.length + 1
    return start
  })
  for (const item of rewordingsOf(analysis.gap_plan, analysis.requirements)) {
    const line = lines[item.line]
    const lineStart = starts[item.line]
    if (line === undefined || lineStart === undefined) continue
    const at = line.indexOf(item.matched)
    if (at < 0) continue
    const start = lineStart + at
    const after = line.slice(at + item.matched.length)
    if (after.trimStart().toLowerCase().startsWith(`(${item.requirement.toLowerCase()}`)) continue
    const key = item.requirement.toLowerCase()
    if ([...taken, ...out].some((a) => a.start === start || a.keyword.toLowerCase() === key)) {
      continue
    }
    out.push({ kind: 'abbreviation', keyword: item.requirement, matched: item.matched, start })
  }
  return out
}

/** "Computer Science" becomes "Computer Science (CS)": the job's form beside the resume's own. */
function annotate(resume: string, annotations: readonly EquivalentEvidence[]): string {
  let text = resume
  const byOffset = [...annotations].sort((a, b) => b.start - a.start)
  for (const { start, matched, keyword } of byOffset) {
    const end = start + matched.length
    if (text.slice(start, end) !== matched) continue
    text = `${text.slice(0, end)} (${keyword})${text.slice(end)}`
  }
  return text
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`
}

function isBullet(line: string): boolean {
  return BULLET.test(line)
}

/** Body lines of a section, bullets tightened and blank runs collapsed. */
function tidySection(section: ResumeSection): string[] {
  const out: string[] = []
  const listLike = section.kind === 'skills' || section.kind === 'languages'
  const describesWork = section.kind === 'experience' || section.kind === 'projects'
  let underEntry = false
  for (const raw of section.lines) {
    const line = raw.replace(/\s+$/, '')
    if (line.trim().length === 0) {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('')
      continue
    }
    if (isBullet(line)) {
      const text = line.replace(BULLET, '').trim()
      out.push(`- ${listLike ? text : tightenBullet(text)}`)
      underEntry = true
      continue
    }
    const text = line.trim()
    const words = text.split(/\s+/).length
    const sentenceLike =
      describesWork &&
      underEntry &&
      words >= MIN_BULLET_WORDS &&
      !YEAR.test(text) &&
      (startsWithActionVerb(text) || tightenBullet(text) !== text.replace(/\.$/, ''))
    if (sentenceLike) {
      out.push(`- ${tightenBullet(text)}`)
      continue
    }
    out.push(text)
    underEntry = describesWork
  }
  while (out[out.length - 1] === '') out.pop()
  return out
}

function orderOf(section: ResumeSection): number {
  return STANDARD_SECTIONS.indexOf(section.kind)
}

/**
 * The offline optimizer: the resume restructured into standard sections (contact header, summary,
 * experience, projects, education, skills, certifications, languages, awards, then any other
 * section in its original order), bullets tightened, and the job's missing keywords that the
 * analysis supports worked into the skills section and the summary. Deterministic; every original
 * section and line is kept; no employer, title, degree, date or unsupported skill is added.
 */
export function optimizeResumeText(input: OptimizeResumeInput): string {
  const { analysis, language } = input
  const additions = additionsFor(
    input.resume,
    analysis.keyword_matches,
    claimsToAvoid(analysis.requirements),
  )
  const annotations = [
    ...additions.annotations,
    ...rewordAnnotations(input.resume, analysis, additions.annotations),
  ]
  const split = splitResume(annotate(input.resume, annotations))
  const labels = ADDED_LABELS[language]

  const sections = split.sections.map((section) => ({ ...section }))
  if (split.intro.length > 0) {
    const summary = sections.find((section) => section.kind === 'summary')
    if (summary) summary.lines = [...split.intro, '', ...summary.lines]
    else
      sections.push({
        kind: 'summary',
        heading: SECTION_LABELS[language].summary,
        lines: split.intro,
      })
  }
  const ordered = sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => orderOf(a.section) - orderOf(b.section) || a.index - b.index)
    .map(({ section }) => ({ section, body: tidySection(section) }))

  const strengths =
    additions.strengths.length > 0
      ? `${labels.strengths}: ${joinList(additions.strengths, labels.and)}.`
      : null
  const summary = ordered.find(({ section }) => section.kind === 'summary')
  const skills = ordered.find(({ section }) => section.kind === 'skills')
  if (strengths && summary) {
    // A line from an earlier run grows rather than repeats.
    const at = summary.body.findIndex((line) => line.startsWith(`${labels.strengths}: `))
    const earlier = summary.body[at]
    if (earlier !== undefined) {
      summary.body[at] = `${earlier.replace(/\.$/, '')}, ${additions.strengths.join(', ')}.`
    } else summary.body.push('', strengths)
  }
  if (additions.related.length > 0 || (strengths && !summary)) {
    // The added lines follow the section's own style: bullets, or plain lines.
    const marker = !skills || skills.body.some(isBullet) ? '- ' : ''
    const lines: string[] = []
    const earlier = skills?.body.findIndex((line) =>
      line.replace(BULLET, '').startsWith(`${labels.related}: `),
    )
    const earlierLine = earlier !== undefined ? skills?.body[earlier] : undefined
    if (
      skills &&
      earlier !== undefined &&
      earlierLine !== undefined &&
      additions.related.length > 0
    ) {
      skills.body[earlier] = `${earlierLine}, ${additions.related.join(', ')}`
    } else if (additions.related.length > 0) {
      lines.push(`${marker}${labels.related}: ${additions.related.join(', ')}`)
    }
    if (strengths && !summary) lines.push(`${marker}${strengths.replace(/\.$/, '')}`)
    if (skills) skills.body.push(...lines)
    else {
      const section: ResumeSection = {
        kind: 'skills',
        heading: SECTION_LABELS[language].skills,
        lines: [],
      }
      const at = ordered.findIndex(({ section: other }) => orderOf(other) > orderOf(section))
      ordered.splice(at < 0 ? ordered.length : at, 0, { section, body: lines })
    }
  }

  const out: string[] = []
  if (split.name) out.push(`# ${split.name}`)
  out.push(...split.header)
  for (const { section, body } of ordered) {
    if (out.length > 0) out.push('')
    out.push(`## ${displayHeading(section.heading, language)}`)
    out.push(...body)
  }
  return `${out.join('\n').trim()}\n`
}
