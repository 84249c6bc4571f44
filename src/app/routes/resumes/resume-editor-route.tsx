import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import type { Resume } from '../../../contract/resumes.ts'
import { ResumeEditorGate } from '../../../ui/editor/resume-editor-gate.tsx'
import { Alert } from '../../../ui/primitives/alert.tsx'
import { Spinner } from '../../../ui/primitives/spinner.tsx'
import { getResume, updateResume } from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { DEMO_MODE } from '../../demo-mode.ts'
import { renderRouterLink } from '../router-link.tsx'
import { serverMessageOf, useRefreshResumes } from './resume-queries.ts'

/** The text the editor works on: the optimized version when there is one (it is what is sent). */
function editedField(resume: Resume): 'optimized_content' | 'original_content' {
  return resume.optimized_content ? 'optimized_content' : 'original_content'
}

/** /resumes/:id/edit (signed-in only): the WYSIWYG editor, premium and pro (spec §6). */
export function ResumeEditorRoute() {
  const { t } = useTranslation('resumes')
  const { id = '' } = useParams()
  const { profile } = useAuth()
  const client = useApiClient()
  const navigate = useNavigate()
  const refresh = useRefreshResumes()
  const resume = useQuery({
    queryKey: ['resume', id],
    queryFn: ({ signal }) => getResume(client, id, { signal }),
    retry: false,
  })
  const save = useMutation({
    mutationFn: ({ text, title }: { text: string; title: string }) => {
      const field = resume.data ? editedField(resume.data) : 'original_content'
      return updateResume(client, id, { title, [field]: text })
    },
    onSuccess: async (saved) => {
      resume.refetch().catch(() => undefined)
      await refresh(saved)
    },
  })

  let body
  if (resume.data) {
    const field = editedField(resume.data)
    body = (
      <ResumeEditorGate
        key={resume.data.id}
        plan={profile?.plan}
        demoMode={DEMO_MODE}
        upgradeLink={renderRouterLink}
        title={resume.data.title}
        text={resume.data[field] ?? ''}
        onSave={(text, title) => save.mutate({ text, title })}
        onCancel={() => void navigate('/resumes')}
        saving={save.isPending}
        saved={save.isSuccess}
        error={save.isError ? (serverMessageOf(save.error) ?? t('app.saveError')) : null}
      />
    )
  } else if (resume.isError) {
    body = <Alert variant="danger" title={t('app.notFound')} />
  } else {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loadingResume')} />
      </div>
    )
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-ink">{t('app.editorTitle')}</h1>
      {body}
    </div>
  )
}
