import { Link } from 'react-router-dom'
import type { RenderLink } from '../../ui/auth/auth-link.tsx'

/** The pure screens' links, through the router. */
export const routerLink: RenderLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
)
