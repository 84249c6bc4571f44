import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'

export type DashboardErrorProps = {
  /** 'Try again'; without it the message stands alone. */
  onRetry?: () => void
  /** A retry is under way. */
  retrying?: boolean
}

/** The dashboard could not be loaded: the message and a retry. */
export function DashboardError({ onRetry, retrying = false }: DashboardErrorProps) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  return (
    <Alert
      variant="danger"
      data-slot="dashboard-error"
      title={t('error.title')}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            {tc('actions.retry')}
          </Button>
        ) : undefined
      }
    >
      {t('error.body')}
    </Alert>
  )
}
