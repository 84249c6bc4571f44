import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  hasErrors,
  validateChangeEmail,
  validateChangePassword,
  type ChangeEmailValues,
  type ChangePasswordValues,
} from '../auth/validation.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { InputField, PasswordField } from '../primitives/input-field.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import type { SignInMethod } from './profile-tab.tsx'

/** Resolves true when the change went through, so the form clears itself. */
type Submit<V> = (values: V) => Promise<boolean> | undefined

export interface SecurityTabProps {
  method: SignInMethod
  passwordBusy?: boolean
  emailBusy?: boolean
  /** The change-password failure, already translated (spec §8). */
  passwordError?: string
  /** The change-email failure, already translated (spec §8). */
  emailError?: string
  /** Start with every password shown. */
  defaultPasswordVisible?: boolean
  defaultPasswordValues?: Partial<ChangePasswordValues>
  defaultEmailValues?: Partial<ChangeEmailValues>
  onChangePassword: Submit<ChangePasswordValues>
  onChangeEmail: Submit<ChangeEmailValues>
}

const emptyPassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}
const emptyEmail: ChangeEmailValues = { newEmail: '', currentPassword: '' }

function ChangePasswordForm({
  busy,
  error,
  defaultVisible,
  defaultValues,
  onSubmit,
}: {
  busy: boolean
  error: string | undefined
  defaultVisible: boolean
  defaultValues: Partial<ChangePasswordValues> | undefined
  onSubmit: Submit<ChangePasswordValues>
}) {
  const { t } = useTranslation('profile')
  const { t: tAuth } = useTranslation('auth')
  const [values, setValues] = useState<ChangePasswordValues>({ ...emptyPassword, ...defaultValues })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateChangePassword(values) : {}
  const set = (field: keyof ChangePasswordValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateChangePassword(values))) return
    const result = onSubmit(values)
    if (result instanceof Promise) {
      void result.then((done) => {
        if (done) {
          setValues(emptyPassword)
          setSubmitted(false)
        }
      })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('security.passwordHeading')}</h2>
        </CardTitle>
        <CardDescription>{t('security.passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-busy={busy || undefined}
        >
          <PasswordField
            label={t('security.currentPassword')}
            required
            error={errors.currentPassword ? tAuth(errors.currentPassword) : undefined}
            name="currentPassword"
            autoComplete="current-password"
            defaultVisible={defaultVisible}
            value={values.currentPassword}
            disabled={busy}
            onChange={set('currentPassword')}
          />
          <PasswordField
            label={t('security.newPassword')}
            required
            error={errors.newPassword ? tAuth(errors.newPassword) : undefined}
            name="newPassword"
            autoComplete="new-password"
            defaultVisible={defaultVisible}
            value={values.newPassword}
            disabled={busy}
            onChange={set('newPassword')}
          />
          <PasswordField
            label={t('security.confirmPassword')}
            required
            error={errors.confirmPassword ? tAuth(errors.confirmPassword) : undefined}
            name="confirmNewPassword"
            autoComplete="new-password"
            defaultVisible={defaultVisible}
            value={values.confirmPassword}
            disabled={busy}
            onChange={set('confirmPassword')}
          />
          <div>
            <Button type="submit" loading={busy}>
              {busy ? t('security.updatingPassword') : t('security.updatePassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function ChangeEmailForm({
  busy,
  error,
  defaultVisible,
  defaultValues,
  onSubmit,
}: {
  busy: boolean
  error: string | undefined
  defaultVisible: boolean
  defaultValues: Partial<ChangeEmailValues> | undefined
  onSubmit: Submit<ChangeEmailValues>
}) {
  const { t } = useTranslation('profile')
  const { t: tAuth } = useTranslation('auth')
  const [values, setValues] = useState<ChangeEmailValues>({ ...emptyEmail, ...defaultValues })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateChangeEmail(values) : {}

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (hasErrors(validateChangeEmail(values))) return
    const result = onSubmit({ ...values, newEmail: values.newEmail.trim() })
    if (result instanceof Promise) {
      void result.then((done) => {
        if (done) {
          setValues(emptyEmail)
          setSubmitted(false)
        }
      })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('security.emailHeading')}</h2>
        </CardTitle>
        <CardDescription>{t('security.emailDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-busy={busy || undefined}
        >
          <InputField
            label={t('security.newEmail')}
            required
            error={errors.newEmail ? tAuth(errors.newEmail) : undefined}
            type="email"
            name="newEmail"
            autoComplete="email"
            value={values.newEmail}
            disabled={busy}
            onChange={(event) => setValues({ ...values, newEmail: event.target.value })}
          />
          <PasswordField
            label={t('security.currentPassword')}
            required
            error={errors.currentPassword ? tAuth(errors.currentPassword) : undefined}
            name="emailCurrentPassword"
            autoComplete="current-password"
            defaultVisible={defaultVisible}
            value={values.currentPassword}
            disabled={busy}
            onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          />
          <div>
            <Button type="submit" loading={busy}>
              {busy ? t('security.updatingEmail') : t('security.updateEmail')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** Account settings, Security tab: password users change password and email; Google users are told where. */
export function SecurityTab({
  method,
  passwordBusy = false,
  emailBusy = false,
  passwordError,
  emailError,
  defaultPasswordVisible = false,
  defaultPasswordValues,
  defaultEmailValues,
  onChangePassword,
  onChangeEmail,
}: SecurityTabProps) {
  const { t } = useTranslation('profile')
  if (method === 'google') {
    return (
      <Alert variant="info" title={t('security.googleTitle')}>
        {t('security.googleBody')}
      </Alert>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordForm
        busy={passwordBusy}
        error={passwordError}
        defaultVisible={defaultPasswordVisible}
        defaultValues={defaultPasswordValues}
        onSubmit={onChangePassword}
      />
      <ChangeEmailForm
        busy={emailBusy}
        error={emailError}
        defaultVisible={defaultPasswordVisible}
        defaultValues={defaultEmailValues}
        onSubmit={onChangeEmail}
      />
    </div>
  )
}
