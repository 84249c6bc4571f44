import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { GuardRejection, ResumeChange } from '../../../src/contract/resume-changes.ts'
import { proposeOptimization } from '../../domain/writing/changes/propose-changes.ts'
import { createOfflineWriter } from '../../domain/writing/offline/offline-writer.ts'
import type { ProposedChange } from './change-set-answer.ts'
import {
  hang,
  httpError,
  reply,
  replyJson,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeRequest,
} from './fake-openai-server.ts'
import { createModelWriter, type ModelWriterSettings } from './model-writer.ts'
import { OPTIMIZE_INPUT } from './test-inputs.ts'

/*
 * Golden tests of the model's change set (issue 21, item 6) over the fake OpenAI server: the real
 * SDK path, the prompt and schema sent, the answer read into changes, the guard over each, the
 * offline fallback, and the changes streamed as they pass.
 *
 * TEST_RESUME as the prompt numbers it: 6| - Built services in Go.  7| - Tuned PostgreSQL
 * queries.  8| - Deployed services on EKS.  (5| Backend Engineer, Acme — 2020 – Present)
 */

const GOOD: { changes: ProposedChange[] } = {
  changes: [
    {
      line: 6,
      kind: 'tense',
      before: 'Built services in Go.',
      after: 'Build services in Go.',
      reason: 'Ongoing work in the current role reads in the present.',
      keywords: ['Go'],
      needs_user_input: false,
    },
    {
      line: 6,
      kind: 'number_asked',
      before: '- Built services in Go.',
      after: 'Built [how many?] services in Go.',
      reason: 'A number shows the scale.',
      keywords: [],
      needs_user_input: true,
    },
    {
      line: 7,
      kind: 'tightened',
      before: 'Tuned PostgreSQL queries.',
      after: 'Tuned PostgreSQL queries, cutting report time by 40%.',
      reason: 'Shows the result.',
      keywords: ['PostgreSQL'],
      needs_user_input: false,
    },
    {
      line: 7,
      kind: 'stronger_opener',
      before: 'Tuned MySQL queries.',
      after: 'Optimized MySQL queries.',
      reason: 'A stronger verb.',
      keywords: [],
      needs_user_input: false,
    },
    {
      line: 8,
      kind: 'skill_wording',
      before: 'Deployed services on EKS.',
      after: 'Deployed Scala services on EKS.',
      reason: 'Names the ad’s language.',
      keywords: ['Scala'],
      needs_user_input: false,
    },
    {
      line: 8,
      kind: 'question',
      before: '',
      after: '',
      reason: 'Do you have experience with Kubernetes? Your resume shows EKS, which is related.',
      keywords: ['Kubernetes'],
      needs_user_input: true,
    },
  ],
}

let fake: FakeOpenAiServer

beforeAll(async () => {
  fake = await startFakeOpenAiServer()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.reset()
})

function writer(overrides: Partial<ModelWriterSettings> = {}) {
  return createModelWriter({
    baseUrl: fake.url,
    apiKey: undefined,
    model: 'fake-model',
    timeoutMs: 5000,
    ...overrides,
  })
}

function chatRequests(): FakeRequest[] {
  return fake.requests.filter((request) => request.path === '/v1/chat/completions')
}

/** The offline suggestions as the guard leaves them: what a failed model is replaced by. */
async function offlineSet() {
  return (await proposeOptimization(createOfflineWriter(), OPTIMIZE_INPUT)).changes
}

