import { Link } from 'react-router-dom'
import type { RenderLink } from '../../ui/auth/auth-link.tsx'
import type { RenderLink as ShellRenderLink } from '../../ui/shell/link.tsx'

/** The pure screens' links, through the router. */
export const routerLink: RenderLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
)

/**
 * The same for the shell, home and dashboard components, which hand the link its classes, ARIA and
 * click handler (and style it through `asChild`): the router's Link forwards them to its `<a>`.
 */
export const renderRouterLink: ShellRenderLink = (to, children, props) => (
  <Link to={to} {...props}>
    {children}
  </Link>
)
