import { describe, expect, it } from 'vitest'
import { isDegreeKeyword } from './degree-keywords.ts'

describe('isDegreeKeyword', () => {
  it('names degrees in English, Spanish and Russian', () => {
    for (const keyword of [
      "Bachelor's degree",
      "Master's degree",
      'PhD',
      'MBA',
      'grado universitario',
      'máster',
      'степень бакалавра',
      'степень магистра',
    ])
      expect(isDegreeKeyword(keyword), keyword).toBe(true)
  })

  it('leaves certificates and licences alone, also those named "Associate" or "master"', () => {
    for (const keyword of [
      'AWS Certified Solutions Architect',
      'Azure Developer Associate',
      'master electrician licence',
      'CPA',
      'дипломированная медсестра',
    ])
      expect(isDegreeKeyword(keyword), keyword).toBe(false)
  })
})
