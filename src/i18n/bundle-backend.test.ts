import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBundleBackend, forgetLanguageBundles } from './bundle-backend.ts'
import { prefetchLocales } from './prefetch-locales.ts'

afterEach(() => forgetLanguageBundles())

type Answer = (url: string) => Response | Promise<Response>

/** A fetch answering each address through `answer`, recording the addresses. */
function fakeFetch(answer: Answer) {
  return vi.fn(async (url: string) => answer(url))
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** What the backend calls back with for a namespace: [error, data or retry flag]. */
function read(backend: ReturnType<typeof createBundleBackend>, language: string, ns: string) {
  return new Promise<[unknown, unknown]>((resolve) => {
    backend.read(language, ns, (error, data) => resolve([error, data]))
  })
}

/** Past the task in which a failed read is still shared. */
const nextTask = () => new Promise((settle) => setTimeout(settle, 0))

describe('createBundleBackend', () => {
  it('declares the callback form of read', () => {
    expect(createBundleBackend()).toMatchObject({ type: 'backend', callbackApi: true })
  })

  it("reads a language's bundle once for all its namespaces", async () => {
    const fetchResource = fakeFetch((url) =>
      url === '/locales/ru.json'
        ? json({ common: { ok: 'ОК' }, shell: { menu: 'Меню' } })
        : json({}, 404),
    )
    const backend = createBundleBackend(fetchResource)
    const [common, shell] = await Promise.all([
      read(backend, 'ru', 'common'),
      read(backend, 'ru', 'shell'),
    ])
    expect(common).toEqual([null, { ok: 'ОК' }])
    expect(shell).toEqual([null, { menu: 'Меню' }])
    // A namespace asked for later is taken from the same answer.
    expect(await read(backend, 'ru', 'common')).toEqual([null, { ok: 'ОК' }])
    expect(fetchResource.mock.calls.map(([url]) => url)).toEqual(['/locales/ru.json'])
  })

  it('reads each language on its own', async () => {
    const fetchResource = fakeFetch((url) => json({ common: { url } }))
    const backend = createBundleBackend(fetchResource)
    expect(await read(backend, 'es', 'common')).toEqual([null, { url: '/locales/es.json' }])
    expect(await read(backend, 'en', 'common')).toEqual([null, { url: '/locales/en.json' }])
    expect(fetchResource).toHaveBeenCalledTimes(2)
  })

  it('takes the bundle prefetchLocales read, without asking again', async () => {
    const fetchResource = fakeFetch(() => json({ common: { ok: 'OK' } }))
    prefetchLocales(fetchResource, () => undefined, ['en-GB'])
    const backendFetch = fakeFetch(() => json({}, 500))
    expect(await read(createBundleBackend(backendFetch), 'en', 'common')).toEqual([
      null,
      { ok: 'OK' },
    ])
    expect(fetchResource).toHaveBeenCalledTimes(1)
    expect(backendFetch).not.toHaveBeenCalled()
  })

  it('answers a namespace the bundle lacks with an error not worth retrying', async () => {
    const fetchResource = fakeFetch(() => json({ common: {}, shell: 'not a namespace' }))
    const backend = createBundleBackend(fetchResource)
    const [error, retry] = await read(backend, 'en', 'pro')
    expect(error).toBeInstanceOf(Error)
    expect(String(error)).toContain('pro')
    expect(retry).toBe(false)
    expect((await read(backend, 'en', 'shell'))[1]).toBe(false)
    expect((await read(backend, 'en', 'constructor'))[1]).toBe(false)
    expect(fetchResource).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a 500', () => json({}, 500)],
    ['a 503', () => json({}, 503)],
    ['a 429', () => json({}, 429)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('asks for a retry after %s, and the retry reads the bundle again', async (_, failure) => {
    let calls = 0
    const fetchResource = fakeFetch(() =>
      ++calls === 1 ? failure() : json({ common: { ok: 'OK' } }),
    )
    const backend = createBundleBackend(fetchResource)
    const [error, retry] = await read(backend, 'en', 'common')
    expect(error).toBeInstanceOf(Error)
    expect(retry).toBe(true)
    await nextTask()
    expect(await read(backend, 'en', 'common')).toEqual([null, { ok: 'OK' }])
    expect(fetchResource).toHaveBeenCalledTimes(2)
  })

  it('shares a failed read with the namespaces asked for as it is answered', async () => {
    const fetchResource = fakeFetch(() => json({}, 503))
    const backend = createBundleBackend(fetchResource)
    // i18next asks for a held-back namespace from the callback of one that was answered.
    const second = new Promise<unknown>((resolve) => {
      backend.read('en', 'common', () => {
        backend.read('en', 'shell', (_, retry) => resolve(retry))
      })
    })
    expect(await second).toBe(true)
    expect(fetchResource).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a 404', () => json({}, 404)],
    ['a 403', () => json({}, 403)],
    ['an answer that is not JSON', () => new Response('<html></html>', { status: 200 })],
    ['a JSON array', () => json([{ common: {} }])],
    ['JSON null', () => json(null)],
  ])('does not ask for a retry after %s, nor read again', async (_, failure) => {
    const fetchResource = fakeFetch(failure)
    const backend = createBundleBackend(fetchResource)
    const [error, retry] = await read(backend, 'en', 'common')
    expect(error).toBeInstanceOf(Error)
    expect(retry).toBe(false)
    await nextTask()
    expect((await read(backend, 'en', 'shell'))[1]).toBe(false)
    expect(fetchResource).toHaveBeenCalledTimes(1)
  })
})
