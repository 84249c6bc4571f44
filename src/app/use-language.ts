import type { i18n as I18n } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../i18n/settings.ts'

/**
 * The supported language an i18next instance is showing: its resolved language, else the language
 * part of what it was asked for ('es-MX' -> 'es'), else the fallback.
 */
export function languageOf(i18n: Pick<I18n, 'language' | 'resolvedLanguage'>): Language {
  if (isLanguage(i18n.resolvedLanguage)) return i18n.resolvedLanguage
  const base = i18n.language?.split('-')[0]
  return isLanguage(base) ? base : FALLBACK_LANGUAGE
}

/** The interface language, and a setter that switches it at once (and keeps it, spec §9). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation()
  const setLanguage = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language)
    },
    [i18n],
  )
  return [languageOf(i18n), setLanguage]
}
