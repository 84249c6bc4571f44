import type { ComponentProps, ReactNode } from 'react'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'

/*
 * Simplified flags drawn in a 3:2 box. Emoji flags do not render on Windows or in headless
 * Chromium, so the language picker draws its own. English uses the United Kingdom's flag
 * (diagonals without the counterchange); Spain's flag leaves out the coat of arms.
 */
const FLAGS: Record<Language, ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
  ru: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect y="13.33" width="60" height="13.34" fill="#0039a6" />
      <rect y="26.67" width="60" height="13.33" fill="#d52b1e" />
    </>
  ),
  es: (
    <>
      <rect width="60" height="40" fill="#aa151b" />
      <rect y="10" width="60" height="20" fill="#f1bf00" />
    </>
  ),
}

export type FlagIconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  language: Language
}

/**
 * The flag of a language, decorative (`aria-hidden`): the language's name is always written next to
 * it or given as the control's label. 20×14 px by default, with a hairline edge so white stripes
 * stay visible on white.
 */
export function FlagIcon({ language, className, ...props }: FlagIconProps) {
  return (
    <svg
      data-slot="flag-icon"
      data-language={language}
      viewBox="0 0 60 40"
      aria-hidden="true"
      focusable="false"
      // Size with `!`: buttons and menu items size every svg inside them to 16 px squares.
      className={cn(
        'h-3.5! w-5! shrink-0 overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgb(15_23_42/0.15)]',
        className,
      )}
      {...props}
    >
      {FLAGS[language]}
    </svg>
  )
}
