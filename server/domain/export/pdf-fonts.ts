import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { create as createFont, type Font } from 'fontkit'

/*
 * The DejaVu faces every PDF of ours embeds (resumes, bios, cover letters): Unicode, so Russian and
 * Spanish text renders and reads back.
 */

const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
)
// Parsed once per process and shared by every document: parsing and laying out glyphs anew for
// each export cost three quarters of its time. pdfkit still subsets them into each document.
const fontCache = new Map<string, Font>()

/** A DejaVu face by file name (`DejaVuSerif.ttf`), parsed once per process. */
export function loadPdfFont(file: string): Font {
  let font = fontCache.get(file)
  if (!font) {
    font = createFont(readFileSync(join(FONT_DIR, file)))
    claimGlyphs(font)
    fontCache.set(file, font)
  }
  return font
}

/**
 * fontkit caches a glyph with the code points it was first reached by, and pdfkit writes those into
 * the PDF's ToUnicode map. With fonts shared between documents, a glyph first reached as a part of
 * a composite while subsetting (DejaVu builds Cyrillic "а" from Latin "a") has none, and in every
 * later document that letter vanished from the extracted text ("Mrí" for "María"). Creating each
 * glyph from its own code point first, lowest first, gives every glyph its plain letter.
 */
function claimGlyphs(font: Font): void {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    font.glyphForCodePoint(codePoint)
  }
}
