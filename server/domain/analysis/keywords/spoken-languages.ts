import type { AnalysisLanguage, Evidence } from '../../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../../src/contract/common.ts'

/**
 * Spoken languages with levels (issue 19, "every occupation"): "fluent French", "native Spanish",
 * "B2 English", "inglés avanzado", "английский B2", "свободный английский" are one requirement
 * each, shown as "French, fluent" (the language in the ad's language, then the level as the ad
 * words it), and a resume's "French (fluent)" or "French – C1" proves it. Levels are ranked on
 * the CEFR scale (A1 = 1 ... C2 = 6); a word level takes the rank recruiters read it as
 * (conversational B1, fluent C1, native C2). A resume with the language at a lower level, or
 * without a level, relates to the requirement; at the same level or above, it proves it.
 */

/** ESCO files language skills under the transversal skills, as it does soft skills. */
export const SPOKEN_LANGUAGE_CATEGORY: KeywordCategory = 'soft'

interface LanguageNames {
  en: string
  es: string
  ru: string
  /** Spanish words naming it (accents optional). */
  esForms: string[]
  /** Russian stems: the adjective takes case endings ("английского", "английским"). */
  ruStems: string[]
}

const LANGUAGES: Record<string, LanguageNames> = {
  en: { en: 'English', es: 'Inglés', ru: 'Английский', esForms: ['ingles'], ruStems: ['английск'] },
  es: {
    en: 'Spanish',
    es: 'Español',
    ru: 'Испанский',
    esForms: ['espanol', 'castellano'],
    ruStems: ['испанск'],
  },
  fr: {
    en: 'French',
    es: 'Francés',
    ru: 'Французский',
    esForms: ['frances'],
    ruStems: ['французск'],
  },
  de: { en: 'German', es: 'Alemán', ru: 'Немецкий', esForms: ['aleman'], ruStems: ['немецк'] },
  it: {
    en: 'Italian',
    es: 'Italiano',
    ru: 'Итальянский',
    esForms: ['italiano'],
    ruStems: ['итальянск'],
  },
  pt: {
    en: 'Portuguese',
    es: 'Portugués',
    ru: 'Португальский',
    esForms: ['portugues'],
    ruStems: ['португальск'],
  },
  ru: { en: 'Russian', es: 'Ruso', ru: 'Русский', esForms: ['ruso'], ruStems: ['русск'] },
  zh: {
    en: 'Chinese',
    es: 'Chino',
    ru: 'Китайский',
    esForms: ['chino', 'mandarin'],
    ruStems: ['китайск'],
  },
  ja: { en: 'Japanese', es: 'Japonés', ru: 'Японский', esForms: ['japones'], ruStems: ['японск'] },
  ko: { en: 'Korean', es: 'Coreano', ru: 'Корейский', esForms: ['coreano'], ruStems: ['корейск'] },
  ar: { en: 'Arabic', es: 'Árabe', ru: 'Арабский', esForms: ['arabe'], ruStems: ['арабск'] },
  nl: {
    en: 'Dutch',
    es: 'Neerlandés',
    ru: 'Нидерландский',
    esForms: ['neerlandes', 'holandes'],
    ruStems: ['нидерландск', 'голландск'],
  },
  pl: { en: 'Polish', es: 'Polaco', ru: 'Польский', esForms: ['polaco'], ruStems: ['польск'] },
  sv: { en: 'Swedish', es: 'Sueco', ru: 'Шведский', esForms: ['sueco'], ruStems: ['шведск'] },
  da: { en: 'Danish', es: 'Danés', ru: 'Датский', esForms: ['danes'], ruStems: ['датск'] },
  no: {
    en: 'Norwegian',
    es: 'Noruego',
    ru: 'Норвежский',
    esForms: ['noruego'],
    ruStems: ['норвежск'],
  },
  fi: {
    en: 'Finnish',
    es: 'Finés',
    ru: 'Финский',
    esForms: ['fines', 'finlandes'],
    ruStems: ['финск'],
  },
  tr: { en: 'Turkish', es: 'Turco', ru: 'Турецкий', esForms: ['turco'], ruStems: ['турецк'] },
  el: { en: 'Greek', es: 'Griego', ru: 'Греческий', esForms: ['griego'], ruStems: ['греческ'] },
  he: { en: 'Hebrew', es: 'Hebreo', ru: 'Иврит', esForms: ['hebreo'], ruStems: ['иврит'] },
  hi: { en: 'Hindi', es: 'Hindi', ru: 'Хинди', esForms: ['hindi'], ruStems: ['хинди'] },
  uk: {
    en: 'Ukrainian',
    es: 'Ucraniano',
    ru: 'Украинский',
    esForms: ['ucraniano'],
    ruStems: ['украинск'],
  },
  cs: { en: 'Czech', es: 'Checo', ru: 'Чешский', esForms: ['checo'], ruStems: ['чешск'] },
  hu: {
    en: 'Hungarian',
    es: 'Húngaro',
    ru: 'Венгерский',
    esForms: ['hungaro'],
    ruStems: ['венгерск'],
  },
  ro: { en: 'Romanian', es: 'Rumano', ru: 'Румынский', esForms: ['rumano'], ruStems: ['румынск'] },
  ca: {
    en: 'Catalan',
    es: 'Catalán',
    ru: 'Каталанский',
    esForms: ['catalan'],
    ruStems: ['каталанск'],
  },
  eu: {
    en: 'Basque',
    es: 'Euskera',
    ru: 'Баскский',
    esForms: ['euskera', 'vasco'],
    ruStems: ['баскск'],
  },
  kk: { en: 'Kazakh', es: 'Kazajo', ru: 'Казахский', esForms: ['kazajo'], ruStems: ['казахск'] },
  vi: {
    en: 'Vietnamese',
    es: 'Vietnamita',
    ru: 'Вьетнамский',
    esForms: ['vietnamita'],
    ruStems: ['вьетнамск'],
  },
  th: { en: 'Thai', es: 'Tailandés', ru: 'Тайский', esForms: ['tailandes'], ruStems: ['тайск'] },
  id: {
    en: 'Indonesian',
    es: 'Indonesio',
    ru: 'Индонезийский',
    esForms: ['indonesio'],
    ruStems: ['индонезийск'],
  },
  // Co-official languages of Spain, asked by name in Spanish public-sector and health ads.
  va: {
    en: 'Valencian',
    es: 'Valenciano',
    ru: 'Валенсийский',
    esForms: ['valenciano'],
    ruStems: ['валенсийск'],
  },
  gl: {
    en: 'Galician',
    es: 'Gallego',
    ru: 'Галисийский',
    esForms: ['gallego'],
    ruStems: ['галисийск'],
  },
  fa: { en: 'Persian', es: 'Persa', ru: 'Персидский', esForms: ['persa'], ruStems: ['персидск'] },
}

