import { CalendarCheck, ShieldCheck } from 'lucide-react'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BillingPeriod } from '../../contract/billing.ts'
import { PLANS, type PaidPlan, type Plan } from '../../contract/common.ts'
import type { PlanCatalog } from '../../contract/plans.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { BillingPeriodToggle } from './billing-period-toggle.tsx'
import { LifetimeDealCard } from './lifetime-deal-card.tsx'
import { PlanSummaryCard } from './plan-summary-card.tsx'
import { PlanSummaryError, PlanSummaryListSkeleton } from './plan-summary-list.tsx'
import {
  planAction,
  sellsYearly,
  yearlySavingsPercent,
  type PricingPeriod,
} from './pricing-rules.ts'

/** A purchase the user asked for: the plan and its term (lifetime only for the v1 deal). */
export interface CheckoutChoice {
  plan: PaidPlan
  period: BillingPeriod
}

export type PricingPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The active catalogue (GET /plans); undefined while it loads or after an error. */
  catalog: PlanCatalog | undefined
  /** The catalogue could not be loaded. */
  loadError?: boolean
  onRetry?: () => void
  retrying?: boolean
  /** The interface language, for the prices. */
  language: Language
  signedIn: boolean
  /** The signed-in user's plan (spec §3: missing means free); null for a visitor. */
  currentPlan: Plan | null
  /** The term shown first where the catalogue sells yearly prices. */
  initialPeriod?: PricingPeriod
  /** The checkout being requested: its button is busy and the others wait. */
  busy?: CheckoutChoice | null
  /** The last checkout failed: 'Failed to initiate payment. Please try again.' */
  checkoutError?: string | null
  /** A paid plan was chosen (the app sends a visitor to sign in first, else starts checkout). */
  onChoose: (choice: CheckoutChoice) => void
  /** Draws the links (free plan, dashboard, profile); plain anchors by default. */
  renderLink?: RenderLink
}

const sameChoice = (a: CheckoutChoice | null | undefined, b: CheckoutChoice) =>
  a?.plan === b.plan && a.period === b.period

/**
 * /pricing (spec §2): the three plans of the active catalogue (premium marked popular, pro beta),
 * the user's current plan marked, a monthly/yearly choice and the lifetime deal where the catalogue
 * sells them, and the plan terms of spec §9. The free plan's button leads to /signin for a visitor
 * and to /dashboard for a signed-in user; a paid plan's button asks for checkout.
 */
export function PricingPage({
  catalog,
  loadError = false,
  onRetry,
  retrying = false,
  language,
  signedIn,
  currentPlan,
  initialPeriod = 'monthly',
  busy = null,
  checkoutError = null,
  onChoose,
  renderLink = renderAnchor,
  className,
  ...props
}: PricingPageProps) {
  const { t } = useTranslation('pricing')
  const { t: tc } = useTranslation()
  const plansId = useId()
  const termsId = useId()
  const [chosenPeriod, setChosenPeriod] = useState<PricingPeriod>(initialPeriod)
  const yearly = catalog ? sellsYearly(catalog.plans) : false
  const period: PricingPeriod = yearly ? chosenPeriod : 'monthly'
  const mine = signedIn ? (currentPlan ?? 'free') : null

  const checkoutButton = (choice: CheckoutChoice, label: string, primary: boolean): ReactNode => {
    const isBusy = sameChoice(busy, choice)
    return (
      <Button
        fullWidth
        variant={primary ? 'primary' : 'secondary'}
        loading={isBusy}
        disabled={busy !== null}
        data-slot="plan-checkout"
        onClick={() => onChoose(choice)}
      >
        {isBusy ? t('actions.busy') : label}
      </Button>
    )
  }

  const footerOf = (plan: Plan): ReactNode => {
    const name = tc(`plan.${plan}`)
    const action = planAction(plan, signedIn, mine)
    switch (action) {
      case 'signin':
        return (
          <Button asChild fullWidth variant="secondary">
            {renderLink('/signin', t('actions.getStarted'))}
          </Button>
        )
      case 'dashboard':
        return (
          <Button asChild fullWidth variant="secondary">
            {renderLink('/dashboard', t('actions.dashboard'))}
          </Button>
        )
      case 'current':
        return (
          <Button asChild fullWidth variant="secondary">
            {renderLink('/profile', t('actions.manage'))}
          </Button>
        )
      default: {
        if (plan === 'free') return null
        const label =
          action === 'upgrade'
            ? t('actions.upgrade', { plan: name })
            : t('actions.choose', { plan: name })
        return checkoutButton({ plan, period }, label, plan === 'premium')
      }
    }
  }

  return (
    <div
      data-slot="pricing-page"
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14',
        className,
      )}
      {...props}
    >
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-balance text-ink-muted">{t('lead')}</p>
        <p className="text-sm text-ink-subtle">{t('currency')}</p>
        {catalog && yearly ? (
          <BillingPeriodToggle
            className="mt-2"
            value={period}
            onValueChange={setChosenPeriod}
            savingsPercent={yearlySavingsPercent(catalog.plans)}
          />
        ) : null}
      </header>

      {checkoutError ? (
        <Alert variant="danger" data-slot="pricing-checkout-error" className="mx-auto max-w-2xl">
          {checkoutError}
        </Alert>
      ) : null}

      <section aria-labelledby={plansId} className="flex flex-col gap-6">
        <h2 id={plansId} className="sr-only">
          {t('plansHeading')}
        </h2>
        {catalog ? (
          <ul data-slot="pricing-plans" className="grid gap-4 md:grid-cols-3 lg:gap-6">
            {PLANS.map((plan) => (
              <li key={plan}>
                <PlanSummaryCard
                  plan={plan}
                  offer={catalog.plans[plan]}
                  language={language}
                  period={period}
                  current={mine === plan}
                  footer={footerOf(plan)}
                />
              </li>
            ))}
          </ul>
        ) : loadError ? (
          <PlanSummaryError onRetry={() => onRetry?.()} retrying={retrying} />
        ) : (
          <PlanSummaryListSkeleton />
        )}
        {catalog?.lifetimeDeal ? (
          <LifetimeDealCard
            deal={catalog.lifetimeDeal}
            language={language}
            action={checkoutButton(
              { plan: catalog.lifetimeDeal.plan, period: 'lifetime' },
              t('lifetime.cta'),
              false,
            )}
          />
        ) : null}
        {signedIn ? null : <p className="text-center text-sm text-ink-muted">{t('signInNote')}</p>}
      </section>

      <section
        aria-labelledby={termsId}
        data-slot="pricing-terms"
        className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-6"
      >
        <h2 id={termsId} className="text-lg font-semibold text-ink">
          {t('terms.heading')}
        </h2>
        <ul className="grid gap-3 text-sm text-ink-muted sm:grid-cols-2">
          <li className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success-700" />
            {t('terms.guarantee')}
          </li>
          <li className="flex gap-3">
            <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
            {t('terms.cancel')}
          </li>
        </ul>
      </section>
    </div>
  )
}
