import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonText } from '../primitives/skeleton.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs.tsx'

export type AccountTab = 'profile' | 'security' | 'danger'

export interface AccountSettingsProps {
  tab: AccountTab
  onTabChange: (tab: AccountTab) => void
  profile: ReactNode
  security: ReactNode
  danger: ReactNode
}

function isAccountTab(value: string): value is AccountTab {
  return value === 'profile' || value === 'security' || value === 'danger'
}

function SettingsHeader() {
  const { t } = useTranslation('profile')
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('title')}</h1>
      <p className="text-ink-muted">{t('intro')}</p>
    </div>
  )
}

/**
 * Account settings (/profile): the Profile, Security and Danger Zone tabs. Subscription and Billing
 * History join when the billing work builds them.
 */
export function AccountSettings({
  tab,
  onTabChange,
  profile,
  security,
  danger,
}: AccountSettingsProps) {
  const { t } = useTranslation('profile')
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <SettingsHeader />
      <Tabs value={tab} onValueChange={(value) => isAccountTab(value) && onTabChange(value)}>
        <TabsList aria-label={t('tabs.label')} className="overflow-x-auto">
          <TabsTrigger value="profile">{t('tabs.profile')}</TabsTrigger>
          <TabsTrigger value="security">{t('tabs.security')}</TabsTrigger>
          <TabsTrigger value="danger">{t('tabs.danger')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">{profile}</TabsContent>
        <TabsContent value="security">{security}</TabsContent>
        <TabsContent value="danger">{danger}</TabsContent>
      </Tabs>
    </div>
  )
}

/** Account settings while the account loads. */
export function AccountSettingsLoading() {
  const { t } = useTranslation('profile')
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6"
      aria-busy="true"
    >
      <SettingsHeader />
      <Spinner label={t('loading')} showLabel />
      <div className="flex gap-4">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-24" />
      </div>
      <div className="flex flex-col gap-4 rounded-ui border border-border-subtle p-6">
        <Skeleton className="h-6 w-1/3" />
        <SkeletonText lines={4} />
      </div>
    </div>
  )
}