/** English names (written with a capital: "Polish", not "polish") and a few other names. */
const ENGLISH_NAMES = new Map<string, string>([
  ...Object.entries(LANGUAGES).map(([code, l]) => [l.en.toLowerCase(), code] as [string, string]),
  ['mandarin', 'zh'],
  ['cantonese', 'zh'],
  ['farsi', 'fa'],
  ['castilian', 'es'],
])
/** English names of a spoken variety, shown as the ad writes them. */
const VARIETIES = new Set(['mandarin', 'cantonese', 'farsi'])
const SPANISH_NAMES = new Map<string, string>(
  Object.entries(LANGUAGES).flatMap(([code, l]) =>
    l.esForms.map((f) => [f, code] as [string, string]),
  ),
)
const RUSSIAN_STEMS: Array<[string, string]> = Object.entries(LANGUAGES).flatMap(([code, l]) =>
  l.ruStems.map((s) => [s, code] as [string, string]),
)

interface Level {
  rank: number
  /** The level as shown, per display language. */
  en: string
  es: string
  ru: string
}

const level = (rank: number, en: string, es: string, ru: string): Level => ({ rank, en, es, ru })
const BASIC = level(2, 'basic', 'básico', 'базовый')
const INTERMEDIATE = level(3, 'intermediate', 'intermedio', 'средний')
const CONVERSATIONAL = level(3, 'conversational', 'conversacional', 'разговорный')
const UPPER = level(4, 'upper-intermediate', 'intermedio alto', 'выше среднего')
const GOOD = level(4, 'good', 'bueno', 'хороший')
const CONFIDENT = level(4, 'good', 'bueno', 'уверенный')
const FLUENT = level(5, 'fluent', 'fluido', 'свободный')
const ADVANCED = level(5, 'advanced', 'avanzado', 'продвинутый')
const PROFICIENT = level(5, 'proficient', 'avanzado', 'продвинутый')
const EXCELLENT = level(5, 'excellent', 'excelente', 'отличный')
const STRONG = level(5, 'strong', 'sólido', 'уверенный')
const NATIVE = level(6, 'native', 'nativo', 'родной')
const BILINGUAL = level(6, 'bilingual', 'bilingüe', 'родной')

