import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ResetRequestForm } from '../../../ui/auth/reset-request-form.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { resetRequestErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { renderRouterLink } from '../router-link.tsx'

/** /reset-request: sends the reset email, then goes to /signin with 'Password reset email sent!'. */
export function ResetRequestRoute() {
  const { t } = useTranslation('auth')
  const { sendPasswordReset } = useAuth()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  return (
    <ResetRequestForm
      busy={busy}
      error={error}
      renderLink={renderRouterLink}
      onSubmit={(email) => {
        setBusy(true)
        setError(undefined)
        sendPasswordReset(email).then(
          () => {
            toast.success(t('resetRequest.sent'))
            void navigate('/signin')
          },
          (cause: unknown) => {
            setBusy(false)
            const message = resetRequestErrorMessage(cause)
            const text = t(message.key)
            setError(text)
            toast.error(text)
          },
        )
      }}
    />
  )
}
