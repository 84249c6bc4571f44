import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { BulkRequest, BulkResult, LinkedinImportResponse } from '../../../contract/pro.ts'
import type { GenerationStage } from '../../../contract/streaming.ts'
import { BulkGenerator, type BulkRun } from '../../../ui/pro/bulk-generator.tsx'
import { LinkedinImport, type DraftState } from '../../../ui/pro/linkedin-import.tsx'
import { PlagiarismChecker, type OriginalityCheck } from '../../../ui/pro/plagiarism-checker.tsx'
import { ProOverview } from '../../../ui/pro/pro-overview.tsx'
import { isProTab, ProHeader, ProPage, type ProTab } from '../../../ui/pro/pro-page.tsx'
import {
  importMarkdown,
  tailoredResumeFile,
  type DownloadFormat,
} from '../../../ui/pro/pro-rules.ts'
import { UpgradeBox } from '../../../ui/gate/plan-gate.tsx'
import { Spinner } from '../../../ui/primitives/spinner.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import type { LinkedinImportState } from '../../../ui/pro/linkedin-import.tsx'
import { saveBlob } from '../../api/download.ts'
import {
  bulkGenerate,
  checkPlagiarism,
  importLinkedinFile,
  importLinkedinProfile,
} from '../../api/pro.ts'
import { createResume } from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { AppPlanGate } from '../../gate/app-plan-gate.tsx'
import { useResumesQuery, useRefreshResumes } from '../resumes/resume-queries.ts'
import { renderRouterLink } from '../router-link.tsx'
import { useProErrorMessage, usageQueryKey, useProOverview } from './pro-queries.ts'

/** `?tab=bulk` opens a tab, so other pages (and the quick-action tiles) can link straight to one. */
const TAB_PARAM = 'tab'

/**
 * /pro (signed-in; pro only, spec §2, §6): the upgrade box for other plans through the app's plan
 * gate, else the four tabs wired to the API.
 */
export function ProRoute() {
  const { status, profile } = useAuth()
  // The plan arrives a moment after the sign-in: wait for it rather than flash the upgrade box.
  if (status === 'loading' || (status === 'signedIn' && !profile)) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner size="lg" />
      </div>
    )
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <AppPlanGate
        requires="pro"
        fallback={
          <div className="flex flex-col gap-6">
            <ProHeader />
            <UpgradeBox plan={profile?.plan} requires="pro" upgradeLink={renderRouterLink} />
          </div>
        }
      >
        <ProTools />
      </AppPlanGate>
    </div>
  )
}

function useCopy() {
  const { t } = useTranslation('pro')
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('toast.copied'))
    } catch {
      toast.error(t('toast.copyFailed'))
    }
  }
}

