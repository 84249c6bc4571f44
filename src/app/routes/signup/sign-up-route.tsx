import { SignUpForm } from '../../../ui/auth/sign-up-form.tsx'
import { googleSignInErrorMessage, signUpErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { DEMO_MODE } from '../../demo-mode.ts'
import { useRouterLinkKeepingState } from '../router-link.tsx'
import { useAuthAttempt } from '../use-auth-attempt.ts'

/** /signup. Success: the guard sends the new user on (state.from or /dashboard). */
export function SignUpRoute() {
  const renderLink = useRouterLinkKeepingState()
  const { signUp, signInWithGoogle } = useAuth()
  const email = useAuthAttempt(signUpErrorMessage)
  const google = useAuthAttempt((cause) => googleSignInErrorMessage(cause, 'signUp'))

  return (
    <SignUpForm
      busy={email.busy}
      googleBusy={google.busy}
      error={email.error ?? google.error}
      renderLink={renderLink}
      demoMode={DEMO_MODE}
      onSubmit={({ fullName, email: address, password }) => {
        google.clearError()
        email.attempt(() => signUp({ fullName, email: address, password }))
      }}
      onGoogleSignUp={() => {
        email.clearError()
        google.attempt(signInWithGoogle)
      }}
    />
  )
}
