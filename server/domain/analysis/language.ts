import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import { francAmongOurs } from './franc-among.ts'

const FRANC_TO_LANGUAGE: Record<string, AnalysisLanguage> = { eng: 'en', spa: 'es', rus: 'ru' }
/** franc reads trigrams: a few hundred characters decide as well as a whole document, at a fraction of the cost. */
export const LANGUAGE_SAMPLE_CHARS = 800
const LETTERS = /\p{L}/gu
const CYRILLIC = /\p{Script=Cyrillic}/gu

/**
 * The language a text is written in, among the three the analysis understands. Cyrillic settles
 * Russian at once (franc confuses short Russian with other Cyrillic languages we do not offer);
 * otherwise franc picks English or Spanish, and English is the answer when it cannot tell.
 */
export function detectLanguage(text: string): AnalysisLanguage {
  const sample = text.slice(0, LANGUAGE_SAMPLE_CHARS)
  const letters = sample.match(LETTERS)?.length ?? 0
  const cyrillic = sample.match(CYRILLIC)?.length ?? 0
  if (letters === 0) return 'en'
  if (cyrillic / letters > 0.3) return 'ru'
  return FRANC_TO_LANGUAGE[francAmongOurs(sample)] ?? 'en'
}
