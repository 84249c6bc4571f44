import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { Tone } from '../../../../src/contract/common.ts'
import type { BioInput } from '../writer.ts'
import { toClause, type Clause } from './compose-clauses.ts'
import { frontedSentence, frontings, whileFirst, type Fronted } from './compose-fronting.ts'
import { echoes, keepsMostOf, paraphrase, quotes, runIndex } from './compose-paraphrase.ts'
import {
  countWords,
  dropFinalPeriod,
  hashOf,
  inSentence,
  joinList,
  properNounsOf,
  splitSentences,
  tidyPunctuation,
} from './compose-text.ts'
import { articleEn, EN_BIO } from './phrasebook-en.ts'
import { ES_BIO } from './phrasebook-es.ts'
import { RU_BIO } from './phrasebook-ru.ts'
import type { BioNames, BioPhrases } from './phrasebook-types.ts'

/** Spec: a bio of 150 to 400 words in 3 or 4 paragraphs. */
export const BIO_MIN_WORDS = 150
export const BIO_MAX_WORDS = 400
/** Accomplishments past this many sentences are left out: a bio is a summary, not the resume. */
const MAX_ACCOMPLISHMENTS = 10

const PHRASEBOOKS: Record<AnalysisLanguage, Record<Tone, BioPhrases>> = {
  en: EN_BIO,
  es: ES_BIO,
  ru: RU_BIO,
}

/** English bios say the surname in a formal text and the first name otherwise. */
function shortName(fullName: string, language: AnalysisLanguage, tone: Tone): string {
  if (language !== 'en') return fullName
  const words = fullName
    .replace(/,.*$/, '')
    .split(/\s+/)
    .filter((word) => word && !/\.$/.test(word))
  if (words.length < 2) return fullName
  return (tone === 'formal' ? words.at(-1) : words[0]) ?? fullName
}

/** A degree at the start of an English education line, which then takes "a" or "an". */
const DEGREE_EN =
  /^(?:(?:Executive )?MBA|EMBA|B\.?[AS]c?\.?|M\.?[AS]c?\.?|BEng|MEng|BBA|Ph\.?D\.?|J\.?D\.?|M\.?D\.?|LL\.?[BM]\.?|Bachelor|Master|Doctorate|Associate|Diploma|Certificate|Postgraduate|Degree)\b/

/** Spanish degrees and the article each takes: "un Máster", "una Licenciatura". */
const DEGREE_ES =
  /^(?:(Grado|Máster|Master|MBA|Doctorado|Título|Posgrado)|(Licenciatura|Maestría|Diplomatura|Ingeniería))\b/u

/** "an MBA, Wharton School", "una Licenciatura en Economía": a degree reads with its article. */
function withDegreeArticle(item: string, language: AnalysisLanguage): string {
  if (language === 'en' && DEGREE_EN.test(item)) return `${articleEn(item)} ${item}`
  const spanish = language === 'es' ? DEGREE_ES.exec(item) : null
  if (spanish) return `${spanish[1] ? 'un' : 'una'} ${item}`
  return item
}

/**
 * A list field (awards, education) as one phrase: its lines and sentences joined as a list, with
 * semicolons when an item has commas of its own ("MBA, Wharton; B.S., MIT").
 */
function listOf(text: string, language: AnalysisLanguage, degrees = false): string {
  const items = splitSentences(text)
    .map(dropFinalPeriod)
    .filter(Boolean)
    .map((item) => (degrees ? withDegreeArticle(item, language) : item))
  const last = items.at(-1)
  if (items.length > 1 && last !== undefined && items.some((item) => item.includes(','))) {
    // Russian lists such items with semicolons alone; English and Spanish close with "and"/"y".
    const and = language === 'ru' ? '' : language === 'es' ? ' y' : ' and'
    return `${items.slice(0, -1).join('; ')};${and} ${last}`
  }
  return joinList(items, language)
}

/** An accomplishment that opens with one of its phrases: a sentence of its own. */
type BioClause = Clause | ({ kind: 'fronted' } & Fronted)

/**
 * The accomplishments as the bio's sentences: runs of predicates share the person's name as their
 * subject (as many per sentence as the tone's rhythm allows), noun phrases and quotes stand alone.
 */
function accomplishmentSentences(
  clauses: BioClause[],
  book: BioPhrases,
  names: BioNames,
  language: AnalysisLanguage,
): string[] {
  const sentences: string[] = []
  let run: string[] = []
  let predicateIndex = 0
  let phraseIndex = 0
  const flush = (): void => {
    if (run.length) sentences.push(book.predicates(run, predicateIndex++, names))
    run = []
  }
  for (const clause of clauses) {
    if (clause.kind === 'predicate') {
      // Long predicates get a sentence of their own so no sentence runs on.
      const long = countWords(clause.text) > 18
      if (long && run.length) flush()
      run.push(clause.text)
      if (run.length >= book.predicatesPerSentence || long) flush()
      continue
    }
    flush()
    if (clause.kind === 'fronted') {
      sentences.push(frontedSentence(clause, names.short, language))
      continue
    }
    sentences.push(
      clause.kind === 'phrase'
        ? book.phrase(clause.text, phraseIndex++, names)
        : clause.kind === 'role'
          ? book.role(clause.text, phraseIndex++, names)
          : book.quote(clause.text, names),
    )
  }
  flush()
  return sentences
}

