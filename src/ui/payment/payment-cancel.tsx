import { CircleSlash } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../primitives/button.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'
import { PaymentResultLayout } from './payment-result-layout.tsx'

export type PaymentCancelProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The optional `reason` of the URL, shown as plain text; nothing when absent or blank. */
  reason?: string | null
  /** Draws the links; plain anchors by default. */
  renderLink?: RenderLink
}

/** /payment/cancel (spec §2): the checkout was left, the card not charged; back to pricing or home. */
export function PaymentCancel({ reason, renderLink = renderAnchor, ...props }: PaymentCancelProps) {
  const { t } = useTranslation('payment')
  const shown = reason?.trim()
  return (
    <PaymentResultLayout
      data-slot="payment-cancel"
      tone="neutral"
      icon={<CircleSlash />}
      title={t('cancel.title')}
      actions={
        <>
          <Button asChild>{renderLink('/pricing', t('cancel.pricing'))}</Button>
          <Button asChild variant="secondary">
            {renderLink('/', t('cancel.home'))}
          </Button>
        </>
      }
      {...props}
    >
      {shown ? (
        <p data-slot="payment-cancel-reason" className="font-medium break-words text-ink">
          {t('cancel.reason', { reason: shown })}
        </p>
      ) : null}
      <p>{t('cancel.notCharged')}</p>
    </PaymentResultLayout>
  )
}
