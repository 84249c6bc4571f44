import { FlaskConical } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'

/** Stripe's test card that pays, joined by no-break spaces so it never wraps mid-number. */
const TEST_CARD = '4242\u00a04242\u00a04242\u00a04242'

export type TestPaymentsRibbonProps = Omit<ComponentProps<'div'>, 'children'>

/**
 * Payments in test mode (CHECKOUT_MODE=test on the server; decisions.md, payments): a strip across
 * the top of every page saying that payments are not real and which card pays, so nobody takes a
 * test deployment's plans for bought ones. In the page's flow, never over it; a polite status, as
 * it is there from the first paint rather than news.
 */
export function TestPaymentsRibbon({ className, ...props }: TestPaymentsRibbonProps) {
  const { t } = useTranslation('shell')
  return (
    <div
      role="status"
      data-slot="test-payments-ribbon"
      className={cn(
        'border-b-2 border-warning-400 bg-warning-50 px-4 py-2 text-sm text-warning-800',
        className,
      )}
      {...props}
    >
      <p className="mx-auto flex max-w-7xl items-start justify-center gap-2 sm:items-center">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span>
          <strong className="font-semibold">{t('testPaymentsRibbon.title')}</strong>{' '}
          {t('testPaymentsRibbon.body', { card: TEST_CARD })}
        </span>
      </p>
    </div>
  )
}
