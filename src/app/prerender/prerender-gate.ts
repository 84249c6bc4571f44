/*
 * The prerendered home page (home-markup.tsx) is drawn in English for a visitor. A browser that
 * will show another language, or that holds a session (the app then draws the signed-in home),
 * must not see it: this function runs in the page's head, before the body is parsed, and marks
 * <html> so the stylesheet hides the prerendered markup until the app replaces it.
 *
 * It is shipped as its own source text (`Function.prototype.toString`, see gateScript), so it uses
 * nothing from outside but its arguments. Its choice of language follows expectedLanguage
 * (src/i18n/prefetch-locales.ts), which the tests hold it to.
 */
export interface GateSettings {
  /** The supported languages, and the one chosen when none of the browser's is. */
  languages: readonly string[]
  fallback: string
  /** Where the app keeps the chosen language, and how Firebase's stored session keys begin. */
  languageKey: string
  sessionKeyPrefix: string
  /** The language the prerendered page is in. */
  shownLanguage: string
}

export function prerenderGate(
  { languages, fallback, languageKey, sessionKeyPrefix, shownLanguage }: GateSettings,
  root: HTMLElement,
  storage: Storage | null,
  browserLanguages: readonly string[],
): void {
  let stored: string | null = null
  let session = false
  try {
    if (storage) {
      stored = storage.getItem(languageKey)
      for (let index = 0; index < storage.length; index += 1) {
        if ((storage.key(index) ?? '').indexOf(sessionKeyPrefix) === 0) session = true
      }
    }
  } catch {
    // Storage off: no stored choice and no session survive here.
  }
  let language = fallback
  const candidates = [stored, ...browserLanguages]
  for (const code of candidates) {
    const part = (code ?? '').split('-')[0]?.toLowerCase() ?? ''
    if (languages.indexOf(part) >= 0) {
      language = part
      break
    }
  }
  if (session || language !== shownLanguage) root.setAttribute('data-prerender', 'hidden')
}
