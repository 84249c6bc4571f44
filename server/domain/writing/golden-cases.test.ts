import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { analyzeResume } from '../analysis/analyze-resume.ts'
import { analyzeWithFit } from '../fit/analyze-with-fit.ts'
import { claimsToAvoid } from '../fit/claims-to-avoid.ts'
import { guardResume } from './fabrication-guard.ts'
import { datesIn } from './guard-dates.ts'
import { equivalentEvidence } from './guard-support.ts'
import { optimizeResumeText } from './offline/optimize-resume.ts'
import { headingOf } from './offline/resume-sections.ts'
import { toMarkdown, type ResumeJson } from '../../test/fixtures/writing/resume-matcher-cases.ts'

/*
 * The offline optimizer measured on the Resume-Matcher project's golden tailoring cases
 * (../shared/data/eval/resume-matcher, Apache-2.0, see its LICENSE and data/SOURCES.md), plus
 * extra cases: the same project's master resume against its four fixture job descriptions.
 */

const DATA = fileURLToPath(new URL('../../../../shared/data/eval/resume-matcher/', import.meta.url))

interface GoldenCase {
  name: string
  job_description: string
  jd_keywords: string[]
  original: ResumeJson
}

const golden = JSON.parse(readFileSync(`${DATA}golden_cases.json`, 'utf8')) as GoldenCase[]
const master = JSON.parse(readFileSync(`${DATA}master-resume.json`, 'utf8')) as ResumeJson
const extraCases = ['backend-eng', 'frontend-eng', 'ml-eng', 'product-manager'].map((name) => ({
  name,
  jobDescription: readFileSync(`${DATA}jds/${name}.txt`, 'utf8'),
  resume: toMarkdown(master),
}))

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

function headings(text: string): string[] {
  return text
    .split('\n')
    .map((line) => headingOf(line))
    .filter((heading): heading is string => heading !== null)
}

/** Non-bullet lines with a date: "Title, Company — dates" entries and their degrees. */
function entryLines(text: string): string[] {
  return text.split('\n').filter((line) => !/^\s*-/.test(line) && datesIn(line).length > 0)
}

/** As the optimize route does it: the analysis with the fit report, whose unmet requirements stay out. */
function optimize(resume: string, jobDescription: string) {
  const before = analyzeWithFit({ resume, jobDescription, today: TODAY })
  const optimized = optimizeResumeText({ resume, jobDescription, analysis: before, language: 'en' })
  const after = analyzeResume({ resume: optimized, jobDescription })
  return { before, optimized, after }
}

/**
 * The keyword match never drops. It rose 15 points while the optimizer wrote loose relations in,
 * and about 9 while it wrote in every keyword a related one supported ("Familiar with:
 * Kubernetes" on a Docker resume). Since issue 21 only a skill the resume proves is written in
 * (into the skills list, in the ad's words): what remains is the honest gain (docs/writing.md
 * records the figures).
 */
const TODAY = '2026-11'
const MAX_LENGTH_CHANGE = 0.25

describe('offline optimizer on the golden cases', () => {
  it.each(golden.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const resume = toMarkdown(c.original)
    const { before, optimized, after } = optimize(resume, c.job_description)

    expect(after.match_percentage).toBeGreaterThanOrEqual(before.match_percentage)
    // Every original section is kept, under the same name.
    expect(new Set(headings(optimized))).toEqual(new Set(headings(resume)))
    // No employer, title, degree or date added: every entry line is an original one, and the
    // guard finds nothing to remove.
    const originalEntries = new Set(entryLines(resume))
    for (const line of entryLines(optimized))
      expect(originalEntries).toContain(line.replace(/ \(CS\)/, ''))
    const avoid = claimsToAvoid(before.requirements)
    expect(avoid.length).toBeGreaterThan(0)
    expect(guardResume(resume, optimized, c.job_description, avoid).removed).toEqual([])
    // No requirement the fit report finds unmet is claimed.
    const claimed = after.keyword_matches.filter((m) => m.found_in_resume)
    for (const name of avoid) {
      const wasThere = before.keyword_matches.some((m) => m.found_in_resume && m.keyword === name)
      if (!wasThere)
        expect(
          claimed.map((m) => m.keyword),
          name,
        ).not.toContain(name)
    }
    for (const job of c.original.workExperience) {
      expect(optimized).toContain(job.company)
      expect(optimized).toContain(job.title)
    }
    const words = wordCount(optimized) / wordCount(resume)
    expect(Math.abs(words - 1)).toBeLessThanOrEqual(MAX_LENGTH_CHANGE)
    // Every expected keyword the original proves is still found; a related one is never written
    // in (issue 21: it becomes a question for the user), nor one nothing supports (CI/CD, ETL).
    const found = new Set(
      after.keyword_matches.filter((m) => m.found_in_resume).map((m) => m.keyword),
    )
    for (const match of before.keyword_matches) {
      if (match.support === 'proven') expect(found, match.keyword).toContain(match.keyword)
      if (match.found_in_resume || equivalentEvidence(match.keyword, resume)) continue
      expect(found.has(match.keyword), match.keyword).toBe(false)
    }
    expect(optimized).not.toMatch(/Familiar with|Key strengths/)
  })

  it('stays within 50 ms per resume', () => {
    const resume = toMarkdown(golden[0]?.original ?? master)
    const jobDescription = golden[0]?.job_description ?? ''
    const analysis = analyzeResume({ resume, jobDescription })
    optimizeResumeText({ resume, jobDescription, analysis, language: 'en' })
    const times: number[] = []
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now()
      optimizeResumeText({ resume, jobDescription, analysis, language: 'en' })
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50)
  })
})

describe('offline optimizer on the master resume against the fixture job descriptions', () => {
  const gains = extraCases.map((c) => {
    const { before, optimized, after } = optimize(c.resume, c.jobDescription)
    return {
      ...c,
      before,
      optimized,
      after,
      gain: after.match_percentage - before.match_percentage,
    }
  })

  it.each(gains.map((g) => [g.name, g] as const))(
    '%s: never loses, keeps every section, invents nothing',
    (_, g) => {
      expect(g.gain).toBeGreaterThanOrEqual(0)
      expect(new Set(headings(g.optimized))).toEqual(new Set(headings(g.resume)))
      const avoid = claimsToAvoid(g.before.requirements)
      expect(guardResume(g.resume, g.optimized, g.jobDescription, avoid).removed).toEqual([])
      for (const name of avoid) {
        const inOriginal = g.before.keyword_matches.some(
          (m) => m.found_in_resume && m.keyword === name,
        )
        const inOptimized = g.after.keyword_matches.some(
          (m) => m.found_in_resume && m.keyword === name,
        )
        if (!inOriginal) expect(inOptimized, name).toBe(false)
      }
      expect(Math.abs(wordCount(g.optimized) / wordCount(g.resume) - 1)).toBeLessThanOrEqual(
        MAX_LENGTH_CHANGE,
      )
    },
  )
})
