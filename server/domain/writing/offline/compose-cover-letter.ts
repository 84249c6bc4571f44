import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { Tone } from '../../../../src/contract/common.ts'
import type { CoverLetterInput } from '../writer.ts'
import { toClause } from './compose-clauses.ts'
import { profileSentence, resultLines, skillEvidence } from './compose-evidence.ts'
import {
  countWords,
  dropFinalPeriod,
  hashOf,
  properNounsOf,
  tidyPunctuation,
} from './compose-text.ts'
import { EN_LETTER } from './phrasebook-en.ts'
import { ES_LETTER } from './phrasebook-es.ts'
import { RU_LETTER } from './phrasebook-ru.ts'
import type { LetterFacts, LetterPhrases } from './phrasebook-types.ts'

/** Issue 6: a letter of 250 to 400 words. */
export const LETTER_MIN_WORDS = 250
export const LETTER_MAX_WORDS = 400
/** Resume lines quoted as evidence at most: three examples make the case without retelling the resume. */
const MAX_PROOFS = 3
/** Examples in all (skill evidence and further results): enough to convince, short of a resume. */
const MAX_EXAMPLES = 4
/** Further matching skills named in one sentence at most. */
const MAX_ALSO_SKILLS = 4

const PHRASEBOOKS: Record<AnalysisLanguage, Record<Tone, LetterPhrases>> = {
  en: EN_LETTER,
  es: ES_LETTER,
  ru: RU_LETTER,
}

/**
 * Which of a phrasebook's four highlight wordings to use: the first only to open the examples
 * (when no skill evidence came before), then the other three in turn.
 */
function highlightWording(index: number, proofs: number): number {
  const position = index + (proofs > 0 ? 1 : 0)
  return position === 0 ? 0 : 1 + ((position - 1) % 3)
}

const wordsOf = (blocks: string[][]): number =>
  blocks.reduce((sum, sentences) => sum + countWords(sentences.join(' ')), 0)

/**
 * The cover letter, written offline: a greeting to the company's hiring team, three body
 * paragraphs (the position and the two leading matching skills; evidence quoted from the resume's
 * own lines; the fit and the request for a conversation) and a sign-off with the name and email.
 * Skills are only those the analysis found in both the resume and the job description, so the
 * letter claims nothing the resume does not show. Deterministic.
 */
export function composeCoverLetter(input: CoverLetterInput): string {
  const language = input.language
  const book = PHRASEBOOKS[language][input.tone]
  const evidence = skillEvidence(input.analysis, input.resumeContent)
  const facts: LetterFacts = {
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    title: input.targetJobTitle.trim(),
    company: input.companyName.trim(),
    skills: evidence.map((item) => item.skill),
    seed: hashOf([input.fullName, input.targetJobTitle, input.companyName].join('\n')),
  }
  const properNouns = properNounsOf([input.resumeContent])

  const named = new Set(facts.skills.slice(0, 2))
  const cited = new Set<string>()
  let proofs: string[] = []
  for (const item of evidence) {
    if (proofs.length >= MAX_PROOFS) break
    if (!item.line) continue
    const clause = toClause(item.line, language, 'first', properNouns)
    const index = proofs.length
    proofs.push(
      clause.kind === 'predicate'
        ? book.evidence(item.skill, clause.text, index)
        : book.evidenceQuote(item.skill, dropFinalPeriod(item.line), index),
    )
    named.add(item.skill)
    cited.add(item.line)
  }
  // Further results of the resume, those with figures first: real facts make the strongest case.
  let highlights = resultLines(input.resumeContent)
    .filter((line) => ![...cited].some((used) => line.includes(used) || used.includes(line)))
    .map((line, order) => ({ line, order, clause: toClause(line, language, 'first', properNouns) }))
    .filter(({ clause }) => clause.kind === 'predicate')
    .sort((a, b) => Number(/\d/.test(b.line)) - Number(/\d/.test(a.line)) || a.order - b.order)
    .slice(0, Math.max(0, MAX_EXAMPLES - proofs.length))
    .map(({ clause }, index) => book.highlight(clause.text, highlightWording(index, proofs.length)))
  const others = facts.skills.filter((skill) => !named.has(skill)).slice(0, MAX_ALSO_SKILLS)
  const also = others.length ? [book.alsoSkills(others)] : []

  // The resume's own summary sentence, unless a skill's evidence already quotes it.
  const profile = profileSentence(input.resumeContent)
  const citedProfile =
    profile && [...cited].some((line) => line.includes(profile) || profile.includes(line))
  const opening = [
    ...book.opening(facts).filter(Boolean),
    ...(profile && !citedProfile ? [book.profile(dropFinalPeriod(profile))] : []),
  ]
  const closing = book.closing(facts)
  const greeting = [book.greeting(facts)]
  const signature = [[book.signOff(), facts.fullName, facts.email].filter(Boolean).join('\n')]
  // Without a line to cite, the middle paragraph is made of the application's own sentences.
  const hasExamples = proofs.length + highlights.length + also.length > 0
  const middle: string[] = hasExamples ? [] : [book.noExamples(facts)]
  const body = (): string[][] => [
    greeting,
    opening,
    hasExamples ? [book.evidenceLead(facts), ...proofs, ...highlights, ...also] : middle,
    closing,
    signature,
  ]
  // Long resume lines could push past the ceiling: the extra results give way first, then examples.
  while (highlights.length && wordsOf(body()) > LETTER_MAX_WORDS)
    highlights = highlights.slice(0, -1)
  while (proofs.length > 1 && wordsOf(body()) > LETTER_MAX_WORDS) proofs = proofs.slice(0, -1)

  // A short letter gets honest sentences about the application where they belong.
  for (const filler of book.fillers(facts)) {
    if (wordsOf(body()) >= LETTER_MIN_WORDS) break
    if (filler.at === 'opening') (hasExamples ? opening : middle).push(...filler.sentences)
    else closing.splice(Math.max(0, closing.length - 1), 0, ...filler.sentences)
  }
  return tidyPunctuation(
    body()
      .map((sentences) => sentences.join(sentences === signature ? '' : ' '))
      .join('\n\n'),
  )
}
