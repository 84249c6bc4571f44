import { describe, expect, it } from 'vitest'
import { randomTexts } from '../../../test/random-texts.ts'
import { codePointSize, TOKEN_RE, tokenEndAt } from './token-scan.ts'

/** Every match of the hand-compiled scanner, found the way tokenize looks for them. */
function scan(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = []
  let at = 0
  while (at < text.length) {
    const end = tokenEndAt(text, at)
    if (end < 0) at += codePointSize(text, at)
    else {
      out.push([at, end])
      at = end
    }
  }
  return out
}

const byRegex = (text: string): Array<[number, number]> =>
  [...text.matchAll(TOKEN_RE)].map((m) => [m.index, m.index + m[0].length])

const PIECES = [
  ..."aZ09 .-\n\t!?;•/&+#’'_,:()\u00a0\u3000абвé²½Ⅻ\u0301\u0663ǅ",
  '😀',
  '𝒜',
  '𝟘',
  '\ud835',
  '\udc9c',
  'C++',
  'C#',
  '.NET',
  'CI/CD',
  'Node.js',
  "don't",
  '5+',
]

describe('tokenEndAt', () => {
  it('finds what TOKEN_RE finds, in the same places', () => {
    for (const text of randomTexts(PIECES, 5000, 24))
      expect(scan(text), JSON.stringify(text)).toEqual(byRegex(text))
  })

  it('reads every character as the regex does', () => {
    for (let code = 0; code < 0x1_0000; code += 1) {
      const c = String.fromCharCode(code)
      const text = `x${c}y-${c} .${c}'z${c}`
      if (JSON.stringify(scan(text)) !== JSON.stringify(byRegex(text)))
        expect(scan(text), `U+${code.toString(16)}`).toEqual(byRegex(text))
    }
  })
})
