import type { KeywordCategory } from '../../../../src/contract/common.ts'

/** Order of the category index stored in the data file. */
export const CATEGORY_ORDER: readonly KeywordCategory[] = [
  'technical',
  'tools',
  'soft',
  'certifications',
]

/** Language a lexicon entry is written in; it picks the stemmer its forms are indexed with. */
export type LexiconLanguage = 'en' | 'es' | 'ru'

/**
 * One entry as stored in lexicon.json: [forms, category index, group index (-1: none), language].
 * forms[0] is the display form. A form may carry a prefix: '=' means it matches only with this
 * exact letter case (Excel, not "excel at"), '!' means exact case and a list context (Go, R, C,
 * Word), because as plain words they would match ordinary prose.
 */
export type StoredEntry = [
  forms: string[],
  category: number,
  group: number,
  language?: LexiconLanguage,
]

export interface StoredLexicon {
  version: number
  /** Group names (O*NET commodity titles, curated groups) used to relate keywords. */
  groups: string[]
  entries: StoredEntry[]
  /** Curated related terms: display form -> words or display forms that relate to it. */
  related: Record<string, string[]>
  /**
   * Concept id -> indexes of the entries that name the same skill (an abbreviation, another form,
   * the Spanish or Russian term): any of them in a resume proves any other. See
   * curated-equivalents.ts.
   */
  concepts?: Record<string, number[]>
  /** Lower-case words that match only as written, never as an inflection ("accounts" ≠ "accounting"). */
  uninflected?: string[]
}

/** How strictly a form must appear in text. */
export type FormMode = 'any-case' | 'exact-case' | 'needs-context'

export function parseForm(form: string): { text: string; mode: FormMode } {
  if (form.startsWith('!')) return { text: form.slice(1), mode: 'needs-context' }
  if (form.startsWith('=')) return { text: form.slice(1), mode: 'exact-case' }
  return { text: form, mode: 'any-case' }
}
