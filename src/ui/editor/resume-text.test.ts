import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME, XSS_RESUME } from './resume-fixtures.ts'
import {
  fromText,
  inlineMarkdown,
  normalizeText,
  parseInline,
  textStats,
  toText,
  writeInline,
  type EditorJson,
  type ResumeDoc,
} from './resume-text.ts'

const roundTrip = (text: string) => toText(fromText(text))
const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] })

describe('round trip of realistic resumes', () => {
  it.each([
    ['English', ENGLISH_RESUME],
    ['Russian', RUSSIAN_RESUME],
    ['Spanish', SPANISH_RESUME],
    ['hostile', XSS_RESUME],
  ])('%s: toText(fromText(x)) is the normalised x', (_, resume) => {
    expect(roundTrip(resume)).toBe(normalizeText(resume))
    // Reading the written text again changes nothing.
    expect(fromText(roundTrip(resume))).toEqual(fromText(resume))
  })

  it('reads the structure of the English resume', () => {
    const doc = fromText(ENGLISH_RESUME)
    expect(doc.content.slice(0, 3)).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Ada Lovelace' }] },
      para('Senior Software Engineer'),
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'London, UK · ada@example.com · ' },
          {
            type: 'text',
            text: 'linkedin.com/in/ada',
            marks: [{ type: 'link', attrs: { href: 'https://linkedin.com/in/ada' } }],
          },
        ],
      },
    ])
    const list = doc.content.find((block) => block.type === 'bulletList')
    expect(list).toMatchObject({
      content: [
        {
          content: [
            {
              content: [
                { text: 'Cut report generation time by ' },
                { text: '63%', marks: [{ type: 'bold' }] },
                {},
              ],
            },
          ],
        },
        {
          content: [
            { type: 'paragraph' },
            { type: 'bulletList', content: [{ type: 'listItem' }, { type: 'listItem' }] },
          ],
        },
        { content: [{ content: [{ text: 'Hired and mentored 5 engineers' }] }] },
      ],
    })
  })
})

describe('normalisation', () => {
  it('turns Windows and old Mac line ends into \\n', () => {
    expect(roundTrip('# Ada\r\nEngineer\r\n\r\n- one\r- two')).toBe(
      '# Ada\nEngineer\n\n- one\n- two',
    )
  })

  it('drops trailing spaces and blank lines at both ends, keeps blank lines inside', () => {
    expect(roundTrip('\n\n# Ada   \nEngineer\t\n\n\nLondon  \n\n')).toBe(
      '# Ada\nEngineer\n\n\nLondon',
    )
  })

  it('writes "*" bullets as "-"', () => {
    expect(roundTrip('* one\n* two')).toBe('- one\n- two')
  })

  it('keeps leading spaces of a plain line', () => {
    expect(roundTrip('Skills\n    TypeScript, React')).toBe('Skills\n    TypeScript, React')
  })

  it('an empty document is an empty paragraph and writes back as ""', () => {
    expect(fromText('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
    expect(fromText('  \n \r\n')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
    expect(toText(fromText(''))).toBe('')
  })
})

describe('lines', () => {
  it('keeps consecutive lines separate: each line is a paragraph, never merged', () => {
    const doc = fromText('Senior Engineer\nLondon\nada@example.com')
    expect(doc.content).toEqual([para('Senior Engineer'), para('London'), para('ada@example.com')])
  })

  it('keeps a blank line as an empty paragraph', () => {
    expect(fromText('A\n\nB').content).toEqual([para('A'), { type: 'paragraph' }, para('B')])
  })

  it('splits bullet lists at a blank line and at a plain line', () => {
    const doc = fromText('- a\n- b\n\n- c\nplain\n- d')
    expect(doc.content.map((block) => block.type)).toEqual([
      'bulletList',
      'paragraph',
      'bulletList',
      'paragraph',
      'bulletList',
    ])
    expect(roundTrip('- a\n- b\n\n- c\nplain\n- d')).toBe('- a\n- b\n\n- c\nplain\n- d')
  })
})

describe('headings', () => {
  it('reads #, ## and ### with a space as headings 1 to 3', () => {
    expect(fromText('# A\n## B\n### C').content).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'A' }] },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'B' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'C' }] },
    ])
  })

  it('keeps "#" not followed by a space, and "####", as plain text', () => {
    expect(fromText('#hashtag').content).toEqual([para('#hashtag')])
    expect(fromText('#### Deep').content).toEqual([para('#### Deep')])
    expect(fromText('C# and F#').content).toEqual([para('C# and F#')])
    expect(roundTrip('#hashtag\n#### Deep\n#')).toBe('#hashtag\n#### Deep\n#')
  })

  it('escapes a paragraph that would read back as a heading or a bullet', () => {
    expect(toText({ type: 'doc', content: [para('# not a heading')] })).toBe('\\# not a heading')
    expect(toText({ type: 'doc', content: [para('- not a bullet')] })).toBe('\\- not a bullet')
    expect(toText({ type: 'doc', content: [para('  * not either')] })).toBe('  \\* not either')
    for (const text of ['# not a heading', '- not a bullet', '  * not either']) {
      expect(fromText(toText({ type: 'doc', content: [para(text)] })).content).toEqual([para(text)])
    }
  })

  it('writes a heading level outside 1–3 (from a paste) within range', () => {
    expect(
      toText({
        type: 'doc',
        content: [{ type: 'heading', attrs: { level: 5 }, content: [{ type: 'text', text: 'X' }] }],
      }),
    ).toBe('### X')
  })
})