/** Level phrases, longest first; words are lower-case, Spanish without accents. */
const LEVEL_PHRASES: Array<[string[], Level]> = (
  [
    [['upper', 'intermediate'], UPPER],
    [['intermedio', 'alto'], UPPER],
    [['выше', 'среднего'], UPPER],
    [['mother', 'tongue'], NATIVE],
    [['lengua', 'materna'], NATIVE],
    [['native', 'speaker'], NATIVE],
    [['native', 'level'], NATIVE],
    [['working', 'knowledge'], INTERMEDIATE],
    [['very', 'good'], GOOD],
    [['con', 'fluidez'], FLUENT],
    [['в', 'совершенстве'], NATIVE],
    [['носителя'], NATIVE],
    [['носитель'], NATIVE],
    [['basic'], BASIC],
    [['elementary'], BASIC],
    [['beginner'], BASIC],
    [['intermediate'], INTERMEDIATE],
    [['conversational'], CONVERSATIONAL],
    [['good'], GOOD],
    [['fluent'], FLUENT],
    [['fluency'], FLUENT],
    [['fluently'], FLUENT],
    [['advanced'], ADVANCED],
    [['proficient'], PROFICIENT],
    [['proficiency'], PROFICIENT],
    [['excellent'], EXCELLENT],
    [['strong'], STRONG],
    [['native'], NATIVE],
    [['bilingual'], BILINGUAL],
    [['basico'], BASIC],
    [['intermedio'], INTERMEDIATE],
    [['conversacional'], CONVERSATIONAL],
    [['buen'], GOOD],
    [['bueno'], GOOD],
    [['fluido'], FLUENT],
    [['fluida'], FLUENT],
    [['fluidez'], FLUENT],
    [['avanzado'], ADVANCED],
    [['alto'], ADVANCED],
    [['dominio'], ADVANCED],
    [['excelente'], EXCELLENT],
    [['nativo'], NATIVE],
    [['nativa'], NATIVE],
    [['bilingue'], BILINGUAL],
  ] as Array<[string[], Level]>
).sort((a, b) => b[0].length - a[0].length)

const LEVEL_PHRASES_BY_FIRST = new Map<string, Array<[string[], Level]>>()
for (const entry of LEVEL_PHRASES) {
  const first = entry[0][0] ?? ''
  LEVEL_PHRASES_BY_FIRST.set(first, [...(LEVEL_PHRASES_BY_FIRST.get(first) ?? []), entry])
}

