import { CalendarClock, Check, Infinity as InfinityIcon, Sparkles } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubscriptionDetails } from '../../contract/billing.ts'
import type { Plan } from '../../contract/common.ts'
import type { PlanCatalog } from '../../contract/plans.ts'
import type { UsageStats } from '../../contract/users.ts'
import type { Language } from '../../i18n/settings.ts'
import { formatDate, formatMoney } from '../lib/format.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'
import { Field } from '../primitives/field.tsx'
import { RemainingProgress } from '../primitives/progress.tsx'
import { Skeleton, SkeletonText } from '../primitives/skeleton.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { SubscriptionStatusBadge } from './status-badges.tsx'
import { generationUsage, planPrice } from './subscription-rules.ts'

/** The longest cancellation reason the form takes; the server keeps it as a short note. */
export const CANCEL_REASON_MAX = 500

export interface SubscriptionTabProps {
  /** Where the subscription details and the usage stats stand together. */
  status: 'loading' | 'error' | 'success'
  /** GET /users/me/subscription, when `status` is 'success'. */
  subscription?: SubscriptionDetails
  /** GET /users/me/usage-stats, when `status` is 'success'. */
  usage?: UsageStats
  /** The active plan catalogue (GET /plans) for price and features; left out until it is known. */
  catalog?: Pick<PlanCatalog, 'plans' | 'lifetimeDeal'>
  language: Language
  /** 'Try again' after a load error. */
  onRetry: () => void
  retrying?: boolean
  /**
   * Runs after the confirm dialog (spec §5) with the optional reason. The dialog stays open and busy
   * until it settles, closes when it resolves and stays open when it rejects (with `cancelError`).
   */
  onCancelSubscription: (reason: string | undefined) => Promise<unknown>
  /** The cancel failure, already translated ('Failed to cancel subscription'). */
  cancelError?: string
  /** Start with the confirm dialog open. */
  defaultCancelOpen?: boolean
  /** Draws the links to /pricing; a plain anchor by default. */
  renderLink?: RenderLink
}

/**
 * Account settings, Subscription tab (spec §2): the plan card (name, description, price and
 * features from the catalogue; Upgrade Plan on free, Cancel Subscription on a paid plan), the status
 * and usage block, and the AI generation block with the §9 bar.
 */
export function SubscriptionTab({
  status,
  subscription,
  usage,
  catalog,
  language,
  onRetry,
  retrying = false,
  onCancelSubscription,
  cancelError,
  defaultCancelOpen = false,
  renderLink = renderAnchor,
}: SubscriptionTabProps) {
  if (status === 'loading' || (status === 'success' && (!subscription || !usage))) {
    return <SubscriptionTabLoading />
  }
  if (status === 'error' || !subscription || !usage) {
    return <SubscriptionTabError onRetry={onRetry} retrying={retrying} />
  }
  return (
    <div data-slot="subscription-tab" className="flex flex-col gap-6">
      <PlanCard
        subscription={subscription}
        catalog={catalog}
        language={language}
        onCancelSubscription={onCancelSubscription}
        cancelError={cancelError}
        defaultCancelOpen={defaultCancelOpen}
        renderLink={renderLink}
      />
      <StatusCard subscription={subscription} language={language} />
      <GenerationsBlock usage={usage} language={language} renderLink={renderLink} />
    </div>
  )
}

