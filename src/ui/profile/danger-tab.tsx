import { useTranslation } from 'react-i18next'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'

export const DELETE_CONFIRMATION_WORD = 'DELETE'

export interface DangerTabProps {
  signOutBusy?: boolean
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

/** Account settings, Danger Zone: sign out, and delete the account after typing DELETE. */
export function DangerTab({
  signOutBusy = false,
  deleteError,
  defaultDeleteOpen = false,
  onSignOut,
  onDeleteAccount,
  onDeleteCancelled,
}: DangerTabProps) {
  const { t } = useTranslation('profile')
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
