import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'

/*
 * Small text helpers shared by the offline bio and cover-letter composers. Everything here is pure
 * and deterministic: the same input always gives the same text.
 */

/** Words as the bio's metadata counts them: runs of non-space characters with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** One line of free text without list markers, Markdown emphasis or stray spacing. */
export function cleanLine(line: string): string {
  return line
    .replace(/^\s*(?:[-*•·–—▪◦]+|\d{1,2}[.)])\s+/u, '')
    .replace(/\*\*|__|(?<!\w)\*(?!\s)|(?<!\s)\*(?!\w)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Abbreviations whose period does not end a sentence (lower-cased, without the period). */
const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'jr',
  'sr',
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'dept',
  'no',
  'sra',
  'dra',
  'lic',
  'ing',
  'им',
  'г',
  'гг',
  'ул',
  'т.д',
  'т.п',
  'др',
  'проф',
  'акад',
])

/**
 * Free text cut into sentences: at line breaks, semicolons and sentence-ending punctuation followed
 * by a capital, but not after an initial ("M. V."), a dotted abbreviation ("B.A.") or a known
 * abbreviation ("Inc.", "им.").
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  for (const rawLine of text.split(/\r?\n|;\s+/)) {
    const line = cleanLine(rawLine)
    if (!line) continue
    let start = 0
    const boundary = /[.!?…]+["»”')]?\s+(?=["«“(]?\p{Lu})/gu
    for (const match of line.matchAll(boundary)) {
      const end = match.index + match[0].length
      const before = line.slice(start, match.index)
      const lastWord = /([\p{L}.]+)$/u.exec(before)?.[1] ?? ''
      // An initial ("M."), a dotted abbreviation ("B.A.", "Ph.D.") or a known one ("Inc.").
      const isInitial = /^\p{Lu}$/u.test(lastWord) || lastWord.includes('.')
      if (isInitial || ABBREVIATIONS.has(lastWord.toLocaleLowerCase())) continue
      sentences.push(line.slice(start, end).trim())
      start = end
    }
    const rest = line.slice(start).trim()
    if (rest) sentences.push(rest)
  }
  return sentences.filter((sentence) => /\p{L}/u.test(sentence))
}

/** Ends a sentence with a period unless it already ends with closing punctuation. */
export function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[,:;\s–—-]+$/u, '')
  return /[.!?…]["»”')]?$/u.test(trimmed) ? trimmed : `${trimmed}.`
}

/** Removes the final period (not "?" or "!") so the text can sit inside a longer sentence. */
export function dropFinalPeriod(text: string): string {
  return text.trim().replace(/\.+$/, '')
}

export function upperFirst(text: string): string {
  const first = text.codePointAt(0)
  if (first === undefined) return text
  const char = String.fromCodePoint(first)
  return char.toLocaleUpperCase() + text.slice(char.length)
}

/**
 * Lower-cases the first letter when the first word is an ordinary capitalised word ("Led",
 * "Запуск"), never an acronym ("AWS"), a mixed-case name ("iOS", "McKinsey") or a word the
 * `properNouns` set says is written with a capital elsewhere in the input.
 */
export function lowerFirst(text: string, properNouns: ReadonlySet<string> = new Set()): string {
  const word = /^[\p{L}\p{M}'’-]+/u.exec(text)?.[0] ?? ''
  if (word.length < 2) return text
  const rest = word.slice(1)
  if (rest !== rest.toLocaleLowerCase()) return text
  if (properNouns.has(word)) return text
  return word.charAt(0).toLocaleLowerCase() + text.slice(1)
}

/**
 * Capitalised words that appear in the middle of a sentence somewhere in the texts: names of
 * people, companies, places and products, which must keep their capital wherever they go.
 */
export function properNounsOf(texts: string[]): Set<string> {
  const nouns = new Set<string>()
  for (const text of texts) {
    for (const match of text.matchAll(/(?<=[\p{L}\p{N},)»”] )\p{Lu}[\p{L}\p{M}'’-]*/gu)) {
      nouns.add(match[0])
    }
  }
  return nouns
}

/**
 * A form field as it reads inside a sentence: "Financial Services" becomes "financial services"
 * and "Ведущий разработчик" becomes "ведущий разработчик", while "FinTech", "IT consulting" or a
 * known proper noun keep their capitals.
 */
export function inSentence(field: string, properNouns: ReadonlySet<string> = new Set()): string {
  const words = field.trim().split(/\s+/)
  const plain = words.every((word) => {
    const rest = word.slice(1)
    return rest === rest.toLocaleLowerCase() && !properNouns.has(word) && !/\d/.test(word)
  })
  return plain ? field.trim().toLocaleLowerCase() : field.trim()
}

/** "a, b and c" in the language of the text. */
export function joinList(items: string[], language: AnalysisLanguage): string {
  const last = items.at(-1)
  if (items.length <= 1 || last === undefined) return last ?? ''
  const and = language === 'ru' ? 'и' : language === 'es' ? andEs(last) : 'and'
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`
}

/** The first two matching skills as one phrase ("Go and Python"), with how many it names. */
export function leadingPair(
  skills: readonly string[],
  language: AnalysisLanguage,
): { text: string; count: number } {
  const pair = skills.slice(0, 2)
  return { text: joinList(pair, language), count: pair.length }
}

/**
 * Predicates after one subject: "led X and designed Y". A comma goes before the conjunction when
 * an earlier predicate holds one or a conjunction of its own, so a phrase is closed ("led X,
 * cutting Y, and ...", "led X and returned it to profit, and grew ...").
 */
export function joinClauses(items: string[], language: AnalysisLanguage): string {
  const last = items.at(-1)
  if (items.length <= 1 || last === undefined) return last ?? ''
  const head = items.slice(0, -1)
  const comma = head.some((item) => /,|\s(?:and|y|e|и)\s/u.test(item)) ? ',' : ''
  const and = language === 'ru' ? 'и' : language === 'es' ? andEs(last) : 'and'
  return `${head.join(', ')}${comma} ${and} ${last}`
}

/** Spanish writes "e" for "y" before a word starting with the sound /i/ ("diseño e investigación"). */
function andEs(next: string): string {
  return /^(?:h?[iíIÍ](?![aeoáéó]))/u.test(next) ? 'e' : 'y'
}

/** A stable 32-bit FNV-1a hash: variety between people, the same text for the same input. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Picks one of the options, the same one for the same seed. */
export function pick<T>(options: readonly T[], seed: number): T {
  const option = options[seed % options.length]
  if (option === undefined) throw new Error('pick() needs at least one option')
  return option
}

/** Digits of a text, each run once: the composers' output may hold only those of their input. */
export function numbersOf(text: string): Set<string> {
  return new Set(text.match(/\d+/g) ?? [])
}

/**
 * Punctuation where a field's own ends meets a sentence's: "at DataFlow Inc.." and "at Yahoo!."
 * lose the second mark (an ellipsis stays).
 */
export function tidyPunctuation(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.').replace(/([!?])\./g, '$1')
}
