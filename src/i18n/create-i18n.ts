import i18next, { type i18n, type InitOptions } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { createBundleBackend } from './bundle-backend.ts'
import { bundledResources } from './resources.ts'
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LOADING,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  type Language,
} from './settings.ts'

const baseOptions: InitOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  ...LOADING,
}

/**
 * The app's instance: resources over HTTP, each language's bundle read once (the one prefetchLocales
 * started, when there is one), the language detected and kept in localStorage.
 */
export async function createHttpI18n(): Promise<i18n> {
  const instance = i18next.createInstance()
  await instance
    .use(createBundleBackend())
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    })
  return instance
}

/** An instance with every resource bundled, for Storybook and tests: renders synchronously. */
export function createBundledI18n(language: Language = FALLBACK_LANGUAGE): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...baseOptions,
    lng: language,
    resources: bundledResources,
    initAsync: false,
    react: { useSuspense: false },
  })
  return instance
}
