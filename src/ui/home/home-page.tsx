import {
  ArrowRight,
  ClipboardPaste,
  FileDown,
  PenLine,
  Search,
  Upload,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PLANS } from '../../contract/plan-ids.ts'
import type { PlanCatalog } from '../../contract/plans.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { Button } from '../primitives/button.tsx'
import { Card } from '../primitives/card.tsx'
import { PlanSummaryCard } from '../pricing/plan-summary-card.tsx'
import { PlanSummaryError, PlanSummaryListSkeleton } from '../pricing/plan-summary-list.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { MatchIllustration } from './match-illustration.tsx'

const FEATURES = [
  { key: 'keywords', icon: Search },
  { key: 'ai', icon: WandSparkles },
  { key: 'editor', icon: PenLine },
  { key: 'export', icon: FileDown },
] as const satisfies readonly { key: string; icon: LucideIcon }[]

const STEPS = [
  { key: 'upload', icon: Upload },
  { key: 'match', icon: ClipboardPaste },
  { key: 'optimize', icon: WandSparkles },
] as const satisfies readonly { key: string; icon: LucideIcon }[]

export type HomePageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Calls to action lead to /dashboard when signed in, else /signup. */
  signedIn: boolean
  /** The interface language, for the prices. */
  language: Language
  /** The active catalogue's plans (GET /plans); undefined while loading or after an error. */
  plans: PlanCatalog['plans'] | undefined
  /** The catalogue could not be loaded. */
  plansError?: boolean
  onRetryPlans?: () => void
  retryingPlans?: boolean
  /**
   * Called when the plans section comes near the viewport (at once without IntersectionObserver):
   * the plans sit far below the fold, so the page may fetch them, and their schemas, only then.
   */
  onPlansNearView?: () => void
  /** Draws the links; defaults to plain anchors (the app passes the router's Link). */
  renderLink?: RenderLink
}

const SECTION = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 sm:px-6'

/**
 * The home page (spec §2): hero with its call to action and a pricing link, four features, three
 * steps, the three plans (free to /signup, premium and pro to /pricing) and a closing call to action.
 */
export function HomePage({
  signedIn,
  language,
  plans,
  plansError = false,
  onRetryPlans,
  retryingPlans = false,
  onPlansNearView,
  renderLink = renderAnchor,
  className,
  ...props
}: HomePageProps) {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation()
  const featuresId = useId()
  const stepsId = useId()
  const plansId = useId()
  const closingId = useId()
  const plansRef = useNearViewport<HTMLElement>(onPlansNearView)
  const ctaTo = signedIn ? '/dashboard' : '/signup'

  return (
    <div
      data-slot="home-page"
      className={cn('flex flex-col gap-16 pb-16 sm:gap-24', className)}
      {...props}
    >
      {/* Hero */}
      <section className="bg-gradient-to-b from-accent-50/70 to-canvas">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-12 pb-4 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr]">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl lg:text-5xl">
              {tc('app.tagline')}
            </h1>
            <p className="max-w-xl text-lg text-ink-muted">{t('hero.lead')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button asChild size="lg" data-slot="hero-cta">
                {renderLink(
                  ctaTo,
                  <>
                    {signedIn ? t('hero.ctaSignedIn') : t('hero.ctaSignedOut')}
                    <ArrowRight aria-hidden="true" />
                  </>,
                )}
              </Button>
              <Button asChild size="lg" variant="secondary">
                {renderLink('/pricing', t('hero.pricing'))}
              </Button>
            </div>
            {signedIn ? null : <p className="text-sm text-ink-subtle">{t('hero.note')}</p>}
          </div>
          <div className="flex justify-center lg:justify-end">
            <MatchIllustration />
          </div>
        </div>
      </section>

      {/* Features */}
      <section aria-labelledby={featuresId} className={SECTION}>
        <div className="flex max-w-2xl flex-col gap-3">
          <h2
            id={featuresId}
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            {t('features.heading')}
          </h2>
          <p className="text-ink-muted">{t('features.intro')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full gap-3 sm:gap-4">
                <span className="inline-flex size-11 items-center justify-center rounded-ui bg-accent-50 text-accent-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="text-lg font-semibold text-ink">{t(`features.${key}.title`)}</h3>
                <p className="text-sm text-ink-muted">{t(`features.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {/* How it works */}
      <section aria-labelledby={stepsId} className={SECTION}>
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id={stepsId} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t('steps.heading')}
          </h2>
          <p className="text-ink-muted">{t('steps.intro')}</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 text-base font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1.5">
                <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  {t('steps.step', { number: index + 1 })}
                </p>
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-4 text-ink-subtle" />
                  {t(`steps.${key}.title`)}
                </h3>
                <p className="text-sm text-ink-muted">{t(`steps.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {/* Plans */}
      <section ref={plansRef} aria-labelledby={plansId} className={SECTION}>
        <div className="flex flex-col gap-1">
          <h2 id={plansId} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {tc('home.plansHeading')}
          </h2>
          <p className="text-sm text-ink-muted">{tc('home.plansIntro')}</p>
        </div>
        {plans ? (
          <ul data-slot="home-plans" className="grid gap-4 md:grid-cols-3 lg:gap-6">
            {PLANS.map((plan) => (
              <li key={plan} className="flex flex-col gap-3">
                <PlanSummaryCard
                  plan={plan}
                  offer={plans[plan]}
                  language={language}
                  className="h-auto flex-1"
                />
                <Button asChild fullWidth variant={plan === 'premium' ? 'primary' : 'secondary'}>
                  {plan === 'free'
                    ? renderLink('/signup', t('plans.startFree'))
                    : renderLink('/pricing', t('plans.choose', { plan: tc(`plan.${plan}`) }))}
                </Button>
              </li>
            ))}
          </ul>
        ) : plansError ? (
          <PlanSummaryError onRetry={() => onRetryPlans?.()} retrying={retryingPlans} />
        ) : (
          <PlanSummaryListSkeleton />
        )}
      </section>

      {/* Closing call to action */}
      <section aria-labelledby={closingId} className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-ui bg-accent-700 px-6 py-10 text-white shadow-overlay sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl flex-col gap-2">
            <h2 id={closingId} className="text-2xl font-semibold tracking-tight text-balance">
              {t('closing.heading')}
            </h2>
            <p className="text-accent-100">{t('closing.body')}</p>
          </div>
          <Button
            asChild
            size="lg"
            variant="secondary"
            data-slot="closing-cta"
            className="border-transparent text-accent-800 hover:bg-accent-50"
          >
            {renderLink(ctaTo, signedIn ? t('closing.ctaSignedIn') : t('closing.ctaSignedOut'))}
          </Button>
        </div>
      </section>
    </div>
  )
}
