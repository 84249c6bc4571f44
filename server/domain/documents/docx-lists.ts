/**
 * Word lists, read from WordprocessingML so a DOCX's bullets and numbers reach the text the way a
 * person sees them on the page. Word keeps the bullet or the number in numbering.xml, not in the
 * paragraph's text, so mammoth's raw text has none of them.
 */

export interface ListLevel {
  ordered: boolean
  level: number
}

interface NumberingLevel {
  /** w:numFmt: "bullet", "decimal", "lowerLetter", "none", ... */
  format: string
  start: number
}

interface NumberingInstance {
  abstractId: string
  levels: Map<number, NumberingLevel>
  /** w:lvlOverride/w:startOverride: the list starts again at this number for this w:num. */
  startOverrides: Map<number, number>
}

/** numId → its abstract numbering, levels and overrides. */
export type Numbering = Map<string, NumberingInstance>

/** Ten levels (0-8 in Word); more is damage, read as the last level. */
const MAX_LEVEL = 8

interface XmlElement {
  /** The opening tag's attributes. */
  attributes: string
  body: string
  start: number
  end: number
}

/**
 * Each `<name ...>...</name>` of an element that does not nest in itself, in order. Scans with
 * indexOf from where the last one ended, so it is linear even on a file full of opening tags that
 * never close (this runs before mammoth has parsed, on whatever the upload holds); a lazy regex
 * would rescan to the end from every opening tag.
 */
export function* elements(xml: string, name: string): Generator<XmlElement> {
  const open = `<${name}`
  const close = `</${name}>`
  let from = 0
  for (;;) {
    const start = xml.indexOf(open, from)
    if (start === -1) return
    const after = xml[start + open.length]
    const tagEnd = xml.indexOf('>', start)
    if (tagEnd === -1) return
    // "<w:num" also begins "<w:numbering" and "<w:numPr": only a space, ">" or "/" ends the name.
    if (after !== ' ' && after !== '>' && after !== '/' && after !== '\n' && after !== '\t') {
      from = start + open.length
      continue
    }
    if (xml[tagEnd - 1] === '/') {
      from = tagEnd + 1
      continue
    }
    const end = xml.indexOf(close, tagEnd)
    if (end === -1) return
    yield {
      attributes: xml.slice(start + open.length, tagEnd),
      body: xml.slice(tagEnd + 1, end),
      start,
      end: end + close.length,
    }
    from = end + close.length
  }
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1]
}

/** The w:val of the first `<name .../>` in a body. */
function valueOf(body: string, name: string): string | undefined {
  const at = body.indexOf(`<${name} `)
  if (at === -1) return undefined
  const end = body.indexOf('>', at)
  return end === -1 ? undefined : attribute(body.slice(at, end), 'w:val')
}

export function readNumbering(numberingXml: string): Numbering {
  const abstracts = new Map<string, Map<number, NumberingLevel>>()
  for (const abstract of elements(numberingXml, 'w:abstractNum')) {
    const id = attribute(abstract.attributes, 'w:abstractNumId')
    if (id === undefined) continue
    const levels = new Map<number, NumberingLevel>()
    for (const lvl of elements(abstract.body, 'w:lvl')) {
      const level = Number(attribute(lvl.attributes, 'w:ilvl') ?? Number.NaN)
      if (!Number.isInteger(level)) continue
      levels.set(level, {
        format: valueOf(lvl.body, 'w:numFmt') ?? 'decimal',
        start: startOf(valueOf(lvl.body, 'w:start')) ?? 1,
      })
    }
    abstracts.set(id, levels)
  }
  const numbering: Numbering = new Map()
  for (const num of elements(numberingXml, 'w:num')) {
    const numId = attribute(num.attributes, 'w:numId')
    const abstractId = valueOf(num.body, 'w:abstractNumId')
    const levels = abstractId === undefined ? undefined : abstracts.get(abstractId)
    if (numId === undefined || abstractId === undefined || !levels) continue
    const startOverrides = new Map<number, number>()
    for (const override of elements(num.body, 'w:lvlOverride')) {
      const level = Number(attribute(override.attributes, 'w:ilvl') ?? Number.NaN)
      const start = startOf(valueOf(override.body, 'w:startOverride'))
      if (Number.isInteger(level) && start !== undefined) startOverrides.set(level, start)
    }
    numbering.set(numId, { abstractId, levels, startOverrides })
  }
  return numbering
}

/** A list's first number; past a million it is damage, not a resume. */
function startOf(value: string | undefined): number | undefined {
  const start = Number(value)
  return value !== undefined && Number.isInteger(start) && start >= 0 && start <= 1_000_000
    ? start
    : undefined
}

