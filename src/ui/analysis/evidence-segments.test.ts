import { describe, expect, it } from 'vitest'
import { evidenceDisplayText, evidenceSegments } from './evidence-segments.ts'

describe('evidenceDisplayText', () => {
  it('drops the list marker the resume line was written with', () => {
    expect(evidenceDisplayText('- Set up Jest and Cypress tests')).toBe(
      'Set up Jest and Cypress tests',
    )
    expect(evidenceDisplayText('• Led the team')).toBe('Led the team')
    expect(evidenceDisplayText('2) Wrote docs')).toBe('Wrote docs')
    expect(evidenceDisplayText('React, TypeScript')).toBe('React, TypeScript')
  })

  it('drops the heading marks of an entry the editor wrote, keeping a C# or F# alone', () => {
    expect(evidenceDisplayText('### Web Developer, Cascade Creative (2019 - 2021)')).toBe(
      'Web Developer, Cascade Creative (2019 - 2021)',
    )
    expect(evidenceDisplayText('C# and F# services')).toBe('C# and F# services')
  })
})

describe('evidenceSegments', () => {
  it('highlights every occurrence of the matched wording, ignoring case', () => {
    expect(evidenceSegments('Cut load time; load time matters', 'Load Time')).toEqual([
      { text: 'Cut ', matched: false },
      { text: 'load time', matched: true },
      { text: '; ', matched: false },
      { text: 'load time', matched: true },
      { text: ' matters', matched: false },
    ])
  })

  it('falls back to whole words when the phrase is not in the line as written', () => {
    expect(evidenceSegments('Set up Jest and Cypress tests', 'Cypress, Jest')).toEqual([
      { text: 'Set up ', matched: false },
      { text: 'Jest', matched: true },
      { text: ' and ', matched: false },
      { text: 'Cypress', matched: true },
      { text: ' tests', matched: false },
    ])
  })

  it('does not light up a word inside another word', () => {
    expect(evidenceSegments('Sass and CSSOM', 'CSS tools')).toEqual([
      { text: 'Sass and CSSOM', matched: false },
    ])
  })

  it('handles Cyrillic and accented words', () => {
    expect(evidenceSegments('Наставничество и менторство', 'менторство')).toEqual([
      { text: 'Наставничество и ', matched: false },
      { text: 'менторство', matched: true },
    ])
  })

  it('returns the line unmarked when nothing matches or nothing was given', () => {
    expect(evidenceSegments('Built dashboards', '')).toEqual([
      { text: 'Built dashboards', matched: false },
    ])
    expect(evidenceSegments('', 'React')).toEqual([])
  })
})
