import { describe, expect, it } from 'vitest'
import { requestIdOf } from './request-id.ts'

const generate = () => 'generated'

describe('requestIdOf', () => {
  it.each(['abc-123', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'lb.1_A', 'x'.repeat(64)])(
    'keeps the safe token %s',
    (id) => {
      expect(requestIdOf(id, generate)).toBe(id)
    },
  )

  it.each([
    ['a newline (a forged log line)', 'abc\n{"level":50,"msg":"forged"}'],
    ['a carriage return', 'abc\rdef'],
    ['an escape code', '\u001b[31mred'],
    ['spaces', 'abc def'],
    ['markup', '<script>alert(1)</script>'],
    ['65 characters', 'x'.repeat(65)],
    ['a megabyte', 'x'.repeat(1024 * 1024)],
    ['nothing', ''],
  ])('makes a new one for %s', (_name, id) => {
    expect(requestIdOf(id, generate)).toBe('generated')
  })

  it('makes a new one when there is none or several', () => {
    expect(requestIdOf(undefined, generate)).toBe('generated')
    expect(requestIdOf(['a', 'b'], generate)).toBe('generated')
  })

  it('makes UUIDs by default', () => {
    expect(requestIdOf('bad id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
  })
})
