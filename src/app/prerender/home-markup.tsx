import { renderToString } from 'react-dom/server'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../../i18n/settings.ts'
import type { ApiClient } from '../api/client.ts'
import { App } from '../app.tsx'
import { authValueOf, VISITOR } from '../auth/auth-value-of.ts'
import { SESSION_KEY_PREFIX } from '../auth/stored-session.ts'
import { prerenderGate, type GateSettings } from './prerender-gate.ts'

/*
 * Home as a new visitor sees it, rendered at build time (scripts/vite-prerender-home-plugin.ts),
 * so the first paint of / is the page rather than an empty document waiting on the app's script
 * (decisions.md, Performance). The app then renders over it (createRoot replaces it).
 */

const notDuringPrerender = () => Promise.reject(new Error('Not available while prerendering'))

/** A visitor: nobody signed in, every action unavailable (none is called to draw the page). */
const visitor = authValueOf(VISITOR, () => notDuringPrerender)

/** Home needs no call to draw its first screen (the plans load when scrolled to). */
const noApi = { request: notDuringPrerender } as unknown as ApiClient

/** The language the prerendered page is drawn in. */
export const PRERENDER_LANGUAGE = FALLBACK_LANGUAGE

/**
 * The markup of home for a visitor, in English; with `testPayments`, topped by the test-payments
 * ribbon (the variant the server sends while payments are in test mode).
 */
export function homeMarkup({ testPayments = false }: { testPayments?: boolean } = {}): string {
  const i18n = createBundledI18n(PRERENDER_LANGUAGE)
  return renderToString(
    <App i18n={i18n} auth={visitor} apiClient={noApi} location="/" testPayments={testPayments} />,
  )
}

/** The gate as a script for the page's head: prerenderGate's own text, called with the settings. */
export function gateScript(): string {
  const settings: GateSettings = {
    languages: SUPPORTED_LANGUAGES,
    fallback: FALLBACK_LANGUAGE,
    languageKey: LANGUAGE_STORAGE_KEY,
    sessionKeyPrefix: SESSION_KEY_PREFIX,
    shownLanguage: PRERENDER_LANGUAGE,
  }
  const storage = '(function () { try { return window.localStorage } catch (e) { return null } })()'
  return `(${prerenderGate.toString()})(${JSON.stringify(settings)}, document.documentElement, ${storage}, navigator.languages || []);\n`
}
