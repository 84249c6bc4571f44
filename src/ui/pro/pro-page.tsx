import { FileSearch, Files, LayoutDashboard, UserRoundPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BetaBadge } from '../primitives/badge.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs.tsx'

/** The four tabs of spec §2, in order. */
export const PRO_TABS = ['overview', 'bulk', 'plagiarism', 'linkedin'] as const
export type ProTab = (typeof PRO_TABS)[number]

export function isProTab(value: unknown): value is ProTab {
  return typeof value === 'string' && (PRO_TABS as readonly string[]).includes(value)
}

const TAB_ICONS = {
  overview: LayoutDashboard,
  bulk: Files,
  plagiarism: FileSearch,
  linkedin: UserRoundPlus,
} satisfies Record<ProTab, unknown>

/** The page's heading and introduction: shown above the tabs, and above the upgrade box when gated. */
export function ProHeader() {
  const { t } = useTranslation('pro')
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('page.title')}</h1>
      <p className="max-w-3xl text-sm text-ink-muted sm:text-base">{t('page.intro')}</p>
    </header>
  )
}

export type ProPageProps = {
  tab: ProTab
  onTabChange: (tab: ProTab) => void
  /** Each tab's content; all four stay mounted so a half-written form survives a tab switch. */
  panels: Record<ProTab, ReactNode>
}

/**
 * /pro (spec §2): the heading and the tabs Overview, Bulk Generator, Plagiarism and LinkedIn (Radix
 * tabs: arrow keys move between them). The panels are the caller's.
 */
export function ProPage({ tab, onTabChange, panels }: ProPageProps) {
  const { t } = useTranslation('pro')
  return (
    <div data-slot="pro-page" className="flex flex-col gap-6">
      <ProHeader />
      <Tabs value={tab} onValueChange={(value) => isProTab(value) && onTabChange(value)}>
        <TabsList aria-label={t('tabs.label')}>
          {PRO_TABS.map((id) => {
            const Icon = TAB_ICONS[id]
            return (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {t(`tabs.${id}`)}
                {id === 'plagiarism' ? <BetaBadge /> : null}
              </TabsTrigger>
            )
          })}
        </TabsList>
        {PRO_TABS.map((id) => (
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            {panels[id]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
