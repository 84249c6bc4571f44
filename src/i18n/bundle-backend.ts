import type { BackendModule } from 'i18next'
import { LOCALE_BUNDLE_PATH } from './settings.ts'

/*
 * i18next's backend: each language is read whole from LOCALE_BUNDLE_PATH, once, and every namespace
 * of it is taken from that one answer. i18next-http-backend made one request per namespace, sixteen
 * a language, and cost 3.8 KB gzip on every page. i18next's BackendConnector still schedules the
 * reads (spec §9: 10 in parallel, 5 retries, 350 ms doubled) and retries only a read answered with
 * the retry flag: `read` sets it for a network error, a 5xx or a 429, which may pass, and not for
 * another 4xx or an answer that is not a bundle, which will not. Only types are imported from
 * i18next: prefetch-locales.ts uses readLanguageBundle before i18next is loaded.
 */

type FetchResource = (url: string) => Promise<Response>
type LanguageBundle = Record<string, unknown>

/** A failed read of a language's bundle; `retry` says whether reading it again may succeed. */
export class BundleReadError extends Error {
  readonly retry: boolean

  constructor(message: string, retry: boolean) {
    super(message)
    this.name = 'BundleReadError'
    this.retry = retry
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const bundleUrl = (language: string) => LOCALE_BUNDLE_PATH.replace('{{lng}}', language)

async function fetchBundle(
  fetchResource: FetchResource,
  language: string,
): Promise<LanguageBundle> {
  const url = bundleUrl(language)
  let text: string
  try {
    const response = await fetchResource(url)
    if (!response.ok) {
      const { status } = response
      throw new BundleReadError(
        `failed loading ${url}; status code: ${status}`,
        // 0 is an answer the browser would not show (opaque): i18next-http-backend retried it too.
        status >= 500 || status === 429 || status === 0,
      )
    }
    text = await response.text()
  } catch (error) {
    if (error instanceof BundleReadError) throw error
    // fetch rejects, and a body stops arriving, only when the network failed.
    throw new BundleReadError(`failed loading ${url}: ${String(error)}`, true)
  }
  let bundle: unknown
  try {
    bundle = JSON.parse(text)
  } catch {
    throw new BundleReadError(`failed parsing ${url} to json`, false)
  }
  if (!isRecord(bundle)) throw new BundleReadError(`${url} is not a language bundle`, false)
  return bundle
}

/** Reads under way or done, by language: shared by prefetchLocales and every namespace's read. */
const bundles = new Map<string, Promise<LanguageBundle>>()

/**
 * The bundle of `language`: the read already started for it, else a new one. A read that fails
 * for a reason worth retrying is forgotten, so i18next's retry reads the file again; one that
 * fails otherwise stays, so the language's other namespaces get its answer without asking again.
 */
export function readLanguageBundle(
  language: string,
  fetchResource: FetchResource = (url) => fetch(url),
): Promise<LanguageBundle> {
  const started = bundles.get(language)
  if (started) return started
  const read = fetchBundle(fetchResource, language)
  bundles.set(language, read)
  // Also keeps a read nobody waits on (prefetchLocales') from being an unhandled rejection.
  read.catch((error: unknown) => {
    if (!(error instanceof BundleReadError && error.retry)) return
    // Not at once: the namespaces i18next held back (over its 10 parallel reads) are asked for
    // as the first ones are answered, within this task, and should share this answer rather than
    // read again ahead of the retry.
    setTimeout(() => {
      if (bundles.get(language) === read) bundles.delete(language)
    }, 0)
  })
  return read
}

/** Forgets every read (tests). */
export function forgetLanguageBundles(): void {
  bundles.clear()
}

/** The backend for i18next's `use`; `fetchResource` for tests. */
export function createBundleBackend(
  fetchResource: FetchResource = (url) => fetch(url),
): BackendModule {
  return {
    type: 'backend',
    // Declared, since i18next warns when it has to guess from `read`'s parameters.
    callbackApi: true,
    init() {
      // Nothing to set up: the address is LOCALE_BUNDLE_PATH, the loading options are i18next's.
    },
    read(language, namespace, callback) {
      readLanguageBundle(language, fetchResource).then(
        (bundle) => {
          const resources = Object.hasOwn(bundle, namespace) ? bundle[namespace] : undefined
          if (isRecord(resources)) callback(null, resources)
          else callback(new Error(`${bundleUrl(language)} has no namespace ${namespace}`), false)
        },
        (error: unknown) =>
          error instanceof BundleReadError
            ? callback(error, error.retry)
            : callback(new Error(String(error)), false),
      )
    },
  }
}
