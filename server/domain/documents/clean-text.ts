/**
 * Pure clean-up steps applied to every extracted text, whatever the format, so the analysis sees
 * the same shape of text from a PDF, a DOCX or a TXT file.
 */

/** Carriage returns become newlines; C0/C1 controls, zero-width characters and soft hyphens go. */
export function stripControlCharacters(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Form feeds separate pages in some exports: keep the break, not the character.
      .replace(/\f/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g, '')
      .replace(/[\u00AD\u200B\u2060\uFEFF]/g, '')
  )
}

/**
 * Compatibility forms a PDF or a word processor leaves in text: ligatures (ﬁ, ﬄ), full-width
 * letters and the many space characters. NFKC on these ranges only, because NFKC on everything
 * also rewrites things a person wrote on purpose (², ™, ½).
 */
export function normalizeCompatibilityForms(text: string): string {
  return text
    .replace(/[\uFB00-\uFB4F\uFF01-\uFF5E]/g, (char) => char.normalize('NFKC'))
    .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .normalize('NFC')
}

/**
 * Bullet glyphs at the start of a line (including the Symbol-font private-use bullet Word leaves
 * in PDFs) become "- ". "*" and dashes count only when a space follows, so "*args" or "-v" stay.
 */
const BULLET_GLYPHS = '•▪●◦‣∙■□►▶▸➢➤✓✔❖○·\uF0B7\uF0A7\uF076\uF0D8\uF0FC'
const BULLET_LINE = new RegExp(`^[ \\t]*(?:[${BULLET_GLYPHS}][ \\t]*|[-–*][ \\t]+)(?=\\S)`, 'gmu')
const LONE_BULLET = new RegExp(`^[ \\t]*[${BULLET_GLYPHS}–*][ \\t]*\\n+(?=[ \\t]*\\S)`, 'gmu')

export function normalizeBullets(text: string): string {
  // A bullet glyph alone on its line belongs to the text on the next line.
  return text.replace(LONE_BULLET, '• ').replace(BULLET_LINE, '- ')
}

/**
 * Letter-spaced headings ("C O N T A C T") come out of designed resumes as single letters. A run
 * of three or more single letters joined by single spaces is one word when it is in capitals or
 * is the whole line; words of a spaced heading are separated by two or more spaces. Single-letter
 * words in an ordinary sentence ("I saw a cat") never form such a run.
 */
const SPACED_RUN = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu
/** SPACED_RUN without the g flag, whose lastIndex would carry from one line's test to the next. */
const HAS_SPACED_RUN = new RegExp(SPACED_RUN.source, 'u')

export function repairLetterSpacing(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const isWholeLine = isOnlySpacedRuns(line.trim())
      // A whole spaced line may end in a two-letter word ("S O B R E  M Í"): join those too.
      if (isWholeLine && HAS_SPACED_RUN.test(line)) {
        return line.replace(/\p{L}(?: \p{L})+/gu, (run) => run.replace(/ /g, ''))
      }
      return line.replace(SPACED_RUN, (run) => {
        const isCapitals = run === run.toUpperCase() && run !== run.toLowerCase()
        return isWholeLine || (isCapitals && run.length >= 7) ? run.replace(/ /g, '') : run
      })
    })
    .join('\n')
}

function isOnlySpacedRuns(line: string): boolean {
  return line.split(/ {2,}/).every((part) => /^\p{L}(?: \p{L})+$/u.test(part))
}

/** Runs of spaces become one space; tabs stay (they separate table cells in some extractions). */
export function collapseSpaces(text: string): string {
  return text.replace(/ {2,}/g, ' ')
}

export function trimLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/u, ''))
    .join('\n')
}

/** At most two blank lines in a row, and none at the start or end. */
export function limitBlankLines(text: string): string {
  return text
    .replace(/\n{4,}/g, '\n\n\n')
    .replace(/^\n+/, '')
    .replace(/\n+$/, '')
}

export function cleanText(raw: string): string {
  let text = stripControlCharacters(raw)
  text = normalizeCompatibilityForms(text)
  text = normalizeBullets(text)
  text = repairLetterSpacing(text)
  text = collapseSpaces(text)
  text = trimLines(text)
  return limitBlankLines(text)
}

/** Words as a reader counts them: tokens with at least one letter or digit (bullets do not count). */
export function countWords(text: string): number {
  let count = 0
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1
  return count
}

export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0
}
