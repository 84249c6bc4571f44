import { describe, expect, it } from 'vitest'
import { getLexicon } from '../lexicon/load-lexicon.ts'
import { isEnglishInflection, isInflection, scanLexicon } from './lexicon-scan.ts'
import { tokenize } from './tokenize.ts'

const scan = (text: string, language: 'en' | 'es' | 'ru' = 'en'): string[] => {
  const lexicon = getLexicon()
  return scanLexicon(text, tokenize(text), lexicon, language).map(
    (h) => lexicon.entries[h.entry]?.display ?? '',
  )
}

describe('scanLexicon', () => {
  it('takes the longest form and resolves aliases', () => {
    expect(scan('Microsoft SQL Server and Postgres')).toEqual([
      'Microsoft SQL Server',
      'PostgreSQL',
    ])
    expect(scan('We run k8s on GCP')).toEqual(['Kubernetes', 'Google Cloud Platform'])
  })

  it('does not join terms across a comma', () => {
    expect(scan('Docker, Kubernetes')).toEqual(['Docker', 'Kubernetes'])
  })

  it('matches lower-case concepts through inflections only', () => {
    expect(scan('wrote unit tests')).toEqual(['unit testing'])
    expect(scan('experiment and optimize')).toEqual([])
  })

  it('accepts context-bound names only inside a list of technologies', () => {
    expect(scan('Go and Python')).toEqual(['Go', 'Python'])
    expect(scan('Go home.')).toEqual([])
  })

  it('finds Spanish and Russian forms', () => {
    expect(scan('trabajo en equipo y liderazgo', 'es')).toEqual(['trabajo en equipo', 'liderazgo'])
    expect(scan('Коммуникабельность и лидерские качества', 'ru')).toEqual([
      'коммуникабельность',
      'лидерство',
    ])
  })
})

describe('isInflection', () => {
  it('allows short endings on a shared beginning', () => {
    expect(isInflection('budget', 'budgets')).toBe(true)
    expect(isInflection('testing', 'tests')).toBe(true)
    expect(isInflection('experience', 'experiment')).toBe(false)
    expect(isInflection('ant', 'antes')).toBe(false)
  })
})

describe('isEnglishInflection', () => {
  it('accepts number and tense, not another word of the family', () => {
    expect(isEnglishInflection('budget', 'budgets')).toBe(true)
    expect(isEnglishInflection('process', 'processes')).toBe(true)
    expect(isEnglishInflection('modeling', 'modelling')).toBe(true)
    expect(isEnglishInflection('accounting', 'accounts')).toBe(false)
    expect(isEnglishInflection('budgeting', 'budget')).toBe(false)
    expect(isEnglishInflection('networking', 'network')).toBe(false)
    expect(isEnglishInflection('personable', 'personal')).toBe(false)
    expect(isEnglishInflection('innovation', 'innovative')).toBe(false)
  })
  it('keeps "key accounts" and a "training budget" from becoming skills they are not', () => {
    expect(scan('key accounts')).not.toContain('accounting')
    expect(scan('a training budget')).not.toContain('budgeting')
  })
})
