import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentStatus, SubscriptionStatus } from '../../contract/common.ts'
import { BandBadge } from '../primitives/band-badge.tsx'
import {
  PAYMENT_STATUS_TONE,
  SUBSCRIPTION_STATUS_TONE,
  humanizeStatus,
  isLabelledPaymentStatus,
  isLabelledSubscriptionStatus,
  paymentStatusKind,
  subscriptionStatusKind,
} from './subscription-rules.ts'

type StatusBadgeProps<S> = Omit<ComponentProps<'span'>, 'children'> & { status: S }

/**
 * A subscription status in its own colour (spec §4): active green, cancelled red, pending yellow,
 * any other neutral. Known statuses are translated; an unknown one is shown as the server wrote it.
 */
export function SubscriptionStatusBadge({
  status,
  ...props
}: StatusBadgeProps<SubscriptionStatus>) {
  const { t } = useTranslation('profile')
  const kind = subscriptionStatusKind(status)
  return (
    <BandBadge
      data-status={kind}
      tone={SUBSCRIPTION_STATUS_TONE[kind]}
      className="text-sm"
      {...props}
    >
      {isLabelledSubscriptionStatus(status)
        ? t(`subscription.statusLabel.${status}`)
        : humanizeStatus(status)}
    </BandBadge>
  )
}

/** A payment status (spec §3): paid green, pending yellow, anything else (failed, refunded) red. */
export function PaymentStatusBadge({ status, ...props }: StatusBadgeProps<PaymentStatus>) {
  const { t } = useTranslation('profile')
  const kind = paymentStatusKind(status)
  return (
    <BandBadge data-status={kind} tone={PAYMENT_STATUS_TONE[kind]} {...props}>
      {isLabelledPaymentStatus(status)
        ? t(`billing.statusLabel.${status}`)
        : humanizeStatus(status)}
    </BandBadge>
  )
}
