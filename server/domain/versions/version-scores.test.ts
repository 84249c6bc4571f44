import { describe, expect, it } from 'vitest'
import { SAMPLE_JOB, SAMPLE_RESUME } from '../../test/sample-texts.ts'
import { compareResumes } from '../analysis/analyze-resume.ts'
import { versionAtsScoreOf } from './version-scores.ts'

describe('a version’s ATS score', () => {
  it('is the ATS comparison’s score of the text, rounded to a whole number', () => {
    const better = `${SAMPLE_RESUME}, Kubernetes`
    const comparison = compareResumes({
      resume: SAMPLE_RESUME,
      optimized: better,
      jobDescription: SAMPLE_JOB,
    })
    expect(versionAtsScoreOf(SAMPLE_RESUME, SAMPLE_JOB)).toBe(Math.round(comparison.original_score))
    expect(versionAtsScoreOf(better, SAMPLE_JOB)).toBe(Math.round(comparison.optimized_score))
  })

  it('is null without a job description', () => {
    expect(versionAtsScoreOf(SAMPLE_RESUME, null)).toBeNull()
    expect(versionAtsScoreOf(SAMPLE_RESUME, '  ')).toBeNull()
  })
})