/** Russian level adjectives take case endings ("свободным", "свободное"): matched by stem. */
const RUSSIAN_LEVELS: Array<[string, Level]> = [
  ['базов', BASIC],
  ['начальн', BASIC],
  ['элементарн', BASIC],
  ['средн', INTERMEDIATE],
  ['разговорн', CONVERSATIONAL],
  ['хорош', GOOD],
  ['уверенн', CONFIDENT],
  ['продвинут', ADVANCED],
  ['свободн', FLUENT],
  ['бегл', FLUENT],
  ['отличн', EXCELLENT],
  ['родн', NATIVE],
]

const CEFR = /^([abc])([12])\+?$/
/** Words that may stand between a level and its language ("fluent in", "command of the"). */
const GAP_WORDS = new Set(
  (
    'in of the a an and or written spoken verbal oral business command knowledge skills level ' +
    'at is are required speaker speaking language de del el la en y o nivel escrito oral hablado ' +
    'conocimiento conocimientos idioma на уровне уровень уровнем владение владеть владею знание ' +
    'язык языка языком языке и или письменный устный не ниже'
  ).split(' '),
)
/** Words that make a bare language name a requirement ("speak Danish", "English skills"). */
const CONTEXT_WORDS = new Set(
  (
    'speak speaks speaking spoken written write writing read communicate language languages ' +
    'skills speaker speakers required idioma idiomas язык языка языком языки языков знание ' +
    'владение уровень уровня conocimiento conocimientos valorara valorable valora'
  ).split(' '),
)
/** Headings or labels of a resume's language list ("Languages: English (native), French (B2)"). */
const LANGUAGE_HEADING =
  /^\s*(languages?|language skills|idiomas?|lenguas|языки|знание языков|иностранные языки)\b/iu
/** How far a level may sit from its language, in words. */
const MAX_GAP = 3

interface Word {
  text: string
  /** Lower case, Spanish accents removed. */
  norm: string
  start: number
  end: number
  /** Index of the clause: a full stop, semicolon or line break ends one. */
  clause: number
  /** What stands before the word since the previous one (spaces, a comma, a slash ...). */
  before: string
}

export interface SpokenLanguageMention {
  /** ISO 639-1 code. */
  language: string
  /** 1..6 on the CEFR scale, null when no level is named. */
  rank: number | null
  /** The level as the text names it, null when none: a CEFR code ("B2") or a Level. */
  level: Level | string | null
  /** Offsets of the language's name in the text. */
  start: number
  end: number
  /** Offsets of the whole mention, level included. */
  spanStart: number
  spanEnd: number
  /** The name stands beside a context word or in a list with a levelled language. */
  inContext: boolean
  /**
   * The name is a word of a capitalised name ("Structured English Immersion", "BA in Spanish
   * Literature"): a resume shows the language by it, an ad asks for the named thing instead.
   */
  inName?: true
}

