import type { ReactNode } from 'react'
import type { RequiredPlan } from '../../ui/gate/can-access.ts'
import { PlanGate } from '../../ui/gate/plan-gate.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { DEMO_MODE } from '../demo-mode.ts'
import { renderRouterLink } from '../routes/router-link.tsx'

/** The plan gate of spec §6 wired to the signed-in user's plan, demo mode and the router. */
export function AppPlanGate({
  requires,
  fallback,
  children,
}: {
  requires: RequiredPlan
  fallback?: ReactNode
  children: ReactNode
}) {
  const { profile } = useAuth()
  return (
    <PlanGate
      plan={profile?.plan}
      requires={requires}
      demoMode={DEMO_MODE}
      fallback={fallback}
      upgradeLink={renderRouterLink}
    >
      {children}
    </PlanGate>
  )
}
