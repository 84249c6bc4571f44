import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader } from '../primitives/card.tsx'

export interface AuthCardProps {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The centred card every auth screen sits in; the title is the page's one h1. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
      {footer ? <p className="text-center text-sm text-ink-muted">{footer}</p> : null}
    </div>
  )
}

/** "or" between the Google button and the email form. */
export function OrDivider() {
  const { t } = useTranslation('auth')
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-ink-muted uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-border-subtle" />
      <span>{t('or')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border-subtle" />
    </div>
  )
}
