import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deltaToDoc, docToDelta, type DeltaOp } from './resume-delta.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME, XSS_RESUME } from './resume-fixtures.ts'
import { fromText, textStats, toText } from './resume-text.ts'

/** Stored text → the editor's Delta → stored text, as opening and saving without an edit does. */
const throughEditor = (text: string) => toText(deltaToDoc(docToDelta(fromText(text))))

describe('docToDelta', () => {
  it('writes headings, bullets with their indent, and inline formats', () => {
    const text = '# Ada\n**Senior** *Engineer* [site](https://a.com)\n- one\n  - two\n- three'
    expect(docToDelta(fromText(text))).toEqual([
      { insert: 'Ada' },
      { insert: '\n', attributes: { header: 1 } },
      { insert: 'Senior', attributes: { bold: true } },
      { insert: ' ' },
      { insert: 'Engineer', attributes: { italic: true } },
      { insert: ' ' },
      { insert: 'site', attributes: { link: 'https://a.com' } },
      { insert: '\n' },
      { insert: 'one' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'two' },
      { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
      { insert: 'three' },
      { insert: '\n', attributes: { list: 'bullet' } },
    ])
  })

  it('gives an empty resume the one empty line every editor document has', () => {
    expect(docToDelta(fromText(''))).toEqual([{ insert: '\n' }])
  })

  it('keeps blank lines as empty lines', () => {
    expect(docToDelta(fromText('a\n\nb'))).toEqual([
      { insert: 'a' },
      { insert: '\n' },
      { insert: '\n' },
      { insert: 'b' },
      { insert: '\n' },
    ])
  })
})

describe('deltaToDoc', () => {
  const textOf = (ops: DeltaOp[]) => toText(deltaToDoc(ops))

  it('reads lines that share one insert, as Quill merges them', () => {
    expect(textOf([{ insert: 'Ada\nEngineer\n' }])).toBe('Ada\nEngineer')
  })

  it('writes a pasted numbered list as bullets, since a resume has only bullets', () => {
    const ops = [
      { insert: 'first' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'second' },
      { insert: '\n', attributes: { list: 'ordered' } },
    ]
    expect(textOf(ops)).toBe('- first\n- second')
  })

  it('writes a heading deeper than 3 as level 3', () => {
    expect(textOf([{ insert: 'Skills' }, { insert: '\n', attributes: { header: 5 } }])).toBe(
      '### Skills',
    )
  })

  it('nests a bullet at most one level below the one above it, and starts a list at the top', () => {
    const ops = [
      { insert: 'a' },
      { insert: '\n', attributes: { list: 'bullet', indent: 2 } },
      { insert: 'b' },
      { insert: '\n', attributes: { list: 'bullet', indent: 3 } },
      { insert: 'c' },
      { insert: '\n', attributes: { list: 'bullet' } },
    ]
    expect(textOf(ops)).toBe('- a\n  - b\n- c')
  })

  it('keeps bold, italic and links together on one run', () => {
    const ops = [
      { insert: 'Ada', attributes: { bold: true, italic: true, link: 'https://a.com' } },
      { insert: ' Lovelace\n' },
    ]
    expect(textOf(ops)).toBe('[***Ada***](https://a.com) Lovelace')
  })

  it('drops a link to an unsafe address but keeps its text', () => {
    const ops = [{ insert: 'click', attributes: { link: 'javascript:alert(1)' } }, { insert: '\n' }]
    expect(textOf(ops)).toBe('click')
  })

  it('ignores embeds and reads a last line with no line end', () => {
    expect(textOf([{ insert: { image: 'x.png' } }, { insert: 'tail' }])).toBe('tail')
  })

  it('counts words and characters as the stored text does', () => {
    const doc = deltaToDoc(docToDelta(fromText(ENGLISH_RESUME)))
    expect(textStats(doc)).toEqual(textStats(fromText(ENGLISH_RESUME)))
  })
})

describe('stored text through the editor', () => {
  it.each([
    ['English', ENGLISH_RESUME],
    ['Russian', RUSSIAN_RESUME],
    ['Spanish', SPANISH_RESUME],
    ['hostile', XSS_RESUME],
  ])('saves the %s resume exactly as it was opened', (_, text) => {
    expect(throughEditor(text)).toBe(toText(fromText(text)))
  })

  it('saves any text exactly as it was opened', { timeout: 60_000 }, () => {
    const prefix = fc.constantFrom('', '', '# ', '## ', '### ', '- ', '  - ', '    - ', '\\- ')
    const word = fc.constantFrom('a', 'ж', '*', '**', '[x](https://a.com)', '_', '#', ' ', '\\')
    const line = fc.tuple(prefix, fc.array(word, { maxLength: 8 })).map(([p, w]) => p + w.join(''))
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n')
        expect(throughEditor(text)).toBe(toText(fromText(text)))
      }),
      { numRuns: 300 },
    )
  })
})
