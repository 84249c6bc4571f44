import { describe, expect, it } from 'vitest'
import { cuePhrases, toolLikeCategory } from './candidates.ts'
import { tokenize } from './tokenize.ts'

const phrases = (text: string): string[] => {
  const tokens = tokenize(text)
  return cuePhrases(text, tokens, () => true).map((c) =>
    tokens
      .slice(c.start, c.end)
      .map((t) => t.text)
      .join(' '),
  )
}

describe('toolLikeCategory', () => {
  const cat = (word: string, shouting = false) => {
    const [token] = tokenize(word)
    return token ? toolLikeCategory(token, shouting) : null
  }
  it('takes product-shaped names', () => {
    expect(cat('FastAPI')).toBe('tools')
    expect(cat('WhyLogs')).toBe('tools')
    expect(cat('EC2')).toBe('tools')
    expect(cat('Remix.js')).toBe('tools')
    expect(cat('IFRS')).toBe('technical')
  })
  it('leaves words, ordinals, shouting and common acronyms alone', () => {
    expect(cat('python')).toBeNull()
    expect(cat('7mo')).toBeNull()
    expect(cat('SALES')).toBeNull()
    expect(cat('CEO')).toBeNull()
    expect(cat('GDPR', true)).toBeNull()
  })
})

describe('cuePhrases', () => {
  it('names the skill after a cue, without qualifiers or generic heads', () => {
    expect(phrases('Previous experience in accounting is essential')).toContain('accounting')
    expect(phrases('experience of an audit role')).toContain('audit')
    expect(phrases('Strong knowledge of payroll systems')).toContain('payroll systems')
  })
  it('names the skill in front of "skills" or "experience"', () => {
    expect(phrases('Excellent negotiation skills')).toContain('negotiation')
  })
  it('takes the action after "ability to" and a duty verb opening a bullet', () => {
    expect(phrases('Ability to develop qualified leads for the sales force')).toContain(
      'develop qualified leads',
    )
    expect(phrases('Build strong relationships with parents')).toContain(
      'Build strong relationships',
    )
  })
  it('skips adverbs and infinitives in front of "experience"', () => {
    expect(phrases('looking to quickly gain experience')).toEqual([])
  })
})
