import { englishActionBase, IRREGULAR_PAST } from '../../analysis/ats/action-verbs.ts'

/*
 * English verb forms for a bullet's opening verb: the simple past for a past role, the base form
 * (how resumes write the present) for the current one. Only verbs of the action-verb list are
 * touched, so a noun that opens a line ("Budget of $2M") is never conjugated.
 */

const PAST_OF_BASE = new Map(Object.entries(IRREGULAR_PAST).map(([past, base]) => [base, past]))
/** Verbs whose past and base forms are one word. */
const SAME_FORMS = new Set(['cut', 'set', 'put', 'read', 'spread', 'shut', 'hit', 'let', 'cost'])

/** A one-vowel word ending consonant-vowel-consonant doubles its last letter: plan → planned. */
function doubles(base: string): boolean {
  return base.length <= 4 && /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)
}

export function englishPastOf(base: string): string {
  const irregular = PAST_OF_BASE.get(base)
  if (irregular) return irregular
  if (SAME_FORMS.has(base)) return base
  if (base.endsWith('e')) return `${base}d`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`
  if (doubles(base)) return `${base}${base.at(-1) ?? ''}ed`
  return `${base}ed`
}

export function englishGerundOf(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`
  if (base.endsWith('e') && !/[eoy]e$/.test(base)) return `${base.slice(0, -1)}ing`
  if (doubles(base)) return `${base}${base.at(-1) ?? ''}ing`
  return `${base}ing`
}

/** "Monitoring" → "monitor", "Managing" → "manage", "Planning" → "plan"; null for other words. */
export function baseOfGerund(word: string): string | null {
  const lower = word.toLowerCase()
  if (!lower.endsWith('ing') || lower.length < 6) return null
  const stem = lower.slice(0, -3)
  const candidates = [stem, `${stem}e`]
  if (stem.at(-1) === stem.at(-2)) candidates.push(stem.slice(0, -1))
  if (stem.endsWith('y')) candidates.push(`${stem.slice(0, -1)}ie`)
  for (const candidate of candidates) {
    if (englishActionBase(candidate) === candidate) return candidate
  }
  return null
}

export type VerbForm = 'base' | 'past' | 'third' | 'gerund'

/** How an opening word is written, with its base; null when it is no action verb of the list. */
export function verbFormOf(word: string): { base: string; form: VerbForm } | null {
  const lower = word.toLowerCase()
  const gerund = baseOfGerund(lower)
  if (gerund) return { base: gerund, form: 'gerund' }
  const base = englishActionBase(lower)
  if (!base) return null
  if (lower === base) return { base, form: 'base' }
  if (lower === englishPastOf(base) || IRREGULAR_PAST[lower] === base) return { base, form: 'past' }
  if (lower.endsWith('s')) return { base, form: 'third' }
  return { base, form: 'past' }
}

/** The word in the wanted tense, in the capitalisation it was written in. */
export function inTense(word: string, base: string, tense: 'past' | 'present'): string {
  const form = tense === 'past' ? englishPastOf(base) : base
  return /^\p{Lu}/u.test(word) ? form.charAt(0).toUpperCase() + form.slice(1) : form
}
