import { describe, expect, it } from 'vitest'
import type { KeywordAnalysis, KeywordMatch } from '../../../src/contract/analysis.ts'
import { analyzeResume } from '../analysis/analyze-resume.ts'
import { GAP_MATRIX_MAX_KEYWORDS, gapMatrixOf } from './gap-matrix.ts'

function analysisWith(matches: Array<Partial<KeywordMatch> & { keyword: string }>) {
  return {
    keyword_matches: matches.map((match) => ({
      category: 'technical',
      found_in_resume: false,
      importance_score: 0.5,
      ...match,
    })),
  } as KeywordAnalysis
}

describe('gapMatrixOf', () => {
  it('keeps the keywords two or more jobs ask for, most asked first, and names the missing ones', () => {
    const matrix = gapMatrixOf([
      analysisWith([
        { keyword: 'React', found_in_resume: true },
        { keyword: 'GraphQL' },
        { keyword: 'Figma', category: 'tools' },
      ]),
      analysisWith([{ keyword: 'react', found_in_resume: true }, { keyword: 'GraphQL' }]),
      analysisWith([{ keyword: 'GraphQL' }, { keyword: 'Kubernetes' }]),
    ])
    expect(matrix).toEqual({
      jobs: 3,
      keywords: [
        { keyword: 'GraphQL', category: 'technical', jobs: [0, 1, 2], in_resume: false },
        { keyword: 'React', category: 'technical', jobs: [0, 1], in_resume: true },
      ],
      missing_everywhere: ['GraphQL'],
    })
  })

  it('breaks ties by importance, then alphabetically', () => {
    const matrix = gapMatrixOf([
      analysisWith([
        { keyword: 'SQL', importance_score: 0.3 },
        { keyword: 'Python', importance_score: 0.9 },
        { keyword: 'Agile', importance_score: 0.3 },
      ]),
      analysisWith([{ keyword: 'SQL' }, { keyword: 'Python' }, { keyword: 'Agile' }]),
    ])
    expect(matrix.keywords.map((entry) => entry.keyword)).toEqual(['Python', 'Agile', 'SQL'])
  })

  it('with a single job, every keyword of it counts', () => {
    const matrix = gapMatrixOf([
      analysisWith([{ keyword: 'Go', found_in_resume: true }, { keyword: 'Rust' }]),
    ])
    expect(matrix.keywords.map((entry) => entry.keyword)).toEqual(['Go', 'Rust'])
    expect(matrix.missing_everywhere).toEqual(['Rust'])
  })

  it('is empty without jobs and caps its length', () => {
    expect(gapMatrixOf([])).toEqual({ jobs: 0, keywords: [], missing_everywhere: [] })
    const many = Array.from({ length: 50 }, (_, i) => ({ keyword: `skill-${i}` }))
    expect(gapMatrixOf([analysisWith(many), analysisWith(many)]).keywords).toHaveLength(
      GAP_MATRIX_MAX_KEYWORDS,
    )
  })

  it('reads real analyses: a skill both postings ask for and the resume lacks is a gap', () => {
    const resume = '# Ana Ruiz\n## Experience\n- Built React and TypeScript apps for 5 years'
    const jobs = [
      'Frontend engineer: React, TypeScript and GraphQL required. Experience with Docker.',
      'We need a developer who knows GraphQL and React. Docker is a plus.',
    ]
    const matrix = gapMatrixOf(jobs.map((job) => analyzeResume({ resume, jobDescription: job })))
    const byName = new Map(matrix.keywords.map((entry) => [entry.keyword.toLowerCase(), entry]))
    expect(byName.get('react')).toMatchObject({ jobs: [0, 1], in_resume: true })
    expect(byName.get('graphql')).toMatchObject({ jobs: [0, 1], in_resume: false })
    expect(matrix.missing_everywhere.map((k) => k.toLowerCase())).toContain('graphql')
    expect(matrix.missing_everywhere.map((k) => k.toLowerCase())).not.toContain('react')
  })
})
