import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubscriptionDetails } from '../../src/contract/billing.ts'
import { isLanguage } from '../../src/i18n/settings.ts'
import { subscriptions } from '../../src/mocks/fixtures/billing.ts'
import { launchCatalog } from '../../src/mocks/fixtures/plans.ts'
import { usageStats } from '../../src/mocks/fixtures/users.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { BillingTab, type BillingTabProps } from '../../src/ui/profile/billing-tab.tsx'
import {
  SubscriptionTab,
  type SubscriptionTabProps,
} from '../../src/ui/profile/subscription-tab.tsx'

function useStoryLanguage() {
  const { i18n } = useTranslation()
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
}

export type SubscriptionTabStoryProps = Omit<
  SubscriptionTabProps,
  'language' | 'onCancelSubscription' | 'onRetry'
> & {
  /** What the cancel call does: succeed (the details reload as cancelled) or fail. */
  cancelOutcome?: 'success' | 'error'
  onRetry?: () => void
}

/** What the server answers after a cancel: cancelled, no next billing, access until period end. */
function cancelledVersion(subscription: SubscriptionDetails): SubscriptionDetails {
  return {
    ...subscription,
    subscription_status: 'cancelled',
    next_billing_date: null,
    access_until: subscription.next_billing_date ?? subscription.access_until ?? null,
  }
}

/**
 * The Subscription tab with the /profile page's cancel handling: the toast, the reloaded details
 * after a success, the error under the dialog after a failure. No network: the outcome is an arg.
 */
export function SubscriptionTabStory({
  subscription = subscriptions.pro,
  usage = usageStats.pro,
  catalog = launchCatalog,
  cancelOutcome = 'success',
  onRetry = () => undefined,
  ...props
}: SubscriptionTabStoryProps) {
  const { t } = useTranslation('profile')
  const language = useStoryLanguage()
  const [current, setCurrent] = useState(subscription)
  const [cancelError, setCancelError] = useState(props.cancelError)
  return (
    <SubscriptionTab
      {...props}
      subscription={current}
      usage={usage}
      catalog={catalog}
      language={language}
      onRetry={onRetry}
      cancelError={cancelError}
      onCancelSubscription={async () => {
        setCancelError(undefined)
        if (cancelOutcome === 'error') {
          setCancelError(t('subscription.cancelFailed'))
          toast.error(t('subscription.cancelFailed'))
          throw new Error('HTTP 500')
        }
        toast.success(t('subscription.cancelled'))
        setCurrent(cancelledVersion(current))
      }}
    />
  )
}

export type BillingTabStoryProps = Omit<BillingTabProps, 'language' | 'onRetry'> & {
  onRetry?: () => void
}

/** The Billing tab of /profile: the payment history table, its empty and error states. */
export function BillingTabStory({ onRetry = () => undefined, ...props }: BillingTabStoryProps) {
  return <BillingTab {...props} language={useStoryLanguage()} onRetry={onRetry} />
}
