import { CheckCircle2 } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeywordMatch } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { EmptyState } from '../primitives/empty-state.tsx'
import { missingByImportance } from './keyword-groups.ts'
import { MissingKeywordItem } from './missing-keyword-item.tsx'

export type MissingKeywordListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** `keyword_matches` of an analysis; only the missing ones are listed, most important first. */
  matches: readonly KeywordMatch[]
  /** Heading element for the title; each keyword gets the next level. */
  titleAs?: 'h2' | 'h3' | 'h4'
}

const NEXT_LEVEL = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/** The missing keywords of an analysis with their importance and support, or a note that none are. */
export function MissingKeywordList({
  matches,
  titleAs: Title = 'h3',
  className,
  ...props
}: MissingKeywordListProps) {
  const { t } = useTranslation('analysis')
  const titleId = useId()
  const missing = missingByImportance(matches)
  return (
    <section
      aria-labelledby={titleId}
      data-slot="missing-keyword-list"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Title id={titleId} className="text-base font-semibold text-ink">
          {t('missing.title')}
        </Title>
        {missing.length > 0 ? (
          <p className="text-sm text-ink-muted">{t('missing.count', { count: missing.length })}</p>
        ) : null}
      </div>
      {missing.length === 0 ? (
        <EmptyState
          size="sm"
          bordered
          titleAs="p"
          illustration={<CheckCircle2 aria-hidden="true" className="size-8 text-success-700" />}
          title={t('missing.emptyTitle')}
          description={t('missing.emptyBody')}
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {missing.map((match) => (
            <li key={`${match.category}:${match.keyword}`}>
              <MissingKeywordItem match={match} titleAs={NEXT_LEVEL[Title]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