const wordsOf = (paragraphs: string[][]): number =>
  paragraphs.reduce((sum, sentences) => sum + countWords(sentences.join(' ')), 0)

/**
 * The executive bio, written offline from the form's fields: third person, 3-4 paragraphs of
 * 150-400 words in the input's language and the chosen tone. Every fact comes from the form; when
 * the form is short, sentences about the industry and the title (never about the person's record)
 * bring it to length. Deterministic: the same input always gives the same bio.
 */
export function composeBio(input: BioInput): string {
  const language = input.language
  const book = PHRASEBOOKS[language][input.tone]
  const fields = [
    input.fullName,
    input.currentTitle,
    input.industry,
    input.education,
    input.awards,
    input.accomplishments,
  ]
  // Capitalised words of the free-text fields keep their capitals wherever they go.
  const properNouns = properNounsOf([input.education, input.awards, input.accomplishments])
  const fullName = input.fullName.trim().replace(/\s+/g, ' ')
  const names: BioNames = {
    full: fullName,
    short: shortName(fullName, language, input.tone),
    // English keeps the title as typed ("a Chief Financial Officer"); Spanish and Russian write
    // it in lower case inside a sentence.
    title:
      language === 'en' ? input.currentTitle.trim() : inSentence(input.currentTitle, properNouns),
    industry: inSentence(input.industry, properNouns),
    seed: hashOf(fields.join('\n')),
  }

  const intro = [book.intro(names), ...book.framing(names)]
  const education = input.education.trim()
    ? [book.education(listOf(input.education, language, true), names)]
    : []
  const closing = [...education, ...book.closing(names)]
  const awards = input.awards.trim() ? [book.awards(listOf(input.awards, language), names)] : []

  // Each accomplishment retold (compose-paraphrase.ts): the bio says it, it does not paste it.
  const said = runIndex([input.accomplishments])
  const clauses = splitSentences(input.accomplishments)
    .slice(0, MAX_ACCOMPLISHMENTS)
    .map((sentence): BioClause => {
      const clause = toClause(sentence, language, 'third', properNouns)
      if (clause.kind !== 'predicate') return clause
      const told = paraphrase(clause.text, language, 'third', said, sentence, false)
      // The bio says the predicate, not the infinitive a Russian letter uses ("мне удалось …").
      if (!echoes({ ...told, infinitive: null }, said, sentence, false))
        return { kind: 'predicate', text: told.predicate }
      // Too short to retell in other words: one of its phrases opens the sentence instead.
      // The outcome first, as a person says it: "Manual effort fell by 12 hours a week after
      // Reyes automated recurring reports"; or the clause after "while".
      const outcome: Fronted[] =
        told.outcome && language === 'en'
          ? [{ front: told.outcome, rest: told.action, joint: ' after' }]
          : []
      const swapped = whileFirst(told.predicate, language)
      const candidates = [
        ...(swapped ? [swapped] : []),
        ...frontings(told.predicate, language),
        ...outcome,
      ]
      const fronted = candidates.find(({ front, rest }) => {
        const order = `${front} ${rest}`
        // The fronted phrase may be eight words of the line; the two parts never run on as it did.
        return !quotes(rest, said) && !quotes(order, said, 9) && !keepsMostOf(order, sentence)
      })
      return fronted ? { kind: 'fronted', ...fronted } : { kind: 'predicate', text: told.predicate }
    })
  let achievements = accomplishmentSentences(clauses, book, names, language)
  // Keep the bio under its ceiling by leaving out the last accomplishments, never the others.
  const fixedWords = wordsOf([intro, closing, awards, [book.lead(names)]])
  while (achievements.length > 1 && fixedWords + wordsOf([achievements]) > BIO_MAX_WORDS) {
    achievements = achievements.slice(0, -1)
  }

  // Three paragraphs, or four when the later results and the awards make a paragraph of two or
  // more sentences; a lone sentence stays with the first results.
  const split = achievements.length >= 3 ? Math.ceil(achievements.length / 2) : achievements.length
  const third = [...achievements.slice(split), ...awards]
  const results = [book.lead(names), ...achievements.slice(0, split)]
  const paragraphs: string[][] =
    third.length >= 2 ? [intro, results, third, closing] : [intro, [...results, ...third], closing]

  // Short input: honest sentences about the field, after the intro or before the closing sentence.
  for (const filler of book.fillers(names)) {
    if (wordsOf(paragraphs) >= BIO_MIN_WORDS) break
    if (filler.at === 'intro') intro.push(...filler.sentences)
    else closing.splice(Math.max(0, closing.length - 1), 0, ...filler.sentences)
  }
  return tidyPunctuation(paragraphs.map((sentences) => sentences.join(' ')).join('\n\n'))
}