/** Lower case, Latin accents dropped ("inglés" = "ingles"); Cyrillic keeps "й" whole, "ё" is "е". */
const plain = (s: string): string => {
  const lower = s.toLowerCase()
  if (/^[\x20-\x7e]*$/.test(lower)) return lower
  if (/\p{Script=Cyrillic}/u.test(lower)) return lower.replace(/ё/g, 'е')
  return lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

/** The words of a text (or of one line at `offset`), clauses numbered from `clause`. */
function wordsOf(text: string, offset = 0, clause = 0): Word[] {
  const words: Word[] = []
  let last = 0
  for (const m of text.matchAll(/[\p{L}\p{N}]+\+?/gu)) {
    const start = m.index ?? 0
    const before = text.slice(last, start)
    if (/[.;!?\n]/.test(before)) clause += 1
    const norm = plain(m[0]).replace(/\+$/, '')
    const at = offset + start
    words.push({ text: m[0], norm, start: at, end: at + m[0].length, clause, before })
    last = start + m[0].length
  }
  return words
}

/** First letters of every name: a line without any of them names no language (fast skip). */
const NAME_HINT = new RegExp(
  [
    ...new Set(
      [
        ...ENGLISH_NAMES.keys(),
        ...SPANISH_NAMES.keys(),
        ...Object.values(LANGUAGES).map((l) => l.es.toLowerCase()),
        ...RUSSIAN_STEMS.map(([stem]) => stem),
      ].map((name) => name.slice(0, 4)),
    ),
  ].join('|'),
  'iu',
)

/** Words of the lines that may name a language; each line starts a new clause. */
function candidateWords(text: string): Word[] {
  const words: Word[] = []
  let offset = 0
  let clause = 0
  for (const line of text.split('\n')) {
    if (NAME_HINT.test(line)) {
      const found = wordsOf(line, offset, clause)
      words.push(...found)
      clause = (found[found.length - 1]?.clause ?? clause) + 1
    }
    offset += line.length + 1
  }
  return words
}

function languageAt(word: Word): string | null {
  const english = ENGLISH_NAMES.get(word.norm)
  if (english && /^\p{Lu}/u.test(word.text)) return english
  const spanish = SPANISH_NAMES.get(word.norm)
  if (spanish) return spanish
  if (/\p{Script=Cyrillic}/u.test(word.norm)) {
    for (const [stem, code] of RUSSIAN_STEMS) if (word.norm.startsWith(stem)) return code
  }
  return null
}

/** A level phrase starting at word i: its level and how many words it takes. */
function levelAt(
  words: Word[],
  i: number,
): { level: Level | string; rank: number; size: number } | null {
  const w = words[i]
  if (!w) return null
  const cefr = CEFR.exec(w.norm)
  if (cefr) {
    const rank = (cefr[1] === 'a' ? 0 : cefr[1] === 'b' ? 2 : 4) + Number(cefr[2])
    return { level: w.text.toUpperCase().replace(/\+$/, ''), rank, size: 1 }
  }
  for (const [phrase, lvl] of LEVEL_PHRASES_BY_FIRST.get(w.norm) ?? []) {
    if (phrase.every((p, k) => words[i + k]?.norm === p && words[i + k]?.clause === w.clause))
      return { level: lvl, rank: lvl.rank, size: phrase.length }
  }
  for (const [stem, lvl] of RUSSIAN_LEVELS)
    if (w.norm.startsWith(stem)) return { level: lvl, rank: lvl.rank, size: 1 }
  return null
}

/** Looks from a language name outward for its level, skipping only gap words. */
function nearestLevel(
  words: Word[],
  at: number,
  step: 1 | -1,
): { level: Level | string; rank: number; edge: number } | null {
  const clause = words[at]?.clause
  let gap = 0
  for (let i = at + step; i >= 0 && i < words.length; i += step) {
    const w = words[i]
    if (!w || w.clause !== clause) return null
    // A comma or a slash ends a list item ("English, Spanish (fluent)") unless a level follows.
    if (step === 1 && /[,/]/.test(w.before) && !levelAt(words, i)) return null
    if (step === -1 && /[,/]/.test(words[i + 1]?.before ?? '')) return null
    if (languageAt(w)) return null
    // A phrase ending here ("upper intermediate") is found from its first word when looking left.
    for (let back = 0; back < 2; back += 1) {
      const found = levelAt(words, i - (step === -1 ? back : 0))
      if (found && (step === 1 || i - back + found.size - 1 === i))
        return {
          level: found.level,
          rank: found.rank,
          edge: step === 1 ? i + found.size - 1 : i - back,
        }
    }
    if (!GAP_WORDS.has(w.norm)) return null
    gap += 1
    if (gap > MAX_GAP) return null
  }
  return null
}

/** A language name right after word i, past gap words only, in the same clause. */
function languageFollows(words: Word[], i: number): boolean {
  const clause = words[i]?.clause
  for (let k = i + 1; k <= i + 1 + MAX_GAP; k += 1) {
    const w = words[k]
    if (!w || w.clause !== clause || /[,/]/.test(w.before)) return false
    if (languageAt(w)) return true
    if (!GAP_WORDS.has(w.norm)) return false
  }
  return false
}

/** "Spanish is a plus", "German is preferred": the sentence asks for the language it opens with. */
const ASKED_AFTER =
  /^(?:is|are)\s+(?:a\s+(?:big\s+|strong\s+|huge\s+)?plus|preferred|desired|required|a bonus|an asset)\b/iu

function hasContext(words: Word[], at: number, text = ''): boolean {
  const w = words[at]
  if (!w) return false
  if (ASKED_AFTER.test(text.slice(w.end).trimStart())) return true
  // "English-speaking", "Spanish-speaking": the tokenizer splits at the hyphen.
  for (const k of [at - 2, at - 1, at + 1, at + 2]) {
    const other = words[k]
    if (other && other.clause === w.clause && CONTEXT_WORDS.has(other.norm)) return true
  }
  return false
}

/** Every spoken-language mention in a text, in order. Pure; never throws on ordinary text. */
export function findSpokenLanguages(text: string): SpokenLanguageMention[] {
  if (typeof text !== 'string' || text.length === 0) return []
  const words = candidateWords(text.slice(0, 200_000))
  const mentions: SpokenLanguageMention[] = []
  const sourceOf: Array<'left' | 'right' | null> = []
  words.forEach((w, i) => {
    const language = languageAt(w)
    if (!language) return
    // "Structured English Immersion", "Spanish Literature": a word of a capitalised name.
    const next = words[i + 1]
    const inName =
      next !== undefined &&
      next.before === ' ' &&
      /^\p{Lu}\p{Ll}/u.test(next.text) &&
      !languageAt(next) &&
      !levelAt(words, i + 1) &&
      !CONTEXT_WORDS.has(next.norm)
    // "Fluent French and native Spanish": a level followed by another language is that one's.
    const ahead = nearestLevel(words, i, 1)
    const right = ahead && !languageFollows(words, ahead.edge) ? ahead : null
    const behind = nearestLevel(words, i, -1)
    // A level written right before the name is its own ("fluent French is a strong plus").
    const adjacentLeft = behind && behind.edge === i - 1 ? behind : null
    const found = adjacentLeft ?? right ?? behind
    const edge = found ? (words[found.edge] ?? w) : w
    mentions.push({
      language,
      rank: found?.rank ?? null,
      level: found?.level ?? null,
      start: w.start,
      end: w.end,
      spanStart: Math.min(w.start, edge.start),
      // "French (fluent)" keeps its closing parenthesis.
      spanEnd:
        Math.max(w.end, edge.end) +
        (/^\)/.test(text.slice(Math.max(w.end, edge.end))) &&
        text.slice(w.start, edge.end).includes('(')
          ? 1
          : 0),
      inContext: found !== null || hasContext(words, i, text),
      ...(inName ? { inName: true as const } : {}),
    })
    sourceOf.push(found === right && right ? 'right' : found ? 'left' : null)
  })
  // "Fluent in Danish and English", "English and Danish (fluent)", "bilingual English/Spanish":
  // a list of languages shares the level said once for it.
  const joined = (a: SpokenLanguageMention, b: SpokenLanguageMention): boolean =>
    /^[\s,/&]*(?:and|or|y|o|и|или)?[\s,/&]*$/iu.test(text.slice(a.end, b.start)) &&
    !/\n/.test(text.slice(a.end, b.start))
  for (let k = 1; k < mentions.length; k += 1) {
    const prev = mentions[k - 1]
    const cur = mentions[k]
    if (prev && cur && prev.inContext && joined(prev, cur)) cur.inContext = true
    if (prev && cur && cur.rank === null && sourceOf[k - 1] === 'left' && joined(prev, cur)) {
      cur.rank = prev.rank
      cur.level = prev.level
      cur.inContext = true
      sourceOf[k] = 'left'
    }
  }
  for (let k = mentions.length - 2; k >= 0; k -= 1) {
    const next = mentions[k + 1]
    const cur = mentions[k]
    if (next && cur && next.inContext && joined(cur, next)) cur.inContext = true
    if (next && cur && cur.rank === null && sourceOf[k + 1] === 'right' && joined(cur, next)) {
      cur.rank = next.rank
      cur.level = next.level
      cur.inContext = true
      sourceOf[k] = 'right'
    }
  }
  return mentions
}

