import { useTranslation } from 'react-i18next'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../i18n/settings.ts'
import { formatNumber, formatPercent, formatSigned } from './analysis-format.ts'

export interface AnalysisFormat {
  language: Language
  number: (value: number) => string
  percent: (value: number) => string
  signed: (value: number) => string
}

/**
 * Number formats in the language the text is shown in. Read from i18next rather than a prop, so a
 * figure can never be written in another language than the sentence around it.
 */
export function useAnalysisFormat(): AnalysisFormat {
  const { i18n } = useTranslation('analysis')
  const current = i18n.resolvedLanguage ?? i18n.language
  const language = isLanguage(current) ? current : FALLBACK_LANGUAGE
  return {
    language,
    number: (value) => formatNumber(value, language),
    percent: (value) => formatPercent(value, language),
    signed: (value) => formatSigned(value, language),
  }
}
