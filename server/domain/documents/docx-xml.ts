/**
 * Facts read straight from WordprocessingML with regular expressions. The parts are machine-written
 * XML, and we only count elements and collect w:t text, so a parser would add cost for nothing.
 */

/**
 * Word writes a DrawingML text box twice: in mc:Choice and again as VML in mc:Fallback. Counting
 * or reading both would double every text box, so the fallback copies go.
 */
export function withoutFallbacks(xml: string): string {
  return xml.replace(/<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g, '')
}

export function countTables(xml: string): number {
  // Nested tables count too: each one is a structure an ATS may flatten.
  return xml.match(/<w:tbl[\s>]/g)?.length ?? 0
}

export function countTextBoxes(xml: string): number {
  return withoutFallbacks(xml).match(/<w:txbxContent[\s>]/g)?.length ?? 0
}

/** Pictures in the body (DrawingML or VML): images carry no text an ATS can read. */
export function countPictures(xml: string): number {
  const body = withoutFallbacks(xml)
  return (
    (body.match(/<pic:pic[\s/>]/g)?.length ?? 0) + (body.match(/<v:imagedata[\s/>]/g)?.length ?? 0)
  )
}

/** More columns than any page holds: a larger w:num is damage, reported as this many. */
export const MAX_SECTION_COLUMNS = 16

/** The most text columns any section asks for (w:cols w:num="2"), 1 when none does. */
export function countSectionColumns(xml: string): number {
  let columns = 1
  for (const match of xml.matchAll(/<w:cols\b[^>]*\bw:num="(\d+)"/g)) {
    // A number of 400 digits is Infinity, which no response may carry.
    columns = Math.max(columns, Math.min(Number(match[1]), MAX_SECTION_COLUMNS))
  }
  return columns
}

/** The text of each paragraph, tabs and breaks kept, entities decoded. */
export function paragraphTexts(xml: string): string[] {
  const paragraphs: string[] = []
  for (const match of xml.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)) {
    let text = ''
    for (const piece of match[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)) {
      if (piece[1] !== undefined) text += decodeEntities(piece[1])
      else text += piece[0] === '<w:tab/>' ? '\t' : '\n'
    }
    paragraphs.push(text)
  }
  return paragraphs
}

/** The text of each text box, one string per box. */
export function textBoxTexts(xml: string): string[] {
  return [...withoutFallbacks(xml).matchAll(/<w:txbxContent[\s>][\s\S]*?<\/w:txbxContent>/g)].map(
    (match) => paragraphTexts(match[0]).join('\n'),
  )
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[\da-fA-F]+);/g, (entity, name: string) => {
    if (name === 'lt') return '<'
    if (name === 'gt') return '>'
    if (name === 'amp') return '&'
    if (name === 'quot') return '"'
    if (name === 'apos') return "'"
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    // Past U+10FFFF there is no character (String.fromCodePoint throws); show the replacement
    // character, as a text decoder does for bytes it cannot read.
    if (!Number.isFinite(code)) return entity
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD'
  })
}
