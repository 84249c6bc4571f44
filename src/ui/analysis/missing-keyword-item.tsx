import { cva } from 'class-variance-authority'
import { Link2, ShieldAlert } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeywordMatch } from '../../contract/analysis.ts'
import { IMPORTANCE_TONE, importanceLevel } from '../lib/bands.ts'
import { cn } from '../lib/cn.ts'
import { ImportanceBadge } from '../primitives/band-badge.tsx'
import { Badge } from '../primitives/badge.tsx'
import { EvidenceQuote } from './evidence-quote.tsx'
import { supportOf } from './keyword-groups.ts'

const itemVariants = cva(
  'flex flex-col gap-2 rounded-ui border border-l-4 border-border-subtle bg-surface p-3 sm:p-4',
  {
    variants: {
      tone: {
        danger: 'border-l-danger-500',
        success: 'border-l-success-500',
        warning: 'border-l-warning-400',
        neutral: 'border-l-border',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

export type MissingKeywordItemProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A keyword the resume lacks (`found_in_resume: false`). */
  match: KeywordMatch
  /** Heading element for the keyword, to fit the page outline. */
  titleAs?: 'h3' | 'h4' | 'h5'
}

/**
 * One missing keyword: its importance (spec §9: above 0.7 red, above 0.4 yellow, else neutral), its
 * category, and what the resume offers for it. A related line can be reworded to include the
 * keyword; with no evidence the keyword belongs in the resume only if it is true.
 */
export function MissingKeywordItem({
  match,
  titleAs: Title = 'h4',
  className,
  ...props
}: MissingKeywordItemProps) {
  const { t } = useTranslation('analysis')
  const level = importanceLevel(match.importance_score)
  const support = supportOf(match)
  return (
    <div
      data-slot="missing-keyword-item"
      data-importance={level}
      data-support={support ?? undefined}
      className={cn(itemVariants({ tone: IMPORTANCE_TONE[level] }), className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Title className="mr-auto text-base font-semibold break-words text-ink">
          {match.keyword}
        </Title>
        <ImportanceBadge score={match.importance_score} />
        <Badge>{t(`category.${match.category}`)}</Badge>
      </div>
      {support === 'related' ? (
        <div className="flex gap-2 text-sm">
          <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          <div className="flex min-w-0 flex-col gap-1">
            {match.evidence ? (
              <>
                <p className="break-words text-ink-muted">
                  {t('missing.relatedLabel')} <EvidenceQuote evidence={match.evidence} />
                </p>
                <p className="text-ink-muted">{t('missing.relatedHint')}</p>
              </>
            ) : (
              <p className="text-ink-muted">{t('missing.relatedNoLine')}</p>
            )}
          </div>
        </div>
      ) : support === 'none' ? (
        <p className="flex gap-2 text-sm text-ink-muted">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle" />
          {t('missing.none')}
        </p>
      ) : null}
    </div>
  )
}
