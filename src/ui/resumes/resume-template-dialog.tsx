import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import type { TemplateId } from '../../contract/common.ts'
import type { Resume } from '../../contract/resumes.ts'
import { Button } from '../primitives/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../primitives/dialog.tsx'
import { TemplatePicker } from './template-picker.tsx'

export type ResumeTemplateDialogProps = {
  resume: Resume
  /**
   * PUT /resumes/{id}/template. The picker shows the new choice while the promise runs; a
   * rejection puts the saved template back with 'Failed to update template' (spec §8).
   */
  onTemplateChange: (resume: Resume, template: TemplateId) => Promise<unknown>
  thumbnails: Record<TemplateId, string>
  /** The button that opens the dialog. */
  trigger: ReactElement
  /** Open at first (stories). */
  defaultOpen?: boolean
}

/**
 * One resume's template, picked from the same three pictures as the default template. The choice
 * is saved as soon as it is made, so the dialog only needs 'Done'.
 */
export function ResumeTemplateDialog({
  resume,
  onTemplateChange,
  thumbnails,
  trigger,
  defaultOpen,
}: ResumeTemplateDialogProps) {
  const { t } = useTranslation('resumes')
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="lg" data-slot="resume-template-dialog">
        <DialogHeader>
          <DialogTitle className="break-words">
            {t('templateDialog.title', { title: resume.title })}
          </DialogTitle>
          <DialogDescription>{t('templateDialog.description')}</DialogDescription>
        </DialogHeader>
        <TemplatePicker
          value={resume.template}
          onValueChange={(template) => onTemplateChange(resume, template)}
          thumbnails={thumbnails}
          label={t('templateDialog.label')}
          errorText={t('template.error')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('templateDialog.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
