import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Resume } from '../../../contract/resumes.ts'
import { isApiError, userMessageOf } from '../../api/api-error.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'

/** GET /resumes, per signed-in user (the dashboard and /resumes share it). */
export const resumesQueryKey = (uid: string | undefined) => ['resumes', uid] as const

/**
 * The list of resumes. The call and the contract's schemas it checks the answer with load with the
 * first fetch, so a page showing the list draws before they have loaded (decisions.md, Performance).
 */
export function useResumesQuery() {
  const { user } = useAuth()
  const client = useApiClient()
  return useQuery({
    queryKey: resumesQueryKey(user?.uid),
    queryFn: async ({ signal }) => {
      const { listResumes } = await import('../../api/resumes.ts')
      return listResumes(client, { signal })
    },
    enabled: user != null,
  })
}

/** Re-reads the list (and what derives from it) after a change. */
export function useRefreshResumes(): (changed?: Resume) => Promise<void> {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  return useCallback(
    async (changed?: Resume) => {
      if (changed) {
        queryClient.setQueryData<Resume[]>(resumesQueryKey(user?.uid), (list) =>
          list?.map((resume) => (resume.id === changed.id ? changed : resume)),
        )
      }
      await queryClient.invalidateQueries({ queryKey: ['resumes', user?.uid] })
    },
    [queryClient, user?.uid],
  )
}

/**
 * The server's own message for a refused call (it is written for a person), or null so the
 * component shows its own words; network failures have no message worth showing.
 */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) ? userMessageOf(error) : null
}
