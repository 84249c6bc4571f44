import { fold } from '../analysis/fold.ts'
import { tokenize } from '../analysis/keywords/tokenize.ts'

export interface Word {
  /** Folded: lower case, no accents ("Educación" = "educacion"). */
  norm: string
  start: number
  end: number
  /** Sentence index (a full stop, a bullet or a line break ends one). */
  sentence: number
}

/**
 * The words of a text as the originality check compares them: the analysis' tokenizer (so offsets
 * point into the text as sent), folded like every other comparison in the app, and hyphenated
 * words split into their parts, so that "results-driven" and "results driven" are the same phrase.
 */
export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const token of tokenize(text)) {
    let offset = token.start
    for (const part of token.text.split('-')) {
      const norm = fold(part).replace(/['’]s$/, '')
      if (norm !== '') {
        words.push({ norm, start: offset, end: offset + part.length, sentence: token.sentence })
      }
      offset += part.length + 1
    }
  }
  return words
}