const displayLanguage = (language: AnalysisLanguage): 'en' | 'es' | 'ru' =>
  language === 'es' || language === 'ru' ? language : 'en'

/** "French, fluent", "Inglés, avanzado", "Английский, B2", or the bare name without a level. */
export function spokenLanguageKeyword(
  mention: Pick<SpokenLanguageMention, 'language' | 'level'>,
  language: AnalysisLanguage,
): string {
  const shown = displayLanguage(language)
  const names = LANGUAGES[mention.language]
  const name = names?.[shown] ?? mention.language
  if (mention.level === null) return name
  const lvl = typeof mention.level === 'string' ? mention.level : mention.level[shown]
  return `${name}, ${lvl}`
}

export interface SpokenLanguageRequirement {
  keyword: string
  category: KeywordCategory
  language: string
  rank: number | null
  /** Offsets of each mention (language and level). */
  spans: Array<[number, number]>
  /** Offsets of the language names, to keep other keywords off them. */
  names: Array<[number, number]>
}

/**
 * The languages a job ad asks for: one requirement per language, at the highest level the ad
 * names for it. A bare name counts only beside a word that makes it a requirement.
 */
export function spokenLanguageRequirements(
  text: string,
  language: AnalysisLanguage,
  mentions: SpokenLanguageMention[] = findSpokenLanguages(text),
): SpokenLanguageRequirement[] {
  const byLanguage = new Map<string, SpokenLanguageMention[]>()
  for (const m of mentions) {
    if (!m.inContext || m.inName) continue
    byLanguage.set(m.language, [...(byLanguage.get(m.language) ?? []), m])
  }
  return [...byLanguage].map(([code, list]) => {
    const best = list.reduce((a, b) => ((b.rank ?? 0) > (a.rank ?? 0) ? b : a))
    const keyword = spokenLanguageKeyword(best, language)
    // "Mandarin", "Cantonese": an English ad that names the spoken variety asks for it, and a
    // reader looks for the ad's word; the name still reads back as Chinese when matching.
    const written = text.slice(best.start, best.end)
    const variety = displayLanguage(language) === 'en' && VARIETIES.has(written.toLowerCase())
    return {
      keyword: variety ? keyword.replace(/^[^,]+/u, written) : keyword,
      category: SPOKEN_LANGUAGE_CATEGORY,
      language: code,
      rank: best.rank,
      spans: list.map((m): [number, number] => [m.spanStart, m.spanEnd]),
      names: list.map((m): [number, number] => [m.start, m.end]),
    }
  })
}

