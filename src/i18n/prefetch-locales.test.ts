import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearPrefetched,
  expectedLanguage,
  languagesToRead,
  namespaceOf,
  prefetchLocales,
  takePrefetched,
} from './prefetch-locales.ts'

afterEach(() => clearPrefetched())

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

describe('namespaceOf', () => {
  it("reads a namespace file's language and namespace", () => {
    expect(namespaceOf('/locales/ru/cover-letter.json')).toEqual(['ru', 'cover-letter'])
  })

  it('is null for other addresses', () => {
    expect(namespaceOf('/locales/ru.json')).toBeNull()
    expect(namespaceOf('/api/resumes')).toBeNull()
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

describe('prefetchLocales and takePrefetched', () => {
  it('reads the chosen language and the fallback whole, one request each', () => {
    const fetchResource = fakeFetch({})
    prefetchLocales(fetchResource, storageWith('es'), ['en-US'])
    expect(fetchResource.mock.calls.map(([url]) => url)).toEqual([
      '/locales/es.json',
      '/locales/en.json',
    ])
  })

  it('hands each namespace out of the bundle, once', async () => {
    const fetchResource = fakeFetch({ '/locales/en.json': { common: { ok: 'OK' }, shell: {} } })
    prefetchLocales(fetchResource, storageWith(null), ['en-GB'])
    const answer = await takePrefetched('/locales/en/common.json', fetchResource)
    expect(answer?.status).toBe(200)
    expect(await answer?.json()).toEqual({ ok: 'OK' })
    // A retry reads the file itself.
    expect(takePrefetched('/locales/en/common.json', fetchResource)).toBeUndefined()
    expect(fetchResource).toHaveBeenCalledTimes(1)
  })

  it('leaves a language that was not read ahead to the backend', () => {
    prefetchLocales(fakeFetch({}), storageWith('en'), [])
    expect(takePrefetched('/locales/ru/common.json')).toBeUndefined()
  })

  it('reads the file itself when the bundle failed or lacks the namespace', async () => {
    const fetchResource = fakeFetch({
      '/locales/en.json': { common: {} },
      '/locales/en/pro.json': { title: 'Pro' },
      '/locales/ru/pro.json': { title: 'Про' },
    })
    prefetchLocales(fetchResource, storageWith('ru'), [])
    // No /locales/ru.json: that read fails (404), the namespace file is read instead.
    expect(await (await takePrefetched('/locales/ru/pro.json', fetchResource))?.json()).toEqual({
      title: 'Про',
    })
    expect(await (await takePrefetched('/locales/en/pro.json', fetchResource))?.json()).toEqual({
      title: 'Pro',
    })
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
