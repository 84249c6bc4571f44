import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import { PlanBadge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { PaymentResultLayout } from './payment-result-layout.tsx'

/**
 * The states of /payment/success (spec §2, §4, §8): verifying the checkout session, waiting for the
 * plan to change, done, and the three ways it can fail.
 */
export const PAYMENT_SUCCESS_PHASES = [
  'processing',
  'activating',
  'done',
  'failed',
  'unverified',
  'missing-session',
] as const
export type PaymentSuccessPhase = (typeof PAYMENT_SUCCESS_PHASES)[number]

export type PaymentSuccessProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  phase: PaymentSuccessPhase
  /** The plan bought (activating) or now held (done). */
  plan?: Plan | null
  /** The account's email, shown when done; left out when unknown. */
  email?: string | null
  /** Draws the links; plain anchors by default. */
  renderLink?: RenderLink
}

/** /payment/success: one component for every phase, so the page keeps its place as it moves on. */
export function PaymentSuccess({
  phase,
  plan = null,
  email = null,
  renderLink = renderAnchor,
  ...props
}: PaymentSuccessProps) {
  const { t } = useTranslation('payment')
  const { t: tc } = useTranslation()
  const planName = tc(`plan.${plan ?? 'free'}`)

  if (phase === 'processing' || phase === 'activating') {
    return (
      <PaymentResultLayout
        data-slot="payment-success"
        data-phase={phase}
        aria-busy="true"
        tone="progress"
        icon={<LoaderCircle className="animate-spin motion-reduce:animate-none" />}
        title={t(`success.${phase}.title`)}
        {...props}
      >
        <p role="status">
          {phase === 'processing'
            ? t('success.processing.body')
            : t('success.activating.body', { plan: planName })}
        </p>
      </PaymentResultLayout>
    )
  }

  if (phase === 'done') {
    return (
      <PaymentResultLayout
        data-slot="payment-success"
        data-phase={phase}
        tone="success"
        icon={<CircleCheck />}
        title={t('success.done.title')}
        actions={
          <>
            <Button asChild>{renderLink('/dashboard', t('success.done.dashboard'))}</Button>
            <Button asChild variant="secondary">
              {renderLink('/profile', t('success.done.profile'))}
            </Button>
          </>
        }
        {...props}
      >
        <p role="status">{t('success.done.body', { plan: planName })}</p>
        <dl className="grid w-full max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-ui border border-border-subtle bg-canvas p-4 text-left text-sm">
          <dt className="text-ink-muted">{t('success.done.plan')}</dt>
          <dd>
            <PlanBadge plan={plan} />
          </dd>
          {email ? (
            <>
              <dt className="text-ink-muted">{t('success.done.email')}</dt>
              <dd className="font-medium break-all text-ink">{email}</dd>
            </>
          ) : null}
        </dl>
      </PaymentResultLayout>
    )
  }

  const message =
    phase === 'failed'
      ? t('success.failed.body')
      : phase === 'unverified'
        ? t('success.unverified')
        : t('success.missingSession')
  return (
    <PaymentResultLayout
      data-slot="payment-success"
      data-phase={phase}
      tone="danger"
      icon={<CircleX />}
      title={t('success.failed.title')}
      actions={
        <>
          <Button asChild>{renderLink('/pricing', t('success.pricing'))}</Button>
          <Button asChild variant="secondary">
            {renderLink('/', t('success.home'))}
          </Button>
        </>
      }
      {...props}
    >
      <p role="alert" className="font-medium text-danger-800">
        {message}
      </p>
    </PaymentResultLayout>
  )
}
