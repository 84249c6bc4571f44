import type { ComponentProps, ReactElement, ReactNode } from 'react'

/** What a component hands to a link besides its target and content: classes, ARIA, a click handler. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'>

/**
 * How a pure component draws a link to one of the app's routes. The app passes one that returns the
 * router's `<Link to={to}>`; stories and tests keep the default plain anchor. It must return a single
 * element that forwards its props to the `<a>`, because buttons and menu items style it through
 * `asChild`.
 */
export type RenderLink = (to: string, children: ReactNode, props?: LinkProps) => ReactElement

/** The default: a plain `<a href>`. */
export const renderAnchor: RenderLink = (to, children, props) => (
  <a href={to} {...props}>
    {children}
  </a>
)

/** An inline text link inside a sentence (the auth pages' "Sign in", "Forgot password?"). */
export const textLinkClassName =
  'rounded-ui font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'
