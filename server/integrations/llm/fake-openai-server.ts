import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A fake OpenAI-compatible model server for tests: a real HTTP server on 127.0.0.1, so the `ai`
 * SDK, its provider and our writer run their real network path (headers, JSON bodies, SSE).
 *
 *   const fake = await startFakeOpenAiServer()
 *   const config = { llm: { baseUrl: fake.url, apiKey: undefined, model: 'fake-model', timeoutMs: 1000 } }
 *   fake.setBehaviour(replyJson({ paragraphs: ['One.', 'Two.'] }))   // every request gets this
 *   fake.setBehaviour(reply('not json'), replyJson({ ... }))          // 1st request, then 2nd and later
 *   fake.setBehaviour(httpError(500))   // or hang(), hang({ afterChunks: 2 }), dropConnection()
 *   fake.setBehaviour((request) => ...)  // decide per request (a function returning a behaviour)
 *   ...
 *   fake.requests      // every request received, in order: path, headers, parsed JSON body
 *   fake.reset()       // forget the requests, back to the default answers (in a beforeEach)
 *   await fake.close() // also cuts hanging and streaming connections
 *
 * Endpoints: POST /v1/chat/completions (plain JSON, or server-sent events when the body has
 * `stream: true`, in OpenAI's chunk format ending with `data: [DONE]`) and GET /v1/models.
 * Anything else is a 404 in OpenAI's error shape.
 *
 * With no behaviour set, each request gets `defaultAnswer(request)`: a valid JSON answer for the
 * JobFit writer's response schema named in the request's `response_format` (resume, bio or cover
 * letter; SAMPLE_ANSWERS; a change set of one change to the first bullet of the resume the prompt
 * numbers, sampleChangeSet), so route tests can drive the model writer without scripting it.
 */

export interface FakeChatMessage {
  role: string
  content: unknown
}

/** The parts of a chat-completions request body the tests look at (the rest is kept as sent). */
export interface FakeChatRequestBody {
  model?: string
  messages?: FakeChatMessage[]
  stream?: boolean
  response_format?: {
    type: string
    json_schema?: { name?: string; schema?: { properties?: Record<string, unknown> } }
  }
  [key: string]: unknown
}

export interface FakeRequest {
  method: string
  /** As requested, for example '/v1/chat/completions'. */
  path: string
  headers: IncomingHttpHeaders
  /** The parsed JSON body; undefined when the body was empty or not JSON. */
  body: FakeChatRequestBody | undefined
}

export type FakeBehaviour =
  /**
   * Answers `content` as the assistant message. When streamed, it is sent in `chunkSize`-character
   * pieces (default 8), `chunkDelayMs` apart (default 0), then a finish chunk and `[DONE]`.
   */
  | {
      kind: 'reply'
      content: string
      chunkSize?: number
      chunkDelayMs?: number
      finishReason?: string
    }
  /** Answers `status` with an OpenAI-shaped error body (or `body` as given). */
  | { kind: 'error'; status: number; message?: string; body?: unknown }
  /**
   * Never finishes. Plain JSON: no response at all. Streamed: the headers and `afterChunks` content
   * chunks of `content` (default none) are sent, then nothing more.
   */
  | { kind: 'hang'; content?: string; afterChunks?: number; chunkSize?: number }
  /** Destroys the connection without an answer (a crashed server, a reset proxy). */
  | { kind: 'drop' }

export type FakeBehaviourSource = FakeBehaviour | ((request: FakeRequest) => FakeBehaviour)

export interface FakeOpenAiServer {
  /** The base URL to configure, ending in /v1 (LLM_BASE_URL). */
  url: string
  /** Every request received so far, in order. */
  requests: FakeRequest[]
  /**
   * The behaviour of the next requests: the first source answers the next request, the second the
   * one after, and the last keeps answering every later request. Resets the sequence. With no
   * argument, back to `defaultAnswer`.
   */
  setBehaviour(...sources: FakeBehaviourSource[]): void
  /** Forgets the requests received and goes back to `defaultAnswer` (for a beforeEach). */
  reset(): void
  /** Resolves once `count` chat-completion requests have arrived in total. */
  waitForRequests(count: number): Promise<void>
  close(): Promise<void>
}

/** Answers `content` (any text, valid JSON or not). */
export function reply(
  content: string,
  options: Omit<Extract<FakeBehaviour, { kind: 'reply' }>, 'kind' | 'content'> = {},
): FakeBehaviour {
  return { kind: 'reply', content, ...options }
}

/** Answers `value` serialised as JSON, as a model in JSON mode would. */
export function replyJson(
  value: unknown,
  options: Omit<Extract<FakeBehaviour, { kind: 'reply' }>, 'kind' | 'content'> = {},
): FakeBehaviour {
  return reply(JSON.stringify(value), options)
}

export function httpError(status: number, message = `Fake server error ${status}`): FakeBehaviour {
  return { kind: 'error', status, message }
}

export function hang(
  options: { content?: string; afterChunks?: number; chunkSize?: number } = {},
): FakeBehaviour {
  return { kind: 'hang', ...options }
}

export function dropConnection(): FakeBehaviour {
  return { kind: 'drop' }
}

/** What `defaultAnswer` replies, by the writer's response schema. */
export const SAMPLE_ANSWERS = {
  resume: {
    resume_markdown:
      '# Jane Doe\njane@example.com\n\n## Summary\nBackend engineer.\n\n## Experience\nEngineer, Acme — 2020 – Present\n- Built services in Go.',
  },
  bio: {
    paragraphs: [
      'Jane Doe is a backend engineer.',
      'She builds payment systems.',
      'She studied computer science.',
    ],
  },
  coverLetter: {
    greeting: 'Dear Hiring Manager,',
    paragraphs: [
      'I am applying for the Backend Engineer role at Acme.',
      'I bring Go and PostgreSQL.',
      'I would welcome a conversation.',
    ],
    sign_off: 'Sincerely,\nJane Doe',
  },
} as const

/**
 * A valid answer for the response schema the request names (by its properties), so a route test
 * gets a usable text with no scripting. A request without a schema (JSON-object mode) is read by
 * its system prompt's first line.
 */
export function defaultAnswer(request: FakeRequest): FakeBehaviour {
  const properties = request.body?.response_format?.json_schema?.schema?.properties ?? {}
  const system = request.body?.messages?.find((message) => message.role === 'system')?.content
  const firstLine = typeof system === 'string' ? (system.split('\n')[0] ?? '') : ''
  if ('changes' in properties || /propose changes/i.test(firstLine)) {
    const user = request.body?.messages?.find((message) => message.role === 'user')?.content
    return replyJson(sampleChangeSet(typeof user === 'string' ? user : ''))
  }
  if (
    'resume_markdown' in properties ||
    (/resume/i.test(firstLine) && !/letter/i.test(firstLine))
  ) {
    return replyJson(SAMPLE_ANSWERS.resume)
  }
  if ('greeting' in properties || /cover letter/i.test(firstLine)) {
    return replyJson(SAMPLE_ANSWERS.coverLetter)
  }
  return replyJson(SAMPLE_ANSWERS.bio)
}

/**
 * A valid change set for the numbered resume a change-set prompt shows ("7| - Built services."):
 * its first bullet, tightened by its closing full stop (added when it has none), which any guard
 * passes. No bullet, no changes.
 */
export function sampleChangeSet(userMessage: string): { changes: unknown[] } {
  for (const row of userMessage.split('\n')) {
    const found = /^(\d+)\| [-*•] (.+)$/u.exec(row)
    if (!found) continue
    const before = (found[2] ?? '').trim()
    const after = before.endsWith('.') ? before.slice(0, -1) : `${before}.`
    return {
      changes: [
        {
          line: Number(found[1]),
          kind: 'tightened',
          before,
          after,
          reason: 'A sample change from the fake model server.',
          keywords: [],
          needs_user_input: false,
        },
      ],
    }
  }
  return { changes: [] }
}

function split(text: string, size: number): string[] {
  const pieces: string[] = []
  // By code points, so a chunk never ends inside a surrogate pair (emoji, some CJK).
  const chars = Array.from(text)
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size).join(''))
  return pieces
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeRequest[] = []
  let sources: FakeBehaviourSource[] = []
  let answered = 0
  let waiters: { count: number; resolve: () => void }[] = []
  let created = 1_700_000_000

  const nextBehaviour = (request: FakeRequest): FakeBehaviour => {
    const source =
      sources.length === 0 ? defaultAnswer : sources[Math.min(answered, sources.length - 1)]
    answered += 1
    return typeof source === 'function' ? source(request) : (source as FakeBehaviour)
  }

  const chatCount = () => requests.filter((r) => r.path.endsWith('/chat/completions')).length

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const answer = async (res: ServerResponse, request: FakeRequest, behaviour: FakeBehaviour) => {
    const model = request.body?.model ?? 'fake-model'
    const id = `chatcmpl-fake-${requests.length}`
    created += 1
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`

    switch (behaviour.kind) {
      case 'drop':
        res.socket?.destroy()
        return
      case 'error':
        sendJson(
          res,
          behaviour.status,
          behaviour.body ?? {
            error: { message: behaviour.message, type: 'server_error', code: null },
          },
        )
        return
      case 'hang':
        if (request.body?.stream === true) {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
          const pieces = split(behaviour.content ?? '', behaviour.chunkSize ?? 8)
          for (const piece of pieces.slice(0, behaviour.afterChunks ?? 0)) {
            res.write(chunk({ content: piece }, null))
          }
        }
        // Nothing more: the client's timeout or abort (or close()) ends the connection.
        return
      case 'reply': {
        const finishReason = behaviour.finishReason ?? 'stop'
        if (request.body?.stream !== true) {
          sendJson(res, 200, {
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: behaviour.content },
                finish_reason: finishReason,
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          })
          return
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        res.write(chunk({ role: 'assistant', content: '' }, null))
        for (const piece of split(behaviour.content, behaviour.chunkSize ?? 8)) {
          if (res.destroyed) return
          res.write(chunk({ content: piece }, null))
          if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs)
        }
        if (res.destroyed) return
        res.write(chunk({}, finishReason))
        res.end('data: [DONE]\n\n')
        return
      }
    }
  }

  const server = createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (part: Buffer) => parts.push(part))
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8')
      let body: FakeChatRequestBody | undefined
      try {
        body = raw === '' ? undefined : (JSON.parse(raw) as FakeChatRequestBody)
      } catch {
        body = undefined
      }
      const path = req.url ?? '/'
      const request: FakeRequest = { method: req.method ?? 'GET', path, headers: req.headers, body }
      requests.push(request)

      if (req.method === 'GET' && path === '/v1/models') {
        sendJson(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] })
        return
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(res, 404, {
          error: { message: `Unknown path ${path}`, type: 'invalid_request_error' },
        })
        return
      }
      const count = chatCount()
      waiters = waiters.filter((waiter) => {
        if (count < waiter.count) return true
        waiter.resolve()
        return false
      })
      void answer(res, request, nextBehaviour(request))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(...next) {
      sources = next
      answered = 0
    },
    reset() {
      requests.length = 0
      sources = []
      answered = 0
    },
    waitForRequests(count) {
      if (chatCount() >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}
