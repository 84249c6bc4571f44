import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import {
  ResetPasswordForm,
  type ResetPasswordStatus,
} from '../../../ui/auth/reset-password-form.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { resetCodeErrorMessage, resetPasswordErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { renderRouterLink } from '../router-link.tsx'

/**
 * /reset-password?oobCode=...: verifies the code on load; a missing or bad code toasts the §5 message
 * and goes to /signin; a valid one shows the account's email and the new-password form.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth')
  const { verifyResetCode, confirmReset } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const code = params.get('oobCode')
  const [status, setStatus] = useState<ResetPasswordStatus>('verifying')
  const [email, setEmail] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    const invalid = () => {
      if (!live) return
      const text = t(resetCodeErrorMessage(code).key)
      setStatus('invalid')
      setError(text)
      toast.error(text)
      void navigate('/signin', { replace: true })
    }
    if (!code) {
      invalid()
      return
    }
    verifyResetCode(code).then((accountEmail) => {
      if (!live) return
      setEmail(accountEmail)
      setStatus('form')
    }, invalid)
    return () => {
      live = false
    }
    // Verify once per code; the translation function changing must not re-verify.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code])

  return (
    <ResetPasswordForm
      status={status}
      email={email}
      busy={busy}
      error={error}
      renderLink={renderRouterLink}
      onSubmit={({ password }) => {
        if (!code) return
        setBusy(true)
        setError(undefined)
        confirmReset(code, password).then(
          () => {
            toast.success(t('resetPassword.success'))
            void navigate('/signin', { replace: true })
          },
          (cause: unknown) => {
            setBusy(false)
            const message = resetPasswordErrorMessage(cause)
            const text = t(message.key, message.values)
            setError(text)
            toast.error(text)
          },
        )
      }}
    />
  )
}
