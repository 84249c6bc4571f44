import { eng, rus, spa } from 'stopword'

/**
 * The product's own rules for what a skills list may hold (issue 19, item 1): a noun phrase with
 * no function word, verb, conjunction or number at its edges, not a sentence piece, not two words
 * glued by a lost line break, not a shouted everyday word. Candidate phrases from outside the
 * lexicon pass through here before they are shown.
 */

/** The part of a token the rules read. */
export interface ShapeWord {
  text: string
  norm: string
}

/** Articles, pronouns, prepositions, auxiliaries: never at the edge of a skill name. */
const FUNCTION_WORDS = new Set([
  ...eng,
  ...spa,
  ...rus,
  ...(
    'according regarding concerning without within across through via throughout including towards upon per versus plus etc ' +
    'e.g i.e also just very well both either neither every each such other another own same ' +
    'able unable can could may might must shall should will would let lets not no nor so ' +
    'beyond below above around among amongst behind beside besides near inside outside against ' +
    'during yourself yourselves myself ourselves themselves itself himself herself ' +
    "doesn't don't isn't aren't won't can't cannot без sin"
  ).split(' '),
])
/** Words inside a phrase that say it is a sentence piece, not a name. */
const SENTENCE_WORDS = new Set(
  'the a an you we our your us is are was were will would must should shall be been being this that these those it its their they them he she his her i my me who which what when where why how'.split(
    ' ',
  ),
)
/** Joiners of two skills in one phrase ("Kafka and RabbitMQ"): the phrase is split at them. */
export const CONJUNCTIONS = new Set(['and', 'or', '&', 'and/or', 'y', 'o', 'e', 'u', 'и', 'или'])
/** Words that praise or count a skill but name none: trimmed from the edges. */
const QUALIFIERS = new Set(
  (
    'relevant previous prior proven strong good great excellent outstanding exceptional solid ' +
    'hands-on handson working practical similar related demonstrable demonstrated extensive deep ' +
    'sound thorough advanced basic intermediate expert professional recent current significant ' +
    'substantial considerable wide broad detailed in-depth indepth direct commercial ' +
    'ideally preferably including such key main new existing various several additional certain ' +
    'overall specific particular comparable equivalent sufficient little further first second ' +
    'third highly very well effective effectively efficient efficiently successful successfully ' +
    'fluent fluently clear clearly confident confidently ' +
    // Russian: the praise ("уверенные навыки") and the heads that open a phrase in Russian
    // where English closes it ("знание программы", "навыки венепункции", "опыт продаж").
    'уверенный уверенная уверенное уверенные уверенного уверенных хороший хорошая хорошее ' +
    'хорошие хорошего хороших отличный отличная отличное отличные отличного отличных ' +
    'глубокий глубокие глубокое глубокого глубоких базовый базовые базовое базовых ' +
    'знание знания знаний навык навыки навыков умение умения опыт опыта владение владения ' +
    'основы основ понимание понимания ' +
    // Words that say how much a skill is wanted, in Spanish and Russian.
    'imprescindible imprescindibles valorable valorables deseable deseables obligatorio ' +
    'obligatoria requerido requerida necesario necesaria обязательно обязательный ' +
    'обязательная желательно желателен приветствуется'
  ).split(' '),
)
/** Nouns that close a phrase without naming a skill ("an audit role" names audit). */
const GENERIC_HEADS = new Set(
  (
    'role roles environment environments position positions field fields industry industries ' +
    'setting settings sector sectors capacity company companies background experience ' +
    'experiences skills skill knowledge level levels area areas team teams function functions ' +
    'department discipline organisation organization job jobs work world years year use ' +
    'ability abilities opportunity opportunities candidate candidates person people things ' +
    'stuff basis manner way ways approach aspects aspect range variety matters purposes'
  ).split(' '),
)
/** Words that name no skill on their own, even when nothing else is left. */
const EMPTY_WORDS = new Set(
  (
    'management development technical work working business support delivery operations ' +
    'production deploying building using developing technology technologies tools tool systems ' +
    'system software solutions solution application applications products product projects ' +
    'project services service process processes tasks task activities activity plus bonus ' +
    'data code information findings results record records documents reports check cases ' +
    'highvolume fastpaced highgrowth largescale highquality highlevel ' +
    'preferred required requirement requirements responsibilities qualifications understanding ' +
    'proficiency familiarity exposure expertise time day days month months importance fulltime ' +
    'parttime full-time part-time full part desarrollo gestión trabajo manejo tecnologías ' +
    'herramientas разработка работа'
  ).split(' '),
)
const NUMBER_WORDS = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty ' +
    'hundred thousand million half once twice'
  ).split(' '),
)

