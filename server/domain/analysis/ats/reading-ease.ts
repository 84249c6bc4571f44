import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { ramp } from './numbers.ts'
import type { ResumeLine } from './resume-text.ts'
import { countSyllables } from './syllables.ts'

/** A sentence ends at . ! ? … or ; followed by a space or the end of the line (not in Node.js). */
const SENTENCE_END = /[.!?…;]+(?=\s|$)/u
const LETTER = /\p{L}/u

export interface TextCounts {
  words: number
  sentences: number
  syllables: number
}

/** Flesch reading ease (English). */
export function fleschReadingEase({ words, sentences, syllables }: TextCounts): number {
  return 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words)
}

/**
 * Fernández-Huerta (Spanish) in its corrected form (Law, 2011): P syllables per 100 words, F words
 * per sentence. The widely copied "sentences per 100 words" reading makes longer sentences score
 * as easier, the opposite of what the index measures (docs/analysis-formulas.md).
 */
export function fernandezHuerta({ words, sentences, syllables }: TextCounts): number {
  const p = (syllables / words) * 100
  const f = words / sentences
  return 206.84 - 0.6 * p - 1.02 * f
}

/** Oborneva (Russian): Flesch with coefficients fitted to Russian word and syllable lengths. */
export function oborneva({ words, sentences, syllables }: TextCounts): number {
  return 206.835 - 1.3 * (words / sentences) - 60.1 * (syllables / words)
}

/**
 * Words, sentences and syllables of the lines. Resumes are written in lines, not paragraphs, so
 * each line is at least one sentence; a line that holds several sentences counts each. Words are
 * tokens with a letter: "2020" and "40%" carry no syllables and would skew the index.
 */
export function countText(lines: readonly ResumeLine[], language: AnalysisLanguage): TextCounts {
  let words = 0
  let sentences = 0
  let syllables = 0
  for (const line of lines) {
    let lineWords = 0
    for (const word of line.words) {
      if (!LETTER.test(word)) continue
      lineWords += 1
      syllables += countSyllables(word, language)
    }
    if (lineWords === 0) continue
    words += lineWords
    const parts = line.text.split(SENTENCE_END).filter((part) => LETTER.test(part)).length
    sentences += Math.max(1, parts)
  }
  return { words, sentences, syllables }
}

/** The language's index, or null when there are no words to read. */
export function readingEase(counts: TextCounts, language: AnalysisLanguage): number | null {
  if (counts.words === 0 || counts.sentences === 0) return null
  if (language === 'es') return fernandezHuerta(counts)
  if (language === 'ru') return oborneva(counts)
  return fleschReadingEase(counts)
}

/** Index at or above which the check passes. */
export const READING_EASE_PASS = 30
/**
 * Full points at 50 and above ("fairly difficult" or easier), none at 0 and below, linear between:
 * resumes are dense professional text, and 30-50 ("college level") is normal for them.
 */
export function readingEaseFraction(index: number | null): number {
  return index === null ? 0 : ramp(index, 0, 50)
}
