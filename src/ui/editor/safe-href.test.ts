import { describe, expect, it } from 'vitest'
import { isSafeHref, normalizeHref } from './safe-href.ts'

describe('isSafeHref', () => {
  it('accepts absolute http, https and mailto URLs', () => {
    expect(isSafeHref('https://linkedin.com/in/ada')).toBe(true)
    expect(isSafeHref('http://example.com')).toBe(true)
    expect(isSafeHref('HTTPS://EXAMPLE.COM/x')).toBe(true)
    expect(isSafeHref('mailto:ada@example.com')).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com',
    '/relative/path',
    'example.com',
    'https://',
    'mailto:',
    '',
    'https://exa mple.com',
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })
})

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