describe('bullets', () => {
  it('nests by two spaces or a tab per level, never deeper than one level at a time', () => {
    expect(roundTrip('- a\n  - b\n    - c\n- d')).toBe('- a\n  - b\n    - c\n- d')
    expect(roundTrip('- a\n\t- b')).toBe('- a\n  - b')
    expect(roundTrip('- a\n        - b')).toBe('- a\n  - b')
    expect(roundTrip('  - indented start')).toBe('- indented start')
  })

  it('keeps "-" alone and "-word" as text', () => {
    expect(fromText('-\n-5% churn').content).toEqual([para('-'), para('-5% churn')])
  })

  it('writes each extra paragraph of a pasted list item as a bullet of its own', () => {
    const doc: EditorJson = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [para('one'), para('two')] }],
        },
      ],
    }
    expect(toText(doc)).toBe('- one\n- two')
  })
})

describe('inline marks', () => {
  it('reads bold, italic, both, and links', () => {
    expect(parseInline('a **b** *c* ***d*** [e](https://e.com)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'text', text: 'b', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'c', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'd', marks: [{ type: 'bold' }, { type: 'italic' }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'e', marks: [{ type: 'link', attrs: { href: 'https://e.com' } }] },
    ])
  })

  it('reads marks inside a link and a link inside bold', () => {
    expect(parseInline('[**Site**](https://a.com)')).toEqual([
      {
        type: 'text',
        text: 'Site',
        marks: [{ type: 'link', attrs: { href: 'https://a.com' } }, { type: 'bold' }],
      },
    ])
    expect(parseInline('**[Site](https://a.com)**')).toEqual([
      {
        type: 'text',
        text: 'Site',
        marks: [{ type: 'link', attrs: { href: 'https://a.com' } }, { type: 'bold' }],
      },
    ])
  })

  it('leaves lone and space-flanked stars as text', () => {
    for (const text of [
      'Rated 5* hotel',
      '2 * 3 = 6',
      '**not closed',
      'a ** b ** c',
      '* star',
      '***',
    ]) {
      expect(parseInline(text)).toEqual([{ type: 'text', text }])
      expect(roundTrip(`x ${text}`)).toBe(`x ${text}`)
    }
  })

  it('keeps "_" as text: snake_case and e-mail addresses are common in resumes', () => {
    expect(parseInline('first_last@example.com, my_var_name')).toEqual([
      { type: 'text', text: 'first_last@example.com, my_var_name' },
    ])
  })

  it('keeps backslashes that escape nothing (Windows paths)', () => {
    expect(roundTrip('C:\\Users\\ada')).toBe('C:\\Users\\ada')
  })

  it('escapes markup characters only when the text would otherwise read as markup', () => {
    const text = (value: string, marks?: EditorJson['marks']) => ({
      type: 'text',
      text: value,
      marks,
    })
    expect(writeInline([text('*starred*')])).toBe('\\*starred\\*')
    expect(writeInline([text('[x](https://a.com)')])).toBe('\\[x\\](https://a.com)')
    expect(writeInline([text('Rated 5* hotel')])).toBe('Rated 5* hotel')
    expect(writeInline([text('a*b', [{ type: 'bold' }])])).toBe('**a*b**')
    expect(writeInline([text('2 ** 3', [{ type: 'italic' }])])).toBe('*2 ** 3*')
  })

  it('moves whitespace out of a mark, since Markdown cannot close "**bold **"', () => {
    const bold = [{ type: 'bold' }]
    expect(
      writeInline([
        { type: 'text', text: 'Led ' },
        { type: 'text', text: ' 5 teams ', marks: bold },
        { type: 'text', text: 'well' },
      ]),
    ).toBe('Led  **5 teams** well')
  })

  it('percent-encodes parentheses and spaces in an href', () => {
    const link = [{ type: 'link', attrs: { href: 'https://en.wikipedia.org/wiki/Ada_(language)' } }]
    const written = writeInline([{ type: 'text', text: 'Ada', marks: link }])
    expect(written).toBe('[Ada](https://en.wikipedia.org/wiki/Ada_%28language%29)')
    expect(parseInline(written)[0]?.marks).toEqual([
      { type: 'link', attrs: { href: 'https://en.wikipedia.org/wiki/Ada_%28language%29' } },
    ])
  })

  it('ignores link attributes the editor adds (target, rel, class)', () => {
    const link = [
      {
        type: 'link',
        attrs: { href: 'https://a.com', target: '_blank', rel: 'noopener', class: null },
      },
    ]
    expect(writeInline([{ type: 'text', text: 'A', marks: link }])).toBe('[A](https://a.com)')
  })

  it('writes a hard break (from a paste) as a space, keeping one line', () => {
    expect(
      writeInline([
        { type: 'text', text: 'a' },
        { type: 'hardBreak' },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a b')
  })
})

describe('security: nothing in the text becomes markup that runs', () => {
  it('keeps HTML as text', () => {
    const doc = fromText(XSS_RESUME)
    const texts = JSON.stringify(doc)
    expect(texts).toContain('<img src=x onerror=\\"window.__jobfitXss=1\\">')
    expect(texts).toContain('<script>window.__jobfitXss=2</script>')
    expect(
      doc.content.every((block) => ['heading', 'paragraph', 'bulletList'].includes(block.type)),
    ).toBe(true)
  })

  it('refuses javascript: and data: links, which stay literal text', () => {
    const all = JSON.stringify(fromText(XSS_RESUME))
    expect(all).not.toContain('"type":"link"')
    expect(all).toContain('[Click me](javascript:window.__jobfitXss=3)')
  })

  it('drops an unsafe href the editor might hold, keeping its text', () => {
    const link = [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]
    expect(writeInline([{ type: 'text', text: 'x', marks: link }])).toBe('x')
  })
})

describe('textStats', () => {
  it('counts words and visible characters, markup excluded', () => {
    expect(textStats(fromText('# Ada Lovelace\n- **Led** 5 teams'))).toEqual({
      words: 5,
      characters: 23,
    })
    expect(textStats(fromText('Иван Петров — аналитик'))).toEqual({ words: 3, characters: 22 })
    expect(textStats(fromText(''))).toEqual({ words: 0, characters: 0 })
  })
})

// ---------------------------------------------------------------------------------------------
// Properties: the converter is lossless for every document it can produce, and stable on any text.

const tricky = fc.constantFrom(
  'a',
  'b',
  'Z',
  'é',
  'ж',
  '1',
  ' ',
  ' ',
  '*',
  '**',
  '#',
  '-',
  '_',
  '[',
  ']',
  '(',
  ')',
  '\\',
  '`',
  '<',
  '>',
  'https://x.com',
  'mailto:a@b.co',
  '](https://y.org)',
  '[t](https://z.io)',
  'javascript:',
  '\t',
)
const lineArb = fc.array(tricky, { maxLength: 14 }).map((parts) => parts.join(''))
const prefixArb = fc.constantFrom(
  '',
  '',
  '',
  '# ',
  '## ',
  '### ',
  '- ',
  '* ',
  '  - ',
  '    - ',
  '\\# ',
  '#### ',
)
const textArb = fc
  .array(fc.tuple(prefixArb, lineArb), { maxLength: 10 })
  .chain((lines) =>
    fc
      .constantFrom('\n', '\r\n')
      .map((eol) => lines.map(([prefix, line]) => prefix + line).join(eol)),
  )

const markArb = fc.constantFrom<EditorJson['marks']>(
  undefined,
  [{ type: 'bold' }],
  [{ type: 'italic' }],
  [{ type: 'bold' }, { type: 'italic' }],
  [{ type: 'link', attrs: { href: 'https://a.com/x' } }],
  [{ type: 'link', attrs: { href: 'mailto:a@b.co' } }, { type: 'bold' }],
  [{ type: 'link', attrs: { href: 'https://a.com/x' } }, { type: 'italic' }, { type: 'bold' }],
)
const inlineArb = fc.array(
  fc.record({
    type: fc.constant('text'),
    text: lineArb.filter((text) => text !== ''),
    marks: markArb,
  }),
  { maxLength: 6 },
)
const blockArb: fc.Arbitrary<EditorJson> = fc.oneof(
  inlineArb.map((content) => ({ type: 'paragraph', content })),
  fc
    .tuple(fc.constantFrom(1, 2, 3), inlineArb)
    .map(([level, content]) => ({ type: 'heading', attrs: { level }, content })),
  fc.array(inlineArb, { minLength: 1, maxLength: 4 }).map((items) => ({
    type: 'bulletList',
    content: items.map((content) => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content }],
    })),
  })),
)

