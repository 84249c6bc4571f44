import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { KeywordAnalysis } from '../../src/contract/analysis.ts'
import { analyzeResume } from '../domain/analysis/analyze-resume.ts'
import { BULLETS_FOR_FULL_POINTS } from '../domain/analysis/ats/formatting-checks.ts'
import { readResume } from '../domain/analysis/ats/resume-facts.ts'
import { SECTION_KINDS, type SectionKind } from '../domain/analysis/ats/sections.ts'
import { SUGGESTION_TEXT } from '../domain/analysis/ats/suggestion-text.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'
import { resumeRoles } from '../domain/resume/resume-roles.ts'
import { JOB_DESCRIPTIONS } from './fixtures/resumes/job-descriptions.ts'
import {
  resumeBySlug,
  type Language,
  type ResumeContent,
} from './fixtures/resumes/resume-contents.ts'

/**
 * Every resume of server/test/fixtures/resumes, read by the real extraction and analysed against a
 * job ad: no piece of advice may contradict what the hand-written JSON beside the file says the
 * resume holds, and the checks' own figures must agree with it within the tolerances below.
 *
 * Set FIXTURE_REPORT=<file.md> to also write the failures, with the text that proves each wrong.
 */
const DIR = fileURLToPath(new URL('./fixtures/resumes/', import.meta.url))

/** Bullets counted by the check may differ from the hand count by one (a wrapped line, a stray marker). */
const BULLET_TOLERANCE = 1
/** Quantified share (percentage points) the check or the advice may differ by from the hand count. */
const QUANTIFIED_TOLERANCE = 10
/** Date ranges: one more or fewer than the jobs' ranges (an education range read along). */
const DATES_TOLERANCE = 1

interface Expected {
  file: string
  resume: string
  form: string
  language: Language
  contact: { email: boolean; phone: boolean; linkedin: boolean }
  bullets: number
  quantified: number
  sections: SectionKind[]
  dates: number
}

interface Problem {
  kind: 'advice' | 'check'
  what: string
  proof: string
}

const fixtures: Expected[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as Expected)

/** Each sentence the analysis may say, recognised by regenerating it from the sentence table. */
function adviceReader(language: Language) {
  const text = SUGGESTION_TEXT[language]
  const contact = new Map<string, string[]>(
    [['email'], ['phone'], ['email', 'phone']].map((items) => [
      text.contact(items as ('email' | 'phone')[]),
      items,
    ]),
  )
  const sections = new Map<string, SectionKind[]>()
  for (let mask = 1; mask < 1 << SECTION_KINDS.length; mask++) {
    const kinds = SECTION_KINDS.filter((_, index) => mask & (1 << index))
    sections.set(text.sections(kinds), kinds)
  }
  const [before = '', after = ''] = text.quantified('\u0000').split('\u0000')
  const escape = (part: string): string => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const quantified = new RegExp(`^${escape(before)}(.+?)${escape(after)}$`)
  return (sentence: string) => ({
    contact: contact.get(sentence),
    linkedin: sentence === text.linkedin,
    bullets: sentence === text.bullets,
    moreBullets: sentence === text.moreBullets,
    datesMissing: sentence === text.datesMissing,
    sections: sections.get(sentence),
    quantifiedShare: (() => {
      const match = quantified.exec(sentence)
      return match?.[1] ? Number.parseFloat(match[1].replace(',', '.')) : undefined
    })(),
  })
}

function linesWith(text: string, needles: readonly string[], limit = 3): string {
  const lines = text.split('\n')
  const found = needles
    .map((needle) => lines.find((line) => line.toLowerCase().includes(needle.toLowerCase())))
    .filter((line): line is string => line !== undefined)
  return found.length > 0
    ? found
        .slice(0, limit)
        .map((line) => `"${line.trim()}"`)
        .join(' / ')
    : `(not in the extracted text: ${needles.slice(0, limit).join(' / ')})`
}

/**
 * The extracted lines of the resume's bullets, found by their first words however the PDF wrapped
 * them, each with the continuation lines that complete it ("line ⏎ next line").
 */
