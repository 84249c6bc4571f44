import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { Tone } from '../../../../src/contract/common.ts'
import type { CoverLetterInput } from '../writer.ts'
import { toClause } from './compose-clauses.ts'
import { backgroundOf, resultsToTell, skillEvidence } from './compose-evidence.ts'
import { echoes, paraphrase, runIndex } from './compose-paraphrase.ts'
import { countWords, hashOf, properNounsOf, tidyPunctuation } from './compose-text.ts'
import { EN_LETTER } from './phrasebook-en.ts'
import { ES_LETTER } from './phrasebook-es.ts'
import { RU_LETTER } from './phrasebook-ru.ts'
import type { Achievement, LetterBody, LetterFacts, LetterPhrases } from './phrasebook-types.ts'

/** Issue 6: a letter of 250 to 400 words. */
export const LETTER_MIN_WORDS = 250
export const LETTER_MAX_WORDS = 400
/** Issue 21: two concrete results make the case; a third only when the letter is short. */
const TOLD_ACHIEVEMENTS = 2
const MAX_ACHIEVEMENTS = 3
/** Further matching skills named in one sentence at most. */
const MAX_OTHER_SKILLS = 4

const PHRASEBOOKS: Record<AnalysisLanguage, Record<Tone, LetterPhrases>> = {
  en: EN_LETTER,
  es: ES_LETTER,
  ru: RU_LETTER,
}

/**
 * Keywords that are a level, not a skill ("B1", "avanzado"): the analysis may match them, but a
 * letter that says "I work with advanced" reads as a machine's.
 */
const LEVEL =
  /(?:[abc][12]|native|fluent|advanced|intermediate|basic|nativo|avanzado|intermedio|básico|родной|свободный|продвинутый|средний|базовый)/iu
const NOT_A_SKILL = new RegExp(`^${LEVEL.source}$`, 'iu')
const WITH_LEVEL = new RegExp(`^(\\p{L}+),?\\s+${LEVEL.source}$`, 'iu')

/**
 * A skill as a letter names it: a language requirement read with its level ("Inglés, avanzado",
 * "Английский, B1") is the language alone, in lower case as Spanish and Russian write it.
 */
function skillName(skill: string, language: AnalysisLanguage): string {
  const bare = WITH_LEVEL.exec(skill.trim())?.[1]
  if (!bare) return skill.trim()
  return language === 'en' ? bare : bare.toLocaleLowerCase()
}

const wordsOf = (blocks: string[][]): number =>
  blocks.reduce((sum, sentences) => sum + countWords(sentences.join(' ')), 0)

/**
 * The resume's results retold in the first person, at most three, the most telling first (a
 * figure and a skill the ad asks for). A result whose retelling still repeats eight words of the
 * resume in a row, or keeps most of its line in order, is passed over: the letter paraphrases, it
 * does not quote.
 */
function achievementsOf(input: CoverLetterInput, skills: string[]): Achievement[] {
  const properNouns = properNounsOf([input.resumeContent])
  const sources = runIndex([input.resumeContent])
  const chosen: Achievement[] = []
  for (const result of resultsToTell(input.resumeContent, skills)) {
    if (chosen.length >= MAX_ACHIEVEMENTS) break
    const clause = toClause(result.line, input.language, 'first', properNouns)
    if (clause.kind !== 'predicate') continue
    const told = paraphrase(clause.text, input.language, 'first', sources, result.line)
    if (echoes(told, sources, result.line)) continue
    chosen.push({
      employer: result.employer,
      current: result.current,
      predicate: told.predicate,
      action: told.action,
      outcome: told.outcome,
      infinitive: told.infinitive,
      ongoing: told.ongoing,
    })
  }
  // The current job's results first: a letter tells its story from where the person stands.
  return chosen.sort((a, b) => Number(b.current) - Number(a.current))
}

/** A sentence's first four words, case and punctuation aside: what it opens by saying. */
function openingWords(sentence: string): string {
  return (sentence.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 4).join(' ')
}

/**
 * The cover letter, written offline: a greeting to the company's hiring team, three body
 * paragraphs and a sign-off with the name and email. The tone's phrasebook arranges the body: the
 * role and the company, where the candidate stands now, two results of the resume retold in the
 * person's own voice (compose-paraphrase.ts), the matching skills, and a request for an interview.
 * Skills are only those the analysis found in both the resume and the job description, so the
 * letter claims nothing the resume does not show. Deterministic.
 */
export function composeCoverLetter(input: CoverLetterInput): string {
  const book = PHRASEBOOKS[input.language][input.tone]
  const skills = skillEvidence(input.analysis, input.resumeContent)
    .map((item) => skillName(item.skill, input.language))
    .filter((skill) => !NOT_A_SKILL.test(skill))
  const facts: LetterFacts = {
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    title: input.targetJobTitle.trim(),
    company: input.companyName.trim(),
    skills,
    background: backgroundOf(input.resumeContent),
    seed: hashOf([input.fullName, input.targetJobTitle, input.companyName].join('\n')),
  }
  const candidates = achievementsOf(input, skills)
  let achievements = candidates.slice(0, TOLD_ACHIEVEMENTS)
  // The two leading skills are named in the opening; the rest, once, beside the results (unless
  // a result already names them).
  const told = candidates.map((achievement) => achievement.predicate.toLocaleLowerCase()).join(' ')
  const others = skills
    .slice(2)
    .filter((skill) => !told.includes(skill.toLocaleLowerCase()))
    .slice(0, MAX_OTHER_SKILLS)

  let body: LetterBody = book.body(facts, achievements, others)
  const greeting = [book.greeting(facts)]
  const signature = [[book.signOff(), facts.fullName, facts.email].filter(Boolean).join('\n')]
  const blocks = (): string[][] => [greeting, body.opening, body.middle, body.closing, signature]
  // Long resume lines could push past the ceiling: the second result gives way first.
  while (achievements.length > 1 && wordsOf(blocks()) > LETTER_MAX_WORDS) {
    achievements = achievements.slice(0, -1)
    body = book.body(facts, achievements, others)
  }
  // A short letter tells a third result before it says more about the application.
  if (wordsOf(blocks()) < LETTER_MIN_WORDS && candidates.length > achievements.length) {
    achievements = candidates
    body = book.body(facts, achievements, others)
    while (achievements.length > 1 && wordsOf(blocks()) > LETTER_MAX_WORDS) {
      achievements = achievements.slice(0, -1)
      body = book.body(facts, achievements, others)
    }
  }
  // A short letter gets honest sentences about the application where they belong.
  for (const filler of book.fillers(facts)) {
    if (wordsOf(blocks()) >= LETTER_MIN_WORDS) break
    // "Quedo a su disposición." and "Quedo a su disposición para…" would say one thing twice.
    const said = new Set(blocks().flat().map(openingWords))
    const sentences = filler.sentences.filter((sentence) => !said.has(openingWords(sentence)))
    if (filler.at === 'opening') body.opening.push(...sentences)
    else body.closing.splice(Math.max(0, body.closing.length - 1), 0, ...sentences)
  }
  return tidyPunctuation(
    blocks()
      .map((sentences) => sentences.filter(Boolean).join(sentences === signature ? '' : ' '))
      .join('\n\n'),
  )
}
