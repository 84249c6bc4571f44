import { readLanguageBundle } from './bundle-backend.ts'
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from './settings.ts'

/*
 * The translations the first page needs, read as the entry script starts to run rather than after
 * it has run (decisions.md, Performance): main.tsx imports start-early.ts first, so the read goes out
 * while the browser is still evaluating React and the rest. i18next's backend (bundle-backend.ts)
 * then takes each namespace from the same read rather than asking again. Nothing here loads
 * i18next.
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
    // A failure is i18next's to report and retry, when its backend asks for the language.
    void readLanguageBundle(language, fetchResource)
  }
}
