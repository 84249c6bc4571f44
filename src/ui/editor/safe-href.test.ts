import { describe, expect, it } from 'vitest'
import { normalizeHref } from './safe-href.ts'

describe('normalizeHref', () => {
  it('keeps http(s) and mailto URLs', () => {
    expect(normalizeHref('  https://example.com/a  ')).toBe('https://example.com/a')
    expect(normalizeHref('mailto:ada@example.com')).toBe('mailto:ada@example.com')
  })

  it('completes a bare host with https and a bare email with mailto', () => {
    expect(normalizeHref('linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada')
    expect(normalizeHref('ada@example.com')).toBe('mailto:ada@example.com')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'localhost:3000',
    'hello',
    '',
    'a b.com',
  ])('refuses %j', (input) => {
    expect(normalizeHref(input)).toBeNull()
  })
})
