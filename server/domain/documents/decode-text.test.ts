import fc from 'fast-check'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { decodeText, looksBinary } from './decode-text.ts'

describe('decodeText', () => {
  it('reads UTF-8, with or without a BOM', () => {
    const bytes = new TextEncoder().encode('Señor Ingeniero — Иван')
    expect(decodeText(bytes)).toEqual({ text: 'Señor Ingeniero — Иван', encoding: 'utf-8' })
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))?.text).toBe(
      'Señor Ingeniero — Иван',
    )
  })

  it('reads UTF-16 by its BOM, or without one by its zero bytes', () => {
    const text = 'Senior engineer, ten years of TypeScript'
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...iconv.encode(text, 'utf16le')]))).toEqual({
      text,
      encoding: 'utf-16le',
    })
    expect(decodeText(new Uint8Array(iconv.encode(text, 'utf16le')))?.encoding).toBe('utf-16le')
    expect(decodeText(new Uint8Array(iconv.encode(text, 'utf16be')))?.encoding).toBe('utf-16be')
  })

  it('guesses Windows-1251 for Russian that is not UTF-8', () => {
    const text = 'Опыт работы: ведущий разработчик, руководил командой из пяти человек.'
    const decoded = decodeText(new Uint8Array(iconv.encode(text, 'windows-1251')))
    expect(decoded).toEqual({ text, encoding: 'windows-1251' })
  })

  it('refuses bytes full of NULs or control characters', () => {
    expect(decodeText(new Uint8Array([0x4a, 0, 0, 0, 0x01, 0x02, 0x41, 0, 0x7f, 0]))).toBeNull()
    expect(looksBinary('plain text\twith tabs\nand lines')).toBe(false)
    expect(looksBinary('bin\u0001\u0002\u0003ary')).toBe(true)
  })

  it('refuses random bytes behind a UTF-16 byte-order mark (half pairs, private use)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2048, maxLength: 4096 }), (bytes) => {
        expect(decodeText(new Uint8Array([0xff, 0xfe, ...bytes]))).toBeNull()
      }),
    )
    // A real surrogate pair (an emoji) is text.
    expect(looksBinary('Team lead 🚀 with ten years of TypeScript')).toBe(false)
    expect(looksBinary('half a pair \uD83D here')).toBe(true)
  })

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        const decoded = decodeText(bytes)
        expect(decoded === null || typeof decoded.text === 'string').toBe(true)
      }),
    )
  })
})
