import { PrivacyPage } from '../../../ui/shell/privacy-page.tsx'
import { renderRouterLink } from '../router-link.tsx'

/** /privacy: the privacy page, open to everyone (the footer links it). */
export function PrivacyRoute() {
  return <PrivacyPage renderLink={renderRouterLink} />
}
