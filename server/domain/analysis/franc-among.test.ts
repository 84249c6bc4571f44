import { franc } from 'franc-min'
import { describe, expect, it } from 'vitest'
import { randomTexts } from '../../test/random-texts.ts'
import { francAmongOurs } from './franc-among.ts'

const OPTIONS = { only: ['eng', 'spa', 'rus'], minLength: 12 }

const PIECES = [
  'the ',
  'and ',
  'de la ',
  'que ',
  'y ',
  'опыт ',
  'и ',
  'ñ',
  'é',
  ' ',
  '\n',
  '123 ',
  '!!',
  '—',
  'αβγ ',
  '中文',
  'عربي',
  'हिन्दी',
  '😀',
  'İ',
  'ß',
  'Ⅻ',
  'ＡＢ',
  '.',
  'x',
  'Ж',
  '\u0301',
  '\ud801',
]

describe('francAmongOurs', () => {
  it('answers as franc does on prose in our languages', () => {
    for (const text of [
      'We are looking for a senior engineer with strong experience in TypeScript.',
      'Buscamos un ingeniero con experiencia en desarrollo de software y trabajo en equipo.',
      'Ищем инженера с опытом разработки на TypeScript и React.',
      'Python, AWS, Docker, SQL, CI/CD, Kubernetes',
      '2019 - 2023 | +1 555 0100 | jane@example.com',
    ])
      expect(francAmongOurs(text)).toBe(franc(text, OPTIONS))
  })

  it('answers as franc does on mixed scripts, symbols and every length', () => {
    for (const text of randomTexts(PIECES, 4000, 50))
      expect(francAmongOurs(text), JSON.stringify(text)).toBe(franc(text, OPTIONS))
  })
})
