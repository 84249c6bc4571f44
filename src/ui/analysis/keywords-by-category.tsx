import { Check, ChevronDown } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalysisLanguage, KeywordMatch } from '../../contract/analysis.ts'
import { IMPORTANCE_TONE, importanceLevel } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { BandBadge } from '../primitives/band-badge.tsx'
import { EvidenceQuote } from './evidence-quote.tsx'
import { groupByCategory, type CategoryGroup } from './keyword-groups.ts'
import { useAnalysisFormat } from './use-analysis-format.ts'

const CHIP =
  'inline-flex max-w-full items-center gap-1 rounded-full border border-success-200 bg-success-50 px-2.5 py-0.5 text-sm font-medium text-success-800 [&_svg]:size-3.5 [&_svg]:shrink-0'

export type KeywordsByCategoryProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** `keyword_matches` of an analysis. */
  matches: readonly KeywordMatch[]
  /** Heading element for each category; the matched/missing labels get the next level. */
  titleAs?: 'h2' | 'h3' | 'h4'
  /** The analysis's `job_language` and `language`: a note says so when they differ. */
  languages?: { job?: AnalysisLanguage | undefined; resume?: AnalysisLanguage | undefined }
}

const NEXT_LEVEL = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/**
 * Matched and missing keywords grouped by category (the "Keywords by Category" tab). A matched
 * keyword with an evidence line is a button that shows the resume line proving it (a disclosure,
 * so it works with Enter and Space and tells screen readers whether it is open).
 */
export function KeywordsByCategory({
  matches,
  titleAs = 'h3',
  languages,
  className,
  ...props
}: KeywordsByCategoryProps) {
  const { t } = useTranslation('analysis')
  const groups = groupByCategory(matches)
  const [open, setOpen] = useState<string | null>(null)
  const hasEvidence = matches.some((match) => match.found_in_resume && match.evidence)
  return (
    <div
      data-slot="keywords-by-category"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {languages?.job && languages.resume && languages.job !== languages.resume ? (
        <p data-slot="cross-language-note" className="text-sm text-ink-muted">
          {t('keywords.crossLanguage', {
            job: t(`keywords.languageName.${languages.job}`),
            resume: t(`keywords.languageName.${languages.resume}`),
          })}
        </p>
      ) : null}
      {hasEvidence ? <p className="text-sm text-ink-muted">{t('keywords.evidenceHint')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <CategorySection
            key={group.category}
            group={group}
            titleAs={titleAs}
            open={open}
            onToggle={(key) => setOpen((current) => (current === key ? null : key))}
          />
        ))}
      </div>
    </div>
  )
}

interface CategorySectionProps {
  group: CategoryGroup
  titleAs: 'h2' | 'h3' | 'h4'
  open: string | null
  onToggle: (key: string) => void
}

function CategorySection({ group, titleAs: Title, open, onToggle }: CategorySectionProps) {
  const { t } = useTranslation('analysis')
  const format = useAnalysisFormat()
  const titleId = useId()
  const panelId = useId()
  const Label = NEXT_LEVEL[Title]
  const total = group.matched.length + group.missing.length
  const keyOf = (match: KeywordMatch) => `${group.category}:${match.keyword}`
  const openMatch = group.matched.find((match) => keyOf(match) === open && match.evidence)
  return (
    <section
      aria-labelledby={titleId}
      data-category={group.category}
      data-empty={total === 0 || undefined}
      className="flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Title
          id={titleId}
          className={cn('text-base font-semibold', total === 0 ? 'text-ink-subtle' : 'text-ink')}
        >
          {t(`category.${group.category}`)}
        </Title>
        {total > 0 ? (
          <span className="text-sm text-ink-muted tabular-nums">
            {t('keywords.summary', {
              matched: format.number(group.matched.length),
              total: format.number(total),
            })}
          </span>
        ) : null}
      </div>
      {total === 0 ? (
        <p className="text-sm text-ink-subtle italic">{t('keywords.none')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <Label className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('keywords.matched')}
            </Label>
            {group.matched.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('keywords.noneMatched')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {group.matched.map((match) => {
                  const expanded = keyOf(match) === open
                  return (
                    <li key={match.keyword} className="max-w-full">
                      {match.evidence ? (
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-controls={expanded ? panelId : undefined}
                          onClick={() => onToggle(keyOf(match))}
                          className={cn(
                            CHIP,
                            'cursor-pointer transition-colors hover:border-success-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 aria-expanded:border-success-700 aria-expanded:bg-success-200',
                          )}
                        >
                          <Check aria-hidden="true" />
                          <span className="break-words">{match.keyword}</span>
                          <ChevronDown
                            aria-hidden="true"
                            className={cn('transition-transform', expanded && 'rotate-180')}
                          />
                        </button>
                      ) : (
                        <span className={CHIP}>
                          <Check aria-hidden="true" />
                          <span className="break-words">{match.keyword}</span>
                        </span>
                      )}
                    </li>
                  )
                })}
              </ul>
            )}
            {openMatch?.evidence ? (
              <p
                id={panelId}
                data-slot="keyword-evidence"
                className="rounded-ui bg-canvas p-3 text-sm break-words text-ink-muted"
              >
                {t('keywords.foundIn')} <EvidenceQuote evidence={openMatch.evidence} />
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('keywords.missing')}
            </Label>
            {group.missing.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('keywords.noneMissing')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {group.missing.map((match) => {
                  const level = importanceLevel(match.importance_score)
                  return (
                    <li key={match.keyword} className="max-w-full">
                      <BandBadge
                        tone={IMPORTANCE_TONE[level]}
                        data-importance={level}
                        className="max-w-full text-sm whitespace-normal"
                      >
                        <span className="break-words">{match.keyword}</span>
                        <span className="sr-only">, {t(`importance.${level}`)}</span>
                      </BandBadge>
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  )
}
