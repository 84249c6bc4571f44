import type { ResumeChangeKind } from '../../../../src/contract/resume-changes.ts'
import { tightenBullet } from '../offline/optimize-bullets.ts'
import { englishGerundOf, inTense, verbFormOf } from './english-verb-forms.ts'
import { russianOpener, type RussianGender } from './russian-openers.ts'
import { spanishOpener } from './spanish-openers.ts'

/*
 * One bullet made stronger without adding a fact: a filler or weak opening gives way to the verb
 * the rest of the line supports, an -ing opening becomes a verb in the role's tense, an English
 * opening verb takes its role's tense (past for a past role, present for the current one), and
 * a bullet of two sentences is split. Every word after the opening, and every number, stays.
 */

export type RoleTense = 'past' | 'present'

export interface BulletRewrite {
  /** The new text; two bullets joined by "\n" when split. */
  text: string
  /** What changed, strongest first: the first is the change's kind. */
  steps: Array<Extract<ResumeChangeKind, 'stronger_opener' | 'filler_removed' | 'tense' | 'split'>>
}

/** Past the number of words a reader takes in at a glance (issue 21: over-long bullets split). */
const LONG_BULLET_WORDS = 28
const MIN_PART_WORDS = 5
const WORD = /^(\p{L}[\p{L}\p{M}'-]*)/u
const PREPOSITION = /^(?:with|on|in|during|through|across|by)$/i
const PREPOSITION_ANYWHERE =
  /^(?:of|across|in|on|for|with|at|to|from|by|through|including|into|over|under|between)$/i
/** Nouns that end a compound: "audit" in "the audit team" is no verb. */
const HEAD_NOUN =
  /^(?:team|teams|department|group|staff|manager|managers|lead|committee|office|process|function|project|program|programme|unit|schedules?|plan|plans)$/i
const DETERMINER =
  /^(?:the|a|an|our|my|their|its|his|her|all|new|senior|junior|internal|external)$/i

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

function capitalize(text: string): string {
  return text.replace(
    /^(\P{L}*)(\p{L})/u,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

/** Compares two bullet texts the way a reader would: case of the first letter and a closing full stop aside. */
function sameReading(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/\.$/, '').replace(/\s+/g, ' ').trim().toLowerCase()
  return norm(a) === norm(b)
}

/**
 * "Monitoring and recording activity" → "Monitored and recorded activity": the -ing verbs of the
 * opening (joined by "and" or commas) in the role's tense.
 */
function fromGerunds(text: string, tense: RoleTense): string | null {
  const words = text.split(' ')
  const first = verbFormOf(words[0]?.replace(/[,;:]$/, '') ?? '')
  if (first?.form !== 'gerund') return null
  // The opening, and each -ing verb joined to it by "and", "or" or a comma, up to the first
  // preposition: in "across receiving, picking and shipping" they name activities, not verbs.
  let open = true
  const out = words.map((raw, i) => {
    const punct = /[,;:]$/.exec(raw)?.[0] ?? ''
    const word = raw.slice(0, raw.length - punct.length)
    if (i > 0 && PREPOSITION_ANYWHERE.test(word)) open = false
    const previous = words[i - 1] ?? ''
    const joined = i === 0 || /^(?:and|or)$/i.test(previous) || previous.endsWith(',')
    const form = open && joined ? verbFormOf(word) : null
    return form?.form === 'gerund' ? inTense(word, form.base, tense) + punct : raw
  })
  return out.join(' ')
}

/**
 * "Worked on the falls committee" → "Served on the falls committee": a seat on a team is served,
 * and "Contributed to the committee" would say less. "Responsible for care of 5 patients" →
 * "Cared for 5 patients".
 */
function fromServedOn(text: string): string | null {
  const seat =
    /^(?:worked|sat|was)\s+on\s+(?=(?:the|a|an|our)\s+[^,;]*?\b(?:team|committee|board|panel|council|task force)\b)/i.exec(
      text,
    )
  if (seat) return `Served on ${text.slice(seat[0].length)}`
  const care = /^(?:was\s+)?responsible\s+for\s+(?:the\s+)?care\s+of\s+/i.exec(text)
  if (care) return `Cared for ${text.slice(care[0].length)}`
  return null
}

/**
 * "Helped the audit team prepare schedules" → "Supported the audit team in preparing schedules";
 * "Helped (to) reduce costs" → "Contributed to reducing costs". Honest about a shared effort, and
 * no longer a weak opening. Null when the line does not have one of these shapes.
 */
function fromHelped(text: string, tense: RoleTense): string | null {
  const match = /^(helped|assisted|help|assist)\s+(?:to\s+)?/i.exec(text)
  if (!match) return null
  const rest = text.slice(match[0].length)
  const words = wordsOf(rest)
  const firstForm = verbFormOf(words[0] ?? '')
  const support = tense === 'present' ? 'Support' : 'Supported'
  const contribute = tense === 'present' ? 'Contribute' : 'Contributed'
  if (firstForm?.form === 'base') {
    return `${contribute} to ${englishGerundOf(firstForm.base)} ${words.slice(1).join(' ')}`.trim()
  }
  if (!DETERMINER.test(words[0] ?? '') && !/^\p{Ll}+s$/u.test(words[0] ?? '')) return null
  // "the internal audit team | with SOX walkthroughs": the object, then a preposition.
  for (let n = 1; n < Math.min(words.length, 7); n += 1) {
    const word = words[n] ?? ''
    if (PREPOSITION.test(word)) return `${support} ${rest}`
    if (verbFormOf(word)?.form === 'base' && !HEAD_NOUN.test(words[n + 1] ?? '')) {
      // "the internal audit team | prepare …": the verb of what was helped with.
      const verb = verbFormOf(word)
      const object = words.slice(0, n).join(' ')
      if (!verb || n === 0 || DETERMINER.test(words[n - 1] ?? '')) continue
      const after = words.slice(n + 1).join(' ')
      return `${support} ${object} in ${englishGerundOf(verb.base)} ${after}`.trim()
    }
  }
  return null
}

/**
 * Verbs of a finished result: in a current role they stay in the past ("Launched the portal"),
 * as a result with a number or a year does ("Closed $2.1M in 2025"). Only ongoing duties read
 * in the present.
 */
const RESULT_VERBS = new Set(
  `achieve award build close complete create cut decrease deliver design develop double earn
  establish exceed found grow halve implement improve increase introduce launch lower migrate
  open pioneer raise rebuild redesign reduce replace save secure ship shorten surpass win`.split(
    /\s+/,
  ),
)

/**
 * A bullet that reports a finished result: a result verb opens it ("Launched", "Cut"), it names a
 * year, it says what moved ("accuracy reached 99.6%", "falls dropped from 11 to 4"), or its work
 * was a project with an end ("Led the migration to NetSuite", "the rollout of bedside report").
 */
function finished(text: string): boolean {
  const first = WORD.exec(text)?.[1] ?? ''
  const base = verbFormOf(first)?.base
  if (base && RESULT_VERBS.has(base)) return true
  // "Helped sales engineering build a demo": what was helped with is a result, built once.
  if (/^(?:helped|assisted)$/i.test(first)) {
    const helpedWith = wordsOf(text).slice(1, 7)
    if (helpedWith.some((word) => RESULT_VERBS.has(word.toLowerCase()))) return true
  }
  if (/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(text)) return true
  return /\d\s*%|\bfrom\s+\S+\s+to\s+\S+|\b(?:reached|dropped|rose|fell|grew|saved|increased|reduced|improved|achieved|cut|doubled|halved|cutting|saving|reducing|increasing|improving|raising|lowering|boosting)\b|\bby\s+\$?\d|\b(?:migrations?|launch(?:es)?|roll-?outs?|redesigns?|implementations?|introductions?|deployments?|transitions?|upgrades?|overhauls?|rebuilds?|releases?|integrations?|conversions?|acquisitions?|go-live)\b/i.test(
    text.slice(first.length),
  )
}

/** The opening verb in the role's tense; a present-tense verb in a past role only when `mixed`. */
function retensed(text: string, tense: RoleTense, mixed: boolean): string | null {
  const first = WORD.exec(text)?.[1]
  if (!first) return null
  const form = verbFormOf(first)
  if (!form || form.form === 'gerund') return null
  const wanted =
    tense === 'present'
      ? form.form === 'past' && !RESULT_VERBS.has(form.base)
      : form.form === 'third' || (form.form === 'base' && mixed)
  if (!wanted) return null
  const word = inTense(first, form.base, tense)
  return word === first ? null : word + text.slice(first.length)
}

/** Two sentences, or two clauses joined by a semicolon, in an over-long bullet: two bullets. */
function splitLong(text: string): string | null {
  if (wordsOf(text).length <= LONG_BULLET_WORDS) return null
  const at = /;\s+|\.\s+(?=\p{Lu})/u.exec(text)
  if (!at) return null
  const head = text.slice(0, at.index).trim()
  const tail = text.slice(at.index + at[0].length).trim()
  if (wordsOf(head).length < MIN_PART_WORDS || wordsOf(tail).length < MIN_PART_WORDS) return null
  return `${head.replace(/\.$/, '')}\n${capitalize(tail).replace(/([^.])\.$/, '$1')}`
}

/**
 * The bullet rewritten, or null when nothing would change for a reader. `tense` is the role's
 * (English only: the Spanish and Russian rules write the first-person past a resume uses there);
 * `mixed` says the role's bullets already use the past, so a present-tense opening is a slip.
 */
export function rewriteBullet(
  original: string,
  options: {
    tense: RoleTense | null
    mixed: boolean
    /** A past role of a Russian resume, in the writer's gender: a noun opening takes the verb. */
    russianPast?: RussianGender | null
  },
): BulletRewrite | null {
  const steps: BulletRewrite['steps'] = []
  let text = original.replace(/\s+/g, ' ').trim()
  const served = fromServedOn(text)
  // The filler rules first ("Encargado de gestionar"), then a Spanish noun of action or role.
  const filler = served ?? tightenBullet(text)
  const russian = options.russianPast ? russianOpener(text, options.russianPast) : null
  const tightened = sameReading(filler, text) ? (spanishOpener(text) ?? russian ?? filler) : filler
  if (!sameReading(tightened, text)) {
    const onlyPronoun = sameReading(tightened, text.replace(/^(?:I|Yo|Я)\s+/iu, ''))
    steps.push(onlyPronoun ? 'filler_removed' : 'stronger_opener')
    text = tightened
  }
  // A finished result reads in the past even in the current role; ongoing work in the present.
  const tense = options.tense === 'present' && finished(original) ? 'past' : options.tense
  if (tense) {
    const helped = fromHelped(text, tense)
    const gerunds = helped ?? fromGerunds(text, tense)
    if (gerunds !== null && !sameReading(gerunds, text)) {
      if (!steps.includes('stronger_opener')) steps.push('stronger_opener')
      text = gerunds
    }
    const next = retensed(text, tense, options.mixed)
    if (next !== null) {
      // After a new opening the tense is part of it; on its own it is a change of its own.
      if (steps.length === 0) steps.push('tense')
      text = next
    }
  }
  const split = splitLong(text)
  if (split !== null) {
    steps.push('split')
    text = split
  }
  if (steps.length === 0) return null
  return { text: capitalize(text), steps }
}
