import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'

/** The JobFit mark: a resume page with a check, on the accent colour. Decorative. */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      data-slot="logo-mark"
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-accent-600" />
      <path d="M10 7.5h8.5l4.5 4.5v12.5H10Z" className="fill-white" />
      <path d="M18.5 7.5V12H23" className="fill-accent-200" />
      <path
        d="M12.5 15h6M12.5 18h4"
        strokeWidth="1.5"
        strokeLinecap="round"
        className="stroke-accent-200"
      />
      <path
        d="m15.5 21.5 2 2 4-4.5"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-700"
      />
    </svg>
  )
}

/** The mark and the name; put it in a link home where it leads there. */
export function Logo({ className, ...props }: ComponentProps<'span'>) {
  const { t } = useTranslation()
  return (
    <span
      data-slot="logo"
      className={cn('inline-flex items-center gap-2 text-lg font-semibold text-ink', className)}
      {...props}
    >
      <LogoMark />
      <span className="tracking-tight">{t('app.name')}</span>
    </span>
  )
}