type ParsedKeyword = { language: string; rank: number | null } | null
/** Keywords recur across requests (every lexicon hit, every matched keyword): parse each once. */
const PARSED_LIMIT = 20_000
const parsedKeywords = new Map<string, ParsedKeyword>()

/** The language and level a keyword made by spokenLanguageKeyword names, or null. */
export function parseSpokenLanguageKeyword(keyword: string): ParsedKeyword {
  const cached = parsedKeywords.get(keyword)
  if (cached !== undefined) return cached
  const parsed = parseKeyword(keyword)
  if (parsedKeywords.size >= PARSED_LIMIT) parsedKeywords.clear()
  parsedKeywords.set(keyword, parsed)
  return parsed
}

function parseKeyword(keyword: string): ParsedKeyword {
  const [name = '', lvl] = keyword.split(/,\s*/, 2)
  // "English language", "idioma inglés", "английский язык" name the language alone.
  const words = wordsOf(name).filter(
    (w, _, all) => all.length === 1 || !/^(language|idioma|lengua|язык)$/.test(w.norm),
  )
  if (words.length !== 1 || !words[0]) return null
  // Display names are written with a capital in every language ("Inglés", "Английский").
  const code = languageAt({
    ...words[0],
    text: words[0].text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
  })
  if (!code) return null
  if (lvl === undefined) return { language: code, rank: null }
  const lw = wordsOf(lvl)
  const found = levelAt(lw, 0)
  return found && found.size === lw.length ? { language: code, rank: found.rank } : null
}

