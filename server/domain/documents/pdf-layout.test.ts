import { describe, expect, it } from 'vitest'
import { layoutPageText, type TextFragment } from './pdf-layout.ts'

const SIZE = 10

/** One fragment per line, placed like a PDF: y grows upwards, lines 12 units apart. */
function line(text: string, x: number, row: number, width = text.length * 5): TextFragment {
  return { text, x, y: 700 - row * 12, width, height: SIZE }
}

describe('layoutPageText', () => {
  it('reads a single column top to bottom, joining the fragments of a line', () => {
    const fragments = [
      line('Experience', 72, 2),
      line('Jane', 72, 0, 20),
      { ...line('Example', 95, 0, 35) },
      line('- Led a team', 72, 3),
    ]
    expect(layoutPageText(fragments)).toEqual({
      text: 'Jane Example\n\nExperience\n- Led a team',
      columns: 1,
    })
  })

  it('does not insert spaces inside a word split into pieces', () => {
    const fragments = [line('Type', 72, 0, 20), line('Script', 92.5, 0, 30)]
    expect(layoutPageText(fragments).text).toBe('TypeScript')
  })

  it('keeps the word boundary between the letter-spaced words of a heading', () => {
    // pdf.js gives each spaced word as one fragment ("S O B R E") and drops the space between.
    const fragments = [
      line('S O B R E', 72, 0, 54),
      line('M Í', 132, 0, 16),
      line('P E R F I L', 72, 1),
    ]
    expect(layoutPageText(fragments).text).toBe('S O B R E  M Í\nP E R F I L')
    // Ordinary words next to a spaced run keep one space.
    expect(layoutPageText([line('Plan A', 72, 0, 30), line('B team', 110, 0, 30)]).text).toBe(
      'Plan A B team',
    )
  })

  it('reads the left column to its end before the right one, under a full-width title', () => {
    const left = Array.from({ length: 8 }, (_, index) =>
      line(`left line ${index} of text`, 72, index + 2, 200),
    )
    const right = Array.from({ length: 8 }, (_, index) =>
      line(`right line ${index} of text`, 300, index + 2, 200),
    )
    const title = line('A title that spans both columns of the page', 72, 0, 428)
    const { text, columns } = layoutPageText([title, ...right, ...left])
    expect(columns).toBe(2)
    const lines = text.split('\n').filter(Boolean)
    expect(lines[0]).toBe('A title that spans both columns of the page')
    expect(lines.slice(1, 9)).toEqual(left.map((fragment) => fragment.text))
    expect(lines.slice(9)).toEqual(right.map((fragment) => fragment.text))
  })

  it('finds a sidebar whose few long lines reach into the gutter', () => {
    // Sidebar lines end at 80, two long ones at 215; the main column starts at 240. The middle of
    // the whole open band (about 160) would cut the long lines, which hold most sidebar text.
    // The sidebar's smaller type puts its baselines off the main column's, as in a real page.
    const side = Array.from({ length: 8 }, (_, row) => ({
      ...(row === 2 || row === 5
        ? line(`a long sidebar line with words ${row}`, 50, row, 165)
        : line(`side ${row}`, 50, row, 30)),
      y: 702 - row * 12,
    }))
    const main = Array.from({ length: 16 }, (_, row) =>
      line(`main text line ${row}`, 240, row, 300),
    )
    const { text, columns } = layoutPageText([...side, ...main])
    expect(columns).toBe(2)
    expect(text.split('\n').slice(0, 8)).toEqual(side.map((fragment) => fragment.text))
  })

  it('keeps a table row by row', () => {
    const rows = ['Austria', 'Belgium', 'Denmark', 'Finland', 'Norway', 'Sweden', 'Spain', 'Italy']
    const fragments = rows.flatMap((name, index) => [
      line(name, 72, index, 40),
      line(`${index + 1}.5`, 200, index, 15),
      line('Capital', 320, index, 35),
      line('Language', 420, index, 45),
    ])
    const { text, columns } = layoutPageText(fragments)
    expect(columns).toBe(1)
    expect(text.split('\n')[0]).toBe('Austria 1.5 Capital Language')
  })

  it('gives no text and no columns for an empty page', () => {
    expect(layoutPageText([{ text: ' ', x: 0, y: 0, width: 3, height: 10 }])).toEqual({
      text: '',
      columns: 0,
    })
  })
})
