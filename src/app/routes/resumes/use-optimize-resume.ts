import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptimizeResponse } from '../../../contract/generate.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { LONG_SUCCESS_TOAST_MS } from '../../../ui/primitives/toast-settings.ts'
import { quotaProblemOf, type OptimizeState } from '../../../ui/resumes/optimize-feedback.ts'
import { optimizeFailureOf } from '../../api/error-detail.ts'
import { optimizeResumeStream } from '../../api/optimize-stream.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { getCanGenerate } from '../../api/users.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { usageStatsQueryKey } from '../dashboard/usage-stats-query.ts'
import type { ResumeReview } from '../../../contract/resume-versions.ts'
import {
  reviewQueryKey,
  reviewStreamQueryKey,
  versionsQueryKey,
  type ReviewStream,
} from '../review/review-queries.ts'
import { resumesQueryKey } from './resume-queries.ts'

export interface OptimizeResumeFlow {
  /** Runs one optimization; resolves with the server's answer, or null when it did not happen. */
  optimize: (resume: Resume) => Promise<OptimizeResponse | null>
  /** Each resume's optimization under way or failed, by id. */
  states: Readonly<Record<string, OptimizeState>>
}

function without(states: Readonly<Record<string, OptimizeState>>, id: string) {
  const { [id]: _removed, ...rest } = states
  return rest
}

/**
 * Optimize (spec §4, §7, §8): the monthly quota checked first (GET /users/me/can-generate), then
 * POST /optimize/resume. On success, 'Resume optimized successfully!' and the remaining generations
 * (a 3-second toast), the stored resume put in the list, and the list and the usage stats re-read,
 * so the dashboard's quota warning follows. On failure, the resume's state holds why, in the
 * cases of §8, until its next attempt.
 */
export function useOptimizeResume(
  onOptimized?: (response: OptimizeResponse, resume: Resume) => void,
  /** Opens the review, once per optimization: at its first streamed event, else when it is done. */
  onOpenReview?: (resume: Resume) => void,
) {
  const { t } = useTranslation('optimize')
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { user, getIdToken } = useAuth()
  const onOpenReviewRef = useRef(onOpenReview)
  onOpenReviewRef.current = onOpenReview
  const [states, setStates] = useState<Readonly<Record<string, OptimizeState>>>({})
  // A second click while the first call runs must not spend a second generation; state updates
  // land a render later, so the ids in flight are kept in a ref as well.
  const inFlight = useRef(new Set<string>())
  const onOptimizedRef = useRef(onOptimized)
  onOptimizedRef.current = onOptimized

  const optimize = useCallback(
    async (resume: Resume): Promise<OptimizeResponse | null> => {
      if (inFlight.current.has(resume.id)) return null
      inFlight.current.add(resume.id)
      setStates((current) => ({ ...current, [resume.id]: { status: 'busy' } }))
      const fail = (state: OptimizeState) =>
        setStates((current) => ({ ...current, [resume.id]: state }))
      try {
        // A failed check does not stop the call: the server enforces the quota anyway.
        const check = await getCanGenerate(client).catch(() => null)
        const quota = quotaProblemOf(check)
        if (quota) {
          fail({ status: 'failed', problem: quota })
          return null
        }
        const review = reviewQueryKey(resume.id)
        const stream = reviewStreamQueryKey(resume.id)
        const edit = (update: (current: ResumeReview) => ResumeReview) =>
          queryClient.setQueryData<ResumeReview>(review, (current) =>
            current ? update(current) : current,
          )
        // The review opens at the first sign that the server took the call, and fills as the
        // changes pass the guard; a server that answers in one piece opens it when done.
        queryClient.removeQueries({ queryKey: stream })
        let opened = false
        const open = () => {
          if (opened) return
          opened = true
          queryClient.setQueryData<ResumeReview>(review, {
            version_id: '',
            original: resume.original_content,
            changes: [],
            rejected: [],
            model_failed: false,
          })
          const streaming: ReviewStream = { status: 'streaming' }
          queryClient.setQueryData(stream, streaming)
          onOpenReviewRef.current?.(resume)
        }
        let response: OptimizeResponse
        try {
          response = await optimizeResumeStream(
            { baseUrl: client.baseUrl, getToken: getIdToken, getLanguage: client.getLanguage },
            resume.id,
            {
              onProgress: open,
              onChange: (change) => {
                open()
                edit((current) => ({ ...current, changes: [...current.changes, change] }))
              },
              onRejected: (rejection) => {
                open()
                edit((current) => ({ ...current, rejected: [...current.rejected, rejection] }))
              },
              // What arrived is withdrawn: the offline suggestions follow.
              onModelFailed: () =>
                edit((current) => ({ ...current, changes: [], rejected: [], model_failed: true })),
            },
          )
        } catch (error) {
          if (opened) {
            const failed: ReviewStream = { status: 'failed', problem: optimizeFailureOf(error) }
            queryClient.setQueryData(stream, failed)
            queryClient.removeQueries({ queryKey: review })
          }
          throw error
        }
        queryClient.removeQueries({ queryKey: stream })
        setStates((current) => without(current, resume.id))
        toast.success(t('success'))
        const remaining = response.usage_stats.generations_remaining
        // An unlimited plan (null) has no count to announce.
        if (remaining !== null) {
          toast.success(t('remaining', { count: remaining }), { duration: LONG_SUCCESS_TOAST_MS })
        }
        if (response.resume) {
          const stored = response.resume
          queryClient.setQueryData<Resume[]>(resumesQueryKey(user?.uid), (list) =>
            list?.map((item) => (item.id === stored.id ? stored : item)),
          )
        }
        onOptimizedRef.current?.(response, resume)
        // The stored proposal, with its version: a review opened by the stream re-reads it, and
        // one opened now reads this optimization's changes, never an earlier one's.
        if (opened) void queryClient.invalidateQueries({ queryKey: review })
        else {
          queryClient.removeQueries({ queryKey: review })
          onOpenReviewRef.current?.(resume)
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: resumesQueryKey(user?.uid) }),
          queryClient.invalidateQueries({ queryKey: usageStatsQueryKey(user?.uid) }),
          // The editor's copy of this resume (resume-editor-route) now has new text to load.
          queryClient.invalidateQueries({ queryKey: ['resume', resume.id] }),
          queryClient.invalidateQueries({ queryKey: versionsQueryKey(resume.id) }),
        ])
        return response
      } catch (error) {
        fail({ status: 'failed', problem: optimizeFailureOf(error) })
        return null
      } finally {
        inFlight.current.delete(resume.id)
      }
    },
    [client, getIdToken, queryClient, t, user?.uid],
  )

  return { optimize, states } satisfies OptimizeResumeFlow
}
