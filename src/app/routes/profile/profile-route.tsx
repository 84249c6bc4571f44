import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { displayNameOf } from '../../../ui/lib/display-name.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import {
  AccountSettings,
  AccountSettingsLoading,
  isAccountTab,
  type AccountTab,
} from '../../../ui/profile/account-settings.tsx'
import { BillingTab } from '../../../ui/profile/billing-tab.tsx'
import { DangerTab, type DataExportState } from '../../../ui/profile/danger-tab.tsx'
import { ProfileTab } from '../../../ui/profile/profile-tab.tsx'
import { SecurityTab } from '../../../ui/profile/security-tab.tsx'
import { SubscriptionTab } from '../../../ui/profile/subscription-tab.tsx'
import { saveDownloadedFile } from '../../api/download.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { exportMyData } from '../../api/users.ts'
import { changeEmailErrorMessage, changePasswordErrorMessage } from '../../auth/auth-errors.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { renderRouterLink } from '../router-link.tsx'
import { deleteAccountErrorKey } from './delete-account-error.ts'
import {
  useBillingHistory,
  useCancelSubscription,
  useSubscriptionTabData,
} from './subscription-queries.ts'

/**
 * /profile: account settings (Profile, Subscription, Billing History, Security, Danger Zone). The
 * open tab is kept in `?tab=`, so a link can open one (`/profile?tab=subscription`).
 */
export function ProfileRoute() {
  const { t } = useTranslation('profile')
  const { t: tAuth } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const auth = useAuth()
  const [language] = useLanguage()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const requestedTab = params.get('tab')
  const tab: AccountTab = isAccountTab(requestedTab) ? requestedTab : 'profile'
  const setTab = (next: AccountTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'profile') updated.delete('tab')
        else updated.set('tab', next)
        return updated
      },
      { replace: true },
    )
  const [passwordBusy, setPasswordBusy] = useState(false)
  const [emailBusy, setEmailBusy] = useState(false)
  const [passwordError, setPasswordError] = useState<string>()
  const [emailError, setEmailError] = useState<string>()
  const [signOutBusy, setSignOutBusy] = useState(false)
  const [deleteError, setDeleteError] = useState<string>()
  const [exportState, setExportState] = useState<DataExportState>('idle')
  const client = useApiClient()
  const [cancelError, setCancelError] = useState<string>()

  const { user, profile } = auth
  const subscription = useSubscriptionTabData(user?.uid, tab === 'subscription')
  const billing = useBillingHistory(user?.uid, tab === 'billing')
  const cancel = useCancelSubscription(user?.uid)
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
      subscription={
        <SubscriptionTab
          status={subscription.status}
          subscription={subscription.subscription}
          usage={subscription.usage}
          catalog={subscription.catalog}
          language={language}
          onRetry={subscription.retry}
          retrying={subscription.retrying}
          cancelError={cancelError}
          renderLink={renderRouterLink}
          onCancelSubscription={async (reason) => {
            setCancelError(undefined)
            try {
              await cancel(reason)
            } catch (cause) {
              console.error(cause)
              setCancelError(t('subscription.cancelFailed'))
              toast.error(t('subscription.cancelFailed'))
              throw cause
            }
            toast.success(t('subscription.cancelled'))
            // The navbar's plan and status come from the profile, which the cancel changed.
            void auth.refreshProfile()
          }}
        />
      }
      billing={
        <BillingTab
          status={billing.status}
          records={billing.records}
          language={language}
          onRetry={billing.retry}
          retrying={billing.retrying}
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
          exportState={exportState}
          onExport={() => {
            setExportState('exporting')
            exportMyData(client).then(
              (file) => {
                saveDownloadedFile(file)
                setExportState('idle')
                toast.success(t('danger.exported'))
              },
              (cause: unknown) => {
                console.error(cause)
                setExportState('error')
              },
            )
          }}
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
              // A subscription the provider would not end keeps the account: say so, and when.
              const message = t(deleteAccountErrorKey(cause))
              setDeleteError(message)
              toast.error(message)
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
