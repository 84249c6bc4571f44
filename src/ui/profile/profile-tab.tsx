import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/settings.ts'
import { formatDate } from '../lib/format.ts'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'

export type SignInMethod = 'google' | 'password'

export interface AccountInfo {
  displayName: string
  email: string
  /** ISO date the account was created, or null when unknown. */
  createdAt: string | null
  method: SignInMethod
}

export interface ProfileTabProps {
  account: AccountInfo
  language: Language
  /** Save Changes: shows 'Profile updated successfully' and makes no call (spec §2). */
  onSave: (displayName: string) => void
}

/** Account settings, Profile tab. */
export function ProfileTab({ account, language, onSave }: ProfileTabProps) {
  const { t } = useTranslation('profile')
  const [displayName, setDisplayName] = useState(account.displayName)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSave(displayName.trim())
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('profile.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('profile.displayName')}>
            <Input
              name="displayName"
              autoComplete="name"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
            />
          </Field>
          <Field
            label={t('profile.email')}
            hint={
              account.method === 'google'
                ? t('profile.emailHintGoogle')
                : t('profile.emailHintPassword')
            }
          >
            <Input type="email" name="email" value={account.email} readOnly />
          </Field>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="grid gap-0.5">
              <dt className="text-ink-muted">{t('profile.created')}</dt>
              <dd className="font-medium text-ink">
                {account.createdAt
                  ? formatDate(account.createdAt, language)
                  : t('profile.createdUnknown')}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-ink-muted">{t('profile.method')}</dt>
              <dd className="font-medium text-ink">
                {account.method === 'google'
                  ? t('profile.methodGoogle')
                  : t('profile.methodPassword')}
              </dd>
            </div>
          </dl>
          <div>
            <Button type="submit">{t('profile.save')}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
