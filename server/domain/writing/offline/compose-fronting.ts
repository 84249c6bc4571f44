import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'

/*
 * A short accomplishment ("Closed $1.4M in new ARR in 2024 at 118% of quota") has too few words
 * for a retelling to swap enough of them: the bio would say it as the resume does. A person
 * telling it moves a phrase to the front instead ("In 2024, Priya closed…", "С бюджетом 1,5 млн
 * рублей в месяц Анна ведёт кампании в Яндекс.Директ"): every word and figure stays, the line's
 * order does not.
 */

export interface Fronted {
  /** The phrase that opens the sentence, as written in the predicate. */
  front: string
  /** The predicate without it. */
  rest: string
  /** What joins the two: a comma (none in Russian), or " while", " after" for a clause. */
  joint?: string
}

/**
 * "sat on the falls committee while unit falls went from 11 to 4": the clause after "while"
 * first ("Unit falls went from 11 to 4 in a year while Marisol sat on the falls committee").
 */
export function whileFirst(predicate: string, language: AnalysisLanguage): Fronted | null {
  if (language !== 'en') return null
  const at = / while (?=\S)/u.exec(predicate)
  if (!at) return null
  const rest = predicate.slice(0, at.index).trim()
  const front = predicate.slice(at.index + at[0].length).trim()
  if (words(rest) < 3 || words(front) < 3) return null
  return { front, rest, joint: ' while' }
}

const PREPOSITIONS: Record<AnalysisLanguage, RegExp> = {
  // "to" only before a figure that is not the end of a range ("from 38 days to 24"): "to about
  // 140 students a year". "from" never: it starts a change that belongs to its verb.
  en: / (?:in|during|at|for|across|with|within|over|on|(?<=[^\d%] )(?<!from \S+(?: \p{L}+)? )to(?= (?:about |some |over |more than )?\d)) /giu,
  es: / (?:en|durante|con|para|por|desde) /giu,
  ru: / (?:в|во|на|для|с|со|по|за) /giu,
}

/** A second action ("… and returned it to profit within two years"): its phrases are its own. */
const SECOND_ACTION: Record<AnalysisLanguage, RegExp> = {
  en: / and (?:also )?(?=[a-z]+ed\b|cut\b|ran\b|led\b|built\b|won\b|grew\b|kept\b|set\b|brought\b|charts\b|\p{Ll}+s\b(?! of))/u,
  es: / y (?:también )?(?=\p{L}+(?:ó|ió|a|e)(?!\p{L}))/u,
  ru: / (?:и|а также) (?=\p{L}+(?:л|ла|ет|ёт|ит)(?!\p{L}))/u,
}

/** Where a fronted phrase ends: a clause, or a second action. */
const PHRASE_END: Record<AnalysisLanguage, RegExp> = {
  en: new RegExp(`, |${SECOND_ACTION.en.source}`, 'u'),
  es: new RegExp(`, (?!(?:\\p{L}+ )?y )|${SECOND_ACTION.es.source}`, 'u'),
  ru: new RegExp(`, |${SECOND_ACTION.ru.source}`, 'u'),
}

/** A rate ("a month", "al año", "в месяц"): part of the figure before it, never fronted alone. */
const RATE =
  /^(?:(?:a|per|each|every) \p{L}+|al \p{L}+|(?:в|за) (?:день|неделю|месяц|год|сутки|смену))$/iu

/** "from 38 to 24", "с 40 до 12": a change that belongs to its verb, wherever it stands. */
const CHANGE =
  /(?:^|\s)(?:from \S+ (?:\p{L}+ )?to |(?:с|со|de|desde) \S*\d\S* (?:\p{L}+ )?(?:до|a|hasta) )/iu

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length

/** A time ("in 2024", "в 2024 году", "en seis días"): the phrase a person fronts first. */
const TIME =
  /\d{4}|\b(?:years?|months?|weeks?|days?|años?|meses|días|год\p{L}*|лет|месяц\p{L}*|полгода)\b/iu

/** The ways to open the sentence with one of the predicate's phrases: times first, then the last. */
export function frontings(predicate: string, language: AnalysisLanguage): Fronted[] {
  const all = frontingsFromTheEnd(predicate, language)
  const time = (f: Fronted): boolean => TIME.test(f.front) && phrasesIn(f.front, language) === 1
  return [...all.filter(time), ...all.filter((f) => !time(f))].map((f) => ({
    ...f,
    front: commaBetween(f.front, language),
  }))
}

function phrasesIn(front: string, language: AnalysisLanguage): number {
  return [...` ${front}`.matchAll(PREPOSITIONS[language])].length
}

/** "In 2024, at 118% of quota": two fronted phrases read as two in English and Spanish. */
function commaBetween(front: string, language: AnalysisLanguage): string {
  if (language === 'ru') return front
  const second = [...front.matchAll(PREPOSITIONS[language])][0]
  return second ? `${front.slice(0, second.index)},${front.slice(second.index)}` : front
}

function frontingsFromTheEnd(predicate: string, language: AnalysisLanguage): Fronted[] {
  // Only the first action's phrases: fronting one of the second's would move it to the first.
  const limit = SECOND_ACTION[language].exec(predicate)?.index ?? predicate.length
  const starts = [...predicate.matchAll(PREPOSITIONS[language])]
    .map((m) => m.index + 1)
    .filter((start) => start < limit)
  const out: Fronted[] = []
  // Where a phrase ends: the next phrase, or a change ("from 38 days to 24") that is no front.
  const bounds = [...starts, ...[...predicate.matchAll(/ (?:from|desde) /giu)].map((m) => m.index)]
  for (const start of [...starts].reverse()) {
    const tail = predicate.slice(start)
    const end = PHRASE_END[language].exec(tail)?.index ?? tail.length
    // The phrase alone ("in 2024"), unless what follows it is its rate ("… в месяц"); then the
    // phrase with everything after it up to the clause's end.
    const next = Math.min(predicate.length, ...bounds.filter((b) => b > start)) - start
    const single = next < end && !RATE.test(tail.slice(next, end).trim()) ? [next] : []
    for (const stop of [...single, end]) {
      const front = tail.slice(0, stop).trim()
      const rest = `${predicate.slice(0, start).trim()} ${tail.slice(stop)}`
        .replace(/\s+/g, ' ')
        .replace(/\s+,/g, ',')
        .trim()
      if (words(front) < 2 || words(front) > 9 || RATE.test(front) || CHANGE.test(front)) continue
      // What stays must still say something: a verb and its object, not a dangling word.
      if (words(rest) < 3 || /\s(?:of|de|и|y|and|the|la|el)$/iu.test(rest)) continue
      out.push({ front, rest })
    }
  }
  return out
}

/** The fronted sentence: "In 2024, Priya closed…"; Russian needs no comma after a short phrase. */
export function frontedSentence(
  fronted: Fronted,
  subject: string,
  language: AnalysisLanguage,
): string {
  const front = fronted.front.charAt(0).toLocaleUpperCase() + fronted.front.slice(1)
  const joint = fronted.joint ?? (language === 'ru' ? '' : ',')
  return `${front}${joint} ${subject} ${fronted.rest}.`
}
