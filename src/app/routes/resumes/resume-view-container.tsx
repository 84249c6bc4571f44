import { useQuery } from '@tanstack/react-query'
import type { Resume } from '../../../contract/resumes.ts'
import {
  ResumeViewDialog,
  type ResumeViewDialogProps,
} from '../../../ui/resumes/view/resume-view-dialog.tsx'
import { analyzeKeywords, compareAts } from '../../api/analysis.ts'
import { useApiClient } from '../../api/use-api-client.ts'

/** The dialog's props except what the container fetches. */
export type ResumeViewContainerProps = Omit<
  ResumeViewDialogProps,
  'analysis' | 'status' | 'comparison'
> & { resume: Resume }

/**
 * The view/analysis modal with its calls: the keyword analysis of the resume against its job
 * description (the built-in sample when it fails, spec §4) and, when an optimized version
 * exists, the ATS comparison.
 */
export function ResumeViewContainer({ resume, ...dialog }: ResumeViewContainerProps) {
  const client = useApiClient()
  const job = resume.job_description
  const text = resume.optimized_content ?? resume.original_content
  const analysis = useQuery({
    queryKey: ['analysis', resume.id, text, job],
    queryFn: ({ signal }) =>
      analyzeKeywords(client, { resume_content: text, job_description: job ?? '' }, { signal }),
    enabled: Boolean(job),
    retry: false,
    staleTime: Infinity,
  })
  const optimized = resume.optimized_content
  const comparison = useQuery({
    queryKey: ['ats-comparison', resume.id, resume.original_content, optimized, job],
    queryFn: ({ signal }) =>
      compareAts(
        client,
        {
          resume_content: resume.original_content,
          optimized_content: optimized ?? '',
          job_description: job ?? '',
        },
        { signal },
      ),
    enabled: Boolean(job && optimized),
    retry: false,
    staleTime: Infinity,
  })

  const status = !job ? 'ready' : analysis.isError ? 'sample' : analysis.data ? 'ready' : 'loading'
  return (
    <ResumeViewDialog
      resume={resume}
      analysis={analysis.data ?? null}
      status={status}
      comparison={comparison.data ?? null}
      {...dialog}
    />
  )
}
