// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { englishMarkers, findEnglishLeaks, looksEnglish } from './english-leaks.mjs'
import { loadCatalog } from './locale-catalog.mjs'

const english = new Map([
  ['shell:nav.pricing', 'Pricing'],
  ['dashboard:header.welcome', 'Welcome back, {{name}}!'],
  ['profile:billing.item.none', '{{plan}} plan'],
  ['common:app.name', 'JobFit'],
  ['shell:footer.gdpr', 'GDPR'],
  ['common:plan.free', 'Free'],
])
const spanish = new Map([
  ['shell:nav.pricing', 'Precios'],
  ['dashboard:header.welcome', '¡Hola de nuevo, {{name}}!'],
  ['profile:billing.item.none', 'Plan {{plan}}'],
  ['common:app.name', 'JobFit'],
  ['shell:footer.gdpr', 'GDPR'],
  ['common:plan.free', 'Gratis'],
  ['profile:subscription.heading', 'Tu plan'],
])

const texts = (...values) => values.map((text) => ({ text, where: '<p>' }))

describe('the English leak check', () => {
  const markers = englishMarkers(english, spanish)

  it('finds an untranslated string and names its key', () => {
    expect(findEnglishLeaks(texts('Precios', 'Pricing'), markers)).toEqual([
      { text: 'Pricing', where: '<p>', key: 'shell:nav.pricing' },
    ])
  })

  it('finds an English template filled in, whatever the placeholder holds', () => {
    const leaks = findEnglishLeaks(texts('Welcome back, Lucía!'), markers)
    expect(leaks.map(({ key }) => key)).toEqual(['dashboard:header.welcome'])
  })

  it('passes the translated page, brand names and strings both languages share', () => {
    expect(
      findEnglishLeaks(texts('¡Hola de nuevo, Lucía!', 'JobFit', 'GDPR', 'Gratis'), markers),
    ).toEqual([])
  })

  it('ignores an English template made only of words the target language uses too', () => {
    expect(findEnglishLeaks(texts('Tu plan', 'Mejorar plan'), markers)).toEqual([])
  })

  it('compares whole texts after folding white space', () => {
    expect(findEnglishLeaks(texts('  Pricing\n'), markers)).toHaveLength(1)
    expect(findEnglishLeaks(texts('Pricing table for teams'), markers)).toEqual([])
  })

  it('finds English prose that no catalogue holds', () => {
    expect(looksEnglish('Your card was declined by the bank.')).toBe(true)
    expect(looksEnglish('Tu tarjeta fue rechazada por el banco.')).toBe(false)
    expect(looksEnglish('Ваша карта отклонена банком.')).toBe(false)
    expect(looksEnglish('React, TypeScript, Node.js, PostgreSQL')).toBe(false)
    expect(findEnglishLeaks(texts('Something is wrong with your file'), markers)).toEqual([
      { text: 'Something is wrong with your file', where: '<p>', key: 'prose' },
    ])
  })

  it('finds every English value of the real catalogues on an English page, for ru and es', () => {
    const en = loadCatalog('en')
    for (const language of ['ru', 'es']) {
      const target = loadCatalog(language)
      const real = englishMarkers(en, target)
      expect(real.exact.size + real.patterns.length).toBeGreaterThan(300)
      // The translated strings themselves never count as leaks.
      const translated = [...target.values()].filter((value) => !value.includes('{{'))
      expect(findEnglishLeaks(texts(...translated), real)).toEqual([])
    }
  })
})
