import { describe, expect, it } from 'vitest'
import { normalizeToken, splitLines, tokenize } from './tokenize.ts'

const texts = (s: string): string[] => tokenize(s).map((t) => t.text)

describe('tokenize', () => {
  it('keeps technology names with inner symbols whole', () => {
    expect(texts('Node.js, C++, C#, .NET, CI/CD, TCP/IP, ASP.NET, Vue.js and A/B testing')).toEqual(
      [
        'Node.js',
        'C++',
        'C#',
        '.NET',
        'CI/CD',
        'TCP/IP',
        'ASP.NET',
        'Vue.js',
        'and',
        'A/B',
        'testing',
      ],
    )
  })

  it('drops a trailing full stop but not an inner one', () => {
    expect(texts('We use Python. Also Node.js.')).toEqual([
      'We',
      'use',
      'Python',
      'Also',
      'Node.js',
    ])
  })

  it('splits long slash compounds and keeps short ones', () => {
    expect(texts('Python/Django UI/UX R&D')).toEqual(['Python', 'Django', 'UI/UX', 'R&D'])
  })

  it('drops the plus of "5+ years" but keeps certification pluses', () => {
    expect(texts('5+ years, Security+ and A+')).toEqual(['5', 'years', 'Security+', 'and', 'A+'])
  })

  it('gives offsets into the original text', () => {
    const text = 'Strong C++ and Kubernetes.'
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text)
  })

  it('counts lines and starts a new sentence at bullets and full stops', () => {
    const tokens = tokenize('Requirements:\n- Python. Docker\n• Go')
    const byText = Object.fromEntries(tokens.map((t) => [t.text, t]))
    expect(byText.Python?.line).toBe(1)
    expect(byText.Go?.line).toBe(2)
    expect(byText.Python?.sentence).not.toBe(byText.Docker?.sentence)
    expect(byText.Docker?.sentence).not.toBe(byText.Go?.sentence)
  })

  it('handles Cyrillic and accented words', () => {
    expect(texts('Опыт работы с PostgreSQL; gestión de proyectos')).toEqual([
      'Опыт',
      'работы',
      'с',
      'PostgreSQL',
      'gestión',
      'de',
      'proyectos',
    ])
  })

  it('normalizes case, hyphens and possessives', () => {
    expect(normalizeToken('Front-end')).toBe('frontend')
    expect(normalizeToken("Bachelor's")).toBe('bachelor')
  })

  it('splits lines the same way tokens count them', () => {
    expect(splitLines('a\nb\n\nc')).toEqual(['a', 'b', '', 'c'])
  })
})
