import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptimizeResponse } from '../../../contract/generate.ts'
import type { Resume } from '../../../contract/resumes.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { LONG_SUCCESS_TOAST_MS } from '../../../ui/primitives/toast-settings.ts'
import { quotaProblemOf, type OptimizeState } from '../../../ui/resumes/optimize-feedback.ts'
import { optimizeFailureOf } from '../../api/error-detail.ts'
import { optimizeResume } from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { getCanGenerate } from '../../api/users.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { usageStatsQueryKey } from '../dashboard/usage-stats-query.ts'
import { reviewQueryKey, versionsQueryKey } from '../review/review-queries.ts'
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
) {
  const { t } = useTranslation('optimize')
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { user } = useAuth()
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
        const response = await optimizeResume(client, resume.id)
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
        // A review opened next must read this optimization's changes, never an earlier one's.
        queryClient.removeQueries({ queryKey: reviewQueryKey(resume.id) })
        onOptimizedRef.current?.(response, resume)
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
    [client, queryClient, t, user?.uid],
  )

  return { optimize, states } satisfies OptimizeResumeFlow
}
