import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignInForm } from '../../../ui/auth/sign-in-form.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import {
  googleSignInErrorMessage,
  signInErrorMessage,
  type AuthMessage,
} from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { routerLink } from '../router-link.tsx'

/**
 * /signin. On success the signed-out-only guard sends the user on (to `state.from` or /dashboard);
 * failures show the §8 toast and stay on the form.
 */
export function SignInRoute() {
  const { t } = useTranslation('auth')
  const { signIn, signInWithGoogle } = useAuth()
  const [busy, setBusy] = useState(false)
  const [googleBusy, setGoogleBusy] = useState(false)
  const [error, setError] = useState<string>()

  const fail = (message: AuthMessage) => {
    const text = t(message.key, message.values)
    setError(text)
    toast.error(text)
  }

  return (
    <SignInForm
      busy={busy}
      googleBusy={googleBusy}
      error={error}
      renderLink={routerLink}
      onSubmit={({ email, password }) => {
        setBusy(true)
        setError(undefined)
        signIn(email, password).then(
          () => setBusy(false),
          (cause: unknown) => {
            setBusy(false)
            fail(signInErrorMessage(cause))
          },
        )
      }}
      onGoogleSignIn={() => {
        setGoogleBusy(true)
        setError(undefined)
        signInWithGoogle().then(
          () => setGoogleBusy(false),
          (cause: unknown) => {
            setGoogleBusy(false)
            fail(googleSignInErrorMessage(cause, 'signIn'))
          },
        )
      }}
    />
  )
}
