import { describe, expect, it } from 'vitest'
import {
  cleanLine,
  countWords,
  hashOf,
  inSentence,
  joinClauses,
  joinList,
  lowerFirst,
  properNounsOf,
  splitSentences,
  tidyPunctuation,
} from './compose-text.ts'

describe('splitSentences', () => {
  it('cuts at lines, semicolons and sentence ends, not at initials or abbreviations', () => {
    expect(
      splitSentences(
        '- Led the team. Grew revenue.\n• Built Acme Inc. into a leader; hired 40 people\nМГУ им. М. В. Ломоносова',
      ),
    ).toEqual([
      'Led the team.',
      'Grew revenue.',
      'Built Acme Inc. into a leader',
      'hired 40 people',
      'МГУ им. М. В. Ломоносова',
    ])
  })

  it('keeps a degree abbreviation inside its sentence', () => {
    expect(splitSentences('B.S. in Economics, University of Michigan')).toEqual([
      'B.S. in Economics, University of Michigan',
    ])
    expect(splitSentences('B.A. Economics, University of Texas')).toEqual([
      'B.A. Economics, University of Texas',
    ])
  })
})

describe('text helpers', () => {
  it('cleans list markers and Markdown emphasis', () => {
    expect(cleanLine('- Backend engineer with **8 years** of *TypeScript*')).toBe(
      'Backend engineer with 8 years of TypeScript',
    )
    expect(cleanLine('2) [Site](https://x.dev) launch')).toBe('Site launch')
  })

  it('counts words that hold a letter or a digit', () => {
    expect(countWords('Иван Петров — финансовый директор, 2022')).toBe(5)
  })

  it('lower-cases ordinary words but not acronyms or proper nouns', () => {
    expect(lowerFirst('Led the team')).toBe('led the team')
    expect(lowerFirst('AWS costs')).toBe('AWS costs')
    expect(lowerFirst('McKinsey alumni')).toBe('McKinsey alumni')
    expect(lowerFirst('Forbes list', new Set(['Forbes']))).toBe('Forbes list')
    expect(inSentence('Financial Services')).toBe('financial services')
    expect(inSentence('FinTech')).toBe('FinTech')
    expect(inSentence('IT consulting')).toBe('IT consulting')
  })

  it('finds capitalised words in the middle of sentences', () => {
    expect([...properNounsOf(['Worked at Acme Payments in Berlin.'])]).toEqual([
      'Acme',
      'Payments',
      'Berlin',
    ])
  })

  it('joins lists and predicates in each language', () => {
    expect(joinList(['a', 'b', 'c'], 'en')).toBe('a, b and c')
    expect(joinList(['diseño', 'investigación'], 'es')).toBe('diseño e investigación')
    expect(joinList(['Java', 'Kotlin'], 'ru')).toBe('Java и Kotlin')
    expect(joinClauses(['led X, cutting Y', 'built Z'], 'en')).toBe('led X, cutting Y, and built Z')
    expect(joinClauses(['led X', 'built Z'], 'en')).toBe('led X and built Z')
  })

  it('tidies the punctuation where a field ends a sentence', () => {
    expect(tidyPunctuation('at DataFlow Inc.. Then at Yahoo!. Wait...')).toBe(
      'at DataFlow Inc. Then at Yahoo! Wait...',
    )
  })

  it('hashes deterministically', () => {
    expect(hashOf('Jane Doe')).toBe(hashOf('Jane Doe'))
    expect(hashOf('Jane Doe')).not.toBe(hashOf('John Doe'))
  })
})
