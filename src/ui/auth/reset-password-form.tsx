import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { PasswordField } from '../primitives/input-field.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { AuthCard } from './auth-layout.tsx'
import { renderAnchor, textLinkClassName, type RenderLink } from '../shell/link.tsx'
import { hasErrors, validateResetPassword, type ResetPasswordValues } from './validation.ts'

/**
 * verifying: the code is being checked; form: valid code, choose a password; invalid: a missing or
 * bad code (the page is on its way to /signin); done: the password was reset.
 */
export type ResetPasswordStatus = 'verifying' | 'form' | 'invalid' | 'done'

export interface ResetPasswordFormProps {
  status: ResetPasswordStatus
  /** The account the code belongs to (status form). */
  email?: string
  busy?: boolean
  /** The failure, already translated: the reset error, or the invalid-code message. */
  error?: string
  defaultValues?: Partial<ResetPasswordValues>
  onSubmit: (values: ResetPasswordValues) => void
  renderLink?: RenderLink
}

/** Reset password (/reset-password?oobCode=...): verifying, then the new password form. */
export function ResetPasswordForm({
  status,
  email,
  busy = false,
  error,
  defaultValues,
  onSubmit,
  renderLink = renderAnchor,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('auth')
  const [values, setValues] = useState<ResetPasswordValues>({
    password: defaultValues?.password ?? '',
    confirmPassword: defaultValues?.confirmPassword ?? '',
  })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateResetPassword(values) : {}

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateResetPassword(values))) return
    onSubmit(values)
  }

  const back = renderLink('/signin', t('resetPassword.back'), { className: textLinkClassName })

  return (
    <AuthCard title={t('resetPassword.title')} footer={status === 'verifying' ? undefined : back}>
      {status === 'verifying' ? (
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={t('resetPassword.verifying')} showLabel />
        </div>
      ) : null}
      {status === 'invalid' || status === 'done' ? (
        <Alert variant={status === 'done' ? 'success' : 'danger'}>
          {status === 'done' ? t('resetPassword.success') : error}
        </Alert>
      ) : null}
      {status === 'form' ? (
        <>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-4"
            aria-busy={busy || undefined}
          >
            <Field label={t('resetPassword.account')}>
              <Input
                type="email"
                name="email"
                value={email ?? ''}
                readOnly
                autoComplete="username"
              />
            </Field>
            <PasswordField
              label={t('fields.newPassword')}
              required
              error={errors.password ? t(errors.password) : undefined}
              name="password"
              autoComplete="new-password"
              value={values.password}
              disabled={busy}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
            <PasswordField
              label={t('fields.confirmNewPassword')}
              required
              error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              disabled={busy}
              onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
            />
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {busy ? t('resetPassword.busy') : t('resetPassword.submit')}
            </Button>
          </form>
        </>
      ) : null}
    </AuthCard>
  )
}
