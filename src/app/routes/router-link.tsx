import { Link, useLocation } from 'react-router-dom'
import type { RenderLink } from '../../ui/shell/link.tsx'

/**
 * The pure screens' links, through the router. Components hand the link its classes, ARIA and
 * click handler (and style it through `asChild`): the router's Link forwards them to its `<a>`.
 */
export const renderRouterLink: RenderLink = (to, children, props) => (
  <Link to={to} {...props}>
    {children}
  </Link>
)

/**
 * The same, carrying the current location's state along: moving between /signin and /signup keeps
 * where the user was going (`state.from`, e.g. back to /pricing during a purchase).
 */
export function useRouterLinkKeepingState(): RenderLink {
  const { state } = useLocation()
  return (to, children, props) => (
    <Link to={to} state={state} {...props}>
      {children}
    </Link>
  )
}
