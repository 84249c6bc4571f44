import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { displayNameOf } from '../../../ui/lib/display-name.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import {
  AccountSettings,
  AccountSettingsLoading,
  type AccountTab,
} from '../../../ui/profile/account-settings.tsx'
import { DangerTab } from '../../../ui/profile/danger-tab.tsx'
import { ProfileTab } from '../../../ui/profile/profile-tab.tsx'
import { SecurityTab } from '../../../ui/profile/security-tab.tsx'
import { changeEmailErrorMessage, changePasswordErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'

/** /profile: account settings (Profile, Security, Danger Zone). */
export function ProfileRoute() {
  const { t } = useTranslation('profile')
  const { t: tAuth } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const auth = useAuth()
  const [language] = useLanguage()
  const navigate = useNavigate()
  const [tab, setTab] = useState<AccountTab>('profile')
  const [passwordBusy, setPasswordBusy] = useState(false)
  const [emailBusy, setEmailBusy] = useState(false)
  const [passwordError, setPasswordError] = useState<string>()
  const [emailError, setEmailError] = useState<string>()
  const [signOutBusy, setSignOutBusy] = useState(false)
  const [deleteError, setDeleteError] = useState<string>()

  const { user, profile } = auth
  if (!user || !profile) return <AccountSettingsLoading />

  const method = user.providerId === 'google.com' ? 'google' : 'password'
  const account = {
    displayName: displayNameOf(
      { displayName: user.displayName ?? profile.display_name, email: user.email },
      tCommon('user.fallbackName'),
    ),
    email: user.email ?? profile.email ?? '',
    createdAt: profile.created_at ?? user.createdAt,
    method,
  } as const

  return (
    <AccountSettings
      tab={tab}
      onTabChange={setTab}
      profile={
        <ProfileTab
          account={account}
          language={language}
          onSave={() => toast.success(t('profile.saved'))}
        />
      }
      security={
        <SecurityTab
          method={method}
          passwordBusy={passwordBusy}
          emailBusy={emailBusy}
          passwordError={passwordError}
          emailError={emailError}
          onChangePassword={async ({ currentPassword, newPassword }) => {
            setPasswordBusy(true)
            setPasswordError(undefined)
            try {
              await auth.changePassword(currentPassword, newPassword)
              toast.success(t('security.passwordUpdated'))
              return true
            } catch (cause) {
              const text = tAuth(changePasswordErrorMessage(cause).key)
              setPasswordError(text)
              toast.error(text)
              return false
            } finally {
              setPasswordBusy(false)
            }
          }}
          onChangeEmail={async ({ newEmail, currentPassword }) => {
            setEmailBusy(true)
            setEmailError(undefined)
            try {
              await auth.changeEmail(newEmail, currentPassword)
              toast.success(t('security.emailUpdated'))
              return true
            } catch (cause) {
              const text = tAuth(changeEmailErrorMessage(cause).key)
              setEmailError(text)
              toast.error(text)
              return false
            } finally {
              setEmailBusy(false)
            }
          }}
        />
      }
      danger={
        <DangerTab
          signOutBusy={signOutBusy}
          deleteError={deleteError}
          onSignOut={() => {
            setSignOutBusy(true)
            auth.signOut().then(
              () => {
                toast.success(tAuth('signOut.success'))
                void navigate('/', { replace: true })
              },
              () => {
                setSignOutBusy(false)
                toast.error(tAuth('errors.signOut'))
              },
            )
          }}
          onDeleteAccount={async () => {
            setDeleteError(undefined)
            try {
              await auth.deleteAccount()
            } catch (cause) {
              console.error(cause)
              setDeleteError(t('danger.failed'))
              toast.error(t('danger.failed'))
              throw cause
            }
            toast.success(t('danger.deleted'))
            void navigate('/', { replace: true })
          }}
          onDeleteCancelled={() => toast(t('danger.cancelled'))}
        />
      }
    />
  )
}
