import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { eng, rus, spa } from 'stopword'
import type { Token } from './tokenize.ts'

/** A term found outside the lexicon: tokens [start, end) and a category guess. */
export interface Candidate {
  start: number
  end: number
  category: KeywordCategory
}

/**
 * Upper-case words that are not skills: places, titles, legal forms, shouting; money (currency
 * codes and their thousands and millions: "DKK 300,174", "+10 MUSD"), offices and the pandemic.
 */
const ACRONYM_STOP = new Set(
  [
    'I A AN THE AND OR OF TO IN ON FOR WITH US USA UK EU EMEA APAC LATAM CEO CTO CFO COO CMO CIO VP SVP EVP HR IT OK TBD FAQ NA N/A ASAP EOE EEO PTO LLC INC LTD PLC CV ID AM PM EST PST CET GMT UTC BS BA MS MA BSC MSC JD FT PT NB PS RE FYI Q1 Q2 Q3 Q4 KPI KPIS OKR OKRS YOE DOE NYC SF LA WFH CA NY TX WA CO REF TEL FAX WWW HTTP HTTPS COM ORG NET AND/OR E.G I.E ETC AI/ML SA SL SAC S.A',
    'USD EUR GBP DKK SEK NOK CHF PLN CZK HUF RUB RUR JPY CNY INR AUD CAD NZD SGD HKD BRL MXN ARS COP CLP TRY ZAR AED ILS KUK MUSD MEUR MDKK KDKK KEUR KUSD TEUR TDKK MSEK MNOK',
    'HQ DC NGO NGOS FTE FTES COVID COVID-19 COVID19 M/F M/F/D M/W/D F/M/D W/M/D WPM',
  ]
    .join(' ')
    .split(' '),
)
/** Ordinals and measures that look tool-like: 7mo, 2nd, 10x, 50K. */
const NOT_A_NAME_RE =
  /^\d+(?:st|nd|rd|th|mo|no|vo|ro|do|to|er|º|ª|x|k|m|kg|km|h|hrs?|yrs?|am|pm|lbs?)$/iu
const DOTTED_RE = /^[\p{L}][\p{L}\p{N}-]*\.(?:js|ts|io|net|ai|py|rb|NET|JS)$/u

/**
 * A region code after a place name ("Raleigh, NC", "Madrid, ES"): two capitals after a comma that
 * follows a capitalised word.
 */
export function isPlaceCode(text: string, tokens: Token[], index: number): boolean {
  const token = tokens[index]
  const before = tokens[index - 1]
  if (!token || !before || !/^\p{Lu}{2}$/u.test(token.text)) return false
  return /^\s*,\s*$/.test(text.slice(before.end, token.start)) && /^\p{Lu}/u.test(before.text)
}

/** Is a token, outside the lexicon, shaped like a product or technology name? */
export function toolLikeCategory(token: Token, lineIsShouting: boolean): KeywordCategory | null {
  const t = token.text
  // Most words are plain lower-case prose: settle them before any Unicode pattern runs.
  if (t === token.norm && !/[\d.]/.test(t)) return null
  if (t.length < 2 || t.length > 40 || NOT_A_NAME_RE.test(t)) return null
  if (ACRONYM_STOP.has(t.toUpperCase())) return null
  if (DOTTED_RE.test(t)) return 'tools'
  // Letters then digits: S3, EC2, Vue3; not a language level (B2, C1), which the spoken-language
  // rule reads beside its language.
  if (/^[ABC][12]$/.test(t)) return null
  if (/^\p{L}{1,10}\d{1,4}$/u.test(t) && /\p{Lu}/u.test(t)) return 'tools'
  if (/^\p{Lu}[\p{Lu}\p{N}&]{1,4}$/u.test(t)) {
    if (lineIsShouting || /^\d/.test(t)) return null
    // Four or five capitals with two vowels are usually a shouted word (SALES, TEAM), not a name.
    if (t.length >= 4 && (t.match(/[AEIOUАЕИОУЫЭЮЯ]/gu) ?? []).length >= 2) return null
    return 'technical'
  }
  // CamelCase or an inner capital: FastAPI, PyTorch, iOS, DataStudio.
  if (/^\p{L}+$/u.test(t) && /\p{Ll}\p{Lu}/u.test(t) && t.length >= 3) return 'tools'
  return null
}

/** Does the line holding `offset` open with a bullet before it? */
function isBulleted(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  return /^\s*(?:[-–—•*·▪●◦]|\d{1,2}[.)])/u.test(text.slice(lineStart, offset))
}

