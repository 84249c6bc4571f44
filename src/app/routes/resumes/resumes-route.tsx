import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import {
  DEFAULT_TEMPLATE_ID,
  TEMPLATE_IDS,
  type ExportFormat,
  type TemplateId,
} from '../../../contract/common.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { canExportDocx, optimizeBlockOf } from '../../../ui/resumes/optimize-block.ts'
import { ResumesPage } from '../../../ui/resumes/resumes-page.tsx'
import type { ResumeViewTab } from '../../../ui/resumes/view/resume-view-model.ts'
import { saveDownloadedFile } from '../../api/download.ts'
import {
  downloadJsonResume,
  importJsonResumeFile,
  JsonResumeFileError,
} from '../../api/json-resume.ts'
import {
  createResume,
  deleteResume,
  exportResume,
  setResumeTemplate,
  uploadResumeFile,
} from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { setDefaultTemplate } from '../../api/users.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { useLanguage } from '../../use-language.ts'
import { renderRouterLink } from '../router-link.tsx'
import { serverMessageOf, useRefreshResumes, useResumesQuery } from './resume-queries.ts'
import { resumeLimitOf } from './resume-limit.ts'
import { ResumeViewContainer } from './resume-view-container.tsx'
import { useOptimizeResume } from './use-optimize-resume.ts'

/** The template pictures, served from public/templates (scripts/render-template-thumbnails.ts). */
const THUMBNAILS = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, `/templates/${id}.png`]),
) as Record<TemplateId, string>

/** `?view=<id>` opens a resume's view dialog, so the dashboard can link straight to one. */
const VIEW_PARAM = 'view'

/**
 * /resumes (signed-in only): the list with its search and filter, the create dialog (upload, then
 * create), JSON Resume import and download, the default and per-resume templates, export (DOCX
 * and PDF), delete, optimize (which opens the review of the suggested changes), and the view
 * dialog with the analysis.
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
  const [exporting, setExporting] = useState<{ id: string; format: ExportFormat } | null>(null)
  const [viewTab, setViewTab] = useState<ResumeViewTab>('overview')
  // The keywords each resume's last optimization worked in: the response lists them, the stored
  // resume does not, so they live as long as the page.
  const [addedKeywords, setAddedKeywords] = useState<Readonly<Record<string, string[]>>>({})

  const openView = (id: string, tab: ResumeViewTab = 'overview') => {
    setViewTab(tab)
    setParams({ [VIEW_PARAM]: id })
  }
  const { optimize, states: optimizeStates } = useOptimizeResume(
    (response, resume) => {
      setAddedKeywords((current) => ({
        ...current,
        [resume.id]: [...new Set((response.added_keywords ?? []).map((added) => added.keyword))],
      }))
    },
    // The suggested changes, reviewed one by one as they arrive (issue 21); the list keeps the
    // optimized text the safe ones make, so the spec's flow holds for those who never review.
    (resume) => void navigate(`/resumes/${resume.id}/review`),
  )

  const viewing = resumes.data?.find((resume) => resume.id === params.get(VIEW_PARAM))
  const closeView = () =>
    setParams(
      (current) => {
        current.delete(VIEW_PARAM)
        return current
      },
      { replace: true },
    )

  const exportAs = async (resume: Resume, format: ExportFormat) => {
    setExporting({ id: resume.id, format })
    try {
      saveDownloadedFile(await exportResume(client, { resume_id: resume.id, format }))
      await refresh()
    } finally {
      setExporting(null)
    }
  }

  const viewingState = viewing ? optimizeStates[viewing.id] : undefined
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
        describeError={(error) => {
          // The cap's refusal in the reader's language; other refusals in the server's words.
          const limit = resumeLimitOf(error)
          return limit === null ? serverMessageOf(error) : t('create.limitReached', { limit })
        }}
        onView={(resume) => openView(resume.id)}
        onOptimize={(resume) => void optimize(resume)}
        optimizeStates={optimizeStates}
        onExport={exportAs}
        onDownloadJsonResume={async (resume) => {
          saveDownloadedFile(await downloadJsonResume(client, resume.id))
        }}
        onImportJsonResume={async (file) => {
          const created = await importJsonResumeFile(client, file)
          await refresh()
          return created
        }}
        describeImportError={(error) => {
          // What was wrong with the file itself, and the cap, in the reader's language; what the
          // server found in the document in its words (the place and the fix).
          if (error instanceof JsonResumeFileError) {
            const key = error.reason === 'too-large' ? 'import.tooLarge' : 'import.notJson'
            return t(key, { name: error.fileName })
          }
          const limit = resumeLimitOf(error)
          return limit === null ? serverMessageOf(error) : t('create.limitReached', { limit })
        }}
        onTemplateChange={async (resume, template) => {
          await refresh(await setResumeTemplate(client, resume.id, template))
        }}
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
          tab={viewTab}
          onTabChange={setViewTab}
          onClose={closeView}
          onEdit={() => void navigate(`/resumes/${viewing.id}/edit`)}
          onExport={
            canExportDocx(profile?.plan)
              ? (format) =>
                  void exportAs(viewing, format).then(
                    () => toast.success(t('card.exported')),
                    () => toast.error(t('card.exportError')),
                  )
              : undefined
          }
          exporting={exporting?.id === viewing.id ? exporting.format : null}
          onOptimize={() => void optimize(viewing)}
          optimizing={viewingState?.status === 'busy'}
          optimizeDisabled={optimizeBlockOf(profile?.plan) !== null}
          optimizeProblem={viewingState?.status === 'failed' ? viewingState.problem : null}
          addedKeywords={addedKeywords[viewing.id]}
          renderLink={renderRouterLink}
          onReview={() => void navigate(`/resumes/${viewing.id}/review`)}
        />
      ) : null}
    </div>
  )
}
