import { Download } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'

export const DELETE_CONFIRMATION_WORD = 'DELETE'

/** 'Download my data': offered, being prepared (the request is out), or failed. */
export type DataExportState = 'idle' | 'exporting' | 'error'

export interface DangerTabProps {
  signOutBusy?: boolean
  exportState?: DataExportState
  /** Asks for the archive (GET /users/me/export) and saves it; the page drives `exportState`. */
  onExport: () => void
  /** The delete failure, already translated ('Failed to delete account'). */
  deleteError?: string
  /** Start with the delete prompt open. */
  defaultDeleteOpen?: boolean
  onSignOut: () => void
  /** Runs after DELETE was typed and confirmed; the prompt stays open and busy until it settles. */
  onDeleteAccount: () => Promise<unknown>
  /** The prompt was dismissed without confirming. */
  onDeleteCancelled: () => void
}

/**
 * Account settings, Danger Zone: sign out, download everything stored for the account, and
 * delete the account after typing DELETE.
 */
export function DangerTab({
  signOutBusy = false,
  exportState = 'idle',
  onExport,
  deleteError,
  defaultDeleteOpen = false,
  onSignOut,
  onDeleteAccount,
  onDeleteCancelled,
}: DangerTabProps) {
  const { t } = useTranslation('profile')
  const progressId = useId()
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('danger.signOutHeading')}</h2>
          </CardTitle>
          <CardDescription>{t('danger.signOutDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div>
            <Button variant="secondary" loading={signOutBusy} onClick={onSignOut}>
              {t('danger.signOut')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('danger.exportHeading')}</h2>
          </CardTitle>
          <CardDescription>{t('danger.exportDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {exportState === 'error' ? (
            <Alert variant="danger" title={t('danger.exportFailed')}>
              {t('danger.exportWhatToDo')}
            </Alert>
          ) : null}
          <div className="flex flex-col items-start gap-2">
            <Button
              variant="secondary"
              loading={exportState === 'exporting'}
              onClick={onExport}
              aria-describedby={exportState === 'exporting' ? progressId : undefined}
            >
              {exportState === 'exporting' ? null : <Download aria-hidden="true" />}
              {exportState === 'exporting'
                ? t('danger.exporting')
                : exportState === 'error'
                  ? t('danger.exportRetry')
                  : t('danger.export')}
            </Button>
            {/* Always in the document, so the change to "preparing" is announced when it comes. */}
            <p id={progressId} role="status" className="text-sm text-ink-muted">
              {exportState === 'exporting' ? t('danger.exportingHint') : ''}
            </p>
          </div>
        </CardContent>
      </Card>
      <Card className="border-danger-200">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-danger-800">{t('danger.deleteHeading')}</h2>
          </CardTitle>
          <CardDescription>{t('danger.deleteDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {deleteError ? <Alert variant="danger">{deleteError}</Alert> : null}
          <div>
            <ConfirmDialog
              tone="danger"
              defaultOpen={defaultDeleteOpen}
              trigger={<Button variant="danger">{t('danger.delete')}</Button>}
              title={t('danger.confirmTitle')}
              description={t('danger.confirmDescription')}
              confirmLabel={t('danger.confirmButton')}
              confirmationWord={DELETE_CONFIRMATION_WORD}
              onConfirm={onDeleteAccount}
              onCancel={onDeleteCancelled}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