/** The four tabs and what each does with the API. */
function ProTools() {
  const { t } = useTranslation('pro')
  const { user, getIdToken } = useAuth()
  const client = useApiClient()
  const queryClient = useQueryClient()
  const messageOf = useProErrorMessage()
  const copy = useCopy()
  const [params, setParams] = useSearchParams()
  const requested = params.get(TAB_PARAM)
  const tab: ProTab = isProTab(requested) ? requested : 'overview'
  const setTab = (next: ProTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'overview') updated.delete(TAB_PARAM)
        else updated.set(TAB_PARAM, next)
        return updated
      },
      { replace: true },
    )

  const overview = useProOverview()
  const resumes = useResumesQuery()
  const refreshResumes = useRefreshResumes()

  // Bulk: a streamed run when the server streams, so the bar moves as items are written.
  const [bulk, setBulk] = useState<BulkRun>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const generate = async (request: BulkRequest) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    const total = request.job_descriptions.length
    // Progress and finished items arrive separately; each keeps what the other reported.
    let percent: number | null = null
    let stage: GenerationStage | undefined
    const items: BulkResult[] = []
    const show = () => setBulk({ status: 'running', total, percent, stage, items: [...items] })
    show()
    try {
      const response = await bulkGenerate(
        { baseUrl: client.baseUrl, getToken: getIdToken, getLanguage: client.getLanguage },
        request,
        {
          signal: controller.signal,
          onProgress: (event) => {
            percent = event.percent
            stage = event.stage
            show()
          },
          onItem: (item) => {
            items.push(item)
            show()
          },
        },
      )
      if (controller.signal.aborted) return
      setBulk({ status: 'done', response })
      const words = {
        successful: response.successful,
        total: response.total,
        count: response.total,
      }
      if (response.successful > 0) toast.success(t('toast.bulkDone', words))
      else toast.error(t('toast.bulkDone', words))
    } catch (error) {
      if (controller.signal.aborted) return
      const message = messageOf(error)
      setBulk({ status: 'error', message })
      toast.error(message)
    } finally {
      if (running.current === controller) running.current = null
      // Successful items took generations: the limits and the summary have moved.
      void queryClient.invalidateQueries({ queryKey: usageQueryKey(user?.uid) })
      void queryClient.invalidateQueries({ queryKey: ['usage-stats', user?.uid] })
    }
  }

  const download = (index: number, text: string, format: DownloadFormat) => {
    const file = tailoredResumeFile(index, text, format)
    saveBlob(file.blob, file.filename)
    toast.success(t('toast.downloaded', { filename: file.filename }))
  }

  // Plagiarism.
  const [checked, setChecked] = useState('')
  const plagiarism = useMutation({
    mutationFn: (text: string) => checkPlagiarism(client, text),
    onSuccess: () => {
      toast.success(t('toast.checked'))
      void queryClient.invalidateQueries({ queryKey: usageQueryKey(user?.uid) })
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const check: OriginalityCheck = plagiarism.isPending
    ? { status: 'checking' }
    : plagiarism.isError
      ? { status: 'error', message: messageOf(plagiarism.error) }
      : plagiarism.data
        ? { status: 'done', text: checked, result: plagiarism.data }
        : { status: 'idle' }

  // LinkedIn.
  const linkedin = useMutation({
    mutationFn: (source: { url: string } | { file: File }) =>
      'url' in source
        ? importLinkedinProfile(client, source.url)
        : importLinkedinFile(client, source.file),
    onSuccess: () => {
      toast.success(t('toast.imported'))
      draft.reset()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const imported: LinkedinImportState = linkedin.isPending
    ? { status: 'importing' }
    : linkedin.isError
      ? { status: 'error', message: messageOf(linkedin.error) }
      : linkedin.data
        ? { status: 'done', profile: linkedin.data }
        : { status: 'idle' }

  const headings = {
    summary: t('linkedin.summary'),
    experience: t('linkedin.experience'),
    education: t('linkedin.education'),
    skills: t('linkedin.skills'),
  }
  const draft = useMutation({
    mutationFn: (profile: LinkedinImportResponse) =>
      createResume(client, {
        title: t('linkedin.draftTitle', { name: profile.name.trim() }),
        original_content: importMarkdown(profile, headings),
        job_description: null,
      }),
    onSuccess: async () => {
      toast.success(t('toast.draftCreated'))
      await refreshResumes()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const draftState: DraftState = draft.isPending
    ? { status: 'creating' }
    : draft.isError
      ? { status: 'error', message: messageOf(draft.error) }
      : draft.isSuccess
        ? { status: 'created' }
        : { status: 'idle' }

  return (
    <ProPage
      tab={tab}
      onTabChange={setTab}
      panels={{
        overview: <ProOverview {...overview} onOpenTool={setTab} />,
        bulk: (
          <BulkGenerator
            run={bulk}
            resumes={resumes.data ?? []}
            onGenerate={(request) => void generate(request)}
            onCopy={(text) => void copy(text)}
            onDownload={download}
          />
        ),
        plagiarism: (
          <PlagiarismChecker
            check={check}
            onCheck={(text) => {
              setChecked(text)
              plagiarism.mutate(text)
            }}
          />
        ),
        linkedin: (
          <LinkedinImport
            state={imported}
            fileImport
            draft={draftState}
            onImportUrl={(url) => linkedin.mutate({ url })}
            onImportFile={(file) => linkedin.mutate({ file })}
            onCopy={(profile) => void copy(importMarkdown(profile, headings))}
            onCreateDraft={(profile) => draft.mutate(profile)}
            resumesLink={renderRouterLink}
          />
        ),
      }}
    />
  )
}
