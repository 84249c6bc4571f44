import { describe, expect, it, vi } from 'vitest'
import { analyzeWithFit } from './analyze-with-fit.ts'
import type { fitReport as FitReport } from './fit-report.ts'

const fitReport = vi.hoisted(() => ({ fails: false }))

vi.mock('./fit-report.ts', async (importOriginal) => {
  const original = await importOriginal<{ fitReport: typeof FitReport }>()
  return {
    ...original,
    fitReport: (...args: Parameters<typeof FitReport>) => {
      if (fitReport.fails) throw new Error('an ad nobody foresaw')
      return original.fitReport(...args)
    },
  }
})

const RESUME = `# Jane Doe
## Experience
Backend Engineer, Initech — Mar 2019 – Present
- Built payment services in Go and PostgreSQL.`

const JOB = `Backend Engineer
Requirements:
- 3+ years of Go
- PostgreSQL`

describe('analyzeWithFit', () => {
  it('adds the requirements, the fit score and the gap plan to the keyword analysis', () => {
    fitReport.fails = false
    const analysis = analyzeWithFit({ resume: RESUME, jobDescription: JOB, today: '2026-11' })
    expect(analysis.requirements?.map((r) => [r.name, r.status])).toEqual(
      expect.arrayContaining([['PostgreSQL', 'met']]),
    )
    expect(analysis.fit_score).toBeGreaterThan(0)
    expect(analysis.gap_plan).toBeDefined()
  })

  it('keeps the keyword figures when the fit report cannot be computed', () => {
    fitReport.fails = true
    const analysis = analyzeWithFit({ resume: RESUME, jobDescription: JOB, today: '2026-11' })
    expect(analysis.match_percentage).toBeGreaterThan(0)
    expect(analysis.keyword_matches.length).toBeGreaterThan(0)
    expect(analysis).not.toHaveProperty('requirements')
    expect(analysis).not.toHaveProperty('fit_score')
    expect(analysis).not.toHaveProperty('gap_plan')
  })
})
