// @vitest-environment node
// Node's own fetch, streams and TextDecoderStream: what a browser gives the app.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OptimizeResponse } from '../../contract/generate.ts'
import type { GuardRejection, ResumeChange } from '../../contract/resume-changes.ts'
import { accountantEnGuarded } from '../../mocks/fixtures/resume-review.ts'
import { optimizedResume } from '../../mocks/fixtures/resumes.ts'
import { InvalidResponseError } from './api-error.ts'
import { optimizeResumeStream } from './optimize-stream.ts'
import { sse, streamOf } from './sse-test-stream.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'

const server = useTestServer()
const target = { baseUrl: TEST_BASE, getToken: () => 'tok' }
const URL = `${TEST_BASE}/optimize/resume`

const [first, second, third] = accountantEnGuarded.set.changes as [
  ResumeChange,
  ResumeChange,
  ResumeChange,
]
const [rejection] = accountantEnGuarded.set.rejected as [GuardRejection]

function response(changes: ResumeChange[], extra: Partial<OptimizeResponse> = {}) {
  return {
    message: 'Resume optimized successfully!',
    usage_stats: { generations_remaining: 12, generation_limit: 20 },
    resume: optimizedResume,
    writer: 'model:fake-model',
    changes,
    rejected: [rejection],
    ...extra,
  }
}

describe('optimizeResumeStream', () => {
  it('hands on each change and rejection as it arrives, in order, then resolves with done', async () => {
    let sent: unknown
    let accept: string | null = null
    server.use(
      http.post(URL, async ({ request }) => {
        sent = await request.json()
        accept = request.headers.get('Accept')
        const change = sse('change', second)
        return streamOf([
          sse('progress', { stage: 'writing', percent: 15 }),
          sse('change', first),
          // A change split across two reads, as TCP may deliver it.
          change.slice(0, 30),
          change.slice(30),
          sse('rejected', rejection),
          sse('change', third),
          sse('progress', { stage: 'checking', percent: 85 }),
          sse('done', response([first, second, third])),
        ])
      }),
    )
    const events: string[] = []
    const result = await optimizeResumeStream(target, optimizedResume.id, {
      onProgress: (event) => events.push(`progress:${event.stage}`),
      onChange: (change) => events.push(`change:${change.id}`),
      onRejected: (rejected) => events.push(`rejected:${rejected.text}`),
    })
    expect(sent).toEqual({ resume_id: optimizedResume.id })
    expect(accept).toBe('text/event-stream')
    expect(events).toEqual([
      'progress:writing',
      `change:${first.id}`,
      `change:${second.id}`,
      `rejected:${rejection.text}`,
      `change:${third.id}`,
      'progress:checking',
    ])
    expect(result.changes?.map((change) => change.id)).toEqual([first.id, second.id, third.id])
    expect(result.model_failed).toBeUndefined()
  })

  it('reports a model that failed: what arrived is withdrawn, the offline suggestions follow', async () => {
    server.use(
      http.post(URL, () =>
        streamOf([
          sse('change', first),
          sse('model_failed', { detail: 'The AI writer could not propose changes this time.' }),
          sse('change', third),
          sse('done', response([third], { model_failed: true, writer: 'model:fake-model' })),
        ]),
      ),
    )
    let shown: string[] = []
    const result = await optimizeResumeStream(target, optimizedResume.id, {
      onChange: (change) => (shown = [...shown, change.id]),
      onModelFailed: () => (shown = []),
    })
    expect(shown).toEqual([third.id])
    expect(result.model_failed).toBe(true)
    expect(result.changes?.map((change) => change.id)).toEqual([third.id])
  })

  it('rejects a change event that breaks the contract', async () => {
    server.use(
      http.post(URL, () => streamOf([sse('change', { id: 'c1' }), sse('done', response([first]))])),
    )
    await expect(
      optimizeResumeStream(target, optimizedResume.id, { onChange: () => undefined }),
    ).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('reads an older server’s plain JSON answer as the response', async () => {
    server.use(http.post(URL, () => HttpResponse.json(response([first]))))
    const result = await optimizeResumeStream(target, optimizedResume.id)
    expect(result.changes).toHaveLength(1)
  })
})
