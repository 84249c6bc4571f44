import { describe, expect, it } from 'vitest'
import { isSafeHref } from './safe-href.ts'

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
