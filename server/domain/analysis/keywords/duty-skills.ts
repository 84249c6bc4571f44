import { eng } from 'stopword'
import type { Token } from './tokenize.ts'

/**
 * Skills an English ad asks for as a duty, a verb and its object ("manage stakeholders", "acquire
 * new customers", "improve processes"), named the way a skills list names them ("stakeholder
 * management", "customer acquisition", "process improvement"). The object word is the ad's; the
 * verb becomes its usual noun. Only verbs whose noun is a recognised skill name are read, and the
 * resume meets such a keyword by either wording (match-keywords.ts: dutyVerbSpan).
 */

/**
 * Verb → the noun a skills list uses for its work, and the verb's written forms. "Model" is left
 * out: "modeled survey data" is statistics, not the data modeling a data engineer is asked for.
 */
const VERBS: Array<[noun: string, forms: string[]]> = [
  ['management', ['manage', 'manages', 'managed', 'managing']],
  ['acquisition', ['acquire', 'acquires', 'acquiring']],
  ['planning', ['plan', 'plans', 'planned', 'planning']],
  ['negotiation', ['negotiate', 'negotiates', 'negotiated', 'negotiating']],
  ['solving', ['solve', 'solves', 'solved', 'solving']],
  ['coordination', ['coordinate', 'coordinates', 'coordinated', 'coordinating']],
  [
    'analysis',
    [
      'analyze',
      'analyzes',
      'analyzed',
      'analyzing',
      'analyse',
      'analyses',
      'analysed',
      'analysing',
    ],
  ],
  ['development', ['develop', 'develops', 'developed', 'developing']],
  ['testing', ['test', 'tests', 'tested', 'testing']],
  ['deployment', ['deploy', 'deploys', 'deployed', 'deploying']],
  ['monitoring', ['monitor', 'monitors', 'monitored', 'monitoring']],
  [
    'optimization',
    [
      'optimize',
      'optimizes',
      'optimized',
      'optimizing',
      'optimise',
      'optimises',
      'optimised',
      'optimising',
    ],
  ],
  ['automation', ['automate', 'automates', 'automated', 'automating']],
  ['documentation', ['document', 'documents', 'documented', 'documenting']],
  ['training', ['train', 'trains', 'trained', 'training']],
  ['mentoring', ['mentor', 'mentors', 'mentored', 'mentoring']],
  ['coaching', ['coach', 'coaches', 'coached', 'coaching']],
  ['recruitment', ['recruit', 'recruits', 'recruited', 'recruiting']],
  ['forecasting', ['forecast', 'forecasts', 'forecasted', 'forecasting']],
  ['reporting', ['report', 'reports', 'reported', 'reporting']],
  ['maintenance', ['maintain', 'maintains', 'maintained', 'maintaining']],
  ['troubleshooting', ['troubleshoot', 'troubleshoots', 'troubleshot', 'troubleshooting']],
  ['implementation', ['implement', 'implements', 'implemented', 'implementing']],
  ['integration', ['integrate', 'integrates', 'integrated', 'integrating']],
  ['migration', ['migrate', 'migrates', 'migrated', 'migrating']],
  ['configuration', ['configure', 'configures', 'configured', 'configuring']],
  ['administration', ['administer', 'administers', 'administered', 'administering']],
  ['evaluation', ['evaluate', 'evaluates', 'evaluated', 'evaluating']],
  ['assessment', ['assess', 'assesses', 'assessed', 'assessing']],
  ['auditing', ['audit', 'audits', 'audited', 'auditing']],
  ['gathering', ['gather', 'gathers', 'gathered', 'gathering']],
  [
    'prioritization',
    [
      'prioritize',
      'prioritizes',
      'prioritized',
      'prioritizing',
      'prioritise',
      'prioritises',
      'prioritised',
      'prioritising',
    ],
  ],
  ['scheduling', ['schedule', 'schedules', 'scheduled', 'scheduling']],
  ['estimation', ['estimate', 'estimates', 'estimated', 'estimating']],
  ['handling', ['handle', 'handles', 'handled', 'handling']],
  ['resolution', ['resolve', 'resolves', 'resolved', 'resolving']],
  ['supervision', ['supervise', 'supervises', 'supervised', 'supervising']],
  ['inspection', ['inspect', 'inspects', 'inspected', 'inspecting']],
  ['installation', ['install', 'installs', 'installed', 'installing']],
  ['preparation', ['prepare', 'prepares', 'prepared', 'preparing']],
  ['improvement', ['improve', 'improves', 'improved', 'improving']],
  ['engagement', ['engage', 'engages', 'engaged', 'engaging']],
  ['retention', ['retain', 'retains', 'retained', 'retaining']],
  ['communication', ['communicate', 'communicates', 'communicated', 'communicating']],
  ['collaboration', ['collaborate', 'collaborates', 'collaborated', 'collaborating']],
  ['leadership', ['lead', 'leads', 'leading']],
  ['building', ['build', 'builds', 'built', 'building']],
  ['design', ['design', 'designs', 'designed', 'designing']],
  ['validation', ['validate', 'validates', 'validated', 'validating']],
  ['verification', ['verify', 'verifies', 'verified', 'verifying']],
  ['onboarding', ['onboard', 'onboards', 'onboarded', 'onboarding']],
  ['facilitation', ['facilitate', 'facilitates', 'facilitated', 'facilitating']],
  ['procurement', ['procure', 'procures', 'procured', 'procuring']],
  ['sourcing', ['source', 'sources', 'sourced', 'sourcing']],
  ['processing', ['process', 'processes', 'processed', 'processing']],
  ['refactoring', ['refactor', 'refactors', 'refactored', 'refactoring']],
  ['debugging', ['debug', 'debugs', 'debugged', 'debugging']],
  ['review', ['review', 'reviews', 'reviewed', 'reviewing']],
  ['writing', ['write', 'writes', 'wrote', 'written', 'writing']],
  ['editing', ['edit', 'edits', 'edited', 'editing']],
  ['translation', ['translate', 'translates', 'translated', 'translating']],
  ['research', ['research', 'researched', 'researching']],
  ['measurement', ['measure', 'measures', 'measured', 'measuring']],
  ['cleaning', ['clean', 'cleans', 'cleaned', 'cleaning']],
  ['repair', ['repair', 'repairs', 'repaired', 'repairing']],
  ['generation', ['generate', 'generates', 'generated', 'generating']],
  ['execution', ['execute', 'executes', 'executed', 'executing']],
  ['definition', ['define', 'defines', 'defined', 'defining']],
  ['delivery', ['deliver', 'delivers', 'delivered', 'delivering']],
  ['support', ['support', 'supports', 'supported', 'supporting']],
]