function bulletsProof(text: string, resume: ResumeContent, quantifiedOnly = false): string {
  const lines = text.split('\n')
  const flat = (line: string): string => line.replace(/\s+/g, ' ').trim()
  const bullets = resume.jobs.flatMap((job) => job.bullets)
  // Every quantified bullet, since the one the check missed may be any of them; three otherwise.
  const chosen = quantifiedOnly
    ? bullets.filter((bullet) => /\d/.test(bullet))
    : bullets.slice(0, 3)
  return chosen
    .map((bullet) => {
      const start = lines.findIndex((line) =>
        line.includes(bullet.split(' ').slice(0, 4).join(' ')),
      )
      if (start === -1) return `(not in the extracted text: "${bullet}")`
      const taken = [flat(lines[start] ?? '')]
      for (
        let next = start + 1;
        next < start + 3 && !bullet.endsWith(taken.at(-1)?.split(' ').at(-1) ?? '');
        next++
      ) {
        taken.push(flat(lines[next] ?? ''))
      }
      return `"${taken.join(' ⏎ ')}"`
    })
    .join(' / ')
}

function wrongAdvice(
  expected: Expected,
  suggestions: readonly string[],
  text: string,
  resume: ResumeContent,
): Problem[] {
  const read = adviceReader(expected.language)
  const problems: Problem[] = []
  const expectedShare = expected.bullets > 0 ? (100 * expected.quantified) / expected.bullets : 0
  for (const sentence of suggestions) {
    const advice = read(sentence)
    const wrong = (proof: string): void => {
      problems.push({ kind: 'advice', what: sentence, proof })
    }
    for (const item of advice.contact ?? []) {
      if (item === 'email' && expected.contact.email) wrong(linesWith(text, ['@']))
      if (item === 'phone' && expected.contact.phone) {
        wrong(
          linesWith(
            text,
            resume.contact.filter((part) => /\d{3}/.test(part)),
          ),
        )
      }
    }
    if (advice.linkedin && expected.contact.linkedin) wrong(linesWith(text, ['linkedin']))
    if (advice.bullets && expected.bullets > 0) wrong(bulletsProof(text, resume))
    if (advice.moreBullets && expected.bullets >= BULLETS_FOR_FULL_POINTS) {
      wrong(`${expected.bullets} bullets: ${bulletsProof(text, resume)}`)
    }
    if (advice.datesMissing && expected.dates > 0) {
      wrong(
        linesWith(
          text,
          resume.jobs.map((job) => job.dates),
        ),
      )
    }
    const present = (advice.sections ?? []).filter((kind) => expected.sections.includes(kind))
    if (present.length > 0) {
      const headings = present.map((kind) => resume.headings[kind] ?? kind)
      wrong(`present: ${present.join(', ')}: ${linesWith(text, headings)}`)
    }
    if (
      advice.quantifiedShare !== undefined &&
      Math.abs(advice.quantifiedShare - expectedShare) > QUANTIFIED_TOLERANCE
    ) {
      wrong(
        `${expected.quantified} of ${expected.bullets} bullets (${expectedShare.toFixed(1)}%) hold a figure: ${bulletsProof(text, resume, true)}`,
      )
    }
  }
  return problems
}

function checkValue(analysis: KeywordAnalysis, id: string): number | null {
  return analysis.ats_score.checks?.find((check) => check.id === id)?.value ?? null
}

