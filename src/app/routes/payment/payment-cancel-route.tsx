import { useSearchParams } from 'react-router-dom'
import { PaymentCancel } from '../../../ui/payment/payment-cancel.tsx'
import { renderRouterLink } from '../router-link.tsx'
import { cancelReasonOf } from './payment-rules.ts'

/** /payment/cancel (spec §2): where the hosted checkout sends a buyer who left; `?reason=` optional. */
export function PaymentCancelRoute() {
  const [search] = useSearchParams()
  return <PaymentCancel reason={cancelReasonOf(search)} renderLink={renderRouterLink} />
}
