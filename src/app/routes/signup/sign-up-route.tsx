import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignUpForm } from '../../../ui/auth/sign-up-form.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import {
  googleSignInErrorMessage,
  signUpErrorMessage,
  type AuthMessage,
} from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { routerLink } from '../router-link.tsx'

/** /signup. Success: the guard sends the new user on (state.from or /dashboard). */
export function SignUpRoute() {
  const { t } = useTranslation('auth')
  const { signUp, signInWithGoogle } = useAuth()
  const [busy, setBusy] = useState(false)
  const [googleBusy, setGoogleBusy] = useState(false)
  const [error, setError] = useState<string>()

  const fail = (message: AuthMessage) => {
    const text = t(message.key, message.values)
    setError(text)
    toast.error(text)
  }

  return (
    <SignUpForm
      busy={busy}
      googleBusy={googleBusy}
      error={error}
      renderLink={routerLink}
      onSubmit={({ fullName, email, password }) => {
        setBusy(true)
        setError(undefined)
        signUp({ fullName, email, password }).then(
          () => setBusy(false),
          (cause: unknown) => {
            setBusy(false)
            fail(signUpErrorMessage(cause))
          },
        )
      }}
      onGoogleSignUp={() => {
        setGoogleBusy(true)
        setError(undefined)
        signInWithGoogle().then(
          () => setGoogleBusy(false),
          (cause: unknown) => {
            setGoogleBusy(false)
            fail(googleSignInErrorMessage(cause, 'signUp'))
          },
        )
      }}
    />
  )
}
