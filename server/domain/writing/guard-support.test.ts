import { describe, expect, it } from 'vitest'
import { equivalentEvidence } from './guard-support.ts'

describe('equivalentEvidence', () => {
  it('finds the spelled-out form of an abbreviation, and the reverse', () => {
    const resume = 'B.S. Computer Science, MIT\n- Trained ML models'
    expect(equivalentEvidence('CS', resume)).toMatchObject({
      matched: 'Computer Science',
      start: 5,
      kind: 'abbreviation',
    })
    expect(equivalentEvidence('machine learning', resume)).toMatchObject({
      matched: 'ML',
      kind: 'abbreviation',
    })
  })

  it('finds a soft skill the resume’s words state', () => {
    expect(equivalentEvidence('analytical skills', 'Data Analyst, Acme')).toMatchObject({
      matched: 'Analyst',
      kind: 'implied',
    })
    expect(equivalentEvidence('аналитическое мышление', 'Аналитик данных')).toMatchObject({
      kind: 'implied',
    })
  })

  it('finds nothing where the resume does not say it', () => {
    expect(equivalentEvidence('CS', 'B.A. Economics')).toBeNull()
    // Lower-case "ml" is no abbreviation ("500 ml").
    expect(equivalentEvidence('machine learning', 'Poured 500 ml')).toBeNull()
    expect(equivalentEvidence('analytical skills', 'Backend engineer')).toBeNull()
    expect(equivalentEvidence('Kubernetes', 'Docker')).toBeNull()
  })
})
