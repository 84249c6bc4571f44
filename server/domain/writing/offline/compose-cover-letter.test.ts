import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { claimsToAvoid } from '../../fit/claims-to-avoid.ts'
import { analyzeWithFit } from '../../fit/analyze-with-fit.ts'
import { guardProse } from '../fabrication-guard.ts'
import type { CoverLetterInput } from '../writer.ts'
import { composeCoverLetter, LETTER_MAX_WORDS, LETTER_MIN_WORDS } from './compose-cover-letter.ts'
import {
  BANNED_PHRASES,
  inventedNumbers,
  jaccard,
  LANGUAGES,
  LETTER_JOBS,
  longestSharedRun,
  paragraphsOf,
  sentenceLengths,
  TONES,
  unsupportedSkills,
} from './compose-test-fixtures.ts'
import { countWords } from './compose-text.ts'

const GREETING: Record<AnalysisLanguage, RegExp> = {
  en: /^(?:Dear|Hello) /,
  es: /^¡?(?:Estimado|Hola)/,
  ru: /^(?:Уважаемая|Здравствуйте|Добрый день)/,
}

/** Asking for the interview, in each language. */
const INTERVIEW: Record<AnalysisLanguage, RegExp> = {
  en: /\binterview\b/,
  es: /\bentrevista\b/,
  ru: /собеседовани/u,
}

function inputFor(language: AnalysisLanguage, tone: CoverLetterInput['tone']): CoverLetterInput {
  const { resume, job, form } = LETTER_JOBS[language]
  return {
    ...form,
    resumeContent: resume,
    jobDescription: job,
    tone,
    language,
    // As the route analyses: with the fit report, which orders the skills and lists what to avoid.
    analysis: analyzeWithFit({ resume, jobDescription: job, today: '2026-11' }),
  }
}

/** The analysis's matching skills: job keywords found in the resume. */
const matchingSkills = (input: CoverLetterInput): string[] =>
  input.analysis.keyword_matches
    .filter((match) => match.found_in_resume)
    .map((match) => match.keyword)

/** The letter without its greeting and signature: the three body paragraphs. */
const bodyOf = (letter: string): string => paragraphsOf(letter).slice(1, -1).join('\n\n')

/** Resume bullets with a figure whose every figure the letter repeats: results it retold. */
function retoldResults(letter: string, resume: string): string[] {
  return resume
    .split('\n')
    .filter((line) => line.startsWith('- ') && /\d/.test(line))
    .filter((line) => (line.match(/\d+/g) ?? []).every((digits) => letter.includes(digits)))
}

