import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonText } from '../primitives/skeleton.tsx'
import { Spinner } from '../primitives/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs.tsx'

/** The five tabs of spec §2, in their order. */
export const ACCOUNT_TABS = ['profile', 'subscription', 'billing', 'security', 'danger'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export interface AccountSettingsProps {
  tab: AccountTab
  onTabChange: (tab: AccountTab) => void
  profile: ReactNode
  subscription: ReactNode
  billing: ReactNode
  security: ReactNode
  danger: ReactNode
}

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value)
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

/** Account settings (/profile): Profile, Subscription, Billing History, Security, Danger Zone. */
export function AccountSettings({
  tab,
  onTabChange,
  profile,
  subscription,
  billing,
  security,
  danger,
}: AccountSettingsProps) {
  const { t } = useTranslation('profile')
  const panels: Record<AccountTab, ReactNode> = { profile, subscription, billing, security, danger }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <SettingsHeader />
      <Tabs value={tab} onValueChange={(value) => isAccountTab(value) && onTabChange(value)}>
        <TabsList aria-label={t('tabs.label')} className="overflow-x-auto">
          {ACCOUNT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ACCOUNT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {panels[value]}
          </TabsContent>
        ))}
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
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-20" />
      </div>
      <div className="flex flex-col gap-4 rounded-ui border border-border-subtle p-6">
        <Skeleton className="h-6 w-1/3" />
        <SkeletonText lines={4} />
      </div>
    </div>
  )
}
