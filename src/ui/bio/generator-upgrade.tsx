import { Crown, Lock } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'

export type GeneratorUpgradeProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** 'Executive BIOs are a Pro Feature'; 'Cover Letter Generator is a Premium Feature'. */
  title: string
  body: ReactNode
  /** What the plan includes, from the active catalogue; left out until it is known. */
  includes?: ReactNode
  /** The server's refusal (a 403), shown above the offer. */
  notice?: string | null
  /** The plan the page needs: its icon and colour. */
  requires: 'premium' | 'pro'
  ctaLabel: string
  /** Shown with `onStartOver`: the page's reset (spec §4 clears the upgrade flag). */
  startOverLabel?: string
  onStartOver?: () => void
  /** Draws the link to /pricing; a plain anchor by default. */
  upgradeLink?: RenderLink
}

/**
 * The upgrade screen of a generator page (spec §2): what the page needs, what the plan brings, and
 * a link to /pricing. After a 403 it also shows the server's message and a way back to the form.
 */
export function GeneratorUpgrade({
  title,
  body,
  includes,
  notice,
  requires,
  ctaLabel,
  startOverLabel,
  onStartOver,
  upgradeLink = renderAnchor,
  className,
  ...props
}: GeneratorUpgradeProps) {
  const Icon = requires === 'pro' ? Crown : Lock
  const titleId = useId()
  return (
    <section
      data-slot="generator-upgrade"
      data-requires={requires}
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-ui border border-border-subtle bg-surface px-5 py-10 text-center shadow-raised sm:px-10',
        className,
      )}
      {...props}
    >
      {notice ? (
        <Alert variant="warning" className="text-left">
          {notice}
        </Alert>
      ) : null}
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full',
          requires === 'pro' ? 'bg-plan-pro/10 text-plan-pro' : 'bg-accent-50 text-accent-700',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-2">
        <h2 id={titleId} className="text-xl font-semibold text-balance text-ink sm:text-2xl">
          {title}
        </h2>
        <p className="text-sm text-balance text-ink-muted sm:text-base">{body}</p>
        {includes ? (
          <p data-slot="generator-upgrade-includes" className="text-sm font-medium text-ink">
            {includes}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>{upgradeLink('/pricing', ctaLabel)}</Button>
        {onStartOver && startOverLabel ? (
          <Button variant="secondary" onClick={onStartOver}>
            {startOverLabel}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
