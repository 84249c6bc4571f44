import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { InputField, PasswordField } from '../primitives/input-field.tsx'
import { AuthCard, OrDivider } from './auth-layout.tsx'
import { renderAnchor, textLinkClassName, type RenderLink } from '../shell/link.tsx'
import { GoogleButton } from './google-button.tsx'
import { hasErrors, validateSignUp, type SignUpValues } from './validation.ts'

export interface SignUpFormProps {
  /** The account is being created: 'Creating account...' and the form disabled. */
  busy?: boolean
  googleBusy?: boolean
  /** The last failure, already translated (spec §8). */
  error?: string
  defaultValues?: Partial<SignUpValues>
  /** Start with both passwords shown. */
  defaultPasswordVisible?: boolean
  /** Shows the demo-mode banner (spec §1; off in this build). */
  demoMode?: boolean
  onSubmit: (values: SignUpValues) => void
  onGoogleSignUp: () => void
  renderLink?: RenderLink
}

/** Sign-up (spec §2): full name, email, password, confirm password, Google sign-up, link to sign-in. */
export function SignUpForm({
  busy = false,
  googleBusy = false,
  error,
  defaultValues,
  defaultPasswordVisible = false,
  demoMode = false,
  onSubmit,
  onGoogleSignUp,
  renderLink = renderAnchor,
}: SignUpFormProps) {
  const { t } = useTranslation('auth')
  const [values, setValues] = useState<SignUpValues>({
    fullName: defaultValues?.fullName ?? '',
    email: defaultValues?.email ?? '',
    password: defaultValues?.password ?? '',
    confirmPassword: defaultValues?.confirmPassword ?? '',
  })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateSignUp(values) : {}
  const anyBusy = busy || googleBusy
  const set = (field: keyof SignUpValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateSignUp(values))) return
    onSubmit({ ...values, fullName: values.fullName.trim(), email: values.email.trim() })
  }

  return (
    <AuthCard
      title={t('signUp.title')}
      description={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          {renderLink('/signin', t('signUp.signIn'), { className: textLinkClassName })}
        </>
      }
    >
      {demoMode ? <Alert variant="info">{t('signUp.demoBanner')}</Alert> : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <GoogleButton loading={googleBusy} disabled={anyBusy} onClick={onGoogleSignUp}>
        {t('google.signUp')}
      </GoogleButton>
      <OrDivider />
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-busy={busy || undefined}
      >
        <InputField
          label={t('fields.fullName')}
          required
          error={errors.fullName ? t(errors.fullName) : undefined}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          disabled={anyBusy}
          onChange={set('fullName')}
        />
        <InputField
          label={t('fields.email')}
          required
          error={errors.email ? t(errors.email) : undefined}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          disabled={anyBusy}
          onChange={set('email')}
        />
        <PasswordField
          label={t('fields.password')}
          hint={t('signUp.passwordHint')}
          required
          error={errors.password ? t(errors.password) : undefined}
          name="password"
          autoComplete="new-password"
          defaultVisible={defaultPasswordVisible}
          value={values.password}
          disabled={anyBusy}
          onChange={set('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          required
          error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
          name="confirmPassword"
          autoComplete="new-password"
          defaultVisible={defaultPasswordVisible}
          value={values.confirmPassword}
          disabled={anyBusy}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={anyBusy}>
          {busy ? t('signUp.busy') : t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
