import { fold } from '../analysis/fold.ts'
/*
 * Degrees, job titles and employers a line states, found by explainable patterns in English,
 * Spanish and Russian, and whether the sources state them too. Words are compared by stem, so an
 * inflection ("разработчиком") or a case change is the same word; a title must appear as the same
 * run of words, an employer's words must all appear.
 */
import { stemToken } from '../analysis/keywords/stem.ts'

export interface Span {
  start: number
  end: number
  text: string
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.'’&-][\p{L}\p{N}]+)*/gu

/** Words that name no one: articles, connectors, company-form suffixes. */
const IGNORED = new Set(
  `the a an of and in at for de del la el las los y en и в во с на по inc llc ltd corp corporation co company gmbh sa sl plc ооо оао зао пао ао ип`.split(
    ' ',
  ),
)

/** The comparable keys of a text's words: folded, and stemmed in English and Spanish. */
function keysOf(word: string): string[] {
  const norm = fold(word).replace(/[.'’]/g, '')
  return [...new Set([norm, stemToken(norm, 'en'), stemToken(norm, 'es')])]
}

function wordsOf(text: string): string[] {
  return text.match(WORD) ?? []
}

/** The sources' words, as keys, line by line (a title must appear within one line). */
export class SourceIndex {
  private readonly keys = new Set<string>()
  private readonly lines: string[][][] = []

  constructor(sources: readonly string[]) {
    for (const source of sources) {
      for (const line of source.split('\n')) {
        const words = wordsOf(line).map(keysOf)
        for (const keys of words) for (const key of keys) this.keys.add(key)
        if (words.length > 0) this.lines.push(words)
      }
    }
  }

  has(word: string): boolean {
    return keysOf(word).some((key) => this.keys.has(key))
  }

  /** Every meaningful word of `text` appears somewhere in the sources. */
  hasAllWords(text: string): boolean {
    // A part made only of connectors or a company form ("Inc.", "CO") claims nothing.
    const words = wordsOf(text).filter((word) => !IGNORED.has(fold(word)))
    return words.every((word) => this.has(word))
  }

  /** The meaningful words of `text` appear in this order, one after another, in one source line. */
  hasRun(text: string): boolean {
    const words = wordsOf(text)
      .filter((word) => !IGNORED.has(fold(word)))
      .map(keysOf)
    if (words.length === 0) return false
    for (const line of this.lines) {
      const meaningful = line.filter((keys) => !keys.some((key) => IGNORED.has(key)))
      for (let i = 0; i + words.length <= meaningful.length; i += 1) {
        const fits = words.every((keys, k) => keys.some((key) => meaningful[i + k]?.includes(key)))
        if (fits) return true
      }
    }
    return false
  }
}

/* ---------- Degrees ---------- */

type DegreeLevel = 'associate' | 'bachelor' | 'master' | 'mba' | 'doctorate'

/** Degree names and their level; abbreviations are matched with their dots optional. */
const DEGREE_PATTERNS: ReadonlyArray<readonly [DegreeLevel, RegExp]> = [
  ['mba', /(?<![\p{L}])(?:MBA|M\.B\.A\.)(?![\p{L}])/u],
  [
    'doctorate',
    /(?<![\p{L}])(?:Ph\.?\s?D\.?|Doctorate|Doctor of [\p{Lu}][\p{L}]+|Doctorado|Doctora? en|[Кк]андидат\p{L}* [\p{L}-]+ наук|[Дд]октор\p{L}* [\p{L}-]+ наук|[Аа]спирантур\p{L}*)(?![\p{L}])/u,
  ],
  [
    'master',
    /(?<![\p{L}])(?:M\.\s?S\.?c?|M\.\s?A\.|MSc|M\.Sc\.?|MEng|M\.Eng\.?|Master(?:'s|’s|s)?(?: degree)?(?= of| in| en| de| [\p{Lu}])|Máster|Master en|Maestría|[Мм]агистр\p{L}*|[Мм]агистратур\p{L}*)(?![\p{L}])/u,
  ],
  [
    'bachelor',
    /(?<![\p{L}])(?:B\.\s?S\.?c?|B\.\s?A\.|BSc|B\.Sc\.?|BEng|B\.Eng\.?|BBA|B\.?Tech|Bachelor(?:'s|’s)?(?: degree)?|Grado en|Grado de|Licenciatura|Licenciad[oa] en|[Бб]акалавр\p{L}*|[Сс]пециалитет)(?![\p{L}])/u,
  ],
  [
    'associate',
    /(?<![\p{L}])(?:Associate(?:'s|’s)? degree|A\.A\.S?\.|Técnico Superior)(?![\p{L}])/u,
  ],
]

/** What may follow a degree name as its field: "in Computer Science", "Economics", "по информатике". */
// A field word is a whole word: "B" in "B.S." is an abbreviation's letter, not a field.
const FIELD_WORD = String.raw`(?:\p{Lu}[\p{L}&-]*|[а-яё][а-яё-]*)(?![.'’]\p{L})`
const FIELD = new RegExp(
  String.raw`^(?:\s+(?:in|of|en|de|по)\s+|\s+)(${FIELD_WORD}(?:\s+(?:(?:and|y|и|&|de|of)\s+)?${FIELD_WORD}){0,4})`,
  'u',
)
const FIELD_STOP = /\s*(?:[,|—–(]|\s-\s|$)/u

export interface DegreeMention extends Span {
  level: DegreeLevel
  /** The field of study when the line names one, else ''. */
  field: string
}

export function degreesIn(line: string): DegreeMention[] {
  const found: DegreeMention[] = []
  for (const [level, pattern] of DEGREE_PATTERNS) {
    const global = new RegExp(pattern.source, 'gu')
    for (const match of line.matchAll(global)) {
      const start = match.index
      let end = start + match[0].length
      if (found.some((other) => start < other.end && end > other.start)) continue
      // "Scrum Master" is a certification, not a degree.
      if (level === 'master' && /scrum\s+$/iu.test(line.slice(0, start))) continue
      const rest = line.slice(end)
      const field = FIELD.exec(rest)
      let fieldText = ''
      if (field?.[1]) {
        // The field runs to the next separator: "B.S. Computer Science, MIT" stops at the comma.
        const stop = rest.slice(field[0].length - field[1].length).search(FIELD_STOP)
        const raw = field[1].slice(0, stop < 0 ? field[1].length : stop).trim()
        if (raw.length > 0 && /^\p{Lu}|^[а-яё]/u.test(raw)) {
          fieldText = raw
          end = end + field[0].length - field[1].length + raw.length
        }
      }
      found.push({ start, end, text: line.slice(start, end), level, field: fieldText })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** A degree is supported when the sources hold one of the same level and every word of its field. */
export function isDegreeSupported(
  degree: DegreeMention,
  sourceLevels: ReadonlySet<DegreeLevel>,
  index: SourceIndex,
): boolean {
  if (!sourceLevels.has(degree.level)) return false
  return degree.field === '' || index.hasAllWords(degree.field)
}

export function degreeLevelsOf(sources: readonly string[]): Set<DegreeLevel> {
  const levels = new Set<DegreeLevel>()
  for (const source of sources) {
    for (const line of source.split('\n'))
      for (const degree of degreesIn(line)) levels.add(degree.level)
  }
  return levels
}

/* ---------- Titles ---------- */

/** Head nouns of job titles, folded. */
const TITLE_HEADS = new Set(
  `engineer developer programmer manager director analyst designer architect consultant scientist
  lead specialist administrator officer intern head president vp cto ceo cfo coo cio founder cofounder
  owner coordinator assistant accountant teacher technician writer editor researcher strategist
  marketer recruiter representative supervisor executive partner tester
  ingeniero ingeniera desarrollador desarrolladora programador programadora gerente directora
  analista diseñador diseñadora arquitecto arquitecta consultor consultora científico científica jefe
  jefa especialista administrador administradora coordinador coordinadora técnico técnica becario
  becaria fundador fundadora líder
  разработчик программист инженер менеджер руководитель директор аналитик дизайнер архитектор
  консультант специалист администратор тимлид стажер основатель начальник координатор тестировщик`
    .split(/\s+/)
    .filter(Boolean)
    .map(fold),
)
/** Singular case endings a Russian head noun may carry ("разработчиком", "руководителя"). */
const RUSSIAN_ENDING = /^(?:а|у|ом|ем|е|я|ю)$/u

/** Words that make a title senior or specific and sit before its head ("Senior", "Ведущий"). */
const TITLE_PREFIX_RU = /(?:ий|ый|ой|им|ым|ая|ей|его|ого)$/u

export function isTitleHead(word: string): boolean {
  const folded = fold(word)
  if (TITLE_HEADS.has(folded)) return true
  if (!/\p{Script=Cyrillic}/u.test(folded)) return false
  for (let cut = folded.length - 1; cut >= folded.length - 2 && cut > 3; cut -= 1) {
    const stem = folded.slice(0, cut)
    const known = TITLE_HEADS.has(stem) || TITLE_HEADS.has(`${stem}ь`)
    if (known && RUSSIAN_ENDING.test(folded.slice(cut))) return true
  }
  return false
}

/** A piece of an entry line is a title when one of its words is a title's head noun. */
export function isTitleLike(text: string): boolean {
  return wordsOf(text).some(isTitleHead)
}

/**
 * Titles a prose line claims: a run of capitalised words ending in a head noun ("Senior Data
 * Engineer", "Diseñadora de Producto"), or in Russian an adjective and a head noun ("ведущим
 * разработчиком"). A plural ("junior developers") names other people and is no claim.
 */
/** English words that describe a person, not a post: hyphenated or with an adjective's ending. */
const DESCRIBING = /^(?:\p{L}+-\p{L}+|\p{L}+(?:ed|ful|ive|ic|ous|ent|ant|ble))$/u

/** A greeting ("Dear Hiring Manager") addresses a reader; it claims no title. */
const GREETING =
  /^\s*(?:dear|hello|hi|to|estimad[oa]s?|querid[oa]s?|уважаем\p{L}*|здравствуйте|добрый)\b/iu

export function titlesIn(line: string): Span[] {
  if (GREETING.test(line)) return []
  const words = [...line.matchAll(WORD)]
  const found: Span[] = []
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]
    // A plural ("junior developers") names other people: only a singular head is a claim.
    if (!word || !isTitleHead(word[0])) continue
    const cyrillic = /\p{Script=Cyrillic}/u.test(word[0])
    let first = i
    if (cyrillic) {
      const before = words[i - 1]
      if (before && TITLE_PREFIX_RU.test(fold(before[0]))) first = i - 1
    } else {
      // Capitalised words before the head, then Spanish "de Producto" after it.
      // The run stops at punctuation: "Vacancy «Senior Engineer»" claims "Senior Engineer".
      const joined = (k: number): boolean => {
        const before = words[k - 1]
        const current = words[k]
        if (!before || !current) return false
        const gap = line.slice((before.index ?? 0) + before[0].length, current.index ?? 0)
        return /^\s+$/.test(gap) && /^\p{Lu}/u.test(before[0])
      }
      while (first > 0 && joined(first)) first -= 1
    }
    let last = i
    const after = line.slice((word.index ?? 0) + word[0].length)
    const spanish = /^\s+de\s+(\p{Lu}[\p{L}]+)/u.exec(after)
    if (!cyrillic && spanish) last = i + 2
    // "Results-driven Senior Engineer": a describing word before a title is no part of it.
    while (first < i - 1 && DESCRIBING.test(words[first]?.[0] ?? '')) first += 1
    const head = words[first]
    const tail = words[Math.min(last, words.length - 1)]
    if (!head || !tail) continue
    const capitalised = /^\p{Lu}/u.test(word[0]) || first < i
    if (!cyrillic && !capitalised) continue
    const start = head.index ?? 0
    const end = (tail.index ?? 0) + tail[0].length
    found.push({ start, end, text: line.slice(start, end) })
  }
  return found
}

/* ---------- Employers ---------- */

/**
 * Organisations a prose line names: after "at", "joined", "en", "para", "в"/"во" a run of
 * capitalised words ("at Google", "en Telefónica", "в Яндексе"), a name with a company-form suffix
 * ("Acme Inc."), or a Russian name in guillemets ("ООО «Ромашка»").
 */
const NAME_WORD = String.raw`(?!I\b)\p{Lu}[\p{L}\p{N}&'’-]*(?:\.[\p{L}\p{N}]+)*`
const AFTER_PREPOSITION = new RegExp(
  String.raw`(?<![\p{L}])(?:at|joined|en|para|в|во)\s+(${NAME_WORD}(?:\s+(?:${NAME_WORD}|&|of|de)(?=\s|$|[,.;:!?)]))*)`,
  'gu',
)
const WITH_SUFFIX =
  /((?:[\p{Lu}][\p{L}\p{N}&'’-]*\s+){1,3}(?:Inc\.?|LLC|Ltd\.?|Corp\.?|Corporation|GmbH|S\.A\.|S\.L\.|PLC))(?![\p{L}])/gu
const RUSSIAN_FORM = /((?:ООО|ОАО|ЗАО|ПАО|АО|ИП)\s*)?«[^»]{1,60}»/gu

export function employersIn(line: string): Span[] {
  const found: Span[] = []
  const add = (start: number, text: string): void => {
    const trimmed = text.replace(/[.,'’-]+$/u, '')
    const end = start + trimmed.length
    if (trimmed.length < 2 || found.some((other) => start < other.end && end > other.start)) return
    found.push({ start, end, text: trimmed })
  }
  for (const match of line.matchAll(RUSSIAN_FORM)) add(match.index, match[0])
  for (const match of line.matchAll(WITH_SUFFIX)) add(match.index, match[1] ?? match[0])
  for (const match of line.matchAll(AFTER_PREPOSITION)) {
    const name = match[1] ?? ''
    add(match.index + match[0].length - name.length, name)
  }
  return found.sort((a, b) => a.start - b.start)
}
