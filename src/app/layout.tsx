import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import { Button } from '../ui/primitives/button.tsx'
import { toast } from '../ui/primitives/toaster.tsx'
import { LanguagePicker } from '../ui/shell/language-picker.tsx'
import { Logo } from '../ui/shell/logo.tsx'
import { RouteLoading } from '../ui/shell/route-loading.tsx'
import { useAuth } from './auth/use-auth.ts'
import { useLanguage } from './use-language.ts'

/**
 * A plain header (logo, language picker, sign in / sign out) around every page but home, until the
 * real navbar and footer replace it. The page itself is a lazily loaded chunk: a spinner until then.
 */
export function Layout() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const [language, setLanguage] = useLanguage()
  const { status, signOut } = useAuth()
  const navigate = useNavigate()

  const handleSignOut = () => {
    signOut().then(
      () => {
        toast.success(t('signOut.success'))
        void navigate('/')
      },
      () => toast.error(t('errors.signOut')),
    )
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border-subtle bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded-ui focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguagePicker language={language} onLanguageChange={setLanguage} />
            {status === 'signedIn' ? (
              <Button variant="ghost" onClick={handleSignOut}>
                {t('signOut.button')}
              </Button>
            ) : status === 'signedOut' ? (
              <Button asChild variant="ghost">
                <Link to="/signin">{t('header.signIn')}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<RouteLoading label={tCommon('status.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