/** What the editor's document must read back as: inline content canonical, line text trimmed. */
function canonicalDoc(doc: ResumeDoc): ResumeDoc {
  return fromText(toText(doc))
}

// Generous timeouts: the machine is shared and fast-check runs hundreds of cases per property.
describe('properties', { timeout: 60_000 }, () => {
  it('any text: reading and writing is stable after the first normalisation', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const once = roundTrip(text)
        expect(roundTrip(once)).toBe(once)
        expect(fromText(once)).toEqual(fromText(text))
      }),
      { numRuns: 500 },
    )
  })

  it('any editor document: its inline content survives writing and reading exactly', () => {
    fc.assert(
      fc.property(fc.array(inlineArb, { minLength: 1, maxLength: 3 }), (lines) => {
        for (const content of lines) {
          const { markdown, nodes } = inlineMarkdown(content)
          expect(parseInline(markdown)).toEqual(nodes)
          // The text is always the same; only marks Markdown cannot write may be given up.
          const text = (list: EditorJson[]) => list.map((node) => node.text).join('')
          expect(text(nodes)).toBe(text(content))
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('writes a paragraph of a star and a tab as the star it reads back as', () => {
    // Found by the property below: "*\t" was escaped as a bullet before its tab was trimmed.
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '*\t' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    }
    const text = toText(doc)
    expect(toText(fromText(text))).toBe(text)
  })

  it('any editor document: blocks and lines survive writing and reading', () => {
    fc.assert(
      fc.property(fc.array(blockArb, { minLength: 1, maxLength: 6 }), (content) => {
        const doc = { type: 'doc', content }
        const text = toText(doc)
        expect(toText(fromText(text))).toBe(text)
        expect(canonicalDoc(fromText(text))).toEqual(fromText(text))
        expect(text.split('\n').length).toBeGreaterThanOrEqual(1)
      }),
      { numRuns: 1000 },
    )
  })
})
