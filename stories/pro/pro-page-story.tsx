import { useState } from 'react'
import { fn } from 'storybook/test'
import { PlanGate, UpgradeBox } from '../../src/ui/gate/plan-gate.tsx'
import { BulkGenerator } from '../../src/ui/pro/bulk-generator.tsx'
import { LinkedinImport } from '../../src/ui/pro/linkedin-import.tsx'
import { PlagiarismChecker } from '../../src/ui/pro/plagiarism-checker.tsx'
import { ProOverview, type ProOverviewProps } from '../../src/ui/pro/pro-overview.tsx'
import { ProHeader, ProPage, type ProTab } from '../../src/ui/pro/pro-page.tsx'

export type ProPageStoryProps = Pick<ProOverviewProps, 'summary' | 'limits' | 'features'> & {
  /** The user's plan; below pro the page shows the upgrade box. */
  plan?: 'free' | 'premium' | 'pro'
  /** The tab shown first. */
  initialTab?: ProTab
}

/**
 * The Pro dashboard (spec §2): the whole page with every tab's pure component, behind the pro plan
 * gate; the tab is live so the overview's tiles and the arrow keys work.
 */
export function ProPageStory({
  summary,
  limits,
  features,
  plan = 'pro',
  initialTab = 'overview',
}: ProPageStoryProps) {
  const [tab, setTab] = useState<ProTab>(initialTab)
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PlanGate
        plan={plan}
        requires="pro"
        fallback={
          <div className="flex flex-col gap-6">
            <ProHeader />
            <UpgradeBox plan={plan} requires="pro" />
          </div>
        }
      >
        <ProPage
          tab={tab}
          onTabChange={setTab}
          panels={{
            overview: (
              <ProOverview
                summary={summary}
                limits={limits}
                features={features}
                onOpenTool={setTab}
              />
            ),
            bulk: (
              <BulkGenerator
                run={{ status: 'idle' }}
                onGenerate={fn()}
                onCopy={fn()}
                onDownload={fn()}
              />
            ),
            plagiarism: <PlagiarismChecker check={{ status: 'idle' }} onCheck={fn()} />,
            linkedin: (
              <LinkedinImport state={{ status: 'idle' }} onImportUrl={fn()} onCopy={fn()} />
            ),
          }}
        />
      </PlanGate>
    </div>
  )
}