/** Verbs that open or close a duty in an ad, not a skill's name. */
const VERB_BASES = (
  'use utilize utilise leverage ensure include provide understand help create deliver maintain ' +
  'improve make drive collaborate communicate identify implement perform assist participate ' +
  'contribute establish execute oversee apply manage build develop prepare coordinate handle ' +
  'conduct demonstrate possess gain learn know join take keep bring share resolve enjoy get seek ' +
  'look require prefer troubleshoot optimize optimise lead design support define own partner ' +
  'promote sell grow act set run solve write evaluate assess translate present monitor organise ' +
  'organize operate install deploy integrate automate architect shape influence negotiate mentor ' +
  'coach hire respond serve achieve meet exceed follow adhere comply stay become love like thrive ' +
  'want need work wish enable empower ensure guide discover explore investigate research analyse ' +
  'analyze review plan test report document train teach care treat administer supervise ' +
  'liaise undertake deal engage inspire motivate encourage foster interact communicate convince ' +
  'attract retain acquire produce control process verify validate check complete carry pursue ' +
  'collect gather drive own embrace challenge solve tackle address tackle attend visit travel ' +
  'speak read think feel believe see find give go tell win buy send spend hold keep offer ' +
  'accompany advise answer arrange allow adapt expand extend scale transform streamline ' +
  'facilitate lead conceive conceptualize conceptualise ideate prototype refine enhance elevate ' +
  'contact apply submit send'
).split(/\s+/)
/** Irregular forms the suffix rules below do not make. */
const IRREGULAR_FORMS = (
  'built brought took taken made kept got gotten sought knew known drove driven led wrote ' +
  'ran sold grew grown oversaw overseen understood learnt had done did is are was were ' +
  'been be being has have became met held thought taught felt found gave given went gone saw ' +
  'seen told won bought sent spent'
).split(' ')
/** Bases that are nouns just as often ("lead generation", "design patterns", "test automation"). */
const NOUN_TOO = new Set(
  'lead design support test plan report review process control work use need care document share set run deal research project schedule budget record order service market model train check travel'.split(
    ' ',
  ),
)
/** -ing forms that name a skill or a field ("testing", "accounting"), never trimmed as verbs. */
const SKILL_ING = new Set(
  (
    'testing planning monitoring training learning writing reporting marketing engineering ' +
    'programming scheduling budgeting accounting networking mentoring coaching recruiting hiring ' +
    'forecasting modeling modelling processing manufacturing nursing teaching cleaning cooking ' +
    'lifting selling troubleshooting debugging scripting caching logging auditing ' +
    'bookkeeping invoicing purchasing sourcing consulting fundraising publishing editing printing ' +
    'welding plumbing machining packaging shipping warehousing picking packing staffing ' +
    'onboarding pricing branding advertising merchandising tutoring counselling counseling ' +
    'housekeeping catering bartending baking landscaping painting wiring framing roofing ' +
    'designing prototyping benchmarking profiling tracing analysing analyzing storytelling ' +
    'copywriting problem-solving decision-making operating computing trading banking ' +
    'influencing negotiating storytelling solving'
  ).split(' '),
)

