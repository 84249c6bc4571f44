import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

/**
 * Our own hero illustration: a resume with matched keywords highlighted and a match gauge at 87%.
 * Decorative; coloured by theme tokens. No words in it, so it reads the same in every language.
 */
export function MatchIllustration({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      data-slot="match-illustration"
      viewBox="0 0 320 260"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full max-w-md', className)}
      {...props}
    >
      <rect x="8" y="18" width="304" height="232" rx="24" className="fill-accent-50" />
      <circle cx="286" cy="44" r="4" className="fill-accent-200" />
      <circle cx="26" cy="214" r="3" className="fill-accent-200" />

      {/* The resume */}
      <rect
        x="36"
        y="30"
        width="170"
        height="208"
        rx="10"
        strokeWidth="1.5"
        className="fill-surface stroke-border"
      />
      <circle cx="64" cy="60" r="13" className="fill-accent-100" />
      <rect x="86" y="51" width="92" height="8" rx="4" className="fill-accent-700" />
      <rect x="86" y="64" width="60" height="6" rx="3" className="fill-border" />
      <rect x="52" y="90" width="48" height="6" rx="3" className="fill-accent-600" />
      <rect x="52" y="104" width="40" height="10" rx="5" className="fill-success-200" />
      <rect x="96" y="106" width="92" height="6" rx="3" className="fill-border-subtle" />
      <rect x="52" y="120" width="136" height="6" rx="3" className="fill-border-subtle" />
      <rect x="52" y="132" width="70" height="6" rx="3" className="fill-border-subtle" />
      <rect x="126" y="130" width="44" height="10" rx="5" className="fill-success-200" />
      <rect x="52" y="158" width="56" height="6" rx="3" className="fill-accent-600" />
      <rect x="52" y="172" width="120" height="6" rx="3" className="fill-border-subtle" />
      <rect x="52" y="184" width="36" height="10" rx="5" className="fill-warning-200" />
      <rect x="92" y="186" width="72" height="6" rx="3" className="fill-border-subtle" />
      <rect x="52" y="200" width="100" height="6" rx="3" className="fill-border-subtle" />

      {/* The match gauge */}
      <rect
        x="168"
        y="116"
        width="132"
        height="112"
        rx="14"
        strokeWidth="1.5"
        className="fill-surface stroke-border-subtle"
      />
      <path
        d="M194 204a40 40 0 0 1 80 0"
        strokeWidth="11"
        strokeLinecap="round"
        className="stroke-border-subtle"
      />
      <path
        d="M194 204A40 40 0 0 1 270.7 188.1"
        strokeWidth="11"
        strokeLinecap="round"
        className="stroke-success-500"
      />
      <text
        x="234"
        y="200"
        textAnchor="middle"
        className="fill-ink text-[22px] font-bold tabular-nums"
      >
        87%
      </text>
      <rect x="206" y="138" width="56" height="6" rx="3" className="fill-border" />

      {/* A check: the resume fits */}
      <circle cx="206" cy="34" r="16" className="fill-success-500" />
      <path
        d="m198 34.5 5.5 5.5 10-11"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
    </svg>
  )
}
