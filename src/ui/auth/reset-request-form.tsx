import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { InputField } from '../primitives/input-field.tsx'
import { AuthCard } from './auth-layout.tsx'
import { renderAnchor, textLinkClassName, type RenderLink } from '../shell/link.tsx'
import { hasErrors, validateResetRequest } from './validation.ts'

export interface ResetRequestFormProps {
  busy?: boolean
  /** The last failure, already translated (spec §8). */
  error?: string
  /** The email went out: 'Password reset email sent!'. */
  sent?: boolean
  defaultEmail?: string
  onSubmit: (email: string) => void
  renderLink?: RenderLink
}

/** Forgot password (/reset-request): email, 'Send Reset Email', a link back to sign-in. */
export function ResetRequestForm({
  busy = false,
  error,
  sent = false,
  defaultEmail = '',
  onSubmit,
  renderLink = renderAnchor,
}: ResetRequestFormProps) {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState(defaultEmail)
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateResetRequest({ email }) : {}

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateResetRequest({ email }))) return
    onSubmit(email.trim())
  }

  return (
    <AuthCard
      title={t('resetRequest.title')}
      description={t('resetRequest.intro')}
      footer={renderLink('/signin', t('resetRequest.back'), { className: textLinkClassName })}
    >
      {sent ? <Alert variant="success">{t('resetRequest.sent')}</Alert> : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-busy={busy || undefined}
      >
        <InputField
          label={t('fields.email')}
          required
          error={errors.email ? t(errors.email) : undefined}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? t('resetRequest.busy') : t('resetRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