/** Stop words, plus prepositions the lists leave out, which end a phrase just as well. */
const STOP = new Set([
  ...eng,
  ...spa,
  ...rus,
  ...'without within across through via throughout including towards upon per versus'.split(' '),
])
/** Words that open a skill object after a cue but are not part of it. */
const QUALIFIERS = new Set(
  'a an the any all some relevant previous prior proven strong good great excellent solid hands-on handson working practical similar related demonstrable demonstrated extensive deep sound thorough advanced basic intermediate expert professional recent current significant substantial considerable wide broad general detailed in-depth indepth direct commercial industry ideally preferably including such e.g'.split(
    ' ',
  ),
)
/** Nouns that close a phrase without adding a skill to it ("an audit role" names audit). */
const GENERIC_HEADS = new Set(
  'role roles environment environments position positions field fields industry industries setting settings sector sectors capacity company companies business background experience experiences skills skill knowledge level levels area areas team teams function functions department discipline organisation organization job jobs work world years year use'.split(
    ' ',
  ),
)
/** Words too broad to be a keyword on their own ("management experience"). */
const GENERIC_SINGLE = new Set(
  'management development technical work working business support delivery operations production deploying building using developing technology technologies tools systems software desarrollo gestión trabajo manejo tecnologías herramientas разработка работа'.split(
    ' ',
  ),
)
/** Cue words after which a skill is named: "experience in X", "knowledge of X". */
const CUE_BEFORE = new Map<string, Set<string>>([
  ['experience', new Set(['in', 'with', 'of', 'using'])],
  ['knowledge', new Set(['of', 'in'])],
  ['proficiency', new Set(['in', 'with'])],
  ['proficient', new Set(['in', 'with'])],
  ['familiarity', new Set(['with'])],
  ['familiar', new Set(['with'])],
  ['understanding', new Set(['of'])],
  ['awareness', new Set(['of'])],
  ['expertise', new Set(['in', 'with'])],
  ['background', new Set(['in'])],
  ['skilled', new Set(['in'])],
  ['experienced', new Set(['in', 'with'])],
  ['experiencia', new Set(['en', 'con'])],
  ['conocimientos', new Set(['de', 'en'])],
  ['manejo', new Set(['de'])],
  ['dominio', new Set(['de'])],
  ['опыт', new Set(['работы', 'в'])],
  ['знание', new Set([])],
  ['знания', new Set([])],
])
/**
 * Cues followed by what the job asks one to do: "ability to influence cross-functional teams",
 * "responsible for supplier onboarding". The phrase may join words with "and".
 */
const CUE_ACTION = new Map<string, Set<string>>([
  ['ability', new Set(['to'])],
  ['able', new Set(['to'])],
  ['willingness', new Set(['to'])],
  ['capable', new Set(['of'])],
  ['responsible', new Set(['for'])],
  ['responsibility', new Set(['for'])],
  ['include', new Set([])],
  ['includes', new Set([])],
  ['involve', new Set([])],
  ['involves', new Set([])],
  ['record', new Set(['of', 'in'])],
  ['focus', new Set(['on'])],
  ['capacidad', new Set(['para', 'de'])],
  ['habilidad', new Set(['para'])],
  ['умение', new Set([])],
  ['навыки', new Set([])],
])
const MAX_ACTION_PHRASE = 5
const JOINERS = new Set(['and', 'y', 'и'])

/** Verbs that open a duty bullet ("Manage supplier relationships"), with their -ing forms. */
const DUTY_VERBS = new Set(
  'manage lead develop build provide support ensure organise organize deliver maintain assist undertake respond drive coordinate prepare monitor review create implement design analyse analyze conduct oversee plan liaise handle process negotiate train mentor recruit sell promote identify resolve produce control deal administer supervise operate install repair test write report establish improve optimise optimize use utilize leverage apply perform execute define automate deploy integrate architect troubleshoot debug document evaluate assess translate present communicate collaborate solve'
    .split(' ')
    .flatMap((v) => [v, v.endsWith('e') ? `${v.slice(0, -1)}ing` : `${v}ing`, `${v}s`]),
)

/** Nouns a skill stands in front of: "communication skills", "care experience". */
const CUE_AFTER = new Set(['skills', 'experience', 'knowledge', 'background', 'expertise'])
const MAX_PHRASE = 4
/** Words that make a phrase a soft skill rather than a technical one. */
const SOFT_WORDS_RE =
  /^(communicat|team|interpersonal|leader|organi[sz]|motivat|attitude|collaborat|influenc|negotiat|customer|client|problem|time|listen|presentat|relationship|people|mentor|coach|adapt|creativ|initiativ|comunicaci|equipo|liderazg|коммуник|команд|лидер)/u

