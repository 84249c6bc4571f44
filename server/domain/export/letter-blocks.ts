/*
 * A bio or a cover letter as the exporters lay it out: a short list of typed blocks that both the
 * DOCX and the PDF writer draw, so the two files always hold the same text in the same order.
 */

export type LetterBlock =
  /** The bio's heading: the person's name. */
  | { kind: 'title'; text: string }
  /** The line under the bio's heading: title and industry. */
  | { kind: 'subtitle'; text: string }
  /** The letter's sender block: the name first (bold), then the email. */
  | { kind: 'sender'; lines: string[] }
  /** A block of short lines with no space between them (date, addressee, subject). */
  | { kind: 'lines'; lines: string[]; bold?: boolean }
  /** A paragraph of prose; its own line breaks (a sign-off's) are kept. */
  | { kind: 'paragraph'; lines: string[] }

export interface LetterDocument {
  /** The file's metadata title. */
  title: string
  blocks: LetterBlock[]
}

/** Paragraphs separated by blank lines, each as its lines (trimmed, empty ones dropped). */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}
