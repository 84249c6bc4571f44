import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, type AlertProps } from '../primitives/alert.tsx'

export type DemoNoticeProps = Omit<AlertProps, 'title' | 'children' | 'variant'>

/**
 * Demo mode (spec §1): a strip telling the user that sign-in uses a placeholder identity provider
 * and the demo account lives in this browser only. Shown only when demo mode is on.
 */
export function DemoNotice({ banner = true, ...props }: DemoNoticeProps) {
  const { t } = useTranslation('shell')
  return (
    <Alert
      variant="warning"
      banner={banner}
      data-slot="demo-notice"
      icon={<FlaskConical />}
      title={t('demoNotice.title')}
      {...props}
    >
      {t('demoNotice.body')}
    </Alert>
  )
}
