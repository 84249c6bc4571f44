import { describe, expect, it } from 'vitest'
import { parseInline, plainText, toHref, unescapeMarkdown } from './inline-markdown.ts'

describe('parseInline', () => {
  it('reads bold, italic and links and drops only their markers', () => {
    const spans = parseInline('Led **8 engineers** in *Go*; see [my site](https://jane.dev).')
    expect(spans).toEqual([
      { text: 'Led ' },
      { text: '8 engineers', bold: true },
      { text: ' in ' },
      { text: 'Go', italic: true },
      { text: '; see ' },
      { text: 'my site', link: 'https://jane.dev' },
      { text: '.' },
    ])
  })

  it('links bare emails and addresses without their full stop', () => {
    const spans = parseInline('jane@example.com | linkedin.com/in/jane.')
    expect(spans).toEqual([
      { text: 'jane@example.com', link: 'mailto:jane@example.com' },
      { text: ' | ' },
      { text: 'linkedin.com/in/jane', link: 'https://linkedin.com/in/jane' },
      { text: '.' },
    ])
  })

  it.each([
    'javascript:alert%28document.cookie%29',
    'JaVaScRiPt:void0',
    'file:///C:/Users/jane/secrets.txt',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'ftp://files.example.com/cv',
    '/relative/path',
  ])('keeps the text of a [link](%s) but never links it', (href) => {
    const spans = parseInline(`See [my site](${href}) now`)
    expect(spans).toEqual([{ text: 'See my site now' }])
  })

  it('never links a javascript: target with parentheses in it either', () => {
    // The Markdown target ends at the first ")", so the rest stays as text; nothing links.
    const spans = parseInline('[x](javascript:alert(1)) and [y](javascript:fetch(url))')
    expect(spans.some((span) => span.link !== undefined)).toBe(false)
  })

  it('still links http, https and mailto targets written as Markdown', () => {
    expect(
      parseInline('[a](http://a.example) [b](https://b.example) [c](mailto:c@example.com)')
        .filter((span) => span.link !== undefined)
        .map((span) => span.link),
    ).toEqual(['http://a.example', 'https://b.example', 'mailto:c@example.com'])
  })

  it('keeps stray markers and arithmetic as typed', () => {
    expect(plainText(parseInline('2 * 3 = 6, a*b and 5 ** 2'))).toBe('2 * 3 = 6, a*b and 5 ** 2')
    expect(plainText(parseInline('**unclosed bold'))).toBe('**unclosed bold')
  })

  it('nests a link inside bold', () => {
    expect(parseInline('**[Acme](https://acme.com)**')).toEqual([
      { text: 'Acme', link: 'https://acme.com', bold: true },
    ])
  })

  it('reads Cyrillic and accented text', () => {
    expect(parseInline('**Иван** и *Núñez*')).toEqual([
      { text: 'Иван', bold: true },
      { text: ' и ' },
      { text: 'Núñez', italic: true },
    ])
  })

  it('unescapes the editor’s Markdown escapes', () => {
    expect(unescapeMarkdown(String.raw`C\# and 1\. item \*not italic\*`)).toBe(
      'C# and 1. item *not italic*',
    )
  })

  it('makes hrefs from addresses', () => {
    expect(toHref('github.com/jane')).toBe('https://github.com/jane')
    expect(toHref('http://x.org')).toBe('http://x.org')
    expect(toHref('a@b.co')).toBe('mailto:a@b.co')
  })
})
