import { describe, expect, it } from 'vitest'
import { SAMPLE_JOB, SAMPLE_RESUME } from '../../test/sample-texts.ts'
import { compareResumes } from '../analysis/analyze-resume.ts'
import { analyzeWithFit } from '../fit/analyze-with-fit.ts'
import { versionAtsScoreOf } from './version-scores.ts'

describe('a version’s ATS score', () => {
  it('is the ATS comparison’s score of the text, rounded to a whole number', () => {
    const better = `${SAMPLE_RESUME}, Kubernetes`
    const comparison = compareResumes({
      resume: SAMPLE_RESUME,
      optimized: better,
      jobDescription: SAMPLE_JOB,
    })
    const scoreOf = (resume: string) =>
      versionAtsScoreOf(analyzeWithFit({ resume, jobDescription: SAMPLE_JOB, today: '2026-11' }))
    expect(scoreOf(SAMPLE_RESUME)).toBe(Math.round(comparison.original_score))
    expect(scoreOf(better)).toBe(Math.round(comparison.optimized_score))
  })

  it('is null without an analysis (no job description)', () => {
    expect(versionAtsScoreOf(null)).toBeNull()
  })
})
