import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBundleBackend, forgetLanguageBundles } from './bundle-backend.ts'
import { expectedLanguage, languagesToRead, prefetchLocales } from './prefetch-locales.ts'

afterEach(() => forgetLanguageBundles())

describe('expectedLanguage', () => {
  it('takes the stored choice first, by its language part', () => {
    expect(expectedLanguage('ru', ['es-ES'])).toBe('ru')
    expect(expectedLanguage('en-US', ['ru-RU'])).toBe('en')
  })

  it("else the browser's first supported language", () => {
    expect(expectedLanguage(null, ['de-DE', 'es-MX', 'ru'])).toBe('es')
  })

  it('else English', () => {
    expect(expectedLanguage('fr', ['de-DE', 'pt-BR'])).toBe('en')
    expect(expectedLanguage(null, [])).toBe('en')
  })
})

describe('languagesToRead', () => {
  it('reads English alone, and another language with English as its fallback', () => {
    expect(languagesToRead('en')).toEqual(['en'])
    expect(languagesToRead('es')).toEqual(['es', 'en'])
  })
})

/** A fetch answering the bundles given, 404 for anything else, recording each address. */
function fakeFetch(bundles: Record<string, unknown>) {
  return vi.fn(async (url: string) => {
    const body = bundles[url]
    if (body === undefined) return new Response('{}', { status: 404 })
    return new Response(JSON.stringify(body), { status: 200 })
  })
}

const storageWith = (language: string | null) => () =>
  ({ getItem: () => language }) as unknown as Storage

describe('prefetchLocales', () => {
  it('reads the chosen language and the fallback whole, one request each', () => {
    const fetchResource = fakeFetch({})
    prefetchLocales(fetchResource, storageWith('es'), ['en-US'])
    expect(fetchResource.mock.calls.map(([url]) => url)).toEqual([
      '/locales/es.json',
      '/locales/en.json',
    ])
  })

  it("leaves a read that failed on the network for i18next's backend to make again", async () => {
    const fetchResource = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify({ common: { ok: 'OK' } })))
    prefetchLocales(fetchResource, storageWith('en'), [])
    // The failure, then the task after it, in which the failed read is forgotten.
    await new Promise((settle) => setTimeout(settle, 0))
    await new Promise((settle) => setTimeout(settle, 0))
    const backend = createBundleBackend(fetchResource)
    const common = await new Promise((resolve) => {
      backend.read('en', 'common', (error, data) => resolve([error, data]))
    })
    expect(common).toEqual([null, { ok: 'OK' }])
    expect(fetchResource).toHaveBeenCalledTimes(2)
  })

  it('does not let a failed read escape as an unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    prefetchLocales(failing, storageWith('en'), [])
    await new Promise((settle) => setTimeout(settle, 0))
    expect(failing).toHaveBeenCalledTimes(1)
  })

  it('reads with storage turned off, from the browser languages', () => {
    const fetchResource = fakeFetch({})
    prefetchLocales(fetchResource, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }, ['ru-RU'])
    expect(fetchResource.mock.calls[0]?.[0]).toBe('/locales/ru.json')
  })
})
