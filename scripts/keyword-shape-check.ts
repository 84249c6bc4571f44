/**
 * The evaluation's own judge of keyword shape (issue 19, item 1): would a recruiter accept this
 * string as an entry of a skills list? It shares no code with the extractor on purpose, so the
 * extractor cannot pass it by construction; it reads only word lists written here and, for
 * phrases joined by a conjunction, the lexicon's forms as data.
 */

const SPANISH_FUNCTION_WORDS =
  'el la los las un una unos unas y o u de del al en con por para sin sobre entre que '
const SPANISH_ONLY = new Set(
  SPANISH_FUNCTION_WORDS.trim()
    .split(' ')
    .filter((w) => !['a', 'o', 'u', 'in', 'on', 'as'].includes(w)),
)

/** Words that never open or close a skill name: articles, pronouns, prepositions, auxiliaries. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or nor but if as at by for from in into of on onto to with within without ' +
    'about above after against along among around before behind below beneath beside between ' +
    'beyond during except inside near off out outside over past since than through toward ' +
    'towards under until upon via per plus ' +
    'i me my we us our ours you your yours he him his she her it its they them their this that ' +
    'these those who whom whose which what where when why how ' +
    'am is are was were be been being do does did done have has had having can could may might ' +
    'must shall should will would ' +
    'all any both each either every few many more most much no not only other own same so some ' +
    'such too very also just well etc ' +
    // Spanish and Russian function words, for ads in those languages.
    SPANISH_FUNCTION_WORDS +
    'и или в во на с со по для из от к о об при без что как'
  ).split(/\s+/),
)

/** The English part of FUNCTION_WORDS: pasted English text glues English words ("GovCon" is a name). */
const ENGLISH_FUNCTION_WORDS = new Set(
  [...FUNCTION_WORDS].filter((w) => /^[a-z]+$/.test(w)).filter((w) => !SPANISH_ONLY.has(w)),
)

/** Right halves of a CamelCase name that are short function words yet common in products. */
const PRODUCT_TAILS = new Set(['in', 'on', 'up', 'it', 'go', 'me', 'at'])

/**
 * Verbs that open a duty, not a skill ("using Node.js", "manage accounts payable"), in the forms an
 * ad uses. Verbs whose -ing form is itself a skill noun (testing, planning, writing, monitoring,
 * troubleshooting, learning) keep that form out.
 */
