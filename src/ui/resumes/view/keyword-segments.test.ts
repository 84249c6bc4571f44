import { describe, expect, it } from 'vitest'
import { keywordSegments } from './keyword-segments.ts'

const marked = (text: string, keywords: string[]) =>
  keywordSegments(text, keywords)
    .map((segment) => (segment.keyword ? `[${segment.text}]` : segment.text))
    .join('')

describe('keywordSegments', () => {
  it('marks each keyword where it stands, whatever its case', () => {
    expect(marked('Built CI pipelines with docker and Kubernetes.', ['Docker', 'kubernetes'])).toBe(
      'Built CI pipelines with [docker] and [Kubernetes].',
    )
  })

  it('keeps every character of the text, in order', () => {
    const text = 'Led GraphQL API work; GraphQL schema design.'
    const segments = keywordSegments(text, ['GraphQL'])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
    expect(segments.filter((segment) => segment.keyword)).toHaveLength(2)
  })

  it('matches whole words only, and prefers the longer keyword', () => {
    expect(marked('JavaScript and Java', ['Java'])).toBe('JavaScript and [Java]')
    expect(marked('React Native apps in React', ['React', 'React Native'])).toBe(
      '[React Native] apps in [React]',
    )
    expect(marked('Уверенный Docker, опыт с CI/CD', ['ci/cd'])).toBe(
      'Уверенный Docker, опыт с [CI/CD]',
    )
  })

  it('treats keywords as text, not patterns, and ignores blanks', () => {
    expect(marked('C++ and C# (.NET)', ['C++', '.NET', ' '])).toBe('[C++] and C# ([.NET])')
    expect(keywordSegments('Plain text', [])).toEqual([{ text: 'Plain text', keyword: false }])
    expect(keywordSegments('', ['x'])).toEqual([])
  })
})