function verbForms(base: string): string[] {
  const out = [base, `${base}s`, `${base}es`]
  const stem = base.endsWith('e') ? base.slice(0, -1) : base
  out.push(`${stem}ed`, `${stem}ing`)
  if (base.endsWith('y')) out.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`)
  // plan -> planned, planning: a short closed syllable doubles its consonant.
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) {
    const last = base.slice(-1)
    out.push(`${base}${last}ed`, `${base}${last}ing`)
  }
  return out
}

const VERB_FORMS = new Map<string, string>()
for (const base of VERB_BASES) for (const form of verbForms(base)) VERB_FORMS.set(form, base)
for (const form of IRREGULAR_FORMS) VERB_FORMS.set(form, form)

function isVerb(norm: string): boolean {
  return VERB_FORMS.has(norm) && !SKILL_ING.has(norm)
}

/** A form of a duty verb, also one that is as often a noun ("review", "process", "use"). */
export function isVerbForm(norm: string): boolean {
  return isVerb(norm)
}

/** A verb closing a phrase, except the bases that are nouns too ("customer support"). */
function isTrailingVerb(norm: string): boolean {
  if (!isVerb(norm)) return false
  const base = VERB_FORMS.get(norm) ?? norm
  return !(NOUN_TOO.has(base) && (norm === base || norm === `${base}s`))
}

/** A base that is as often a noun counts as a verb only when an object of two words follows. */
function isLeadingVerb(words: ShapeWord[], i: number, end: number): boolean {
  const norm = words[i]?.norm ?? ''
  if (!isVerb(norm)) return false
  const base = VERB_FORMS.get(norm) ?? norm
  if (norm === base && NOUN_TOO.has(base)) {
    const next = words[i + 1]?.norm ?? ''
    return end - i - 1 >= 2 || FUNCTION_WORDS.has(next)
  }
  return true
}

const ROMAN_RE = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/
export function isNumberLike(word: ShapeWord): boolean {
  if (/^[+-]?[\d.,:/%+$€£-]+$/u.test(word.text) && /\d/.test(word.text)) return true
  if (/^\d+(?:st|nd|rd|th|k|m|x|h|yrs?|hrs?|am|pm)$/iu.test(word.text)) return true
  if (NUMBER_WORDS.has(word.norm)) return true
  // A language level (B2, C1) is a grade, not a skill: the spoken-language rule reads it.
  if (/^[ABC][12]\+?$/.test(word.text)) return true
  return word.text.length > 1 && word.text !== 'IV' && ROMAN_RE.test(word.text)
}

const isAdverb = (norm: string): boolean =>
  norm.length > 4 && norm.endsWith('ly') && !/(?:ply|ology|bly)$/.test(norm)

/** Words that may not stand at either edge of a skill name. */
/** A Russian infinitive ("считать", "работать", "заниматься"): a duty, never a skill's edge. */
function isRussianInfinitive(norm: string): boolean {
  return /[аеиоуыяю]ть(?:ся)?$|чь$/u.test(norm) && !RUSSIAN_TI_NOUNS.has(norm)
}
/** Russian nouns that end like an infinitive. */
const RUSSIAN_TI_NOUNS = new Set(['сеть', 'память', 'печать', 'тетрадь', 'мать', 'рать'])

function badEdge(word: ShapeWord): boolean {
  return (
    FUNCTION_WORDS.has(word.norm) ||
    isRussianInfinitive(word.norm) ||
    CONJUNCTIONS.has(word.norm) ||
    QUALIFIERS.has(word.norm) ||
    isNumberLike(word) ||
    isAdverb(word.norm) ||
    !/[\p{L}]/u.test(word.text)
  )
}

/**
 * "experienceMust", "AboutThe": a lower-case letter meets a capital and the right half is an
 * everyday word that opens a sentence. Product names glue words too (JavaScript, LinkedIn,
 * YouTube), so only a right half that is a function word, or a lower-case left half of three
 * letters or more, says the words lost their space.
 */
export function isGluedWord(text: string, isWord: (lower: string) => boolean): boolean {
  // Every seam is a lower-case letter before a capital: most words have none (checked per word).
  if (!LOWER_THEN_UPPER_RE.test(text)) return false
  for (const m of text.matchAll(/(\p{L}?\p{Ll}+)(\p{Lu}\p{Ll}+)/gu)) {
    const left = m[1] ?? ''
    const right = (m[2] ?? '').toLowerCase()
    if (left.length < 2 || !isWord(right)) continue
    if (SENTENCE_WORDS.has(right) || (FUNCTION_WORDS.has(right) && right.length > 2)) return true
    const lowerLeft = /^\p{Ll}/u.test(left) && m.index === 0
    if (lowerLeft && left.length >= 3 && isWord(left.toLowerCase())) return true
  }
  return false
}

/** A lower-case letter right before a capital: where a glued word's seam can be. */
const LOWER_THEN_UPPER_RE = /\p{Ll}\p{Lu}/u

export type ShapeProblem =
  | 'empty'
  | 'edge'
  | 'conjunction'
  | 'sentence_piece'
  | 'too_long'
  | 'generic'
  | 'glued'
  | 'shouted_word'
  | 'verb_only'

/** Longest skill name kept from outside the lexicon, in words. */
export const MAX_SHAPED_WORDS = 4

/**
 * Why a phrase (already trimmed) is not a skill name, or null. `isWord` says whether a lower-case
 * string is an everyday word (used for glued words and shouted words such as "JOB" or "APPLY").
 */
export function shapeProblem(
  words: ShapeWord[],
  isWord: (lower: string) => boolean,
): ShapeProblem | null {
  const first = words[0]
  const last = words[words.length - 1]
  if (!first || !last) return 'empty'
  if (words.length > MAX_SHAPED_WORDS) return 'too_long'
  if (badEdge(first) || badEdge(last)) return 'edge'
  if (words.some((w) => CONJUNCTIONS.has(w.norm))) return 'conjunction'
  if (words.some((w) => SENTENCE_WORDS.has(w.norm) || FUNCTION_WORDS.has(w.norm)))
    return 'sentence_piece'
  if (words.some((w) => isGluedWord(w.text, isWord))) return 'glued'
  if (words.length === 1 && (EMPTY_WORDS.has(first.norm) || GENERIC_HEADS.has(first.norm)))
    return 'generic'
  if (
    words.every((w) => GENERIC_HEADS.has(w.norm) || (EMPTY_WORDS.has(w.norm) && words.length > 2))
  )
    return 'generic'
  if (isLeadingVerb(words, 0, words.length) || isTrailingVerb(last.norm)) return 'verb_only'
  if (
    words.length === 1 &&
    /^\p{Lu}{2,}$/u.test(first.text) &&
    // "SQL" is written in lower case too, but a word without a vowel is an abbreviation.
    (FUNCTION_WORDS.has(first.norm) || (isWord(first.norm) && /[aeiouy]/.test(first.norm)))
  )
    return 'shouted_word'
  return null
}

/** Trims function words, qualifiers, numbers and duty verbs in front, and generic nouns behind. */
function trimEdges(words: ShapeWord[], from: number, to: number): [number, number] {
  let s = from
  let e = to
  let changed = true
  while (changed && s < e) {
    changed = false
    while (s < e && (badEdge(words[s] as ShapeWord) || isLeadingVerb(words, s, e))) {
      s += 1
      changed = true
    }
    while (
      e > s &&
      (badEdge(words[e - 1] as ShapeWord) ||
        GENERIC_HEADS.has(words[e - 1]?.norm ?? '') ||
        (e - s > 1 && isTrailingVerb(words[e - 1]?.norm ?? '')))
    ) {
      e -= 1
      changed = true
    }
  }
  return [s, e]
}

/**
 * A single word before "and" that takes the next part's head: an adjective ("written and verbal
 * communication") or a modifier before a plural pair ("unit and integration tests").
 */
function sharesHead(word: ShapeWord, right: number[], words: ShapeWord[]): boolean {
  if (ADJECTIVE_RE.test(word.norm)) return true
  const head = words[right[right.length - 1] ?? -1]?.norm ?? ''
  return right.length === 2 && word.text === word.norm && /[^s]s$/.test(head)
}

/** Adjectives that share the head of the next part: "written and verbal communication". */
const ADJECTIVE_RE = /(?:al|ic|ive|ous|ful|ary|ble|ed|en|ern|ile|ior|ar)$/

/**
 * The skill names inside a candidate phrase, as lists of word indexes: split at conjunctions,
 * a shared word distributed ("accounts payable and receivable" gives accounts payable and
 * accounts receivable; "written and verbal communication" gives both kinds), edges trimmed,
 * then only the parts that pass shapeProblem.
 */
export function skillShapedParts(
  words: ShapeWord[],
  isWord: (lower: string) => boolean,
): number[][] {
  const ranges: Array<[number, number]> = []
  let start = 0
  words.forEach((w, i) => {
    if (CONJUNCTIONS.has(w.norm) || w.text === '/') {
      ranges.push([start, i])
      start = i + 1
    }
  })
  ranges.push([start, words.length])
  const parts = ranges
    .map(([a, b]) => trimEdges(words, a, b))
    .filter(([a, b]) => b > a)
    .map(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k))
  if (parts.length === 2) {
    const [left, right] = parts as [number[], number[]]
    const rightWord = words[right[0] ?? -1]
    const leftWord = words[left[0] ?? -1]
    // "accounts payable and receivable": the single right word replaces the left's last word.
    if (left.length >= 2 && right.length === 1 && rightWord && ADJECTIVE_RE.test(rightWord.norm))
      parts[1] = [...left.slice(0, -1), ...right]
    // "written and verbal communication": the single left word takes the right's head.
    else if (
      left.length === 1 &&
      right.length >= 2 &&
      leftWord &&
      sharesHead(leftWord, right, words)
    )
      parts[0] = [...left, ...right.slice(1)]
  }
  return parts.filter(
    (idx) =>
      shapeProblem(
        idx.map((k) => words[k] as ShapeWord),
        isWord,
      ) === null,
  )
}
