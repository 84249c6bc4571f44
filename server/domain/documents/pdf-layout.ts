/** A run of text placed on a PDF page, in PDF units with y growing upwards (pdf.js's baseline). */
export interface TextFragment {
  text: string
  x: number
  y: number
  width: number
  /** Roughly the font size; 0 when the PDF does not say. */
  height: number
}

export interface PageText {
  text: string
  /** How many text columns the page was read as (1 for an ordinary page). */
  columns: number
}

interface Row {
  y: number
  height: number
  fragments: TextFragment[]
}

/** A gutter narrower than this is a word space, not a gap between columns. */
const MIN_GUTTER_WIDTH = 6
/** Each side of a gutter needs this many rows and this share of the text to count as a column. */
const MIN_COLUMN_ROWS = 4
const MIN_COLUMN_TEXT_SHARE = 0.15
/** Full-width lines (a title, a section heading) may cross a gutter; more than this and it is none. */
const MAX_CROSSING_ROW_SHARE = 0.15
const MAX_DEPTH = 3

/**
 * The page's text in reading order: lines top to bottom, and on a page with columns each column
 * read to its end before the next. A column gutter is an x band no fragment covers, apart from a
 * few full-width lines (title, headings) that split the page into bands read one after another.
 */
export function layoutPageText(fragments: TextFragment[]): PageText {
  const visible = fragments.filter((fragment) => fragment.text.trim() !== '')
  const { rows, columns } = orderRows(visible, 0)
  return { text: rowsToText(rows), columns }
}

function orderRows(fragments: TextFragment[], depth: number): { rows: Row[]; columns: number } {
  const rows = groupRows(fragments)
  const gutter = depth < MAX_DEPTH ? findGutter(fragments, rows) : null
  if (!gutter) return { rows, columns: fragments.length ? 1 : 0 }

  const ordered: Row[] = []
  let columns = 1
  let band: TextFragment[] = []
  const flushBand = (): void => {
    if (!band.length) return
    const left = orderRows(
      band.filter((fragment) => fragment.x + fragment.width / 2 < gutter),
      depth + 1,
    )
    const right = orderRows(
      band.filter((fragment) => fragment.x + fragment.width / 2 >= gutter),
      depth + 1,
    )
    ordered.push(...left.rows, ...right.rows)
    columns = Math.max(columns, left.columns + right.columns)
    band = []
  }
  for (const row of rows) {
    if (row.fragments.some((fragment) => crosses(fragment, gutter))) {
      flushBand()
      ordered.push(row)
    } else {
      band.push(...row.fragments)
    }
  }
  flushBand()
  return { rows: ordered, columns }
}

function crosses(fragment: TextFragment, x: number): boolean {
  return fragment.x < x - 1 && fragment.x + fragment.width > x + 1
}

/** Fragments whose baselines lie within half a line of each other form one row (superscripts too). */
function groupRows(fragments: TextFragment[]): Row[] {
  const sorted = [...fragments].sort((a, b) => b.y - a.y || a.x - b.x)
  const rows: Row[] = []
  for (const fragment of sorted) {
    const height = fragment.height || 1
    const row = rows.at(-1)
    if (row && Math.abs(row.y - fragment.y) <= Math.max(row.height, height) * 0.45) {
      row.fragments.push(fragment)
      row.height = Math.max(row.height, height)
    } else {
      rows.push({ y: fragment.y, height, fragments: [fragment] })
    }
  }
  for (const row of rows) row.fragments.sort((a, b) => a.x - b.x)
  return rows
}