function wrongChecks(
  expected: Expected,
  analysis: KeywordAnalysis,
  text: string,
  resume: ResumeContent,
): Problem[] {
  const problems: Problem[] = []
  const off = (what: string, proof: string): void => {
    problems.push({ kind: 'check', what, proof })
  }
  const facts = readResume(text)
  for (const item of ['email', 'phone', 'linkedin'] as const) {
    if (facts.contact[item] !== expected.contact[item]) {
      off(
        `contact check: ${item} ${facts.contact[item] ? 'found' : 'not found'}, expected ${expected.contact[item] ? 'found' : 'absent'}`,
        linesWith(text, resume.contact),
      )
    }
  }
  const bullets = checkValue(analysis, 'bullets') ?? 0
  if (Math.abs(bullets - expected.bullets) > BULLET_TOLERANCE) {
    off(
      `bullets check counted ${bullets}, expected ${expected.bullets} ±${BULLET_TOLERANCE}`,
      bulletsProof(text, resume),
    )
  }
  const share = checkValue(analysis, 'quantified_results') ?? 0
  const expectedShare = expected.bullets > 0 ? (100 * expected.quantified) / expected.bullets : 0
  if (Math.abs(share - expectedShare) > QUANTIFIED_TOLERANCE) {
    off(
      `quantified check ${share}%, expected ${expectedShare.toFixed(1)}% (${expected.quantified} of ${expected.bullets}) ±${QUANTIFIED_TOLERANCE}`,
      bulletsProof(text, resume, true),
    )
  }
  const missed = expected.sections.filter((kind) => !facts.sections.found.has(kind))
  const extra = [...facts.sections.found].filter((kind) => !expected.sections.includes(kind))
  if (missed.length > 0 || extra.length > 0) {
    off(
      `sections check: ${missed.length ? `missed ${missed.join(', ')}` : ''}${missed.length && extra.length ? '; ' : ''}${extra.length ? `found absent ${extra.join(', ')}` : ''}`,
      linesWith(
        text,
        [...missed, ...extra].map((kind) => resume.headings[kind] ?? kind),
      ),
    )
  }
  const dates = checkValue(analysis, 'dates') ?? 0
  if (dates > 0 !== expected.dates > 0 || Math.abs(dates - expected.dates) > DATES_TOLERANCE) {
    off(
      `dates check found ${dates} ranges, expected ${expected.dates} ±${DATES_TOLERANCE}`,
      linesWith(
        text,
        resume.jobs.map((job) => job.dates),
      ),
    )
  }
  return problems
}

const report: string[] = []

describe('resume fixtures: the advice is never wrong', () => {
  it('holds at least 40 resumes in en, es and ru, each file beside its JSON', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40)
    expect(new Set(fixtures.map((fixture) => fixture.language))).toEqual(
      new Set(['en', 'es', 'ru']),
    )
    const files = readdirSync(DIR).filter((name) => /\.(pdf|docx)$/.test(name))
    expect(files.sort()).toEqual(fixtures.map((fixture) => fixture.file).sort())
  })

  it.each(fixtures)(
    '$file',
    async (expected) => {
      const resume = resumeBySlug(expected.resume)
      const { text, layout } = await extractDocument(
        new Uint8Array(readFileSync(path.join(DIR, expected.file))),
      )
      // With the ad: what a user sees. Without keywords: every check's advice, none crowded out.
      const withAd = analyzeResume({
        resume: text,
        jobDescription: JOB_DESCRIPTIONS[expected.language],
        layout,
      })
      const checksOnly = analyzeResume({ resume: text, jobDescription: '', layout })
      const advice = [...new Set([...withAd.suggestions, ...checksOnly.suggestions])]
      const problems = [
        ...wrongAdvice(expected, advice, text, resume),
        ...wrongChecks(expected, withAd, text, resume),
      ]
      const diff = problems
        .map((problem) => `  [${problem.kind}] ${problem.what}\n      proof: ${problem.proof}`)
        .join('\n')
      if (problems.length > 0) {
        report.push(
          `## ${expected.file}\n${expected.form}\n\n${problems.map((problem) => `- **${problem.kind}**: ${problem.what}\n  - proof: ${problem.proof}`).join('\n')}\n`,
        )
        const target = process.env.FIXTURE_REPORT
        if (target)
          writeFileSync(
            target,
            `# Resume fixtures: wrong advice and check values\n\n${report.join('\n')}`,
          )
      }
      expect(problems, `${expected.file} (${expected.form}):\n${diff}`).toEqual([])
      // The fit report reads the same jobs: one role for each date range of a job.
      expect(resumeRoles(text).map((role) => `${role.start}..${role.end}`)).toHaveLength(
        expected.dates,
      )
    },
    30_000,
  )
})