function PlanCard({
  subscription,
  catalog,
  language,
  onCancelSubscription,
  cancelError,
  defaultCancelOpen,
  renderLink,
}: {
  subscription: SubscriptionDetails
  catalog: SubscriptionTabProps['catalog']
  language: Language
  onCancelSubscription: SubscriptionTabProps['onCancelSubscription']
  cancelError: string | undefined
  defaultCancelOpen: boolean
  renderLink: RenderLink
}) {
  const { t } = useTranslation('profile')
  const { t: tCommon } = useTranslation()
  const titleId = useId()
  const plan = subscription.plan
  const offer = catalog?.plans[plan]
  const planName = tCommon(`plan.${plan}`)
  const accessUntil =
    subscription.subscription_status === 'cancelled' && subscription.access_until
      ? formatDate(subscription.access_until, language)
      : null
  // A paid plan can be cancelled once; after that it runs to the end of the paid period.
  const cancellable = plan !== 'free' && subscription.subscription_status !== 'cancelled'

  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-slot="plan-card" data-plan={plan}>
        <CardHeader className="gap-3">
          <CardTitle asChild>
            <h2 id={titleId}>{t('subscription.heading')}</h2>
          </CardTitle>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p data-slot="plan-name" className="text-2xl font-semibold tracking-tight text-ink">
              {planName}
            </p>
            {catalog ? (
              <p data-slot="plan-price" className="text-lg font-semibold text-ink tabular-nums">
                {priceText(t, catalog, plan, subscription, language)}
              </p>
            ) : null}
          </div>
          <CardDescription>{t(`subscription.planDescription.${plan}`)}</CardDescription>
        </CardHeader>
        <CardContent className="gap-4">
          {accessUntil ? (
            <Alert variant="info" title={t('subscription.accessUntil', { date: accessUntil })}>
              {t('subscription.accessUntilHint')}
            </Alert>
          ) : null}
          {offer ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-ink">
                {t('subscription.featuresHeading')}
              </h3>
              <ul className="grid gap-2 text-sm sm:grid-cols-2">
                {offer.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-ink-muted">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                    {tCommon(`feature.${feature}`)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {plan === 'free' ? (
            <div>
              <Button asChild>{renderLink('/pricing', t('subscription.upgrade'))}</Button>
            </div>
          ) : cancellable ? (
            <CancelSubscription
              nextBillingDate={subscription.next_billing_date}
              language={language}
              onCancelSubscription={onCancelSubscription}
              cancelError={cancelError}
              defaultOpen={defaultCancelOpen}
            />
          ) : null}
        </CardContent>
      </section>
    </Card>
  )
}

function priceText(
  t: ReturnType<typeof useTranslation<'profile'>>['t'],
  catalog: NonNullable<SubscriptionTabProps['catalog']>,
  plan: Plan,
  subscription: SubscriptionDetails,
  language: Language,
): string {
  const price = planPrice(catalog, plan, subscription.billing_period)
  const amount = formatMoney(price.amount, language)
  if (price.kind === 'one-time') return t('subscription.priceOneTime', { price: amount })
  return price.per === 'year'
    ? t('subscription.pricePerYear', { price: amount })
    : t('subscription.pricePerMonth', { price: amount })
}

function CancelSubscription({
  nextBillingDate,
  language,
  onCancelSubscription,
  cancelError,
  defaultOpen,
}: {
  nextBillingDate: string | null
  language: Language
  onCancelSubscription: SubscriptionTabProps['onCancelSubscription']
  cancelError: string | undefined
  defaultOpen: boolean
}) {
  const { t } = useTranslation('profile')
  const [open, setOpen] = useState(defaultOpen)
  const [reason, setReason] = useState('')
  const errorAlert = cancelError ? <Alert variant="danger">{cancelError}</Alert> : null
  return (
    <div className="flex flex-col gap-4">
      {/* Shown in the dialog while it is open, under the plan once it is closed. */}
      {open ? null : errorAlert}
      <div>
        <ConfirmDialog
          tone="danger"
          open={open}
          onOpenChange={(next) => {
            if (next) setReason('')
            setOpen(next)
          }}
          trigger={<Button variant="secondary">{t('subscription.cancel')}</Button>}
          title={t('subscription.confirmTitle')}
          description={
            nextBillingDate
              ? t('subscription.confirmDescriptionUntil', {
                  date: formatDate(nextBillingDate, language),
                })
              : t('subscription.confirmDescription')
          }
          confirmLabel={t('subscription.confirmButton')}
          cancelLabel={t('subscription.keepButton')}
          onConfirm={() => onCancelSubscription(reason.trim() || undefined)}
        >
          {errorAlert}
          <Field label={t('subscription.reason')} optional>
            <Textarea
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
        </ConfirmDialog>
      </div>
    </div>
  )
}

