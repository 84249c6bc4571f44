import { useTranslation } from 'react-i18next'
import { yearsAndMonths } from './fit-checklist.ts'

/**
 * Months written as a reader says them, in the current language: "7 years 11 months", "5
 * months", "2 years" (i18next picks each plural form).
 */
export function useDuration(): (months: number) => string {
  const { t } = useTranslation('analysis')
  return (total) => {
    const { years, months } = yearsAndMonths(total)
    const y = t('fit.duration.years', { count: years })
    const m = t('fit.duration.months', { count: months })
    if (years === 0) return m
    if (months === 0) return y
    return t('fit.duration.both', { years: y, months: m })
  }
}
