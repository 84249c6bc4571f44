import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { DEFAULT_TEMPLATE_ID, TEMPLATE_IDS, type TemplateId } from '../../../contract/common.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { ResumesPage } from '../../../ui/resumes/resumes-page.tsx'
import { saveDownloadedFile } from '../../api/download.ts'
import { createResume, deleteResume, exportResume, uploadResumeFile } from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { setDefaultTemplate } from '../../api/users.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { renderRouterLink } from '../router-link.tsx'
import { serverMessageOf, useRefreshResumes, useResumesQuery } from './resume-queries.ts'
import { ResumeViewContainer } from './resume-view-container.tsx'

/** The template pictures, served from public/templates (scripts/render-template-thumbnails.ts). */
const THUMBNAILS = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, `/templates/${id}.png`]),
) as Record<TemplateId, string>

/** `?view=<id>` opens a resume's view dialog, so the dashboard can link straight to one. */
const VIEW_PARAM = 'view'

/**
 * /resumes (signed-in only): the list with its search and filter, the create dialog (upload, then
 * create), the default template, export, delete, and the view dialog with the analysis.
 */
export function ResumesRoute() {
  const { t } = useTranslation('resumes')
  const [language] = useLanguage()
  const { profile, refreshProfile } = useAuth()
  const client = useApiClient()
  const navigate = useNavigate()
  const resumes = useResumesQuery()
  const refresh = useRefreshResumes()
  const [params, setParams] = useSearchParams()
  const [exporting, setExporting] = useState<string | null>(null)

  const viewing = resumes.data?.find((resume) => resume.id === params.get(VIEW_PARAM))
  const closeView = () =>
    setParams(
      (current) => {
        current.delete(VIEW_PARAM)
        return current
      },
      { replace: true },
    )

  const exportDocx = async (resume: Resume) => {
    setExporting(resume.id)
    try {
      saveDownloadedFile(await exportResume(client, { resume_id: resume.id, format: 'docx' }))
      await refresh()
    } finally {
      setExporting(null)
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <ResumesPage
        // Data already shown stays up when a background refresh fails.
        status={resumes.data ? 'success' : resumes.isError ? 'error' : 'loading'}
        resumes={resumes.data}
        onRetry={() => void resumes.refetch()}
        retrying={resumes.isFetching}
        plan={profile?.plan}
        language={language}
        defaultTemplate={profile?.default_template ?? DEFAULT_TEMPLATE_ID}
        onDefaultTemplateChange={async (template) => {
          await setDefaultTemplate(client, template)
          await refreshProfile()
        }}
        thumbnails={THUMBNAILS}
        onUpload={(file) => uploadResumeFile(client, file)}
        onCreate={async (request) => {
          await createResume(client, request)
          await refresh()
        }}
        describeError={serverMessageOf}
        onView={(resume) => setParams({ [VIEW_PARAM]: resume.id })}
        onOptimize={() => toast(t('app.optimizeSoon'))}
        onExport={exportDocx}
        onEdit={(resume) => void navigate(`/resumes/${resume.id}/edit`)}
        onDelete={async (resume) => {
          await deleteResume(client, resume.id)
          toast.success(t('app.deleted'))
          await refresh()
        }}
        renderLink={renderRouterLink}
      />
      {viewing ? (
        <ResumeViewContainer
          key={viewing.id}
          resume={viewing}
          onClose={closeView}
          onEdit={() => void navigate(`/resumes/${viewing.id}/edit`)}
          onExport={
            profile?.plan === 'premium' || profile?.plan === 'pro'
              ? () =>
                  void exportDocx(viewing).then(
                    () => toast.success(t('card.exported')),
                    () => toast.error(t('card.exportError')),
                  )
              : undefined
          }
          exporting={exporting === viewing.id}
        />
      ) : null}
    </div>
  )
}
