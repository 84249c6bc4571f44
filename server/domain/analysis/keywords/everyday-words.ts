import { readFileSync } from 'node:fs'
import { eng } from 'stopword'

let words: Set<string> | null = null

/**
 * Is a lower-case string an everyday English word (everyday-words.json, built from SkillSpan's
 * train split by scripts/build-keyword-vocabulary.ts, plus English stop words)? Read once.
 */
export function isEverydayWord(lower: string): boolean {
  if (!words) {
    const url = new URL('./everyday-words.json', import.meta.url)
    const stored = JSON.parse(readFileSync(url, 'utf8')) as { words: string[] }
    words = new Set([...stored.words, ...eng])
  }
  return words.has(lower)
}
