import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fn } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { AccountSettings, type AccountTab } from '../../src/ui/profile/account-settings.tsx'
import { DangerTab, type DangerTabProps } from '../../src/ui/profile/danger-tab.tsx'
import { ProfileTab, type AccountInfo } from '../../src/ui/profile/profile-tab.tsx'
import { SecurityTab, type SecurityTabProps } from '../../src/ui/profile/security-tab.tsx'
import { billingHistory } from '../../src/mocks/fixtures/billing.ts'
import {
  BillingTabStory,
  SubscriptionTabStory,
  type BillingTabStoryProps,
  type SubscriptionTabStoryProps,
} from './subscription-tab-story.tsx'

export const passwordAccount: AccountInfo = {
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-03-01',
  method: 'password',
}

export const googleAccount: AccountInfo = {
  displayName: 'Grace Hopper',
  email: 'grace@gmail.com',
  createdAt: '2025-11-14',
  method: 'google',
}

export interface AccountSettingsStoryProps {
  initialTab: AccountTab
  account: AccountInfo
  onSaveProfile: (displayName: string) => void
  security: Partial<SecurityTabProps>
  danger: Partial<DangerTabProps>
  subscription?: Partial<SubscriptionTabStoryProps>
  billing?: Partial<BillingTabStoryProps>
}

/** The five tabs assembled as the /profile page does, with the story's callbacks. */
export function AccountSettingsStory({
  initialTab,
  account,
  onSaveProfile,
  security,
  danger,
  subscription,
  billing,
}: AccountSettingsStoryProps) {
  const [tab, setTab] = useState<AccountTab>(initialTab)
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  return (
    <AccountSettings
      tab={tab}
      onTabChange={setTab}
      profile={<ProfileTab account={account} language={language} onSave={onSaveProfile} />}
      subscription={<SubscriptionTabStory status="success" {...subscription} />}
      billing={<BillingTabStory status="success" records={billingHistory} {...billing} />}
      security={
        <SecurityTab
          method={account.method}
          onChangePassword={fn(async () => true)}
          onChangeEmail={fn(async () => true)}
          {...security}
        />
      }
      danger={
        <DangerTab
          onSignOut={fn()}
          onExport={fn()}
          onDeleteAccount={fn(async () => undefined)}
          onDeleteCancelled={fn()}
          {...danger}
        />
      }
    />
  )
}
