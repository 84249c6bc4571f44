import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { durationText, fitLines } from './format-fit.ts'

const FIT = new URL('../test/fixtures/fit/', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, FIT), 'utf8')

describe('fitLines', () => {
  it('prints the years asked and shown, and the summary that disagrees with them', () => {
    const analysis = analyzeWithFit({
      jobDescription: read('ads/en-accounting-senior-accountant.txt'),
      resume: read('resumes/en-accounting-worked-example.txt'),
      today: '2026-11',
    })
    const text = fitLines(analysis).join('\n')
    expect(text).toContain('5+ years asked, 7 years 7 months shown')
    expect(text).toContain(
      'note: your summary says 3 years (line 5); your roles add up to 7 years 7 months — update the summary, it undersells you.',
    )
  })

  it('prints nothing without a fit report', () => {
    const analysis = analyzeWithFit({ jobDescription: '', resume: 'Jane', today: '2026-11' })
    expect(fitLines({ ...analysis, fit_score: undefined })).toEqual([])
  })
})

describe('durationText', () => {
  it('writes months as a reader counts them', () => {
    expect(durationText(91)).toBe('7 years 7 months')
    expect(durationText(12)).toBe('1 year')
    expect(durationText(1)).toBe('1 month')
    expect(durationText(0)).toBe('0 months')
  })
})
