/** The navigation bar's links (spec §2), in order; dashboard and resumes only for a signed-in user. */
export const NAV_ITEMS = [
  { to: '/', label: 'home', signedInOnly: false },
  { to: '/dashboard', label: 'dashboard', signedInOnly: true },
  { to: '/resumes', label: 'resumes', signedInOnly: true },
  { to: '/executive-bio', label: 'executiveBio', signedInOnly: false },
  { to: '/cover-letter', label: 'coverLetter', signedInOnly: false },
  { to: '/pricing', label: 'pricing', signedInOnly: false },
] as const

export type NavItem = (typeof NAV_ITEMS)[number]

/** The links a visitor (signed out) or a signed-in user sees. */
export function navItemsFor(signedIn: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly)
}

/**
 * Whether a link is the current page: home only on `/` itself, any other link on its path and the
 * paths below it (`/resumes/42` keeps "Resumes" active).
 */
export function isActivePath(to: string, activePath: string | null | undefined): boolean {
  if (activePath == null) return false
  const path = activePath.length > 1 ? activePath.replace(/\/+$/, '') : activePath
  if (to === '/') return path === '/'
  return path === to || path.startsWith(`${to}/`)
}
