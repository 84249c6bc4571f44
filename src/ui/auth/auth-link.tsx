import type { ReactNode } from 'react'

export interface AuthLinkProps {
  to: string
  className?: string
  children: ReactNode
}

/** How a pure screen renders a link: the app passes the router's Link, stories keep plain anchors. */
export type RenderLink = (props: AuthLinkProps) => ReactNode

export const anchorLink: RenderLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
)

export const textLinkClassName =
  'rounded-ui font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'