function StatusCard({
  subscription,
  language,
}: {
  subscription: SubscriptionDetails
  language: Language
}) {
  const { t } = useTranslation('profile')
  const titleId = useId()
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-slot="subscription-status">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{t('subscription.statusHeading')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <Fact term={t('subscription.status')}>
              <SubscriptionStatusBadge status={subscription.subscription_status} />
            </Fact>
            <Fact term={t('subscription.resumesThisMonth')}>
              {t('subscription.resumesCount', { count: subscription.resumes_used_this_month })}
            </Fact>
            <Fact term={t('subscription.nextBilling')}>
              {subscription.next_billing_date
                ? formatDate(subscription.next_billing_date, language)
                : t('subscription.notAvailable')}
            </Fact>
          </dl>
        </CardContent>
      </section>
    </Card>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  )
}

function GenerationsBlock({
  usage,
  language,
  renderLink,
}: {
  usage: UsageStats
  language: Language
  renderLink: RenderLink
}) {
  const { t } = useTranslation('profile')
  const titleId = useId()
  const generations = generationUsage(usage)
  return (
    <Card asChild>
      <section
        aria-labelledby={titleId}
        data-slot="subscription-generations"
        data-kind={generations.kind}
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId} className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-4 text-accent-600" />
              {t('subscription.generationsHeading')}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="gap-3">
          {generations.kind === 'upgrade-required' ? (
            <Alert
              variant="warning"
              title={t('subscription.upgradeRequired')}
              action={
                <Button asChild size="sm">
                  {renderLink('/pricing', t('subscription.viewPlans'))}
                </Button>
              }
            >
              {t('subscription.upgradeRequiredBody')}
            </Alert>
          ) : generations.kind === 'unlimited' ? (
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-2 text-2xl font-semibold text-ink">
                <InfinityIcon aria-hidden="true" className="size-6 text-accent-600" />
                {t('subscription.unlimited')}
              </p>
              <p className="text-sm text-ink-muted">
                {t('subscription.usedUnlimited', { count: generations.used })}
              </p>
            </div>
          ) : (
            <>
              <RemainingProgress
                remaining={generations.remaining}
                limit={generations.limit}
                label={t('subscription.generationsBar')}
                valueText={t('subscription.generationsUsed', {
                  used: generations.used,
                  limit: generations.limit,
                })}
              />
              <p data-slot="generations-remaining" className="text-sm font-medium text-ink">
                {t('subscription.remaining', { count: generations.remaining })}
              </p>
            </>
          )}
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {t('subscription.resetsOn', { date: formatDate(usage.reset_date, language) })}
          </p>
        </CardContent>
      </section>
    </Card>
  )
}

/** The tab while the subscription loads: outlines of the three blocks, announced once. */
export function SubscriptionTabLoading() {
  const { t } = useTranslation('profile')
  return (
    <div data-slot="subscription-tab-loading" aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        {t('subscription.loading')}
      </span>
      {[4, 1, 2].map((lines, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6"
        >
          <Skeleton shape="text" className="h-6 w-1/3" />
          <SkeletonText lines={lines} />
        </div>
      ))}
    </div>
  )
}

function SubscriptionTabError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('profile')
  const { t: tCommon } = useTranslation()
  return (
    <Alert
      variant="danger"
      data-slot="subscription-tab-error"
      title={t('subscription.loadError')}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {tCommon('actions.retry')}
        </Button>
      }
    >
      {t('subscription.loadErrorBody')}
    </Alert>
  )
}
