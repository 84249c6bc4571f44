import { describe, expect, it } from 'vitest'
import { isEverydayWord } from './everyday-words.ts'
import { isGluedWord, shapeProblem, skillShapedParts } from './keyword-shape.ts'
import { tokenize } from './tokenize.ts'

const parts = (phrase: string): string[] => {
  const words = tokenize(phrase)
  return skillShapedParts(words, isEverydayWord).map((idx) =>
    idx.map((k) => words[k]?.text ?? '').join(' '),
  )
}
const problem = (phrase: string) => shapeProblem(tokenize(phrase), isEverydayWord)

describe('skillShapedParts', () => {
  it('splits two skills joined by a conjunction', () => {
    expect(parts('Kafka and RabbitMQ')).toEqual(['Kafka', 'RabbitMQ'])
    expect(parts('using node.js and vue.js')).toEqual(['node.js', 'vue.js'])
    expect(parts('AWS and understanding')).toEqual(['AWS'])
  })
  it('distributes a shared word', () => {
    expect(parts('accounts payable and receivable')).toEqual([
      'accounts payable',
      'accounts receivable',
    ])
    expect(parts('written and verbal communication')).toEqual([
      'written communication',
      'verbal communication',
    ])
    expect(parts('unit and integration tests')).toEqual(['unit tests', 'integration tests'])
    expect(parts('communication and problem solving')).toEqual(['communication', 'problem solving'])
  })
  it('trims duty verbs, qualifiers and function words at the edges', () => {
    expect(parts('manage accounts payable')).toEqual(['accounts payable'])
    expect(parts('Prepare GAAP financial statements')).toEqual(['GAAP financial statements'])
    expect(parts('build budgets and forecasts')).toEqual(['budgets', 'forecasts'])
    expect(parts('strong SQL skills')).toEqual(['SQL'])
    expect(parts('general ledger')).toEqual(['general ledger'])
  })
  it('keeps nouns that look like verbs', () => {
    expect(parts('design patterns')).toEqual(['design patterns'])
    expect(parts('lead generation')).toEqual(['lead generation'])
    expect(parts('customer support')).toEqual(['customer support'])
    expect(parts('internal controls')).toEqual(['internal controls'])
    expect(parts('software testing')).toEqual(['software testing'])
  })
  it('drops what is no skill at all', () => {
    for (const junk of ['one', 'III', 'existing', 'equivalent', 'little', 'Full-time', 'will'])
      expect(parts(junk)).toEqual([])
  })
})

describe('shapeProblem', () => {
  it('accepts skill names', () => {
    for (const ok of ['general ledger', 'IV therapy', 'FastAPI', 'cold calling', 'GDPR'])
      expect(problem(ok)).toBeNull()
  })
  it('names what is wrong', () => {
    expect(problem('using node.js')).toBe('verb_only')
    expect(problem('AWS and understanding')).toBe('conjunction')
    expect(problem('staff so')).toBe('edge')
    expect(problem('one')).toBe('edge')
    expect(problem('experience the team')).toBe('sentence_piece')
    expect(problem('data you build')).toBe('sentence_piece')
    expect(problem('JOB')).toBe('generic')
    expect(problem('BIG')).toBe('shouted_word')
    expect(problem('YOU')).toBe('edge')
    expect(problem('APPLY')).toBe('verb_only')
    expect(problem('experienceMust')).toBe('glued')
    expect(problem('skills')).toBe('generic')
  })
})

describe('isGluedWord', () => {
  it('finds words that lost their space, not product names', () => {
    expect(isGluedWord('experienceMust', isEverydayWord)).toBe(true)
    expect(isGluedWord('AboutThe', isEverydayWord)).toBe(true)
    for (const name of [
      'JavaScript',
      'PowerPoint',
      'LinkedIn',
      'GitHub',
      'iOS',
      'FastAPI',
      'YouTube',
    ])
      expect(isGluedWord(name, isEverydayWord)).toBe(false)
  })
})
