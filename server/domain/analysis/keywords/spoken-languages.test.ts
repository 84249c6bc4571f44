import { describe, expect, it } from 'vitest'
import {
  findSpokenLanguages,
  matchSpokenLanguage,
  parseSpokenLanguageKeyword,
  spokenLanguageRequirements,
} from './spoken-languages.ts'

const keywords = (text: string, language: 'en' | 'es' | 'ru' = 'en'): string[] =>
  spokenLanguageRequirements(text, language).map((r) => r.keyword)

describe('spokenLanguageRequirements', () => {
  it('reads a level before the language', () => {
    expect(keywords('Fluent French and native Spanish required.')).toEqual([
      'French, fluent',
      'Spanish, native',
    ])
    expect(keywords('Conversational German is a plus.')).toEqual(['German, conversational'])
    expect(keywords('B2 English is required.')).toEqual(['English, B2'])
    // The level right before the name wins over a word further on that only looks like one.
    expect(keywords('Fluent French is a strong plus.')).toEqual(['French, fluent'])
  })

  it('reads a level after the language, in brackets or after a dash', () => {
    expect(keywords('English (fluent)\nFrench – C1\nGerman, basic')).toEqual([
      'English, fluent',
      'French, C1',
      'German, basic',
    ])
  })

  it('gives a list of languages the level said once for it', () => {
    expect(keywords('Bilingual English/Spanish.')).toEqual([
      'English, bilingual',
      'Spanish, bilingual',
    ])
    expect(keywords('Fluent in Danish and English.')).toEqual(['Danish, fluent', 'English, fluent'])
    expect(keywords('English and Danish (fluent).')).toEqual(['English, fluent', 'Danish, fluent'])
  })

  it('shows the language and level in the language of a Spanish or Russian ad', () => {
    expect(keywords('Requisitos: inglés avanzado, francés nivel B2.', 'es')).toEqual([
      'Inglés, avanzado',
      'Francés, B2',
    ])
    expect(keywords('Требования: английский B2', 'ru')).toEqual(['Английский, B2'])
    expect(keywords('Свободный английский, свободное владение немецким языком', 'ru')).toEqual([
      'Английский, свободный',
      'Немецкий, свободный',
    ])
    expect(keywords('Английский язык на уровне Upper-Intermediate', 'ru')).toEqual([
      'Английский, выше среднего',
    ])
  })

  it('keeps the highest level an ad names for one language', () => {
    const [english] = spokenLanguageRequirements('English B2. Later: fluent English.', 'en')
    expect(english?.keyword).toBe('English, fluent')
    expect(english?.spans).toHaveLength(2)
  })

  it('takes a bare language name only where it is a requirement', () => {
    expect(keywords('Danish-speaking is an advantage.')).toEqual(['Danish'])
    expect(keywords('Our German office is in Berlin.')).toEqual([])
    expect(keywords('We polish our Polish products.')).toEqual([])
  })

  it('takes a name the sentence asks for by its cue, in the three languages', () => {
    expect(keywords('Portuguese is a big plus for our Lisbon clients.')).toEqual(['Portuguese'])
    expect(keywords('Dutch is preferred.')).toEqual(['Dutch'])
    expect(keywords('Se valorará italiano o portugués.', 'es')).toEqual(['Italiano', 'Portugués'])
    expect(keywords('Conocimiento de gallego.', 'es')).toEqual(['Gallego'])
    expect(keywords('Уровень немецкого не ниже B2.', 'ru')).toEqual(['Немецкий, B2'])
  })

  it('reads no language inside a capitalised name, and shows a variety as the ad names it', () => {
    expect(keywords('A Spanish Heritage Certificate is required.')).toEqual([])
    expect(keywords('Cantonese is a plus.')).toEqual(['Cantonese'])
    expect(parseSpokenLanguageKeyword('Cantonese')).toEqual({ language: 'zh', rank: null })
  })
})

describe('parseSpokenLanguageKeyword', () => {
  it('reads the language and rank back from a keyword in any of the three languages', () => {
    expect(parseSpokenLanguageKeyword('French, fluent')).toEqual({ language: 'fr', rank: 5 })
    expect(parseSpokenLanguageKeyword('Inglés, avanzado')).toEqual({ language: 'en', rank: 5 })
    expect(parseSpokenLanguageKeyword('Английский, B2')).toEqual({ language: 'en', rank: 4 })
    expect(parseSpokenLanguageKeyword('English language')).toEqual({ language: 'en', rank: null })
    expect(parseSpokenLanguageKeyword('Python')).toBeNull()
    expect(parseSpokenLanguageKeyword('French cuisine')).toBeNull()
  })
})

describe('matchSpokenLanguage', () => {
  const resume = [
    'Jane Doe',
    'LANGUAGES',
    'French (fluent)',
    'German – B1',
    'English',
    '',
    'EDUCATION',
    'BA in Spanish Literature',
  ].join('\n')

  it('proves a requirement with the language at that level or above', () => {
    expect(matchSpokenLanguage('French, fluent', resume)).toEqual({
      found_in_resume: true,
      support: 'proven',
      evidence: { text: 'French (fluent)', line: 2, matched: 'French (fluent)' },
    })
    expect(matchSpokenLanguage('French, C1', resume)?.support).toBe('proven')
    expect(matchSpokenLanguage('Немецкий, B1', resume)?.support).toBe('proven')
  })

  it('relates a lower or unstated level, and a mention outside the language list', () => {
    expect(matchSpokenLanguage('German, fluent', resume)).toMatchObject({
      support: 'related',
      evidence: { line: 3, matched: 'German – B1' },
    })
    expect(matchSpokenLanguage('English, native', resume)?.support).toBe('related')
    expect(matchSpokenLanguage('Spanish, fluent', resume)).toMatchObject({
      support: 'related',
      evidence: { line: 7 },
    })
  })

  it('proves a bare requirement with the language in the language list', () => {
    expect(matchSpokenLanguage('English', resume)?.support).toBe('proven')
    expect(matchSpokenLanguage('Spanish', resume)?.support).toBe('related')
    expect(matchSpokenLanguage('Japanese', resume)).toEqual({
      found_in_resume: false,
      support: 'none',
      evidence: null,
    })
  })

  it('leaves keywords that name no spoken language to the other rules', () => {
    expect(matchSpokenLanguage('Python', resume)).toBeNull()
  })

  it('finds the levels of a one-line language list', () => {
    const mentions = findSpokenLanguages('Languages: English (native), Spanish (B2)')
    expect(mentions.map((m) => [m.language, m.rank])).toEqual([
      ['en', 6],
      ['es', 4],
    ])
  })
})
