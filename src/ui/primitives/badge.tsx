import { cva, type VariantProps } from 'class-variance-authority'
import { FlaskConical, Sparkles } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan, ResumeStatus } from '../../contract/common.ts'
import { cn } from '../lib/cn.ts'

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border font-medium whitespace-nowrap [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'border-border-subtle bg-canvas text-ink-muted',
        accent: 'border-accent-200 bg-accent-50 text-accent-800',
        info: 'border-info-200 bg-info-50 text-info-800',
        success: 'border-success-200 bg-success-50 text-success-800',
        warning: 'border-warning-200 bg-warning-50 text-warning-800',
        danger: 'border-danger-200 bg-danger-50 text-danger-800',
        // Solid fills: the plan colours (the same on every screen) and the accent for "popular".
        'plan-free': 'border-transparent bg-plan-free text-white',
        'plan-premium': 'border-transparent bg-plan-premium text-white',
        'plan-pro': 'border-transparent bg-plan-pro text-white',
        popular: 'border-transparent bg-accent-600 text-white',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs [&_svg]:size-3',
        md: 'px-2.5 py-1 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

/** A short label for a status or category. The text is given already translated. */
export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    />
  )
}

type PresetBadgeProps = Omit<BadgeProps, 'tone' | 'children'>

/** The plan colour of each plan; exported so charts and borders can match the badge. */
export const PLAN_BADGE_TONE = {
  free: 'plan-free',
  premium: 'plan-premium',
  pro: 'plan-pro',
} as const satisfies Record<Plan, BadgeProps['tone']>

export type PlanBadgeProps = PresetBadgeProps & {
  /** Spec §3: a missing plan means free. */
  plan: Plan | null | undefined
}

/** The user's plan (Free, Premium, Pro) in its plan colour. */
export function PlanBadge({ plan, ...props }: PlanBadgeProps) {
  const { t } = useTranslation()
  const key = plan ?? 'free'
  return (
    <Badge tone={PLAN_BADGE_TONE[key]} data-plan={key} {...props}>
      {t(`plan.${key}`)}
    </Badge>
  )
}

/** Draft is neutral, optimized green, exported blue: the same on the dashboard and the resume list. */
export const RESUME_STATUS_TONE = {
  draft: 'neutral',
  optimized: 'success',
  exported: 'info',
} as const satisfies Record<ResumeStatus, BadgeProps['tone']>

export type ResumeStatusBadgeProps = PresetBadgeProps & {
  status: ResumeStatus
}

export function ResumeStatusBadge({ status, ...props }: ResumeStatusBadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge tone={RESUME_STATUS_TONE[status]} data-status={status} {...props}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`resumeStatus.${status}`)}
    </Badge>
  )
}

/** "Popular", for the highlighted pricing card. */
export function PopularBadge(props: PresetBadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge tone="popular" {...props}>
      <Sparkles aria-hidden="true" />
      {t('badge.popular')}
    </Badge>
  )
}

/** "Beta", for features still in beta (the originality check). */
export function BetaBadge(props: PresetBadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge tone="info" {...props}>
      <FlaskConical aria-hidden="true" />
      {t('badge.beta')}
    </Badge>
  )
}
