import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import type { AddedKeyword } from '../../contract/generate.ts'
import type { Resume } from '../../contract/resumes.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { MOCK_WRITER } from '../fixtures/generate.ts'
import { handle, parseBody, reply, replyErrorBody } from '../mock-http.ts'
import { mockState, spendGeneration } from '../state.ts'

const { optimizeResume } = endpoints

/** Skills the mock looks for; only those the job asks for AND the original shows are worked in. */
const KNOWN_SKILLS = [
  'React',
  'TypeScript',
  'Redux',
  'Storybook',
  'GitHub Actions',
  'Cypress',
  'Jest',
  'accessibility',
  'Node.js',
  'GraphQL',
  'PostgreSQL',
  'Docker',
]

const mentions = (text: string | null | undefined, skill: string) =>
  (text ?? '').toLocaleLowerCase().includes(skill.toLocaleLowerCase())

/**
 * A stand-in rewrite that, like the real server (decisions.md), names the keywords it worked in
 * and where, and adds only what the original supports: the matching skills lead the summary.
 */
function rewrite(resume: Resume): { text: string; added: AddedKeyword[] } {
  const skills = KNOWN_SKILLS.filter(
    (skill) => mentions(resume.job_description, skill) && mentions(resume.original_content, skill),
  )
  if (skills.length === 0) return { text: resume.original_content, added: [] }
  const line = `Strengths for this role: ${skills.join(', ')}.`
  const text = /^## Summary$/m.test(resume.original_content)
    ? resume.original_content.replace(/^## Summary\n/m, `## Summary\n${line} `)
    : `## Summary\n${line}\n\n${resume.original_content}`
  const stored = text.split('\n').find((row) => row.startsWith(line)) ?? line
  return { text, added: skills.map((keyword) => ({ keyword, section: 'Summary', line: stored })) }
}

export const optimizeScenarios = {
  /**
   * Stateful, as generateHandlers.success, but answered as our own server answers: the stored
   * resume and `added_keywords`, which the view dialog lists and marks.
   */
  withAddedKeywords: [
    handle(optimizeResume, async ({ request }) => {
      if (mockState.usage.generation_limit === 0) {
        return replyErrorBody(403, errorBodies.upgradeRequired)
      }
      if (mockState.usage.generations_remaining === 0) {
        return replyErrorBody(429, errorBodies.limitExceeded)
      }
      const body = await parseBody(optimizeResume, request)
      if (body instanceof Response) return body
      const resume = mockState.resumes.find((item) => item.id === body.resume_id)
      if (!resume) return replyErrorBody(404, errorBodies.notFound)
      spendGeneration()
      const { text, added } = rewrite(resume)
      resume.optimized_content = text
      resume.status = 'optimized'
      resume.match_score = Math.min(100, (resume.match_score ?? 60) + 15)
      resume.updated_at = new Date().toISOString()
      return reply(optimizeResume, {
        message: 'Resume optimized successfully',
        usage_stats: {
          generations_remaining: mockState.usage.generations_remaining,
          generation_limit: mockState.usage.generation_limit,
        },
        resume,
        writer: MOCK_WRITER,
        added_keywords: added,
      })
    }),
  ],
} satisfies Record<string, HttpHandler[]>
