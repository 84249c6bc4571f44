import { ReceiptText } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BillingRecord } from '../../contract/billing.ts'
import type { Language } from '../../i18n/settings.ts'
import { formatDate, formatMoney } from '../lib/format.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { EmptyState } from '../primitives/empty-state.tsx'
import { Skeleton } from '../primitives/skeleton.tsx'
import { PaymentStatusBadge } from './status-badges.tsx'
import { newestFirst } from './subscription-rules.ts'

export interface BillingTabProps {
  status: 'loading' | 'error' | 'success'
  /** GET /users/me/billing-history, when `status` is 'success'. */
  records?: readonly BillingRecord[]
  language: Language
  /** 'Try again' after a load error. */
  onRetry: () => void
  retrying?: boolean
}

const CELL = 'px-4 py-3 text-left align-middle'

/**
 * Account settings, Billing History tab (spec §2): Date, Description, Amount and Status of every
 * payment, newest first, amounts in US dollars written the language's way. On a phone the table
 * scrolls sideways inside its own focusable region instead of squeezing the columns.
 */
export function BillingTab({
  status,
  records,
  language,
  onRetry,
  retrying = false,
}: BillingTabProps) {
  const { t } = useTranslation('profile')
  const titleId = useId()
  return (
    <Card asChild>
      <section aria-labelledby={titleId} data-slot="billing-tab">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{t('billing.heading')}</h2>
          </CardTitle>
          <CardDescription>{t('billing.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {status === 'error' ? (
            <BillingError onRetry={onRetry} retrying={retrying} />
          ) : status === 'loading' || !records ? (
            <BillingLoading />
          ) : records.length === 0 ? (
            <EmptyState
              bordered
              size="sm"
              titleAs="h3"
              illustration={<ReceiptText aria-hidden="true" className="size-10 text-accent-600" />}
              title={t('billing.emptyTitle')}
              description={t('billing.empty')}
            />
          ) : (
            <BillingTable records={records} language={language} />
          )}
        </CardContent>
      </section>
    </Card>
  )
}

function BillingTable({
  records,
  language,
}: {
  records: readonly BillingRecord[]
  language: Language
}) {
  const { t } = useTranslation('profile')
  const { t: tCommon } = useTranslation()
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll it when it is wider than a phone's screen (WCAG
      // 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-slot="billing-table-scroll"
      className="-mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 sm:mx-0 sm:rounded-ui sm:border sm:border-border-subtle"
    >
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {t('billing.tableLabel')}
        </caption>
        <thead className="bg-canvas text-ink-muted">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('billing.date')}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('billing.descriptionColumn')}
            </th>
            <th scope="col" className={`${CELL} text-right font-medium`}>
              {t('billing.amount')}
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {t('billing.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(records).map((record) => (
            <tr
              key={record.id}
              data-status={record.payment_status}
              className="border-t border-border-subtle"
            >
              <td className={`${CELL} whitespace-nowrap text-ink`}>
                {formatDate(record.created_at, language)}
              </td>
              <td className={`${CELL} text-ink`}>
                {t(`billing.item.${record.billing_period ?? 'none'}`, {
                  plan: tCommon(`plan.${record.plan_type}`),
                })}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap text-ink tabular-nums`}>
                {formatMoney(record.amount, language)}
              </td>
              <td className={CELL}>
                <PaymentStatusBadge status={record.payment_status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function BillingLoading() {
  const { t } = useTranslation('profile')
  return (
    <div data-slot="billing-tab-loading" aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('billing.loading')}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex items-center gap-4">
          <Skeleton shape="text" className="w-1/4" />
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton shape="text" className="w-1/6" />
          <Skeleton shape="text" className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  )
}

function BillingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('profile')
  const { t: tCommon } = useTranslation()
  return (
    <Alert
      variant="danger"
      data-slot="billing-tab-error"
      title={t('billing.loadError')}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {tCommon('actions.retry')}
        </Button>
      }
    >
      {t('billing.loadErrorBody')}
    </Alert>
  )
}
