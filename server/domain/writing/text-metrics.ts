/*
 * The counts of spec §3's bio and cover letter metadata, measured on the text as returned (after
 * the fabrication guard), so they describe exactly what the user sees.
 */

/** Words: runs of non-space characters holding at least one letter or digit (a lone dash is not one). */
export function wordCountOf(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Paragraphs: blocks of text separated by one or more blank lines. */
export function paragraphCountOf(text: string): number {
  return text.split(/\n[^\S\n]*\n/u).filter((block) => block.trim() !== '').length
}

/** Characters as a person counts them: code points, so a Cyrillic letter or an emoji is one. */
export function characterCountOf(text: string): number {
  return [...text].length
}
