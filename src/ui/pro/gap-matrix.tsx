import { Check, Minus } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { GapMatrix as GapMatrixData } from '../../contract/pro.ts'
import { BandBadge } from '../primitives/band-badge.tsx'

/**
 * Beyond the spec: which keywords recur across the bulk run's jobs (a column per job, a mark where
 * the job asks for it), whether the base resume has each, and the ones it lacks for every job that
 * asks: the gaps worth closing first.
 */
export function GapMatrix({ matrix }: { matrix: GapMatrixData }) {
  const { t } = useTranslation('pro')
  const { t: ta } = useTranslation('analysis')
  const headingId = useId()
  const jobs = Array.from({ length: matrix.jobs }, (_, index) => index)
  if (matrix.keywords.length === 0) return null
  return (
    <div data-slot="gap-matrix" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {t('gaps.heading')}
        </h3>
        <p className="text-sm text-ink-muted">{t('gaps.intro')}</p>
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        // Scrolls sideways on small screens; focusable so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-ui border border-border-subtle focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <table className="w-full min-w-max text-left text-sm">
          <thead className="bg-canvas text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('gaps.keyword')}
              </th>
              {jobs.map((job) => (
                <th key={job} scope="col" className="px-3 py-2 text-center font-medium">
                  {t('gaps.job', { n: job + 1 })}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                {t('gaps.inResume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {matrix.keywords.map((row) => (
              <tr key={row.keyword} className="border-t border-border-subtle">
                <th scope="row" className="px-3 py-2 font-medium text-ink">
                  <span className="block">{row.keyword}</span>
                  <span className="block text-xs font-normal text-ink-muted">
                    {ta(`category.${row.category}`)}
                  </span>
                </th>
                {jobs.map((job) => {
                  const asks = row.jobs.includes(job)
                  return (
                    <td key={job} className="px-3 py-2 text-center">
                      {asks ? (
                        <Check aria-hidden="true" className="inline size-4 text-accent-700" />
                      ) : (
                        <Minus aria-hidden="true" className="inline size-4 text-ink-subtle" />
                      )}
                      <span className="sr-only">{asks ? t('gaps.asks') : t('gaps.notAsked')}</span>
                    </td>
                  )
                })}
                <td className="px-3 py-2">
                  <BandBadge tone={row.in_resume ? 'success' : 'danger'}>
                    {row.in_resume ? t('gaps.has') : t('gaps.lacks')}
                  </BandBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {matrix.missing_everywhere.length > 0 ? (
        <p className="text-sm text-ink" data-slot="missing-everywhere">
          <span className="font-medium">{t('gaps.missingEverywhere')} </span>
          {matrix.missing_everywhere.join(', ')}
        </p>
      ) : null}
    </div>
  )
}
