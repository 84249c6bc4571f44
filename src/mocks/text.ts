/** Words as a reader counts them: Markdown markers ('#', '-') and stray punctuation are not words. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}
