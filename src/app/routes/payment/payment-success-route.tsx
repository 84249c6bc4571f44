import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Plan } from '../../../contract/common.ts'
import type { PaymentSuccessPhase } from '../../../ui/payment/payment-success.tsx'
import { PaymentSuccess } from '../../../ui/payment/payment-success.tsx'
import { getCheckoutStatus } from '../../api/checkout.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { getProfile } from '../../api/users.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { renderRouterLink } from '../router-link.tsx'
import { checkoutPaid, planActivated, sessionIdOf } from './payment-rules.ts'
import { pollUntil, type PollOptions } from './poll-until.ts'

/** The end of one activation wait, for one session and one user. */
interface Activation {
  key: string
  plan: Plan | null
}

export interface PaymentSuccessRouteProps {
  /** The polling beat and deadline; spec §9's 2 s and 30 s unless a story shortens them. */
  poll?: Pick<PollOptions, 'intervalMs' | 'timeoutMs'>
}

/**
 * /payment/success (spec §2, §4, §8): reads `session_id`, verifies the session with GET
 * /payments/checkout-status (no authorization header), then polls GET /user/me every 2 s for up to
 * 30 s until the plan is no longer free (the plan bought, when the session names it), refreshes the
 * auth context's profile and every cached answer, and shows the result.
 */
export function PaymentSuccessRoute({ poll }: PaymentSuccessRouteProps) {
  const [search] = useSearchParams()
  const sessionId = sessionIdOf(search)
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { status: authStatus, user, refreshProfile } = useAuth()
  const uid = user?.uid ?? null
  // The context's refresh changes identity with every profile: keep the latest without restarting.
  const refresh = useRef(refreshProfile)
  useEffect(() => {
    refresh.current = refreshProfile
  }, [refreshProfile])

  const verify = useQuery({
    queryKey: ['checkout-status', sessionId] as const,
    queryFn: ({ signal }) => getCheckoutStatus(client, sessionId ?? '', { signal }),
    enabled: sessionId !== null,
    retry: false,
    staleTime: Infinity,
  })
  const paid = verify.data ? checkoutPaid(verify.data) : false
  const purchased = verify.data?.plan ?? null
  const key = `${sessionId ?? ''}:${uid ?? ''}`
  const [activation, setActivation] = useState<Activation | null>(null)
  const intervalMs = poll?.intervalMs
  const timeoutMs = poll?.timeoutMs

  useEffect(() => {
    if (!paid || authStatus !== 'signedIn' || uid === null) return
    const controller = new AbortController()
    pollUntil(
      async (signal) => {
        const profile = await getProfile(client, { signal })
        return planActivated(profile.plan, purchased) ? (profile.plan ?? 'free') : undefined
      },
      { intervalMs, timeoutMs, signal: controller.signal },
    ).then(
      (result) => {
        setActivation({ key, plan: result.done ? result.value : null })
        if (!result.done) return
        // The navbar, the dashboard and the profile page show the new plan at once.
        void refresh.current()
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== 'checkout-status',
        })
      },
      () => undefined, // aborted: the page was left or the user changed
    )
    return () => controller.abort()
  }, [paid, authStatus, uid, purchased, key, client, queryClient, intervalMs, timeoutMs])

  let phase: PaymentSuccessPhase
  let plan: Plan | null = purchased
  if (sessionId === null) phase = 'missing-session'
  else if (verify.isPending) phase = 'processing'
  else if (verify.isError) phase = 'unverified'
  else if (!paid) phase = 'failed'
  // Nobody signed in on this browser: the payment is verified, but there is no profile to watch.
  else if (authStatus === 'signedOut') phase = 'done'
  else if (activation?.key !== key) phase = 'activating'
  else if (activation.plan === null) phase = 'unverified'
  else {
    phase = 'done'
    plan = activation.plan
  }

  return (
    <PaymentSuccess
      phase={phase}
      plan={plan}
      email={user?.email ?? null}
      renderLink={renderRouterLink}
    />
  )
}