/** "Building" names a skill with these objects only: "relationship building", not "code building". */
const BUILT_OBJECTS = new Set([
  'relationship',
  'partnership',
  'rapport',
  'trust',
  'network',
  'team',
])

const STOP_WORDS = new Set(eng)
const CONJUNCTIONS = new Set(['and', 'or', '&', 'and/or'])

/** Verbs whose object follows "with": "communicate with stakeholders". */
const WITH_VERBS = new Set(['communication', 'collaboration', 'engagement'])

const NOUN_OF_FORM = new Map<string, string>()
for (const [noun, forms] of VERBS) for (const form of forms) NOUN_OF_FORM.set(form, noun)

/** Is this word a form of a verb a duty skill is read from ("manage", "resolving")? */
export function isDutyVerb(norm: string): boolean {
  return NOUN_OF_FORM.has(norm)
}

/** The verb forms behind a noun of VERBS ("management" → manage, manages, managed, managing). */
export const FORMS_OF_NOUN = new Map(VERBS.map(([noun, forms]) => [noun, forms]))

/** Words before the object that say nothing of the skill: articles, owners, amounts, praise. */
const OBJECT_OPENERS = new Set(
  (
    'the a an your our their its his her my this these those that all any some every each ' +
    'new existing current multiple various several many different own key complex large ' +
    'small simple high quality day-to-day daily strong good great effective efficient ' +
    'relevant internal external senior junior existing future potential appropriate'
  ).split(' '),
)

/** Words that end the object: prepositions, conjunctions, relative words. */
const OBJECT_ENDERS = new Set(
  (
    'and or but to for of in on at by with within across into from as that which who where ' +
    'when while through via per using including such like than between among throughout ' +
    'will would shall should can could may might must without against about after before ' +
    'during since until upon over under above below behind beyond near is are was were be'
  ).split(' '),
)

/**
 * Object words that name no skill: "improve the way we work" and "manage a variety of tasks" are
 * not "way improvement" and "variety management".
 */
const EMPTY_OBJECTS = new Set(
  (
    'way ways thing things lot lots part parts range variety number kind kinds type types ' +
    'it them us you me something everything anything others other one ones rest ' +
    'work job jobs role roles task tasks activity activities responsibility responsibilities ' +
    'people person everyone colleagues others ' +
    'area areas level levels day days year years need needs best idea ideas ' +
    'solution solutions product products service services feature features result results ' +
    'project projects plan plans goal goals opportunity opportunities impact value ' +
    'environment environments future success growth change changes efficiency ' +
    'experience knowledge skills skill understanding ability abilities well further ' +
    'together closely effectively efficiently quickly independently'
  ).split(' '),
)

/** Plurals a skill name keeps ("requirements gathering", "sales forecasting"). */
const KEPT_PLURALS = new Set([
  'sales',
  'operations',
  'requirements',
  'logistics',
  'analytics',
  'communications',
  'news',
  'goods',
  'finances',
  'systems',
  'relations',
  'accounts',
])