describe('composeCoverLetter', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      const input = inputFor(language, tone)

      it(`writes a ${language} letter in the ${tone} tone: greeting, three body paragraphs, sign-off`, () => {
        const letter = composeCoverLetter(input)
        const words = countWords(letter)
        expect(words).toBeGreaterThanOrEqual(LETTER_MIN_WORDS)
        expect(words).toBeLessThanOrEqual(LETTER_MAX_WORDS)
        const blocks = paragraphsOf(letter)
        expect(blocks).toHaveLength(5)
        const [greeting = '', ...rest] = blocks
        const signature = rest.pop() ?? ''
        expect(greeting).toMatch(GREETING[language])
        expect(greeting).toContain(input.companyName)
        // The sign-off: a closing word, the name, and the email when there is one.
        const signatureLines = signature.split('\n')
        expect(signatureLines.slice(1)).toEqual([
          input.fullName,
          ...(input.email ? [input.email] : []),
        ])
        expect(signatureLines[0]).toMatch(/,$/)
        const body = rest.join('\n\n')
        expect(rest).toHaveLength(3)
        expect(body).toContain(input.companyName)
        expect(body).toContain(input.targetJobTitle)
        const named = matchingSkills(input).filter((skill) => body.includes(skill))
        expect(named.length).toBeGreaterThanOrEqual(2)
      })

      it(`retells two results of the resume in the ${language} ${tone} letter without quoting it`, () => {
        const letter = composeCoverLetter(input)
        // Two results with their figures (the sample resumes have figures in every bullet).
        expect(retoldResults(letter, input.resumeContent).length).toBeGreaterThanOrEqual(2)
        // No sentence quotes eight words of the resume in a row, none points at "my resume".
        expect(longestSharedRun(letter, [input.resumeContent])).toBeLessThan(8)
        expect(letter).not.toMatch(BANNED_PHRASES)
        expect(letter).not.toMatch(/[“”]/u)
        // It closes by asking for the interview.
        const closing = paragraphsOf(letter).at(-2) ?? ''
        expect(closing).toMatch(INTERVIEW[language])
        // Sentences of different lengths: at least one short and one long.
        const lengths = sentenceLengths(bodyOf(letter))
        expect(Math.min(...lengths)).toBeLessThanOrEqual(8)
        expect(Math.max(...lengths)).toBeGreaterThanOrEqual(15)
        // The role is named once or twice, not in every paragraph.
        expect(letter.split(input.targetJobTitle).length - 1).toBeLessThanOrEqual(3)
      })

      it(`adds no number, no skill and no missing requirement in the ${language} ${tone} letter`, () => {
        const letter = composeCoverLetter(input)
        const sources = [
          input.resumeContent,
          input.jobDescription,
          input.targetJobTitle,
          input.companyName,
        ]
        expect(inventedNumbers(letter, sources)).toEqual([])
        expect(
          unsupportedSkills(
            letter,
            [input.resumeContent, input.targetJobTitle, input.companyName],
            language,
          ),
        ).toEqual([])
        for (const avoided of claimsToAvoid(input.analysis.requirements)) {
          expect(letter.toLocaleLowerCase()).not.toContain(avoided.toLocaleLowerCase())
        }
        // The guard the route runs afterwards finds nothing to cut.
        const guarded = guardProse({
          sources: [
            input.resumeContent,
            input.fullName,
            input.email,
            input.targetJobTitle,
            input.companyName,
          ],
          written: letter,
          jobDescription: input.jobDescription,
          avoid: claimsToAvoid(input.analysis.requirements),
        })
        expect(guarded.removed).toEqual([])
      })
    }

    it(`gives each tone its own ${language} letter and the same letter for the same input`, () => {
      const letters = TONES.map((tone) => composeCoverLetter(inputFor(language, tone)))
      expect(new Set(letters).size).toBe(TONES.length)
      const greetings = new Set(letters.map((letter) => letter.split('\n')[0]))
      expect(greetings.size).toBe(TONES.length)
      // The tones differ in structure and wording, not in a few words.
      for (const [i, a] of letters.entries()) {
        for (const b of letters.slice(i + 1))
          expect(jaccard(bodyOf(a), bodyOf(b))).toBeLessThan(0.6)
      }
      for (const [index, tone] of TONES.entries()) {
        expect(composeCoverLetter(inputFor(language, tone))).toBe(letters[index])
      }
    })

    it(`still writes three body paragraphs in ${language} when the analysis found nothing to cite`, () => {
      for (const tone of TONES) {
        const input = inputFor(language, tone)
        const letter = composeCoverLetter({
          ...input,
          resumeContent: `${input.fullName}\nBackend engineer.`,
          analysis: { ...input.analysis, keyword_matches: [], requirements: [] },
        })
        expect(paragraphsOf(letter)).toHaveLength(5)
        expect(countWords(letter)).toBeGreaterThanOrEqual(LETTER_MIN_WORDS)
        expect(letter).toContain(input.companyName)
        expect(letter).toMatch(INTERVIEW[language])
      }
    })
  }

  it('paraphrases resume bullets in the first person in each language', () => {
    // "Led the migration of the billing service…, cutting reconciliation errors by 92%."
    expect(composeCoverLetter(inputFor('en', 'formal'))).toContain(
      'reconciliation errors fell by 92% after I headed the migration of our billing service to event sourcing',
    )
    // The creative tone opens with the result.
    expect(composeCoverLetter(inputFor('en', 'creative'))).toMatch(
      /^Reconciliation errors fell by 92% after I headed the migration/mu,
    )
    // Russian avoids the gendered past tense: "мне удалось" with the infinitive.
    expect(composeCoverLetter(inputFor('ru', 'neutral'))).toContain(
      'мне удалось снизить с 40 минут до 12 время сборки проекта',
    )
    expect(composeCoverLetter(inputFor('es', 'neutral'))).toContain(
      'la conversión subió un 18 % después de que rediseñé nuestro proceso de pago',
    )
  })

  it('names no skill the resume lacks, even one the job asks for first', () => {
    const input = inputFor('en', 'neutral')
    const letter = composeCoverLetter(input)
    const missing = input.analysis.keyword_matches
      .filter((match) => !match.found_in_resume)
      .map((match) => match.keyword)
    expect(missing).toContain('Datadog')
    for (const keyword of missing) expect(letter).not.toContain(keyword)
  })

  it('names the current job and the years the resume states, and where each result was achieved', () => {
    const letter = composeCoverLetter(inputFor('en', 'neutral'))
    expect(letter).toContain("I'm a Senior Software Engineer at Acme Payments")
    expect(letter).toContain('8 years')
    expect(letter).toMatch(/\bat Globex Corporation, I\b/i)
  })

  it('puts Russian company names in quotes and keeps the letter free of gendered first-person words', () => {
    for (const tone of TONES) {
      const letter = composeCoverLetter(inputFor('ru', tone))
      expect(letter).toContain('«Т-Банк»')
      expect(letter).not.toMatch(
        /(?<![\p{L}])(?:готов|готова|рад|рада|уверен|уверена|признателен|признательна)(?![\p{L}])/u,
      )
      // No "я сделал": the results are told with "удалось" and the infinitive.
      expect(letter).not.toMatch(/(?<![\p{L}])я \p{L}+л(?![\p{L}])/u)
    }
  })

  it('writes a letter in well under 50 ms', () => {
    const input = inputFor('en', 'creative')
    composeCoverLetter(input)
    const start = performance.now()
    for (let i = 0; i < 20; i += 1) composeCoverLetter(input)
    expect((performance.now() - start) / 20).toBeLessThan(50)
  })
})

describe('composeCoverLetter fillers', () => {
  it('says nothing twice: no filler repeats the opening of a sentence the letter has', () => {
    for (const language of LANGUAGES) {
      for (const tone of TONES) {
        const letter = composeCoverLetter(inputFor(language, tone))
        const openings = sentenceOpenings(bodyOf(letter))
        expect(new Set(openings).size, `${language} ${tone}`).toBe(openings.length)
      }
    }
  })
})

function sentenceOpenings(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => (s.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 4).join(' '))
    .filter((opening) => opening.split(' ').length === 4)
}