/** The x of the widest uncovered vertical band that leaves real columns on both sides, or null. */
function findGutter(fragments: TextFragment[], rows: Row[]): number | null {
  if (rows.length < MIN_COLUMN_ROWS * 2) return null
  const minX = Math.floor(Math.min(...fragments.map((fragment) => fragment.x)))
  const maxX = Math.ceil(Math.max(...fragments.map((fragment) => fragment.x + fragment.width)))
  const span = maxX - minX
  if (span < MIN_GUTTER_WIDTH * 4) return null

  // How many rows cover each 1-unit slot of x: a gutter is a run of slots almost no row covers.
  const coverage = new Int32Array(span + 2)
  for (const row of rows) {
    const covered = new Uint8Array(span + 2)
    for (const fragment of row.fragments) {
      const from = Math.max(0, Math.floor(fragment.x - minX))
      const to = Math.min(span + 1, Math.ceil(fragment.x + fragment.width - minX))
      covered.fill(1, from, to)
    }
    covered.forEach((value, slot) => {
      coverage[slot] = (coverage[slot] ?? 0) + value
    })
  }
  const maxCrossing = Math.floor(rows.length * MAX_CROSSING_ROW_SHARE)
  const totalChars = fragments.reduce((sum, fragment) => sum + fragment.text.length, 0)

  let best: { x: number; width: number } | null = null
  let runStart = -1
  for (let slot = 0; slot <= span + 1; slot += 1) {
    const open = slot <= span && (coverage[slot] ?? 0) <= maxCrossing
    if (open && runStart < 0) runStart = slot
    if (!open && runStart >= 0) {
      const width = slot - runStart
      const x = minX + leastCoveredCenter(coverage, runStart, slot)
      const inside = runStart > 0 && slot <= span
      if (inside && width >= MIN_GUTTER_WIDTH && (!best || width > best.width)) {
        if (isColumnSplit(fragments, rows, x, totalChars)) best = { x, width }
      }
      runStart = -1
    }
  }
  return best?.x ?? null
}

/**
 * The middle of the least covered stretch of slots in [from, to). An open run may include the ends
 * of a few long lines of one column (a sidebar's widest lines); its plain middle would cut through
 * them, the empty stretch beside them is the real gutter.
 */
function leastCoveredCenter(coverage: Int32Array, from: number, to: number): number {
  let least = Number.POSITIVE_INFINITY
  for (let slot = from; slot < to; slot += 1) least = Math.min(least, coverage[slot] ?? 0)
  let best = { start: from, width: 0 }
  let start = -1
  for (let slot = from; slot <= to; slot += 1) {
    const isLeast = slot < to && (coverage[slot] ?? 0) === least
    if (isLeast && start < 0) start = slot
    if (!isLeast && start >= 0) {
      if (slot - start > best.width) best = { start, width: slot - start }
      start = -1
    }
  }
  return best.start + best.width / 2
}

function isColumnSplit(
  fragments: TextFragment[],
  rows: Row[],
  x: number,
  totalChars: number,
): boolean {
  let leftRows = 0
  let rightRows = 0
  let bothSides = 0
  let alignedRows = 0
  let leftStart = Number.POSITIVE_INFINITY
  const leftEnds: number[] = []
  for (const row of rows) {
    if (row.fragments.some((fragment) => crosses(fragment, x))) continue
    const left = row.fragments.filter((fragment) => fragment.x + fragment.width <= x)
    const right = row.fragments.filter((fragment) => fragment.x >= x)
    const [firstLeft] = left
    const [firstRight] = right
    if (firstLeft) {
      leftRows += 1
      leftStart = Math.min(leftStart, firstLeft.x)
      leftEnds.push(Math.max(...left.map((fragment) => fragment.x + fragment.width)))
    }
    if (firstRight) rightRows += 1
    if (firstLeft && firstRight) {
      bothSides += 1
      if (Math.abs(firstLeft.y - firstRight.y) < 0.5) alignedRows += 1
    }
  }
  const leftSide = fragments.filter((fragment) => fragment.x + fragment.width <= x)
  const rightSide = fragments.filter((fragment) => fragment.x >= x)
  const cellGaps = hasInnerGap(leftSide) || hasInnerGap(rightSide)
  const table = { leftRows, rightRows, bothSides, alignedRows, leftStart, leftEnds, cellGaps }
  if (isTable(table, x)) return false
  let leftChars = 0
  for (const fragment of fragments)
    if (fragment.x + fragment.width <= x) leftChars += fragment.text.length
  const rightChars = totalChars - leftChars
  return (
    leftRows >= MIN_COLUMN_ROWS &&
    rightRows >= MIN_COLUMN_ROWS &&
    leftChars >= totalChars * MIN_COLUMN_TEXT_SHARE &&
    rightChars >= totalChars * MIN_COLUMN_TEXT_SHARE
  )
}