describe('the model writer’s change set', () => {
  it('asks with the change-set schema and the numbered resume', async () => {
    fake.setBehaviour(replyJson(GOOD))
    await writer().suggestResumeChanges?.(OPTIMIZE_INPUT)
    const [request] = chatRequests()
    expect(request?.body?.response_format?.type).toBe('json_schema')
    expect(request?.body?.response_format?.json_schema?.name).toBe('resume_change_set')
    const schema = request?.body?.response_format?.json_schema?.schema as {
      properties: { changes: { items: { required: string[]; properties: object } } }
    }
    expect(schema.properties.changes.items.required.toSorted()).toEqual(
      ['after', 'before', 'keywords', 'kind', 'line', 'needs_user_input', 'reason'].toSorted(),
    )
    const user = request?.body?.messages?.find((m) => m.role === 'user')?.content
    expect(user).toContain('6| - Built services in Go.')
  })

  it('passes the good changes, rejects an invented number and skill with reasons, drops a wrong before', async () => {
    fake.setBehaviour(replyJson(GOOD))
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT)

    expect(result.model_failed).toBeUndefined()
    const summary = result.changes.map((c) => [c.id, c.kind, c.line, c.after, c.safe])
    expect(summary).toEqual([
      ['c1', 'tense', 5, 'Build services in Go.', true],
      ['c2', 'number_asked', 5, 'Built [how many?] services in Go.', false],
      ['c5', 'question', 7, '', false],
    ])
    const [tense, asked, question] = result.changes
    expect(tense?.section).toBe('Experience')
    expect(tense?.evidence).toEqual(['Built services in Go.', '- Built services in Go.'])
    expect(asked?.needs_user_input).toBe(true)
    expect(question?.reason).toContain('Kubernetes')
    expect(question?.evidence).toEqual(['- Deployed services on EKS.'])

    // The invented figure takes its whole change; the unproven skill is cut out of its change.
    expect(result.rejected).toContainEqual<GuardRejection>({
      text: '40',
      claim: 'number',
      reason: expect.stringContaining('40') as string,
      change_id: 'c3',
    })
    expect(result.rejected.some((r) => r.claim === 'skill' && r.text === 'Scala')).toBe(true)
    expect(result.rejected.find((r) => r.text === 'Scala')?.change_id).toBe('c4')
    expect(JSON.stringify(result.changes)).not.toMatch(/Scala|MySQL|40%/)
    // The safe change is applied; the rest wait for the review.
    expect(result.text).toContain('- Build services in Go.')
    expect(result.text).toContain('- Tuned PostgreSQL queries.')
  })

  it('falls back to the offline suggestions on a malformed answer, marked model_failed', async () => {
    fake.setBehaviour(reply('Sure! Here are some ideas: use stronger verbs.'))
    const failed: string[] = []
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT, {
      onModelFailed: (detail) => failed.push(detail),
    })
    expect(result.model_failed).toBe(true)
    expect(result.changes.map((c) => c.id)).toEqual((await offlineSet()).map((c) => c.id))
    expect(failed).toHaveLength(1)
    // No second request: the offline suggestions are offered at once.
    expect(chatRequests()).toHaveLength(1)
  })

  it('falls back on an answer none of whose changes fits the schema', async () => {
    fake.setBehaviour(replyJson({ changes: [{ line: 'six', kind: 'rewrite' }] }))
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT)
    expect(result.model_failed).toBe(true)
  })

  it('falls back when the model proposes nothing usable and the offline rules have something', async () => {
    expect((await offlineSet()).length).toBeGreaterThan(0)
    fake.setBehaviour(replyJson({ changes: [{ ...GOOD.changes[3] }] }))
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT)
    expect(result.model_failed).toBe(true)
    expect(result.changes.length).toBeGreaterThan(0)
  })

  it('falls back on an HTTP 500', async () => {
    fake.setBehaviour(httpError(500))
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT)
    expect(result.model_failed).toBe(true)
    // The offline suggestions as the guard leaves them.
    expect(result.changes.map((c) => c.id)).toEqual((await offlineSet()).map((c) => c.id))
  })

  it('does not fall back when the caller cancels', async () => {
    fake.setBehaviour(hang())
    const controller = new AbortController()
    const pending = proposeOptimization(writer(), OPTIMIZE_INPUT, { signal: controller.signal })
    await fake.waitForRequests(1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ failure: 'aborted' })
  })
})

describe('streaming the change set', () => {
  it('hands each change on as it passes the guard, in order, before the answer is complete', async () => {
    fake.setBehaviour(replyJson(GOOD, { chunkSize: 12, chunkDelayMs: 3 }))
    const events: string[] = []
    let settled = false
    const result = await proposeOptimization(writer(), OPTIMIZE_INPUT, {
      onChange: (change) => events.push(`${settled ? 'late' : 'change'}:${change.id}`),
      onRejected: (rejection) => events.push(`rejected:${rejection.change_id ?? ''}`),
    }).finally(() => {
      settled = true
    })
    expect(chatRequests()[0]?.body?.stream).toBe(true)
    expect(events).toEqual(['change:c1', 'change:c2', 'rejected:c3', 'rejected:c4', 'change:c5'])
    expect(result.changes.map((c) => c.id)).toEqual(['c1', 'c2', 'c5'])
  })

  it('sends a change before the model has finished, and withdraws it when the model then fails', async () => {
    const text = JSON.stringify(GOOD)
    // The first two changes arrive, then the model stops answering until the writer's deadline.
    const cut = text.indexOf('"line":7')
    fake.setBehaviour(hang({ content: text, afterChunks: 1, chunkSize: cut }))
    const events: string[] = []
    const result = await proposeOptimization(writer({ timeoutMs: 400 }), OPTIMIZE_INPUT, {
      onChange: (change: ResumeChange) => events.push(`change:${change.kind}`),
      onModelFailed: () => events.push('model_failed'),
    })
    expect(events.slice(0, 3)).toEqual(['change:tense', 'change:number_asked', 'model_failed'])
    expect(events.slice(3)).toEqual((await offlineSet()).map((c) => `change:${c.kind}`))
    expect(result.model_failed).toBe(true)
  })
})
