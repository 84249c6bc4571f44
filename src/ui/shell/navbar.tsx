import { LogOut, Menu, UserRound, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Plan } from '../../contract/common.ts'
import type { Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { displayNameOf } from '../lib/display-name.ts'
import { Avatar, type AvatarUser } from '../primitives/avatar.tsx'
import { PlanBadge } from '../primitives/badge.tsx'
import { Button } from '../primitives/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../primitives/dropdown-menu.tsx'
import { GoogleIcon } from './google-icon.tsx'
import { LanguagePicker } from './language-picker.tsx'
import { renderAnchor, type RenderLink } from './link.tsx'
import { Logo } from './logo.tsx'
import { isActivePath, navItemsFor } from './nav-items.ts'

/** The signed-in user as the identity provider reports it (spec §3). */
export type NavbarUser = AvatarUser

export type NavbarProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The signed-in user, or null for a visitor. */
  user: NavbarUser | null
  /** The user's plan from the profile; missing means free (spec §3). */
  plan?: Plan | null
  /** The current route's path, for the active link (`aria-current="page"`). */
  activePath?: string
  language: Language
  onLanguageChange: (language: Language) => void
  /** The Google account button (signed out). */
  onGoogleSignIn: () => void
  /** A Google sign-in popup is open: the button is busy. */
  googleBusy?: boolean
  /** "Log out" in the avatar menu or the mobile panel. */
  onSignOut: () => void
  /** Draws the links; defaults to plain anchors (the app passes the router's Link). */
  renderLink?: RenderLink
}

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'

const navLinkClass = cn(
  'inline-flex items-center rounded-ui px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-accent-50 hover:text-accent-800 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800',
  focusRing,
)

/**
 * The navigation bar (spec §2): the logo home, the links (dashboard and resumes only when signed
 * in), the language picker, and either the sign-in link with the Google button or the avatar menu.
 * Below 1024 px the links and account items move into a panel behind a menu button (Escape closes
 * it).
 */
export function Navbar({
  user,
  plan,
  activePath,
  language,
  onLanguageChange,
  onGoogleSignIn,
  googleBusy = false,
  onSignOut,
  renderLink = renderAnchor,
  className,
  ...props
}: NavbarProps) {
  const { t } = useTranslation('shell')
  const { t: tc } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const signedIn = user != null
  const items = navItemsFor(signedIn)
  const name = user ? displayNameOf(user, tc('user.fallbackName')) : ''

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  const links = (onNavigate?: () => void, vertical = false) =>
    items.map((item) => (
      <li key={item.to}>
        {renderLink(item.to, t(`nav.${item.label}`), {
          className: cn(navLinkClass, vertical && 'flex w-full px-3 py-2.5 text-base'),
          'aria-current': isActivePath(item.to, activePath) ? 'page' : undefined,
          onClick: onNavigate,
        })}
      </li>
    ))

  return (
    <header
      data-slot="navbar"
      className={cn('sticky top-0 z-40 border-b border-border-subtle bg-surface', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        {renderLink('/', <Logo />, { className: cn('shrink-0 rounded-ui', focusRing) })}
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links()}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker language={language} onLanguageChange={onLanguageChange} />
          {user ? (
            <div className="hidden lg:block">
              <AccountMenu
                user={user}
                name={name}
                plan={plan}
                onSignOut={onSignOut}
                renderLink={renderLink}
              />
            </div>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Button asChild variant="ghost" size="sm">
                {renderLink('/signin', t('auth.signIn'))}
              </Button>
              <Button variant="secondary" size="sm" loading={googleBusy} onClick={onGoogleSignIn}>
                {googleBusy ? null : <GoogleIcon />}
                {/* Between 1024 and 1280 px the bar is short of room in Spanish and Russian: the
                    button reads "Google" there, and keeps its full name for screen readers. */}
                <span aria-hidden="true" className="xl:hidden">
                  Google
                </span>
                <span className="sr-only xl:not-sr-only">{t('auth.google')}</span>
              </Button>
            </div>
          )}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            data-slot="navbar-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('mobile.close') : t('mobile.open')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        data-slot="navbar-panel"
        hidden={!open}
        className="border-t border-border-subtle bg-surface px-4 pt-2 pb-4 shadow-overlay sm:px-6 lg:hidden"
      >
        <nav aria-label={t('mobile.panel')}>
          <ul className="flex flex-col gap-1">{links(close, true)}</ul>
        </nav>
        <div className="mt-3 border-t border-border-subtle pt-4">
          {user ? (
            <div className="flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <Avatar user={user} size="md" decorative />
                <div className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-semibold text-ink">{name}</span>
                  {user.email ? (
                    <span className="truncate text-sm text-ink-muted">{user.email}</span>
                  ) : null}
                </div>
                <PlanBadge plan={plan} className="ml-auto" />
              </div>
              <div className="flex flex-col gap-2">
                <Button asChild variant="secondary" fullWidth>
                  {renderLink(
                    '/profile',
                    <>
                      <UserRound aria-hidden="true" />
                      {t('account.profile')}
                    </>,
                    { onClick: close },
                  )}
                </Button>
                <Button
                  variant="ghost"
                  fullWidth
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                  onClick={() => {
                    close()
                    onSignOut()
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {t('account.logOut')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Button variant="secondary" fullWidth loading={googleBusy} onClick={onGoogleSignIn}>
                {googleBusy ? null : <GoogleIcon />}
                {t('auth.google')}
              </Button>
              <Button asChild fullWidth>
                {renderLink('/signin', t('auth.signIn'), { onClick: close })}
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}

type AccountMenuProps = {
  user: NavbarUser
  name: string
  plan: Plan | null | undefined
  onSignOut: () => void
  renderLink: RenderLink
}

/** The avatar menu: who is signed in (name, email, plan), the profile link and "Log out". */
function AccountMenu({ user, name, plan, onSignOut, renderLink }: AccountMenuProps) {
  const { t } = useTranslation('shell')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          data-slot="account-menu-trigger"
          className={cn(
            'inline-flex rounded-full transition-shadow hover:ring-2 hover:ring-accent-200',
            focusRing,
          )}
        >
          <Avatar user={user} size="sm" decorative />
          {/* Named by hidden text, not aria-label: the initials are drawn, not read. */}
          <span className="sr-only">{t('account.menu', { name })}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
          <span data-slot="account-name" className="truncate text-sm font-semibold text-ink">
            {name}
          </span>
          {user.email ? (
            <span data-slot="account-email" className="truncate text-sm font-normal text-ink-muted">
              {user.email}
            </span>
          ) : null}
          <span className="mt-1.5 flex items-center gap-2 text-xs font-medium text-ink-muted">
            {t('account.planLabel')}
            <PlanBadge plan={plan} />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {renderLink(
            '/profile',
            <>
              <UserRound aria-hidden="true" />
              {t('account.profile')}
            </>,
          )}
        </DropdownMenuItem>
        <DropdownMenuItem variant="danger" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('account.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