const DUTY_VERBS: Record<string, string[]> = {
  use: ['use', 'uses', 'used', 'using'],
  utilize: ['utilize', 'utilizes', 'utilized', 'utilizing', 'utilise', 'utilised', 'utilising'],
  leverage: ['leverages', 'leveraged', 'leveraging'],
  ensure: ['ensure', 'ensures', 'ensured', 'ensuring'],
  include: ['include', 'includes', 'included', 'including'],
  provide: ['provide', 'provides', 'provided', 'providing'],
  understand: ['understand', 'understands', 'understood', 'understanding'],
  help: ['helps', 'helped', 'helping'],
  create: ['create', 'creates', 'created', 'creating'],
  deliver: ['deliver', 'delivers', 'delivered', 'delivering'],
  maintain: ['maintain', 'maintains', 'maintained', 'maintaining'],
  improve: ['improve', 'improves', 'improved', 'improving'],
  // "making" stays out: decision making is a skill.
  make: ['make', 'makes', 'made'],
  drive: ['drives', 'driven', 'driving'],
  collaborate: ['collaborate', 'collaborates', 'collaborated', 'collaborating'],
  communicate: ['communicate', 'communicates', 'communicated', 'communicating'],
  identify: ['identify', 'identifies', 'identified', 'identifying'],
  implement: ['implement', 'implements', 'implemented', 'implementing'],
  perform: ['perform', 'performs', 'performed', 'performing'],
  assist: ['assist', 'assists', 'assisted', 'assisting'],
  participate: ['participate', 'participates', 'participated', 'participating'],
  contribute: ['contribute', 'contributes', 'contributed', 'contributing'],
  establish: ['establish', 'establishes', 'established', 'establishing'],
  execute: ['execute', 'executes', 'executed', 'executing'],
  oversee: ['oversee', 'oversees', 'oversaw', 'overseeing'],
  apply: ['apply', 'applies', 'applied', 'applying'],
  manage: ['manage', 'manages', 'managed'],
  build: ['build', 'builds', 'built', 'building'],
  develop: ['develop', 'develops', 'developed', 'developing'],
  prepare: ['prepare', 'prepares', 'prepared', 'preparing'],
  coordinate: ['coordinate', 'coordinates', 'coordinated', 'coordinating'],
  handle: ['handle', 'handles', 'handled', 'handling'],
  conduct: ['conducts', 'conducted', 'conducting'],
  demonstrate: ['demonstrate', 'demonstrates', 'demonstrated', 'demonstrating'],
  possess: ['possess', 'possesses', 'possessed', 'possessing'],
  gain: ['gain', 'gains', 'gained', 'gaining'],
  learn: ['learn', 'learns', 'learned', 'learnt'],
  know: ['know', 'knows', 'knew', 'known', 'knowing'],
  join: ['join', 'joins', 'joined', 'joining'],
  work: ['works', 'worked', 'working'],
  take: ['take', 'takes', 'took', 'taken', 'taking'],
  keep: ['keep', 'keeps', 'kept', 'keeping'],
  bring: ['bring', 'brings', 'brought', 'bringing'],
  share: ['shares', 'shared', 'sharing'],
  resolve: ['resolve', 'resolves', 'resolved', 'resolving'],
  enjoy: ['enjoy', 'enjoys', 'enjoyed', 'enjoying'],
  get: ['get', 'gets', 'got', 'getting'],
  seek: ['seek', 'seeks', 'sought', 'seeking'],
  look: ['look', 'looks', 'looked', 'looking'],
  require: ['require', 'requires', 'required', 'requiring'],
  prefer: ['prefer', 'prefers', 'preferred'],
  troubleshoot: ['troubleshoot', 'troubleshoots', 'troubleshot'],
  optimize: ['optimize', 'optimizes', 'optimise', 'optimises'],
}
const VERB_FORMS = new Set(Object.values(DUTY_VERBS).flat())

/** Words that are no skill on their own (a keyword made only of them is junk). */
const EMPTY_WORDS = new Set(
  (
    'little existing equivalent new various related relevant strong good excellent great ' +
    'similar different certain key main general overall additional several able ability ' +
    'experience experienced skills skill knowledge work team role position job candidate ' +
    'year years month months day days time level plus bonus preferred required ideal ' +
    'understanding proficiency familiarity exposure background responsibilities requirements ' +
    'qualifications opportunity company business solutions environment things stuff ' +
    'equivalently successfully effectively highly'
  ).split(/\s+/),
)

const NUMBER_WORDS = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty ' +
    'hundred thousand million first second third fourth fifth'
  ).split(/\s+/),
)

/** Abbreviations that spell a function word: information technology, operating room ... */
const ABBREVIATIONS = new Set(['IT', 'OR', 'US', 'IS'])

const CONJUNCTIONS = new Set(['and', 'or', '&', 'y', 'e', 'o', 'и', 'или', 'and/or'])

/** Words that make a phrase a sentence piece when they sit inside it. */
const INNER_FRAGMENT_WORDS = new Set(
  'the a an you we our your is are was were will must should be been this that these those it their they'.split(
    ' ',
  ),
)

/** Spoken languages by name (en/es/ru), for the issue's own keyword form "French, fluent". */
const LANGUAGE_NAMES =
  'English|French|Spanish|German|Italian|Portuguese|Russian|Chinese|Mandarin|Cantonese|Japanese|' +
  'Korean|Arabic|Dutch|Polish|Swedish|Danish|Norwegian|Finnish|Turkish|Greek|Hebrew|Hindi|' +
  'Ukrainian|Czech|Hungarian|Romanian|Catalan|Basque|Vietnamese|Thai|Indonesian|Persian|' +
  'Inglés|Francés|Español|Alemán|Italiano|Portugués|Ruso|Chino|Japonés|Coreano|Árabe|Catalán|' +
  'Английский|Французский|Испанский|Немецкий|Итальянский|Португальский|Русский|Китайский|' +
  'Японский|Корейский|Арабский|Украинский'
