import { findSpokenLanguages } from '../analysis/keywords/spoken-languages.ts'
import { datesIn } from '../writing/guard-dates.ts'

/**
 * The lists a resume's sections hold, read out of one line each: skills ("Cloud: AWS, GCP"),
 * spoken languages with levels ("Spanish (native)", "English — C1", "Inglés: avanzado",
 * "Английский — B2"), and certifications or licences with their issuer and date.
 */

/** Splits at the separators that stand outside brackets and quotes, each part trimmed. */
export function splitOutside(text: string, separators: RegExp): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const char of text) {
    if ('([{«'.includes(char)) depth += 1
    if (')]}»'.includes(char)) depth = Math.max(0, depth - 1)
    if (depth === 0 && separators.test(char)) {
      out.push(current.trim())
      current = ''
    } else current += char
  }
  out.push(current.trim())
  return out.filter((item) => item !== '')
}

/** Splits at commas, semicolons and list dots outside brackets: "SQL (MySQL, MongoDB), Git". */
export function splitList(text: string, separators = /[,;·•|]/u): string[] {
  // "Spring MVC, and Hibernate": the last item's "and" joins the list, it is no part of the name.
  return splitOutside(text, separators)
    .map((item) =>
      item
        .replace(/\.$/, '')
        .replace(/^(?:and|or|y|o|e|и|или)\s+/iu, '')
        .trim(),
    )
    .filter((item) => item !== '')
}

