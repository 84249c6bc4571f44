import { deflateSync } from 'node:zlib'

/*
 * Small PDFs built in code, so the refusal tests never depend on a binary file someone has to
 * regenerate by hand. Each is a valid PDF (cross-reference table with real offsets) that pdf.js
 * opens; what differs is what its pages draw.
 */

/** How the page's text is drawn. */
export type PdfFixtureFont =
  /** Helvetica with the standard encoding: ordinary, decodable text. */
  | 'standard'
  /**
   * A simple font whose /Differences give every code a made-up glyph name and no /ToUnicode:
   * what subsetting exporters leave when they drop the Unicode map. Codes start at 1, so a reader
   * that falls back to the raw codes gets control characters.
   */
  | 'custom-encoding'
  /** The same with codes from 33 up: a reader falling back to the raw codes gets punctuation soup. */
  | 'custom-encoding-printable'
  /** The same with codes from 65 up: the raw codes read as letters, in all the wrong places. */
  | 'custom-encoding-letters'
  /** A Type3 font (glyphs drawn by content streams) with made-up glyph names and no /ToUnicode. */
  | 'type3'

export interface PdfFixtureOptions {
  /** Lines of text, one per line on the page; none for a page with no text operators at all. */
  lines?: string[]
  font?: PdfFixtureFont
  /** Paints a grey picture over the page, as a scanner's PDF does. */
  image?: boolean
}

/** A one-page PDF drawing `lines` in the chosen font, and optionally a picture. */
export function buildPdfFixture(options: PdfFixtureOptions = {}): Uint8Array {
  const { lines = [], font = 'standard', image = false } = options
  const codes = codeMap(lines, font)
  const objects: string[] = []
  const add = (body: string): number => objects.push(body)

  const catalog = add('') // filled below, once the pages object is known
  const pages = add('')
  const fontObject = lines.length > 0 ? add(fontDictionary(font, codes)) : null
  const imageObject = image ? add(imageStream()) : null

  const content: string[] = []
  if (imageObject !== null) content.push('q 612 0 0 792 0 0 cm /Im1 Do Q')
  if (fontObject !== null) {
    content.push('BT /F1 12 Tf 14 TL 72 720 Td')
    for (const line of lines) content.push(`${showString(line, codes)} Tj T*`)
    content.push('ET')
  }
  const contentObject = add(stream(content.join('\n')))
  const resources = [
    fontObject === null ? '' : `/Font << /F1 ${fontObject} 0 R >>`,
    imageObject === null ? '' : `/XObject << /Im1 ${imageObject} 0 R >>`,
  ].join(' ')
  const page = add(
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << ${resources} >> /Contents ${contentObject} 0 R >>`,
  )
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`
  objects[pages - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`
  return serialise(objects)
}

/** Where the made-up codes start: below the space, in punctuation, or in the letters. */
const FIRST_CODE: Record<PdfFixtureFont, number> = {
  standard: 0,
  'custom-encoding': 1,
  'custom-encoding-printable': 33,
  'custom-encoding-letters': 65,
  type3: 1,
}

/** Character code of each distinct character, in order of first use (as subsetting does). */
function codeMap(lines: string[], font: PdfFixtureFont): Map<string, number> {
  const codes = new Map<string, number>()
  if (font === 'standard') return codes
  const first = FIRST_CODE[font]
  let next = first
  for (const char of lines.join('')) {
    if (char === ' ' || codes.has(char)) continue
    // 32 stays the space, as in real subset fonts.
    if (next === 32) next += 1
    codes.set(char, next)
    next += 1
  }
  return codes
}

function fontDictionary(font: PdfFixtureFont, codes: Map<string, number>): string {
  if (font === 'standard') {
    return '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  }
  // Glyph names that no glyph list knows, so nothing maps them back to letters. The space keeps
  // its standard name and code, as in real subset fonts.
  const names = [...codes.values()].map((code) => `${code} /glyph${code}`).join(' ')
  const differences = `/Differences [${names} 32 /space]`
  if (font !== 'type3') {
    return `<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+CustomSans /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding ${differences} >> >>`
  }
  // Every glyph is a small filled square: enough for pdf.js to draw and to report text positions.
  const procs = [...codes.values()]
    .map((code) => `/glyph${code} ${stream('600 0 0 0 500 700 d1 0 0 500 700 re f')}`)
    .join(' ')
  const all = [...codes.values(), 32]
  const firstChar = Math.min(...all)
  const lastChar = Math.max(...all)
  const widths = Array.from({ length: lastChar - firstChar + 1 }, () => 600).join(' ')
  return `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procs} /space ${stream('600 0 0 0 0 0 d1')} >> /Encoding << /Type /Encoding ${differences} >> /FirstChar ${firstChar} /LastChar ${lastChar} /Widths [${widths}] /Resources << >> >>`
}

/** A PDF string of the line's codes, in hex so any code can be written. */
function showString(line: string, codes: Map<string, number>): string {
  const hex = [...line]
    .map((char) => {
      const code = char === ' ' ? 32 : (codes.get(char) ?? char.charCodeAt(0))
      return code.toString(16).padStart(2, '0')
    })
    .join('')
  return `<${hex}>`
}

/** A 64 x 64 grey picture, deflated, as a scanner's page picture (only much smaller). */
function imageStream(): string {
  const pixels = Buffer.alloc(64 * 64, 0x99)
  const data = deflateSync(pixels).toString('latin1')
  return `<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`
}

/** A stream object's text; inline stream objects cannot nest, so Type3 procs become objects too. */
function stream(data: string): string {
  return `<< /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`
}

/**
 * Objects (1-based, in order) into a file. Streams inside a font dictionary are not allowed by
 * PDF, so any "<< ... stream ... endstream" found inside another object is lifted into an object
 * of its own first.
 */
function serialise(input: string[]): Uint8Array {
  const objects = [...input]
  for (let index = 0; index < objects.length; index += 1) {
    objects[index] = liftInnerStreams(objects[index] ?? '', objects)
  }
  let file = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'))
    file += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(file, 'latin1')
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(file, 'latin1'))
}

const INNER_STREAM = /<< \/Length (\d+) >>\nstream\n/

/** Moves each stream nested in `body` (after its start) into a new object, leaving a reference. */
function liftInnerStreams(body: string, objects: string[]): string {
  let text = body
  for (;;) {
    // The object's own stream (at its very start) stays where it is.
    const match = INNER_STREAM.exec(text.slice(1))
    if (match === null) return text
    const start = match.index + 1
    const dataStart = start + match[0].length
    const end = dataStart + Number(match[1]) + '\nendstream'.length
    objects.push(text.slice(start, end))
    text = `${text.slice(0, start)}${objects.length} 0 R${text.slice(end)}`
  }
}
