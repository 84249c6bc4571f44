import { describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage } from '../language-of-request.ts'
import { CHECKOUT_LANGUAGES, CHECKOUT_TEXT } from './builtin-checkout-text.ts'
import type { CheckoutText } from './builtin-checkout-text.ts'

/** Every text of a language, flattened to key → string (functions called with a sample price). */
function flatten(text: CheckoutText): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out[path] = value
    else if (typeof value === 'function')
      out[path] = String((value as (p: string) => string)('$9.99'))
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value))
        walk(child, path === '' ? key : `${path}.${key}`)
    }
  }
  walk(text, '')
  return out
}

describe('checkout texts', () => {
  const english = flatten(CHECKOUT_TEXT.en)

  it.each(['ru', 'es'] as const)('are complete and translated in %s', (language) => {
    const texts = flatten(CHECKOUT_TEXT[language])
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
    // Brand-like words may stay the same (Premium, Pro, Plan in Spanish); sentences may not.
    const untranslated = Object.entries(texts).filter(
      ([key, value]) => value === english[key] && value.includes(' '),
    )
    expect(untranslated).toEqual([])
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('')
  })

  it('name the test cards in every language', () => {
    for (const language of CHECKOUT_LANGUAGES) {
      expect(CHECKOUT_TEXT[language].testModeNote).toContain('4242 4242 4242 4242')
      expect(CHECKOUT_TEXT[language].testModeNote).toContain('4000 0000 0000 0002')
    }
  })
})

describe('languageFromAcceptLanguage', () => {
  it('takes the best-weighted language the page speaks, else English', () => {
    expect(languageFromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru')
    expect(languageFromAcceptLanguage('de-DE,es;q=0.7,en;q=0.5')).toBe('es')
    expect(languageFromAcceptLanguage('en;q=0.2, es;q=0.8')).toBe('es')
    expect(languageFromAcceptLanguage('es;q=0, ru;q=0.1')).toBe('ru')
    expect(languageFromAcceptLanguage('de, fr')).toBe('en')
    expect(languageFromAcceptLanguage('')).toBe('en')
    expect(languageFromAcceptLanguage(undefined)).toBe('en')
  })
})