/** "Cloud: AWS, GCP": a label of words (never "1С: Бухгалтерия", a product's own colon). */
const LABEL = /^(\p{L}[\p{L}\p{N} &/+#.'-]{1,40}?)\s*:\s+(\S.*)$/u

export interface SkillList {
  label: string | null
  skills: string[]
}

export function skillList(text: string): SkillList {
  const labelled = LABEL.exec(text)
  if (labelled && (labelled[1] ?? '').split(/\s+/).length <= 4) {
    return { label: (labelled[1] ?? '').trim(), skills: splitList(labelled[2] ?? '') }
  }
  return { label: null, skills: splitList(text) }
}

export interface SpokenLanguage {
  /** The language as written ("Spanish", "inglés", "Английский язык"). */
  language: string
  /** ISO 639-1 code when the language is one the analysis knows ("es"), else null. */
  code: string | null
  /** The level as written ("native", "C1", "avanzado", "родной"), null when none is stated. */
  level: string | null
  /** 1 (A1) to 6 (C2 or native) when the level is one the analysis ranks, else null. */
  rank: number | null
}

/** Headings of a language list written as a label: "Languages:", "Idiomas:", "Языки:". */
export const LANGUAGE_LABEL =
  /^(?:languages?|language skills|spoken languages|idiomas?|lenguas|языки|знание языков|иностранные языки)$/iu

const LEVEL_SEPARATOR = /\s*\(([^)]*)\)\s*(.*)$|\s+[—–-]\s+(.*)$|\s*[—–:]\s*(.*)$/u
const BARE_LEVEL = /^(.*?)\s+((?:[ABC][12]\+?|native|fluent|basic|intermediate|advanced)\b.*)$/iu

/**
 * One item of a language list ("Spanish (native)", "English — C1", "Inglés: avanzado", "fluent
 * French"), or null when it names no language: a known name, or a name of one to three words
 * with a level stated beside it ("valenciano (C1)").
 */
export function spokenLanguage(item: string): SpokenLanguage | null {
  const text = item.trim()
  const [mention] = findSpokenLanguages(text)
  let language = text
  let level: string | null = null
  const split = LEVEL_SEPARATOR.exec(text)
  if (split && split.index > 0) {
    language = text.slice(0, split.index).trim()
    level = [split[1], split[2], split[3], split[4]]
      .filter((part): part is string => part !== undefined && part.trim() !== '')
      .join(' ')
      .trim()
  } else if (mention) {
    // "fluent French", "Inglés avanzado", "English C1": the name, and the rest as the level.
    language = text.slice(mention.start, mention.end)
    level =
      `${text.slice(0, mention.start)} ${text.slice(mention.end)}`
        .replace(/^[\s,:;—–-]+|[\s,:;—–-]+$/gu, '')
        .trim() || null
  } else {
    const bare = BARE_LEVEL.exec(text)
    if (bare) {
      language = (bare[1] ?? '').trim()
      level = (bare[2] ?? '').trim()
    }
  }
  const known = mention && mention.start < language.length + 1 ? mention : null
  if (!known && (level === null || language.split(/\s+/).length > 3 || !/^\p{L}/u.test(language))) {
    return null
  }
  return {
    language,
    code: known?.language ?? null,
    level: level === '' ? null : level,
    rank: known?.rank ?? null,
  }
}

/**
 * Every language of a list line, or null when any item of it is no language. `known` says how
 * many items must be languages the analysis knows by name: none under a Languages heading
 * ("valenciano (C1)" counts), any under a "Languages:" label in a skills list (which may name
 * programming languages), all on an unlabelled line ("English, Spanish" among the skills).
 */
export function spokenLanguages(
  text: string,
  known: 'none' | 'any' | 'all' = 'none',
): SpokenLanguage[] | null {
  const found = splitList(text, /[,;·•|]/u).map(spokenLanguage)
  const languages = found.filter((l): l is SpokenLanguage => l !== null)
  if (languages.length === 0 || languages.length < found.length) return null
  const named = languages.filter((l) => l.code !== null).length
  if (known === 'any' && named === 0) return null
  if (known === 'all' && named < languages.length) return null
  return languages
}

export interface Certification {
  name: string
  /** Who grants it, where the line says ("American Heart Association", "State of Illinois"). */
  issuer: string | null
  /** The date as written ("2021", "May 2024"), null when none. */
  date: string | null
}

/** Words of a body that grants certificates or licences, or a state that licenses. */
const ISSUER =
  /\b(?:association|institute|institution|university|college|board|council|society|academy|foundation|department|ministry|agency|commission|school|red cross|state of|google|microsoft|amazon|aws|oracle|cisco|comptia|pmi|isc2|isaca|scrum|coursera|udemy|edx|linkedin|hubspot|salesforce|tableau|ibm|meta|adobe|autodesk|red hat|linux foundation)\b|colegio|universidad|instituto|ministerio|asociación|fundación|университет|институт|академия|министерство|ассоциация|^(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)$/iu

const STRONG = /\s+[—–|]\s+|\s*\|\s*/u

/** One certification: "Certified Public Accountant (CPA), Oregon, 2021". */
export function certification(item: string): Certification | null {
  const text = item.trim()
  if (!/\p{L}/u.test(text)) return null
  const dates = datesIn(text)
  const last = dates.at(-1)
  const dateText = last ? text.slice(last.rangeStart, last.rangeEnd).trim() : null
  const rest = last
    ? `${text.slice(0, last.rangeStart)} ${text.slice(last.rangeEnd)}`
        .replace(/\(\s*(?:exp\.?|expires?|issued|valid(?: to| until)?|active through)?\s*\)/giu, '')
        .replace(/\s+(?:valid to|valid until|active through|expires?|issued)\s*$/iu, '')
        .replace(/[\s,;:—–-]+$/u, '')
        .trim()
    : text
  const strong = rest
    .split(STRONG)
    .map((p) => p.trim())
    .filter(Boolean)
  if (strong.length > 1) {
    return { name: strong[0] ?? rest, issuer: strong.slice(1).join(', '), date: dateText }
  }
  const parts = rest.split(/,\s+/u)
  const issuerAt = parts.findIndex((p, i) => i > 0 && ISSUER.test(p.trim()))
  const name = parts.filter((_, i) => i !== issuerAt).join(', ')
  return {
    name: name || rest,
    issuer: issuerAt > 0 ? (parts[issuerAt] ?? '').trim() : null,
    date: dateText,
  }
}

/** The certifications of a line: one, or several parted by semicolons or list dots. */
export function certifications(text: string): Certification[] {
  return splitList(text, /[;·•]/u)
    .map(certification)
    .filter((c): c is Certification => c !== null)
}
