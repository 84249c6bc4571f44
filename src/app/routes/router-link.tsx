import { Link } from 'react-router-dom'
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
