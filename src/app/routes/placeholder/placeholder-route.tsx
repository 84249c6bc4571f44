import { useTranslation } from 'react-i18next'
import { PlaceholderPage } from '../../../ui/auth/placeholder-page.tsx'

export type PlaceholderPageId = 'pro' | 'pricing' | 'paymentSuccess' | 'paymentCancel'

/** A page another issue builds: its translated heading until then. */
export function PlaceholderRoute({ page }: { page: PlaceholderPageId }) {
  const { t } = useTranslation('auth')
  return <PlaceholderPage title={t(`pages.${page}`)} />
}