const wordy = (t: Token): boolean => /^[\p{L}][\p{L}\p{N}'’.+#/&-]*$/u.test(t.text)

function gapIsSpace(text: string, a: Token, b: Token): boolean {
  return /^[ \t-]*$/.test(text.slice(a.end, b.start))
}

/** Trims qualifiers in front and generic nouns behind; null when nothing specific is left. */
function trimPhrase(tokens: Token[], start: number, end: number): [number, number] | null {
  let s = start
  let e = end
  while (s < e && QUALIFIERS.has(tokens[s]?.norm ?? '')) s += 1
  while (e > s && GENERIC_HEADS.has(tokens[e - 1]?.norm ?? '')) e -= 1
  if (e <= s) return null
  if (e - s === 1 && GENERIC_SINGLE.has(tokens[s]?.norm ?? '')) return null
  for (let i = s; i < e; i += 1) {
    const t = tokens[i]
    if (!t || !wordy(t) || QUALIFIERS.has(t.norm)) return null
    if (STOP.has(t.norm) && !(JOINERS.has(t.norm) && i > s && i < e - 1)) return null
  }
  return [s, e]
}

function phraseCategory(tokens: Token[], start: number, end: number): KeywordCategory {
  for (let i = start; i < end; i += 1) if (SOFT_WORDS_RE.test(tokens[i]?.norm ?? '')) return 'soft'
  return 'technical'
}

/**
 * Short noun phrases a requirement names by a cue: "experience in accounting", "knowledge of
 * IFRS", "care experience". Conservative: at most three words, no stop words, no qualifiers, in
 * one sentence with no punctuation inside.
 */
export function cuePhrases(
  text: string,
  tokens: Token[],
  allowed: (t: Token) => boolean,
): Candidate[] {
  const out: Candidate[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const cue = tokens[i]
    if (!cue || !allowed(cue)) continue
    // A bullet or sentence that opens with a duty verb names a skill in its first words.
    // ... and so does a duty verb inside a sentence ("you will design and build data pipelines");
    // the verb itself is trimmed later by the shape rules (keyword-shape.ts).
    if (DUTY_VERBS.has(cue.norm)) {
      const span = actionPhrase(text, tokens, i - 1, new Set(), true)
      if (span)
        out.push({
          start: span[0],
          end: span[1],
          category: phraseCategory(tokens, span[0], span[1]),
        })
    }
    const preps = CUE_BEFORE.get(cue.norm)
    if (preps) {
      let j = i + 1
      const prep = tokens[j]
      if (
        prep &&
        preps.has(prep.norm) &&
        prep.sentence === cue.sentence &&
        gapIsSpace(text, cue, prep)
      )
        j += 1
      else if (preps.size > 0) j = -1
      if (j > 0) {
        let end = j
        while (end < tokens.length && end - j < MAX_PHRASE + 2) {
          const t = tokens[end]
          const prev = tokens[end - 1]
          if (!t || !prev || t.sentence !== cue.sentence || !gapIsSpace(text, prev, t)) break
          if (STOP.has(t.norm) && !QUALIFIERS.has(t.norm) && !JOINERS.has(t.norm)) break
          end += 1
        }
        while (end > j && JOINERS.has(tokens[end - 1]?.norm ?? '')) end -= 1
        const span = trimPhrase(tokens, j, end)
        if (span && span[1] - span[0] <= MAX_PHRASE) {
          out.push({
            start: span[0],
            end: span[1],
            category: phraseCategory(tokens, span[0], span[1]),
          })
        }
      }
    }
    const actionPreps = CUE_ACTION.get(cue.norm)
    if (actionPreps) {
      const span = actionPhrase(text, tokens, i, actionPreps)
      if (span)
        out.push({
          start: span[0],
          end: span[1],
          category: phraseCategory(tokens, span[0], span[1]),
        })
    }
    if (CUE_AFTER.has(cue.norm)) {
      let s = i
      while (s > 0 && i - s < 2) {
        const t = tokens[s - 1]
        const next = tokens[s]
        if (!t || !next || t.sentence !== cue.sentence || !gapIsSpace(text, t, next)) break
        // Adverbs and infinitives ("to quickly gain experience") say the words are a verb phrase.
        if (t.norm.endsWith('ly') || t.norm === 'to') {
          s = i
          break
        }
        if (STOP.has(t.norm) || QUALIFIERS.has(t.norm) || !wordy(t)) break
        s -= 1
      }
      if (s < i && tokens[s - 1]?.norm === 'to') s = i
      const span = s < i ? trimPhrase(tokens, s, i) : null
      if (span)
        out.push({
          start: span[0],
          end: span[1],
          category: phraseCategory(tokens, span[0], span[1]),
        })
    }
  }
  return out
}

/** The phrase after an action cue: up to five words, through "and", to the first stop word. */
function actionPhrase(
  text: string,
  tokens: Token[],
  i: number,
  preps: Set<string>,
  fromVerb = false,
): [number, number] | null {
  const cue = tokens[fromVerb ? i + 1 : i]
  if (!cue) return null
  let j = i + 1
  const prep = tokens[j]
  if (preps.size > 0) {
    if (!prep || !preps.has(prep.norm) || prep.sentence !== cue.sentence) return null
    j += 1
  }
  let end = j
  while (end < tokens.length && end - j < MAX_ACTION_PHRASE) {
    const t = tokens[end]
    const prev = tokens[end - 1]
    if (!t || t.sentence !== cue.sentence) break
    if (end > j && (!prev || !gapIsSpace(text, prev, t))) break
    if (STOP.has(t.norm) && !JOINERS.has(t.norm)) break
    if (!wordy(t)) break
    end += 1
  }
  while (end > j && JOINERS.has(tokens[end - 1]?.norm ?? '')) end -= 1
  while (end > j && GENERIC_HEADS.has(tokens[end - 1]?.norm ?? '')) end -= 1
  if (end - j < 2) return null
  return [j, end]
}

/** Words after which an ad lists examples: "tools such as Jenkins, Ansible or Chef". */
const LIST_CUES = new Set(['like', 'including', 'e.g', 'eg', 'i.e', 'incl', 'como', 'включая'])
/** Longest list item kept, in words. */
const MAX_ITEM = 4
/** Longest list read after a cue, in tokens. */
const MAX_LIST_TOKENS = 24
/** Items read at most: an ad has a few dozen; a pasted log of thousands of lines costs no more. */
const MAX_ITEMS = 400

/**
 * Items of a list: each run of words between commas, slashes, brackets and "and"/"or" after an
 * example cue ("such as", "like", "including", "e.g."), and the whole of a short bullet or line
 * ("Pair programming", "Shell scripting"). Shape rules decide later what is kept.
 */
export function listItems(text: string, tokens: Token[], headingLines: Set<number>): Candidate[] {
  const out: Candidate[] = []
  const firstHeading = headingLines.size > 0 ? Math.min(...headingLines) : Infinity
  const push = (start: number, end: number): void => {
    if (end > start && end - start <= MAX_ITEM && out.length < MAX_ITEMS)
      out.push({ start, end, category: phraseCategory(tokens, start, end) })
  }
  /** Splits tokens [from, to) at punctuation gaps into items. */
  const items = (from: number, to: number): void => {
    let s = from
    for (let k = from; k < to; k += 1) {
      const t = tokens[k]
      const next = tokens[k + 1]
      const breaks = !next || k + 1 >= to || !/^[ \t]*$/.test(text.slice(t?.end ?? 0, next.start))
      if (breaks) {
        push(s, k + 1)
        s = k + 1
      }
    }
  }
  let sentenceStart = 0
  for (let i = 0; i <= tokens.length && out.length < MAX_ITEMS; i += 1) {
    const t = tokens[i]
    const first = tokens[sentenceStart]
    if (t && first && t.sentence === first.sentence) {
      const isSuch = t.norm === 'such' && tokens[i + 1]?.norm === 'as'
      if (isSuch || LIST_CUES.has(t.norm)) {
        const from = i + (isSuch ? 2 : 1)
        let to = from
        while (to < tokens.length && to - from < MAX_LIST_TOKENS) {
          if (tokens[to]?.sentence !== t.sentence) break
          to += 1
        }
        items(from, to)
      }
      continue
    }
    // A short line or bullet that is not a heading nor the title line: a list item of its own.
    // Above the first heading a short line that is not a bullet names the employer and the place
    // ("Lakeshore Community Hospital", "Maple Grove Senior Living, Bend, OR"), not a skill.
    const last = tokens[i - 1]
    const listed = first ? first.line > firstHeading || isBulleted(text, first.start) : false
    if (first && last && i - sentenceStart <= MAX_ITEM && first.line > 0 && listed) {
      const closes = text.slice(last.end, t?.start ?? text.length)
      if (!headingLines.has(first.line) && !/^\s*:/.test(closes)) items(sentenceStart, i)
    }
    sentenceStart = i
  }
  return out
}
