import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { TONES, type Tone } from '../../../../src/contract/common.ts'
import { extractJobKeywords } from '../../analysis/keywords/extract-job-keywords.ts'
import { numbersOf } from './compose-text.ts'
import { articleEn, EN_BIO, EN_LETTER, possessiveEn } from './phrasebook-en.ts'
import { ES_BIO, ES_LETTER } from './phrasebook-es.ts'
import { companyRu, RU_BIO, RU_LETTER } from './phrasebook-ru.ts'
import type { BioPhrases, LetterPhrases } from './phrasebook-types.ts'

const BOOKS: Record<
  AnalysisLanguage,
  { bio: Record<Tone, BioPhrases>; letter: Record<Tone, LetterPhrases> }
> = {
  en: { bio: EN_BIO, letter: EN_LETTER },
  es: { bio: ES_BIO, letter: ES_LETTER },
  ru: { bio: RU_BIO, letter: RU_LETTER },
}

/** Every sentence a phrasebook can write on its own, with neutral stand-ins for the user's words. */
function ownSentences(language: AnalysisLanguage, tone: Tone): string[] {
  const bio = BOOKS[language].bio[tone]
  const letter = BOOKS[language].letter[tone]
  const texts: string[] = []
  for (const seed of [0, 1]) {
    const names = { full: 'Alex Kim', short: 'Alex', title: 'director', industry: 'retail', seed }
    texts.push(bio.intro(names), ...bio.framing(names), bio.lead(names), ...bio.closing(names))
    texts.push(...bio.fillers(names).flatMap((filler) => filler.sentences))
    const facts = {
      fullName: 'Alex Kim',
      email: '',
      title: 'Director',
      company: 'Zeta',
      skills: [],
      seed,
    }
    // With and without a background and results, so every branch of a tone's body speaks; the
    // stand-ins ("did the work") are the user's words, which hold no skill or number either.
    const background = { title: 'Manager', employer: 'Acme', current: seed === 0, years: '' }
    const results = [0, 1, 2].map((index) => ({
      employer: index === 2 ? 'Beta' : 'Acme',
      current: index === 0,
      predicate: 'did the work',
      action: 'did the work',
      outcome: index === 0 ? 'the work went well' : null,
      infinitive: index === 1 ? 'сделать работу' : null,
      ongoing: false,
    }))
    for (const withBackground of [null, background]) {
      for (const count of [0, 1, 3]) {
        const letterFacts = { ...facts, background: withBackground }
        const body = letter.body(letterFacts, results.slice(0, count), [])
        texts.push(...body.opening, ...body.middle, ...body.closing)
      }
    }
    const letterFacts = { ...facts, background: null }
    texts.push(letter.greeting(letterFacts), letter.signOff())
    texts.push(...letter.fillers(letterFacts).flatMap((filler) => filler.sentences))
  }
  return texts.filter(Boolean)
}

describe('phrasebooks', () => {
  for (const language of ['en', 'es', 'ru'] as const) {
    for (const tone of TONES) {
      it(`${language} ${tone}: its own sentences name no skill and no number`, () => {
        const offenders = ownSentences(language, tone).flatMap((sentence) => {
          const skills = extractJobKeywords(sentence, language)
            .filter((keyword) => keyword.source === 'lexicon')
            .map((keyword) => keyword.keyword)
          const numbers = [...numbersOf(sentence)]
          return skills.length || numbers.length ? [`${sentence} [${[...skills, ...numbers]}]`] : []
        })
        expect(offenders).toEqual([])
      })
    }
  }

  it('keeps the Russian writer clear of gendered first-person words', () => {
    for (const tone of TONES) {
      for (const sentence of ownSentences('ru', tone)) {
        expect(sentence).not.toMatch(
          /(?<![\p{L}])(?:готов|готова|рад|рада|уверен|уверена|убеждён|убеждена|признателен|признательна|полезен|полезна)(?![\p{L}])/iu,
        )
      }
    }
  })

  it('keeps the Spanish writer clear of gendered first-person adjectives', () => {
    for (const tone of TONES) {
      for (const sentence of ownSentences('es', tone)) {
        expect(sentence).not.toMatch(
          /\b(?:convencid[oa]|encantad[oa]|seguro|segura|dispuest[oa])\b/iu,
        )
      }
    }
  })

  it('chooses the English article by sound and forms possessives', () => {
    expect(articleEn('MBA')).toBe('an')
    expect(articleEn('B.S. in Economics')).toBe('a')
    expect(articleEn('Operations Manager')).toBe('an')
    expect(articleEn('University degree')).toBe('a')
    expect(articleEn('Chief Financial Officer')).toBe('a')
    expect(articleEn('hourly role')).toBe('an')
    expect(possessiveEn('Jane')).toBe("Jane's")
    expect(possessiveEn('James')).toBe("James'")
  })

  it('quotes Cyrillic company names and leaves Latin or quoted ones as written', () => {
    expect(companyRu('Яндекс')).toBe('«Яндекс»')
    expect(companyRu('ООО «Ромашка»')).toBe('ООО «Ромашка»')
    expect(companyRu('Google')).toBe('Google')
  })
})
