import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { endpoints } from '../../../contract/endpoints.ts'
import {
  PlanSummaryError,
  PlanSummaryList,
  PlanSummaryListSkeleton,
} from '../../../ui/pricing/plan-summary-list.tsx'
import { LanguagePicker } from '../../../ui/shell/language-picker.tsx'
import { Logo } from '../../../ui/shell/logo.tsx'
import { useApiClient } from '../../api/use-api-client.ts'
import { useLanguage } from '../../use-language.ts'

/** The active plan catalogue (GET /plans): the same for everyone, so one cache entry. */
export const plansQueryKey = ['plans'] as const

/**
 * Home (/): the header with the language picker, the tagline and the plans of the active catalogue,
 * read from the API. The full home page of spec §2 (hero, features, steps) builds on this.
 */
export function HomeRoute() {
  const { t } = useTranslation()
  const [language, setLanguage] = useLanguage()
  const client = useApiClient()
  const plans = useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => client.request(endpoints.getPlans, { signal }),
  })
  const plansHeadingId = useId()

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border-subtle bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded-ui focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
          >
            <Logo />
          </Link>
          <LanguagePicker language={language} onLanguageChange={setLanguage} />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:gap-14">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
          {t('app.tagline')}
        </h1>
        <section aria-labelledby={plansHeadingId} className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h2 id={plansHeadingId} className="text-xl font-semibold text-ink">
              {t('home.plansHeading')}
            </h2>
            <p className="text-sm text-ink-muted">{t('home.plansIntro')}</p>
          </div>
          {plans.data ? (
            // Data already shown stays up when a background refresh fails.
            <PlanSummaryList plans={plans.data.plans} language={language} />
          ) : plans.isError ? (
            <PlanSummaryError onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
          ) : (
            <PlanSummaryListSkeleton />
          )}
        </section>
      </main>
    </div>
  )
}
