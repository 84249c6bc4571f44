/** Language constants of spec §9: English by default and as fallback; the choice kept in localStorage. */
export const SUPPORTED_LANGUAGES = ['en', 'ru', 'es'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'
export const FALLBACK_LANGUAGE: Language = 'en'
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

export const NAMESPACES = [
  'common',
  'shell',
  'home',
  'auth',
  'profile',
  'dashboard',
  'analysis',
  'resumes',
  'resume-view',
  'editor',
  'bio',
  'cover-letter',
  'optimize',
  'pricing',
  'payment',
  'pro',
] as const
export type Namespace = (typeof NAMESPACES)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/** Translation loading of spec §9: 10 parallel reads, 5 retries, 350 ms first delay doubled each retry. */
export const LOADING = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
} as const

/**
 * Every namespace of a language in one file (`{"common": {...}, "shell": {...}}`), built from the
 * namespace files (scripts/vite-locales-plugin.ts): a language is read in one request rather than
 * sixteen (bundle-backend.ts).
 */
export const LOCALE_BUNDLE_PATH = '/locales/{{lng}}.json'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** Intl locale used for dates and money in each language (decisions.md: US long form in English). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', es: 'es-ES' }
