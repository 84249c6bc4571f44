import { franc } from 'franc-min'
import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'

const FRANC_TO_LANGUAGE: Record<string, AnalysisLanguage> = { eng: 'en', spa: 'es', rus: 'ru' }
const FRANC_OPTIONS = { only: Object.keys(FRANC_TO_LANGUAGE), minLength: 12 }
/** franc reads trigrams; a few kilobytes decide as well as a whole document and cost less. */
const SAMPLE_CHARS = 4000

/**
 * The language a text is written in, among the three the analysis understands. Cyrillic settles
 * Russian at once (franc confuses short Russian with other Cyrillic languages we do not offer);
 * otherwise franc picks English or Spanish, and English is the answer when it cannot tell.
 */
export function detectLanguage(text: string): AnalysisLanguage {
  const sample = text.slice(0, SAMPLE_CHARS)
  let letters = 0
  let cyrillic = 0
  for (const char of sample) {
    if (/\p{L}/u.test(char)) {
      letters += 1
      if (/\p{Script=Cyrillic}/u.test(char)) cyrillic += 1
    }
  }
  if (letters === 0) return 'en'
  if (cyrillic / letters > 0.3) return 'ru'
  return FRANC_TO_LANGUAGE[franc(sample, FRANC_OPTIONS)] ?? 'en'
}
