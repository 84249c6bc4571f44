import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { InputField, PasswordField } from '../primitives/input-field.tsx'
import { AuthCard, OrDivider } from './auth-layout.tsx'
import { renderAnchor, textLinkClassName, type RenderLink } from '../shell/link.tsx'
import { GoogleButton } from './google-button.tsx'
import { hasErrors, validateSignIn, type SignInValues } from './validation.ts'

export interface SignInFormProps {
  /** The email and password request is running: the form is disabled. */
  busy?: boolean
  /** The Google popup is open. */
  googleBusy?: boolean
  /** The last failure, already translated (spec §8). */
  error?: string
  defaultValues?: Partial<SignInValues>
  /** Start with the password shown. */
  defaultPasswordVisible?: boolean
  onSubmit: (values: SignInValues) => void
  onGoogleSignIn: () => void
  renderLink?: RenderLink
}

/** Sign-in (spec §2): Google button, email and password, forgot-password and create-account links. */
export function SignInForm({
  busy = false,
  googleBusy = false,
  error,
  defaultValues,
  defaultPasswordVisible = false,
  onSubmit,
  onGoogleSignIn,
  renderLink = renderAnchor,
}: SignInFormProps) {
  const { t } = useTranslation('auth')
  const [values, setValues] = useState<SignInValues>({
    email: defaultValues?.email ?? '',
    password: defaultValues?.password ?? '',
  })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateSignIn(values) : {}
  const anyBusy = busy || googleBusy

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateSignIn(values))) return
    onSubmit({ email: values.email.trim(), password: values.password })
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          {renderLink('/signup', t('signIn.createAccount'), { className: textLinkClassName })}
        </>
      }
    >
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <GoogleButton loading={googleBusy} disabled={anyBusy} onClick={onGoogleSignIn}>
        {t('google.signIn')}
      </GoogleButton>
      <OrDivider />
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
          value={values.email}
          disabled={anyBusy}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <PasswordField
          label={t('fields.password')}
          required
          error={errors.password ? t(errors.password) : undefined}
          name="password"
          autoComplete="current-password"
          defaultVisible={defaultPasswordVisible}
          value={values.password}
          disabled={anyBusy}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <div className="flex justify-end text-sm">
          {renderLink('/reset-request', t('signIn.forgot'), { className: textLinkClassName })}
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={anyBusy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
