import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { toast } from '../ui/primitives/toaster.tsx'
import { DemoNotice } from '../ui/shell/demo-notice.tsx'
import { Footer } from '../ui/shell/footer.tsx'
import { Navbar } from '../ui/shell/navbar.tsx'
import { RouteLoading } from '../ui/shell/route-loading.tsx'
import { googleSignInErrorMessage, type AuthMessageKey } from './auth/auth-errors.ts'
import { useAuth } from './auth/use-auth.ts'
import { DEMO_MODE } from './demo-mode.ts'
import { DEFAULT_SIGNED_IN_PATH } from './routes/guards/guards.tsx'
import { renderRouterLink } from './routes/router-link.tsx'
import { useLanguage } from './use-language.ts'

/** The navbar's words for a failed Google popup (spec §8): its own 'Sign-in was cancelled'. */
type NavbarGoogleToast = 'toast.signInCancelled' | 'toast.popupBlocked' | 'toast.googleFailed'

const NAVBAR_GOOGLE_TOASTS: Partial<Record<AuthMessageKey, NavbarGoogleToast>> = {
  'errors.google.cancelledNavbar': 'toast.signInCancelled',
  'errors.google.blocked': 'toast.popupBlocked',
}

/** The `shell` key of the toast for a failed Google sign-in from the navbar. */
function navbarGoogleErrorKey(error: unknown): NavbarGoogleToast {
  return NAVBAR_GOOGLE_TOASTS[googleSignInErrorMessage(error, 'navbar').key] ?? 'toast.googleFailed'
}

/**
 * Every page's frame: the navbar (auth state, language, Google sign-in, sign-out), the page in
 * `<main>` (a lazily loaded chunk: a spinner until then) and the footer.
 */
export function Layout() {
  const { t } = useTranslation('shell')
  const { t: tCommon } = useTranslation()
  const [language, setLanguage] = useLanguage()
  const { user, profile, signInWithGoogle, signOut } = useAuth()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [googleBusy, setGoogleBusy] = useState(false)

  const handleGoogleSignIn = () => {
    setGoogleBusy(true)
    signInWithGoogle().then(
      () => {
        setGoogleBusy(false)
        void navigate(DEFAULT_SIGNED_IN_PATH)
      },
      (cause: unknown) => {
        setGoogleBusy(false)
        toast.error(t(navbarGoogleErrorKey(cause)))
      },
    )
  }

  const handleSignOut = () => {
    signOut().then(
      () => {
        toast.success(t('toast.signedOut'))
        void navigate('/')
      },
      () => toast.error(t('toast.signOutError')),
    )
  }

  return (
    <div className="flex min-h-dvh flex-col">
      {DEMO_MODE ? <DemoNotice /> : null}
      <Navbar
        user={user}
        plan={profile?.plan}
        activePath={pathname}
        language={language}
        onLanguageChange={setLanguage}
        onGoogleSignIn={handleGoogleSignIn}
        googleBusy={googleBusy}
        onSignOut={handleSignOut}
        renderLink={renderRouterLink}
      />
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<RouteLoading label={tCommon('status.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer renderLink={renderRouterLink} />
    </div>
  )
}