/** A spoken language and its level: "French, fluent", "Английский, B2". */
const LANGUAGE_LEVEL_RE = new RegExp(
  `^(?:${LANGUAGE_NAMES}), (?:[ABC][12]|\\p{Ll}+(?:[ -]\\p{Ll}+)?)$`,
  'u',
)

export type JunkReason =
  | 'empty'
  | 'edge_function_word'
  | 'edge_verb'
  | 'edge_number'
  | 'glued'
  | 'only_empty_words'
  | 'fragment'
  | 'conjunction_pair'
  | 'punctuation'

function isNumberToken(token: string): boolean {
  const lower = token.toLowerCase()
  if (/^[+-]?\d+([.,]\d+)*[%+]?$/.test(token) && !/^\d+\.\d+$/.test(token)) return true
  if (NUMBER_WORDS.has(lower)) return true
  // Roman numerals written in capitals ("III"), the way ads number levels and lists; "IV" is
  // also the clinical abbreviation (IV therapy), so it is left alone.
  return token !== 'IV' && token.length > 1 && /^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$/.test(token)
}

/** A capitalised abbreviation ("IT", "OR", "US") is never the function word it spells. */
function isFunctionWord(token: string): boolean {
  if (token.length >= 2 && token === token.toUpperCase() && /[A-Z]/.test(token)) return false
  return FUNCTION_WORDS.has(token.toLowerCase())
}

function isVerbForm(token: string): boolean {
  if (token.length >= 2 && token === token.toUpperCase()) return false
  return VERB_FORMS.has(token.toLowerCase())
}

/** "experienceMust", "AboutThe": two words that lost the space or line break between them. */
function isGlued(token: string): boolean {
  for (const m of token.matchAll(/([A-Za-z]?[a-z]+)([A-Z][a-z]+)/g)) {
    const left = (m[1] ?? '').toLowerCase()
    const right = (m[2] ?? '').toLowerCase()
    // Only the right half decides: brands open with function words ("YouTube") far more often
    // than pasted text does ("AboutThe" is caught by its right half anyway).
    if (ENGLISH_FUNCTION_WORDS.has(right) && !PRODUCT_TAILS.has(right) && left.length >= 2)
      return true
  }
  return false
}

/**
 * Why a keyword breaks the shape rules, or null when it passes. `lexiconForms` are the lexicon's
 * forms lower-cased: a conjunction phrase that is one of them ("research and development") is a
 * name, not two skills glued by "and".
 */
export function junkReason(keyword: string, lexiconForms: ReadonlySet<string>): JunkReason | null {
  const text = keyword.trim()
  if (text === '') return 'empty'
  if (LANGUAGE_LEVEL_RE.test(text)) return null
  if (/[,;:!?()"“”]|\.\s|\s-\s|[,;:]$/.test(text)) return 'punctuation'
  const tokens = text.split(/\s+/)
  const first = tokens[0] ?? ''
  const last = tokens[tokens.length - 1] ?? ''
  // A trailing full stop ends a sentence unless the word is an abbreviation with inner dots (B.S.).
  if (last.endsWith('.') && !last.slice(0, -1).includes('.')) return 'punctuation'
  if (isFunctionWord(first) || isFunctionWord(last)) return 'edge_function_word'
  if (isVerbForm(first) || isVerbForm(last)) return 'edge_verb'
  if (isNumberToken(first) || isNumberToken(last)) return 'edge_number'
  if (tokens.some(isGlued)) return 'glued'
  const lower = tokens.map((t) => t.toLowerCase())
  if (tokens.length === 1 && ABBREVIATIONS.has(first)) return null
  if (lower.every((t) => EMPTY_WORDS.has(t) || NUMBER_WORDS.has(t) || FUNCTION_WORDS.has(t)))
    return 'only_empty_words'
  if (tokens.length > 6 || tokens.slice(1, -1).some((t) => INNER_FRAGMENT_WORDS.has(t)))
    return 'fragment'
  if (lower.some((t) => CONJUNCTIONS.has(t)) && !lexiconForms.has(lower.join(' ')))
    return 'conjunction_pair'
  return null
}
