import { Crown, Lock } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import { cn } from '../lib/cn.ts'
import { PlanBadge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { canAccess, type RequiredPlan } from './can-access.ts'

export type UpgradeBoxProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The user's plan; missing means free. */
  plan: Plan | null | undefined
  requires: RequiredPlan
  /** Draws the upgrade link to /pricing; defaults to a plain anchor. */
  upgradeLink?: RenderLink
}

/**
 * What a plan-gated feature shows a user whose plan does not open it (spec §6): the gating message
 * of the plan it needs, the user's current plan and an upgrade button to /pricing.
 */
export function UpgradeBox({
  plan,
  requires,
  upgradeLink = renderAnchor,
  className,
  ...props
}: UpgradeBoxProps) {
  const { t } = useTranslation('shell')
  const Icon = requires === 'pro' ? Crown : Lock
  const title = requires === 'pro' ? t('gate.proTitle') : t('gate.premiumTitle')
  const body = requires === 'pro' ? t('gate.proBody') : t('gate.premiumBody')
  return (
    <section
      data-slot="upgrade-box"
      data-requires={requires}
      aria-label={title}
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-ui border border-border-subtle bg-surface px-6 py-10 text-center shadow-raised',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full',
          requires === 'pro' ? 'bg-plan-pro/10 text-plan-pro' : 'bg-accent-50 text-accent-700',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <p className="text-sm text-balance text-ink-muted">{body}</p>
      </div>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        {t('gate.currentPlan')}
        <PlanBadge plan={plan} />
      </p>
      <Button asChild>{upgradeLink('/pricing', t('gate.upgrade'))}</Button>
    </section>
  )
}

export type PlanGateProps = {
  /** The user's plan; missing means free (spec §3). */
  plan: Plan | null | undefined
  /** The plan the feature needs: premium (premium or pro opens it) or pro. */
  requires: RequiredPlan
  /** Demo mode passes everything through (spec §1, §6). */
  demoMode?: boolean
  /** Shown instead of the upgrade box when the plan does not suffice. */
  fallback?: ReactNode
  /** Draws the upgrade box's link to /pricing; defaults to a plain anchor. */
  upgradeLink?: RenderLink
  children: ReactNode
}

/**
 * The plan-gating wrapper (spec §6): in demo mode, or when the plan suffices, its children; else the
 * fallback if one is given; else the upgrade box.
 */
export function PlanGate({
  plan,
  requires,
  demoMode = false,
  fallback,
  upgradeLink,
  children,
}: PlanGateProps) {
  if (demoMode || canAccess(plan, requires)) return <>{children}</>
  if (fallback !== undefined) return <>{fallback}</>
  return <UpgradeBox plan={plan} requires={requires} upgradeLink={upgradeLink} />
}