function singular(word: string): string {
  if (KEPT_PLURALS.has(word)) return word
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ss|us|is)$/.test(word)) return word
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2)
  if (/s$/.test(word) && word.length > 3) return word.slice(0, -1)
  return word
}

/** A plain lower-case word that can be a noun: no digits, no adverb ending, not a verb of VERBS. */
function isObjectWord(token: Token): boolean {
  const { norm, text } = token
  if (!/^\p{Ll}[\p{Ll}-]*\p{Ll}$/u.test(text) || norm.length < 3) return false
  // Adverbs, participles and "-ing" forms are no object ("supports required", "improve existing").
  if (/ly$/.test(norm) || /ing$/.test(norm) || /[^e]ed$/.test(norm)) return false
  return !OBJECT_ENDERS.has(norm) && !STOP_WORDS.has(norm)
}

export interface DutySkill {
  /** Token index of the verb and of the object's head (the keyword's span). */
  verb: number
  head: number
  /** "stakeholder management". */
  keyword: string
  /** The verb's noun ("management"). */
  noun: string
}

/** Object words read after the verb, to see whether the object is one word. */
const MAX_OBJECT_WORDS = 2

/**
 * The verb–object asks of a text. `opensClause(i)` says whether token i stands where a verb opens
 * a duty (a bullet's first word, after "to", "and" or a comma); elsewhere "design" and "support"
 * are as likely nouns.
 */
export function dutySkills(tokens: Token[], opensClause: (i: number) => boolean): DutySkill[] {
  const out: DutySkill[] = []
  tokens.forEach((token, i) => {
    const noun = NOUN_OF_FORM.get(token.norm)
    if (!noun || !/^\p{L}\p{Ll}*$/u.test(token.text) || !opensClause(i)) return
    let j = i + 1
    if (WITH_VERBS.has(noun) && tokens[j]?.norm === 'with') j += 1
    // An adverb between verb and object ("communicate clearly with").
    if (/ly$/.test(tokens[j]?.norm ?? '') && tokens[j]?.sentence === token.sentence) {
      j += 1
      if (WITH_VERBS.has(noun) && tokens[j]?.norm === 'with') j += 1
    }
    while (OBJECT_OPENERS.has(tokens[j]?.norm ?? '') && tokens[j]?.sentence === token.sentence)
      j += 1
    let head = -1
    for (let k = j; k < j + MAX_OBJECT_WORDS; k += 1) {
      const t = tokens[k]
      if (!t || t.sentence !== token.sentence || !isObjectWord(t)) break
      // A comma or a bracket between words ends the object.
      const before = tokens[k - 1]
      if (k > j && before && before.end !== t.start - 1) break
      head = k
    }
    // "manage vendor relationships" names a narrower skill than relationship management: the
    // phrase itself is the keyword there (candidates.ts), not the verb's noun.
    if (head !== j) return
    const headToken = tokens[head] as Token
    const next = tokens[head + 1]
    // "manage the development of ..." names its object after "of"; "design patterns" is a noun.
    if (next?.sentence === token.sentence && next.norm === 'of') return
    if (EMPTY_OBJECTS.has(headToken.norm)) return
    const object = singular(headToken.norm)
    // "Write unit and end-to-end tests": the object's head comes after the conjunction.
    const after = tokens[head + 1]
    if (after?.sentence === token.sentence && CONJUNCTIONS.has(after.norm)) return
    if (object === noun || EMPTY_OBJECTS.has(object)) return
    if (noun === 'building' && !BUILT_OBJECTS.has(object)) return
    out.push({ verb: i, head, keyword: `${object} ${noun}`, noun })
  })
  return out
}

/** Furthest a resume's object may stand from its verb: "Managed ten key enterprise stakeholders". */
const MATCH_WINDOW = 5

/**
 * Where a resume shows a duty skill by its verb ("Managed key stakeholders" for "stakeholder
 * management"): token indexes [verb, object end), or null. The keyword's own wording is looked for
 * elsewhere.
 */
export function dutyMention(tokens: Token[], keyword: string): [number, number] | null {
  const words = keyword.toLowerCase().split(' ')
  if (words.length !== 2) return null
  const [object, noun] = words as [string, string]
  const forms = FORMS_OF_NOUN.get(noun)
  if (!forms) return null
  const verbForms = new Set(forms)
  for (let i = 0; i < tokens.length; i += 1) {
    const verb = tokens[i] as Token
    if (!verbForms.has(verb.norm)) continue
    for (let k = i + 1; k <= i + MATCH_WINDOW && k < tokens.length; k += 1) {
      const t = tokens[k] as Token
      if (t.sentence !== verb.sentence) break
      if (singular(t.norm) === object) return [i, k + 1]
      // "Developed a way to test software" does not develop software.
      if (OBJECT_ENDERS.has(t.norm) || NOUN_OF_FORM.has(t.norm)) break
    }
  }
  return null
}
