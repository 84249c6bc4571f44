import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { CheckoutChoice } from '../../../ui/pricing/pricing-page.tsx'
import { PricingPage } from '../../../ui/pricing/pricing-page.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { NotAuthenticatedError } from '../../api/api-error.ts'
import { startCheckout } from '../../api/checkout.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { usePlanCatalog } from '../bio/use-plan-catalog.ts'
import type { FromState } from '../guards/guards.tsx'
import { renderRouterLink } from '../router-link.tsx'

/** Where a visitor who chose a paid plan comes back to after signing in (decisions.md, payments). */
const BACK_TO_PRICING: FromState = { from: { pathname: '/pricing', search: '', hash: '' } }

export interface PricingRouteProps {
  /** Leaves the app for the hosted checkout; stories and tests pass a spy. */
  assignLocation?: (url: string) => void
}

const leaveForCheckout = (url: string) => window.location.assign(url)

/**
 * /pricing (spec §2, §4): the plan cards from GET /plans, the user's plan marked. A paid choice by a
 * visitor goes to /signin (and back here); by a signed-in user it asks for a checkout session (the
 * §7 fallback sequence of `startCheckout`) and sends the browser to its address, or shows
 * 'Failed to initiate payment. Please try again.' as a toast and on the page.
 */
export function PricingRoute({ assignLocation = leaveForCheckout }: PricingRouteProps) {
  const { t } = useTranslation('pricing')
  const [language] = useLanguage()
  const { status, profile } = useAuth()
  const client = useApiClient()
  const catalog = usePlanCatalog()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  // Stays set after success: the page is being left for the checkout, so the button stays busy.
  const [busy, setBusy] = useState<CheckoutChoice | null>(null)

  const checkout = useMutation({
    mutationFn: (choice: CheckoutChoice) =>
      startCheckout(client, {
        plan_type: choice.plan,
        billing_period: choice.period,
        origin_url: window.location.origin,
        language,
      }),
    onSuccess: ({ url }) => assignLocation(url),
    onError: (cause) => {
      setBusy(null)
      // The sign-in ran out between page load and click: sign in again, then come back.
      if (cause instanceof NotAuthenticatedError) {
        void navigate('/signin', { state: BACK_TO_PRICING })
        return
      }
      console.error('Checkout could not be started.', cause)
      const message = t('checkoutError')
      setError(message)
      toast.error(message)
    },
  })

  const signedIn = status === 'signedIn'

  return (
    <PricingPage
      catalog={catalog.data}
      // Data already shown stays up when a background refresh fails.
      loadError={catalog.isError && !catalog.data}
      onRetry={() => void catalog.refetch()}
      retrying={catalog.isFetching}
      language={language}
      signedIn={signedIn}
      currentPlan={signedIn ? (profile?.plan ?? 'free') : null}
      busy={busy}
      checkoutError={error}
      renderLink={renderRouterLink}
      onChoose={(choice) => {
        if (busy) return
        if (status !== 'signedIn') {
          void navigate('/signin', { state: BACK_TO_PRICING })
          return
        }
        setError(null)
        setBusy(choice)
        checkout.mutate(choice)
      }}
    />
  )
}