/**
 * The list each paragraph style puts its paragraphs in (Word's "List Bullet" style carries a w:numPr
 * in styles.xml), by style id. mammoth only follows the other direction (a numbering level that
 * names its style), so a style-only list would otherwise lose its bullets. Styles inherit
 * numbering through w:basedOn.
 */
export function listStyles(
  stylesXml: string,
  numbering: Numbering,
): Map<string, { numId: string; level: number }> {
  const styles = new Map<string, { numId?: string; level?: number; basedOn?: string }>()
  for (const element of elements(stylesXml, 'w:style')) {
    if (attribute(element.attributes, 'w:type') !== 'paragraph') continue
    const styleId = attribute(element.attributes, 'w:styleId')
    if (!styleId) continue
    const numPr = elements(element.body, 'w:numPr').next().value?.body
    styles.set(styleId, {
      numId: numPr === undefined ? undefined : valueOf(numPr, 'w:numId'),
      level: numPr === undefined ? undefined : levelOf(numPr),
      basedOn: valueOf(element.body, 'w:basedOn'),
    })
  }
  const lists = new Map<string, { numId: string; level: number }>()
  for (const styleId of styles.keys()) {
    let current = styles.get(styleId)
    // A cycle of w:basedOn is damage; ten steps is deeper than any real style chain.
    for (let step = 0; current && current.numId === undefined && step < 10; step++) {
      current = current.basedOn ? styles.get(current.basedOn) : undefined
    }
    // numId 0 is how Word switches inherited numbering off.
    if (!current?.numId || !numbering.has(current.numId)) continue
    lists.set(styleId, { numId: current.numId, level: current.level ?? 0 })
  }
  return lists
}

function levelOf(numPr: string): number {
  const level = Number(valueOf(numPr, 'w:ilvl') ?? 0)
  return Number.isInteger(level) && level >= 0 ? Math.min(MAX_LEVEL, level) : 0
}

/** Brackets a list mark in the text mammoth returns; private-use characters no document types. */
const MARK_OPEN = '\uE000'
const MARK_CLOSE = '\uE001'
export const LIST_MARK = /\uE000(\d+)\.(\d+)\uE001/g

/**
 * document.xml with the list of each numbered paragraph (w:numPr: numId and level) written as a
 * first run of text. mammoth hands over a paragraph's level but not which list it is in, and a
 * numbered list restarts or continues by list, so the mark carries it through.
 */
export function markListParagraphs(documentXml: string): string {
  let marked = ''
  let from = 0
  for (const properties of elements(documentXml, 'w:pPr')) {
    // A tracked formatting change holds the old w:pPr inside the new one: its inner closing tag
    // ends this element early, so the old properties are what gets read here, and skipped.
    const body = properties.body
    const changeAt = body.indexOf('<w:pPrChange')
    const current = changeAt === -1 ? body : body.slice(0, changeAt)
    const numPr = elements(current, 'w:numPr').next().value?.body
    const numId = numPr === undefined ? undefined : valueOf(numPr, 'w:numId')
    if (numPr === undefined || numId === undefined) continue
    // The paragraph's own w:pPr ends at the first "</w:pPr>" after the change's, if any.
    const end = changeAt === -1 ? properties.end : documentXml.indexOf('</w:pPr>', properties.end)
    if (end === -1) continue
    const close = changeAt === -1 ? end : end + '</w:pPr>'.length
    marked += documentXml.slice(from, close)
    marked += `<w:r><w:t>${MARK_OPEN}${numId}.${levelOf(numPr)}${MARK_CLOSE}</w:t></w:r>`
    from = close
  }
  return marked + documentXml.slice(from)
}

/**
 * What a list item starts with, in reading order: "- " for a bullet, "1. ", "2. " for a numbered
 * item, "" for a level without a visible mark. Numbers follow Word: the w:num instances of one
 * abstract list count on together, an instance with a w:startOverride is a list of its own, and an
 * item at a shallower level starts the deeper levels again.
 */
export function listMarker(numbering: Numbering): (numId: string, level: number) => string {
  const counts = new Map<string, Map<number, number>>()
  return (numId, level) => {
    const instance = numbering.get(numId)
    const definition = instance?.levels.get(level)
    if (!instance || !definition) return ''
    if (definition.format === 'bullet') return '- '
    if (definition.format === 'none') return ''
    const override = instance.startOverrides.get(level)
    const key = override === undefined ? `abstract ${instance.abstractId}` : `num ${numId}`
    const levels = counts.get(key) ?? new Map<number, number>()
    counts.set(key, levels)
    for (const deeper of [...levels.keys()]) if (deeper > level) levels.delete(deeper)
    const count = (levels.get(level) ?? (override ?? definition.start) - 1) + 1
    levels.set(level, count)
    return `${count}. `
  }
}