let cachedResume: { text: string; mentions: SpokenLanguageMention[]; listed: Set<number> } | null =
  null

/** The resume's mentions and which of them sit in its language list (heading or label above). */
function resumeMentions(resume: string): {
  mentions: SpokenLanguageMention[]
  listed: Set<number>
} {
  if (cachedResume?.text === resume) return cachedResume
  const mentions = findSpokenLanguages(resume)
  const listed = new Set<number>()
  const lines = mentions.length > 0 ? resume.split('\n') : []
  let offset = 0
  let inSection = false
  const sectionLines: Array<[number, number]> = []
  for (const line of lines) {
    const heading = LANGUAGE_HEADING.test(line)
    // A short line in capitals or ending with a colon is the next section's heading.
    if (!heading && (line.trim() === '' || /^\s*[\p{Lu}\s&]{3,40}:?\s*$/u.test(line)))
      inSection = false
    if (heading) inSection = true
    if (inSection || heading) sectionLines.push([offset, offset + line.length])
    offset += line.length + 1
  }
  // Both lists are in text order: one walk pairs them.
  let k = 0
  mentions.forEach((m, i) => {
    while (k < sectionLines.length && (sectionLines[k]?.[1] ?? 0) < m.start) k += 1
    const line = sectionLines[k]
    if (line && m.start >= line[0]) listed.add(i)
  })
  cachedResume = { text: resume, mentions, listed }
  return cachedResume
}

function evidenceOf(resume: string, m: SpokenLanguageMention): Evidence {
  const lineStart = resume.lastIndexOf('\n', m.start - 1) + 1
  const lineEnd = resume.indexOf('\n', m.start)
  const line = resume.slice(0, lineStart).split('\n').length - 1
  return {
    text: resume.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim(),
    line,
    matched: resume.slice(m.spanStart, m.spanEnd),
  }
}

/**
 * How a resume meets a spoken-language keyword: proven by the language at the level asked or
 * above (a bare requirement by the language in the resume's language list or with any level),
 * related by the language at a lower or unstated level. Null when the keyword names no spoken
 * language, so the caller matches it as any other keyword.
 */
export function matchSpokenLanguage(
  keyword: string,
  resume: string,
): {
  found_in_resume: boolean
  support: 'proven' | 'related' | 'none'
  evidence: Evidence | null
} | null {
  const wanted = parseSpokenLanguageKeyword(keyword)
  if (!wanted) return null
  const { mentions, listed } = resumeMentions(typeof resume === 'string' ? resume : '')
  let proof: SpokenLanguageMention | null = null
  let relation: SpokenLanguageMention | null = null
  mentions.forEach((m, i) => {
    if (m.language !== wanted.language) return
    const shown = m.rank !== null || listed.has(i)
    const enough = wanted.rank === null ? shown : m.rank !== null && m.rank >= wanted.rank
    if (enough) proof ??= m
    else relation ??= m
  })
  if (proof)
    return { found_in_resume: true, support: 'proven', evidence: evidenceOf(resume, proof) }
  if (relation)
    return { found_in_resume: false, support: 'related', evidence: evidenceOf(resume, relation) }
  return { found_in_resume: false, support: 'none', evidence: null }
}
