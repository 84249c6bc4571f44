import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LOCALE_BUNDLE_PATH,
  isLanguage,
  type Language,
} from './settings.ts'

/*
 * The translations the first page needs, read as the entry script starts to run rather than after
 * it has run (decisions.md, Performance): main.tsx imports start-early.ts first, so the read goes out
 * while the browser is still evaluating React and the rest. Each language is read whole, in one
 * request (LOCALE_BUNDLE_PATH), where i18next would make one per namespace, sixteen in two waves of
 * ten. i18next's HTTP backend then takes each namespace from here (createHttpI18n's
 * `alternateFetch`); a language switched to later is read per namespace as usual. Nothing here
 * imports i18next.
 */

/**
 * The language i18next will choose, worked out the way its detector and options do it: the stored
 * choice, else the browser's languages in order; the first whose language part (`es` of `es-MX`) is
 * supported, else the fallback.
 */
export function expectedLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  for (const code of [stored, ...browserLanguages]) {
    const language = code?.split('-')[0]?.toLowerCase()
    if (isLanguage(language)) return language
  }
  return FALLBACK_LANGUAGE
}

/** `language` and, as i18next loads it too, the fallback. */
export function languagesToRead(language: Language): Language[] {
  return language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]
}

type LanguageBundle = Record<string, unknown>

/** `/locales/<lng>/<ns>.json` as [language, namespace], or null for any other address. */
export function namespaceOf(url: string): [string, string] | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(url)
  return match?.[1] && match[2] ? [match[1], match[2]] : null
}

/** Reads a language's bundle; rejects on a failed read or an answer that is not a JSON object. */
async function readBundle(
  fetchResource: (url: string) => Promise<Response>,
  language: Language,
): Promise<LanguageBundle> {
  const response = await fetchResource(LOCALE_BUNDLE_PATH.replace('{{lng}}', language))
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const bundle: unknown = await response.json()
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle)) {
    throw new Error('Not a language bundle')
  }
  return bundle as LanguageBundle
}

const bundles = new Map<string, Promise<LanguageBundle>>()
const handedOut = new Set<string>()

/** Starts reading the first page's translations (start-early.ts, first thing). */
export function prefetchLocales(
  fetchResource: (url: string) => Promise<Response> = (url) => fetch(url),
  storage: () => Storage | undefined = () => window.localStorage,
  browserLanguages: readonly string[] = navigator.languages,
): void {
  let stored: string | null = null
  try {
    stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null
  } catch {
    // Storage off: i18next falls back to the browser's languages too.
  }
  for (const language of languagesToRead(expectedLanguage(stored, browserLanguages))) {
    const read = readBundle(fetchResource, language)
    // A failed read is not an error here: each namespace is then read on its own.
    read.catch(() => undefined)
    bundles.set(language, read)
  }
}

/**
 * The answer for a namespace's address from the bundle read ahead, handed out once (a retry reads
 * the address itself), or undefined when its language was not read ahead: i18next's HTTP backend
 * then fetches the address. When the bundle failed or lacks the namespace, the address is fetched.
 */
export function takePrefetched(
  url: string,
  fetchResource: (url: string) => Promise<Response> = (address) => fetch(address),
): Promise<Response> | undefined {
  const parts = namespaceOf(url)
  const bundle = parts ? bundles.get(parts[0]) : undefined
  if (!parts || !bundle || handedOut.has(url)) return undefined
  handedOut.add(url)
  const namespace = parts[1]
  return bundle.then(
    (resources) =>
      namespace in resources
        ? new Response(JSON.stringify(resources[namespace]), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : fetchResource(url),
    () => fetchResource(url),
  )
}

/** Forgets what was read ahead (tests). */
export function clearPrefetched(): void {
  bundles.clear()
  handedOut.clear()
}
