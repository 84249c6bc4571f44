import { afterEach, describe, expect, it } from 'vitest'
import { expectedLanguage } from '../../i18n/prefetch-locales.ts'
import { SUPPORTED_LANGUAGES } from '../../i18n/settings.ts'
import { prerenderGate, type GateSettings } from './prerender-gate.ts'

const settings: GateSettings = {
  languages: SUPPORTED_LANGUAGES,
  fallback: 'en',
  languageKey: 'i18nextLng',
  sessionKeyPrefix: 'firebase:authUser:',
  shownLanguage: 'en',
}

function storageWith(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries)
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  } as Storage
}

/** Whether the gate hides the English visitor's page in this browser. */
function hides(storage: Storage | null, browserLanguages: string[]): boolean {
  const root = document.createElement('html')
  prerenderGate(settings, root, storage, browserLanguages)
  return root.getAttribute('data-prerender') === 'hidden'
}

afterEach(() => document.documentElement.removeAttribute('data-prerender'))

describe('prerenderGate', () => {
  it('keeps the page for an English visitor', () => {
    expect(hides(storageWith({}), ['en-US', 'en'])).toBe(false)
    expect(hides(storageWith({ i18nextLng: 'en-GB' }), ['ru-RU'])).toBe(false)
    expect(hides(null, ['de-DE'])).toBe(false)
  })

  it('hides it when the app will show another language', () => {
    expect(hides(storageWith({ i18nextLng: 'es' }), ['en-US'])).toBe(true)
    expect(hides(storageWith({}), ['ru-RU', 'en'])).toBe(true)
  })

  it('hides it when the browser holds a session (the app draws the signed-in home)', () => {
    expect(hides(storageWith({ 'firebase:authUser:key:[DEFAULT]': '{}' }), ['en-US'])).toBe(true)
  })

  it('chooses the language as the app does', () => {
    const cases: Array<[string | null, string[]]> = [
      [null, []],
      [null, ['de-DE', 'es-MX', 'ru']],
      ['ru', ['es-ES']],
      ['fr', ['pt-BR', 'en-AU']],
      ['EN-us', []],
      [null, ['RU']],
    ]
    for (const [stored, browser] of cases) {
      const storage = storageWith(stored === null ? {} : { i18nextLng: stored })
      const appShowsEnglish = expectedLanguage(stored, browser) === 'en'
      expect(hides(storage, browser), `${stored} ${browser.join(',')}`).toBe(!appShowsEnglish)
    }
  })

  it('treats storage that cannot be read as empty', () => {
    const broken = {
      get length(): number {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as Storage
    expect(hides(broken, ['en-US'])).toBe(false)
    expect(hides(broken, ['es-ES'])).toBe(true)
  })
})
