import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { forgetLanguageBundles } from './bundle-backend.ts'
import { createBundledI18n, createHttpI18n } from './create-i18n.ts'
import { bundledResources } from './resources.ts'
import { LANGUAGE_STORAGE_KEY } from './settings.ts'

const requests: string[] = []
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  requests.length = 0
  localStorage.clear()
  forgetLanguageBundles()
})

/** Serves each language's bundle; each fails `failuresBeforeSuccess` times before it is served. */
function serveLocales(failuresBeforeSuccess = 0) {
  const failures = new Map<string, number>()
  server.use(
    http.get('*/locales/:file', ({ params, request }) => {
      const path = new URL(request.url).pathname
      requests.push(path)
      const failed = failures.get(path) ?? 0
      if (failed < failuresBeforeSuccess) {
        failures.set(path, failed + 1)
        return new HttpResponse('unavailable', { status: 503 })
      }
      const bundle = bundledResources[String(params.file).replace(/\.json$/, '')]
      return bundle ? HttpResponse.json(bundle) : new HttpResponse(null, { status: 404 })
    }),
  )
}

describe('createHttpI18n', () => {
  it('loads translations over HTTP with the loading settings of spec §9', async () => {
    serveLocales()
    const i18n = await createHttpI18n()
    expect(i18n.options.maxParallelReads).toBe(10)
    expect(i18n.options.maxRetries).toBe(5)
    expect(i18n.options.retryTimeout).toBe(350)
    // Every namespace from one request.
    expect(requests).toEqual(['/locales/en.json'])
    expect(i18n.t('password.show')).toBe('Show password')
    expect(i18n.t('page.title', { ns: 'pro' })).toBe('Pro Dashboard')
  })

  it('retries a failed read and then succeeds', async () => {
    serveLocales(2)
    const i18n = await createHttpI18n()
    expect(requests).toEqual(['/locales/en.json', '/locales/en.json', '/locales/en.json'])
    expect(i18n.t('password.show')).toBe('Show password')
  })

  it('keeps the chosen language in localStorage and reads it back', async () => {
    serveLocales()
    const first = await createHttpI18n()
    await first.changeLanguage('ru')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru')
    expect(requests).toEqual(['/locales/en.json', '/locales/ru.json'])
    const second = await createHttpI18n()
    expect(second.language).toBe('ru')
    expect(second.t('password.show')).toBe('Показать пароль')
  })

  it('falls back to English for an unsupported language', async () => {
    serveLocales()
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de')
    const i18n = await createHttpI18n()
    expect(i18n.resolvedLanguage).toBe('en')
  })
})

describe('createBundledI18n', () => {
  it('renders every language synchronously', () => {
    expect(createBundledI18n('es').t('password.show')).toBe('Mostrar contraseña')
    expect(createBundledI18n('ru').t('counter.characters', { count: 5 })).toBe('5 символов')
  })
})
