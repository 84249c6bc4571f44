import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanText,
  collapseSpaces,
  countLetters,
  countWords,
  limitBlankLines,
  normalizeBullets,
  normalizeCompatibilityForms,
  repairLetterSpacing,
  stripControlCharacters,
  trimLines,
} from './clean-text.ts'

describe('stripControlCharacters', () => {
  it('keeps newlines and tabs and drops other controls', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\td\r\ne\rf\u00ADg\uFEFF')).toBe('abc\td\ne\nfg')
  })
})

describe('normalizeCompatibilityForms', () => {
  it('expands ligatures and full-width letters, and plain-spaces odd spaces', () => {
    expect(normalizeCompatibilityForms('ﬁnance ﬂow eﬃcient ba\uFB04e ﬀ')).toBe(
      'finance flow efficient baffle ff',
    )
    expect(normalizeCompatibilityForms('ＴｙｐｅＳｃｒｉｐｔ\u00A0dev')).toBe('TypeScript dev')
  })

  it('leaves symbols a person typed on purpose', () => {
    expect(normalizeCompatibilityForms('Acme™ 50 m² ½')).toBe('Acme™ 50 m² ½')
  })
})

describe('normalizeBullets', () => {
  it('turns bullet glyphs at line start into "- "', () => {
    const input = [
      '• Led',
      '  ▪ Built',
      '●Shipped',
      '◦ Tested',
      '– Ran',
      '* Wrote',
      '\uF0B7 Won',
    ].join('\n')
    expect(normalizeBullets(input)).toBe(
      ['- Led', '- Built', '- Shipped', '- Tested', '- Ran', '- Wrote', '- Won'].join('\n'),
    )
  })

  it('leaves glyphs inside a line, and star or dash without a space, alone', () => {
    expect(normalizeBullets('Go • Rust\n*args\n-v flag')).toBe('Go • Rust\n*args\n-v flag')
  })

  it('joins a bullet alone on its line to the next line', () => {
    expect(normalizeBullets('•\nLed a team')).toBe('- Led a team')
  })
})

describe('repairLetterSpacing', () => {
  it('joins letter-spaced headings', () => {
    expect(repairLetterSpacing('C O N T A C T')).toBe('CONTACT')
    expect(repairLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE')
    expect(repairLetterSpacing('W O R K   E X P E R I E N C E')).toBe('WORK   EXPERIENCE')
    expect(repairLetterSpacing('О П Ы Т')).toBe('ОПЫТ')
    expect(repairLetterSpacing('S O B R E  M Í')).toBe('SOBRE  MÍ')
    expect(repairLetterSpacing('A B')).toBe('A B')
    expect(repairLetterSpacing('- S K I L L S')).toBe('- SKILLS')
  })

  it('leaves single-letter words in normal sentences', () => {
    const sentences = [
      'I am a developer and I like it',
      'Rated a B in a test',
      'Plan A or plan B',
      'Vitamin a b c here',
    ]
    for (const sentence of sentences) expect(repairLetterSpacing(sentence)).toBe(sentence)
  })
})

describe('spaces and blank lines', () => {
  it('collapses runs of spaces and trims line ends', () => {
    expect(collapseSpaces('a    b  c')).toBe('a b c')
    expect(trimLines('a  \nb\t\n')).toBe('a\nb\n')
  })

  it('keeps at most two blank lines, none at the ends', () => {
    expect(limitBlankLines('\n\na\n\n\n\n\n\nb\n\n')).toBe('a\n\n\nb')
  })
})

describe('cleanText', () => {
  it('runs every step', () => {
    expect(cleanText('\uFEFFC O N T A C T  \r\n\r\n\r\n\r\n\r\n• ﬁxed   bugs\u0000\n')).toBe(
      'CONTACT\n\n\n- fixed bugs',
    )
  })

  it('always leaves trimmed lines, no controls and at most two blank lines in a row', () => {
    const pieces = fc.constantFrom(
      ' ',
      '  ',
      '\n',
      '\r\n',
      '\t',
      '•',
      '- ',
      'ﬁ',
      'A',
      'b',
      'C O',
      '\u0000',
      'é',
    )
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join('')),
        (raw) => {
          const text = cleanText(raw)
          expect(text).not.toMatch(/[ \t]+$/m)
          expect(text).not.toMatch(/\n{4}/)
          // eslint-disable-next-line no-control-regex -- asserting control characters are gone
          expect(text).not.toMatch(/[\u0000-\u0008\r]/)
          expect(text).not.toMatch(/ {2}/)
        },
      ),
    )
  })

  it('is idempotent', () => {
    const once = cleanText('E X P E R I E N C E\n\n\n\n\n▪  Led ﬁve   engineers  \n')
    expect(cleanText(once)).toBe(once)
  })
})

describe('counts', () => {
  it('counts words with letters or digits, not bullets', () => {
    expect(countWords('- Led 5 engineers\n- C++ and Node.js')).toBe(6)
    expect(countWords('')).toBe(0)
  })

  it('counts letters in any script', () => {
    expect(countLetters('ab 12 вг ñ!')).toBe(5)
  })
})
