import { SignInForm } from '../../../ui/auth/sign-in-form.tsx'
import { googleSignInErrorMessage, signInErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useRouterLinkKeepingState } from '../router-link.tsx'
import { useAuthAttempt } from '../use-auth-attempt.ts'

/**
 * /signin. On success the signed-out-only guard sends the user on (to `state.from` or /dashboard);
 * failures show the §8 toast and stay on the form.
 */
export function SignInRoute() {
  const renderLink = useRouterLinkKeepingState()
  const { signIn, signInWithGoogle } = useAuth()
  const email = useAuthAttempt(signInErrorMessage)
  const google = useAuthAttempt((cause) => googleSignInErrorMessage(cause, 'signIn'))

  return (
    <SignInForm
      busy={email.busy}
      googleBusy={google.busy}
      error={email.error ?? google.error}
      renderLink={renderLink}
      onSubmit={({ email: address, password }) => {
        google.clearError()
        email.attempt(() => signIn(address, password))
      }}
      onGoogleSignIn={() => {
        email.clearError()
        google.attempt(signInWithGoogle)
      }}
    />
  )
}
