import type { Font } from 'fontkit'
import { loadPdfFont } from './pdf-fonts.ts'

/** The DejaVu faces the bio and cover-letter PDFs embed. */
export const LETTER_FONT_FILES = {
  regular: 'DejaVuSerif.ttf',
  bold: 'DejaVuSerif-Bold.ttf',
  italic: 'DejaVuSerif-Italic.ttf',
} as const
export type LetterFace = keyof typeof LETTER_FONT_FILES

/** A parsed font shared by every letter document (and by the resumes that use the same face). */
export function letterFont(face: LetterFace): Font {
  return loadPdfFont(LETTER_FONT_FILES[face])
}
