import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { Alert } from '../../../ui/primitives/alert.tsx'
import { Button } from '../../../ui/primitives/button.tsx'
import { Spinner } from '../../../ui/primitives/spinner.tsx'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { ResumeReview, type ResumeReviewProps } from '../../../ui/review/resume-review.tsx'
import {
  NO_DECISIONS,
  reviewDecisionsReducer,
  reviewedText,
} from '../../../ui/review/review-decisions.ts'
import { ReviewVersions } from '../../../ui/review/review-versions.tsx'
import { OptimizeNotice } from '../../../ui/resumes/optimize-notice.tsx'
import { useLanguage } from '../../use-language.ts'
import { isApiError } from '../../api/api-error.ts'
import { getResume } from '../../api/resumes.ts'
import { getReview, listVersions, restoreVersion, saveVersion } from '../../api/resume-versions.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { renderRouterLink } from '../router-link.tsx'
import { serverMessageOf, useRefreshResumes } from '../resumes/resume-queries.ts'
import {
  reviewQueryKey,
  reviewStreamQueryKey,
  versionsQueryKey,
  type ReviewStream,
} from './review-queries.ts'
import { useReviewScores } from './use-review-scores.ts'

/**
 * /resumes/:id/review (signed-in only; issue 21): the changes the last optimization proposed,
 * decided one by one, with the scores of the accepted set recomputed as decisions change; Save
 * stores the result as a new version, and every earlier version can be opened and restored.
 * The proposal comes from the optimization that just ran (seeded in the cache) or from the server.
 */
export function ReviewRoute() {
  const { t } = useTranslation('optimize')
  const [language] = useLanguage()
  const { id = '' } = useParams()
  const client = useApiClient()
  const queryClient = useQueryClient()
  const refreshResumes = useRefreshResumes()
  const resume = useQuery({
    queryKey: ['resume', id],
    queryFn: ({ signal }) => getResume(client, id, { signal }),
    retry: false,
  })
  const review = useQuery({
    queryKey: reviewQueryKey(id),
    queryFn: ({ signal }) => getReview(client, id, { signal }),
    retry: false,
    staleTime: Infinity,
  })
  // An optimization streaming into this review (use-optimize-resume): read from the cache only.
  const stream = useQuery<ReviewStream | null>({
    queryKey: reviewStreamQueryKey(id),
    queryFn: () => null,
    enabled: false,
  })
  const streaming = stream.data?.status === 'streaming'
  const failure = stream.data?.status === 'failed' ? stream.data.problem : null
  const versions = useQuery({
    queryKey: versionsQueryKey(id),
    queryFn: ({ signal }) => listVersions(client, id, { signal }),
    retry: false,
  })
  const original = review.data?.original ?? resume.data?.original_content ?? ''
  // The optimization stored the original with its safe changes applied: the review starts there,
  // so what the page shows before any click is what the resume holds.
  const initialDecisions = useMemo(
    () =>
      review.data
        ? reviewDecisionsReducer(NO_DECISIONS, {
            type: 'accept-all-safe',
            changes: review.data.changes,
          })
        : NO_DECISIONS,
    [review.data],
  )
  const startText = useMemo(
    () => (review.data ? reviewedText(original, review.data.changes, initialDecisions) : original),
    [original, review.data, initialDecisions],
  )
  const [accepted, setAccepted] = useState<string | null>(null)
  const { scores, baseline } = useReviewScores({
    resumeId: id,
    original,
    accepted: accepted ?? startText,
    jobDescription: resume.data?.job_description ?? null,
  })
  const [saved, setSaved] = useState(false)
  const [openedId, setOpenedId] = useState<string | null>(null)

  const afterStore = async () => {
    await Promise.all([
      refreshResumes(),
      queryClient.invalidateQueries({ queryKey: versionsQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: ['resume', id] }),
    ])
  }
  const save = useMutation({
    mutationFn: (text: string) => saveVersion(client, id, { text, source: 'review' }),
    onSuccess: async () => {
      setSaved(true)
      await afterStore()
    },
    onError: (error) => toast.error(serverMessageOf(error) ?? t('review.page.saveError')),
  })
  const restore = useMutation({
    mutationFn: (versionId: string) => restoreVersion(client, id, versionId),
    onSuccess: async (_restored, versionId) => {
      setOpenedId(null)
      // Named by the version the user picked, not by the new version the restore made of it.
      const number = versions.data?.versions.find((item) => item.id === versionId)?.number
      toast.success(t('review.page.restored', { number }))
      await afterStore()
    },
    onError: (error) => toast.error(serverMessageOf(error) ?? t('review.page.restoreError')),
  })
  const onDecisionsChange = useCallback<NonNullable<ResumeReviewProps['onDecisionsChange']>>(
    ({ text }) => {
      setAccepted(text)
      setSaved(false)
    },
    [],
  )

  const back = renderRouterLink('/resumes', t('review.page.back'), {
    className: 'text-sm font-medium text-accent-700 underline-offset-4 hover:underline',
  })

  let body
  const missing = isApiError(review.error) && review.error.status === 404
  if (review.data && resume.data) {
    body = (
      <ResumeReview
        // The offline suggestions replacing a failed model's start a fresh review.
        key={review.data.model_failed ? 'offline' : 'writer'}
        original={review.data.original}
        changes={review.data.changes}
        rejected={review.data.rejected}
        modelFailed={review.data.model_failed ?? false}
        streaming={streaming}
        safeApplied
        initialDecisions={initialDecisions}
        scores={scores}
        baseline={baseline}
        onDecisionsChange={onDecisionsChange}
        onSave={({ text }) => save.mutate(text)}
        saving={save.isPending}
        saved={saved}
      />
    )
  } else if (missing) {
    body = (
      <Alert variant="info" title={t('review.page.none.title')}>
        {t('review.page.none.body')}
      </Alert>
    )
  } else if (review.isError || resume.isError) {
    body = (
      <Alert variant="danger" title={t('review.page.loadError')}>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            void review.refetch()
            void resume.refetch()
          }}
        >
          {t('review.page.retry')}
        </Button>
      </Alert>
    )
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" />
        {t('review.page.loading')}
      </p>
    )
  }

  const items = versions.data?.versions ?? []
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label={t('review.page.navLabel')}>{back}</nav>
      {failure ? (
        <OptimizeNotice problem={failure} language={language} renderLink={renderRouterLink} />
      ) : null}
      {body}
      {items.length > 0 ? (
        <ReviewVersions
          versions={items}
          currentId={items[0]?.id ?? ''}
          openedId={openedId}
          onOpen={setOpenedId}
          onRestore={(versionId) => restore.mutate(versionId)}
          restoringId={restore.isPending ? (restore.variables ?? null) : null}
        />
      ) : null}
    </div>
  )
}