interface SplitStats {
  leftRows: number
  rightRows: number
  /** Rows with text on both sides of the gutter, and those whose baselines match exactly. */
  bothSides: number
  alignedRows: number
  leftStart: number
  leftEnds: number[]
  /** One side itself splits into cells with an empty band between them. */
  cellGaps: boolean
}

/**
 * A table, not columns: almost every row has cells on both sides, and either their baselines match
 * exactly (cells of one row) or the left cells are short instead of filling their column the way
 * wrapped text does. Read row by row, a table keeps each label next to its value.
 */
function isTable(stats: SplitStats, gutter: number): boolean {
  const { leftRows, rightRows, bothSides, alignedRows, leftStart, leftEnds } = stats
  if (bothSides < Math.min(leftRows, rightRows) * 0.8) return false
  if (alignedRows < bothSides * 0.8) return false
  if (stats.cellGaps) return true
  const sorted = [...leftEnds].sort((a, b) => a - b)
  const medianEnd = sorted[Math.floor(sorted.length / 2)] ?? leftStart
  return medianEnd - leftStart < (gutter - leftStart) * 0.6
}

/** True when the fragments leave an empty vertical band inside their span (cells of a table). */
function hasInnerGap(fragments: TextFragment[]): boolean {
  const [first, ...rest] = [...fragments].sort((a, b) => a.x - b.x)
  if (!first) return false
  let reach = first.x + first.width
  for (const fragment of rest) {
    if (fragment.x - reach >= MIN_GUTTER_WIDTH) return true
    reach = Math.max(reach, fragment.x + fragment.width)
  }
  return false
}

/**
 * Rows become lines. A gap well over both the page's usual gap and a line's height becomes a blank
 * line (a new section); measuring against the usual gap keeps a list spaced at 1.5 lines together.
 */
function rowsToText(rows: Row[]): string {
  const gaps = rows
    .slice(1)
    .map((row, index) => (rows[index]?.y ?? row.y) - row.y)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b)
  const usualGap = gaps[Math.floor((gaps.length - 1) / 2)] ?? 0
  const lines: string[] = []
  let previous: Row | null = null
  for (const row of rows) {
    if (previous) {
      const gap = previous.y - row.y
      const lineHeight = Math.max(previous.height, row.height)
      if (gap > Math.max(usualGap * 1.3, lineHeight * 1.9)) lines.push('')
    }
    lines.push(rowText(row))
    previous = row
  }
  return lines.join('\n')
}

/** Fragments of a row joined left to right, with a space where the gap is wider than a kerning. */
function rowText(row: Row): string {
  let text = ''
  let end = Number.NEGATIVE_INFINITY
  for (const fragment of row.fragments) {
    const gap = fragment.x - end
    const spaced = /\s$/.test(text) || /^\s/.test(fragment.text)
    if (text && !spaced && gap > (fragment.height || row.height) * 0.2) {
      text += endsWithSpacedRun(text) && SPACED_START.test(fragment.text) ? '  ' : ' '
    }
    text += fragment.text
    end = Math.max(end, fragment.x + fragment.width)
  }
  return text
}

/**
 * pdf.js writes a letter-spaced word as "E X P E R I E N C I A" and the space after it as a
 * fragment of its own, so a spaced heading of two words arrives as two spaced runs. Two spaces
 * between them keep the word boundary that repairLetterSpacing needs (clean-text.ts); one would
 * join the words ("EXPERIENCIALABORAL").
 */
const SPACED_START = /^\p{L} \p{L}(?:\s|$)/u

/** Tests only the row's last characters: a pattern anchored at the end still scans from the start. */
function endsWithSpacedRun(text: string): boolean {
  const tail = text.slice(-6)
  return tail.length === text.length
    ? /(?:^|\s)\p{L} \p{L}$/u.test(tail)
    : /\s\p{L} \p{L}$/u.test(tail)
}
