import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WriterError } from '../../domain/writing/writer.ts'
import {
  dropConnection,
  hang,
  httpError,
  reply,
  replyJson,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeRequest,
} from './fake-openai-server.ts'
import { createModelWriter, type ModelWriterSettings } from './model-writer.ts'
import { BIO_INPUT, COVER_LETTER_INPUT, OPTIMIZE_INPUT } from './test-inputs.ts'

const BIO = {
  paragraphs: [
    'Lucía Fernández es Directora de Ingeniería en el sector fintech.',
    'Lideró un equipo de 40 personas.',
    'Es ingeniera informática por la Universidad de Sevilla.',
  ],
}
const BIO_TEXT = BIO.paragraphs.join('\n\n')

const LETTER = {
  greeting: 'Dear Globex hiring team,',
  paragraphs: [
    'I am applying for the Senior Backend Engineer role at Globex.',
    'I built services in Go and tuned "PostgreSQL" queries.',
    'I would bring that experience to Globex.',
  ],
  sign_off: 'Kind regards,\nJane Doe\njane@example.com',
}
const LETTER_TEXT = [LETTER.greeting, ...LETTER.paragraphs, LETTER.sign_off].join('\n\n')

const RESUME_MARKDOWN =
  '# Jane Doe\njane@example.com\n\n## Experience\nBackend Engineer, Acme — 2020 – Present\n- Built services in Go.\n- Tuned PostgreSQL queries.\n- Deployed services on EKS with Kubernetes.'

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

function settings(overrides: Partial<ModelWriterSettings> = {}): ModelWriterSettings {
  return {
    baseUrl: fake.url,
    apiKey: undefined,
    model: 'fake-model',
    timeoutMs: 5000,
    ...overrides,
  }
}

function chatRequests(): FakeRequest[] {
  return fake.requests.filter((request) => request.path === '/v1/chat/completions')
}

function messageText(request: FakeRequest | undefined, role: string): string {
  const message = request?.body?.messages?.find((m) => m.role === role)
  return typeof message?.content === 'string' ? message.content : ''
}

async function failureOf(promise: Promise<unknown>): Promise<WriterError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(WriterError)
  return error as WriterError
}

describe('createModelWriter', () => {
  it('is named after its model', () => {
    expect(createModelWriter(settings({ model: 'llama3.1:8b' })).name).toBe('model:llama3.1:8b')
  })

  it('writes a bio from a JSON answer and asks in the input language and tone', async () => {
    fake.setBehaviour(replyJson(BIO))
    const text = await createModelWriter(settings()).writeBio(BIO_INPUT)

    expect(text).toBe(BIO_TEXT)
    const [request] = chatRequests()
    expect(chatRequests()).toHaveLength(1)
    expect(request?.body?.model).toBe('fake-model')
    expect(request?.body?.stream).not.toBe(true)
    expect(request?.body?.response_format?.type).toBe('json_schema')
    expect(request?.body?.response_format?.json_schema?.name).toBe('executive_bio')
    const system = messageText(request, 'system')
    expect(system).toContain('Spanish (español)')
    expect(system).toContain('formal')
    expect(system).toContain('150 to 400 words')
    const user = messageText(request, 'user')
    expect(user).toContain('Lucía Fernández')
    expect(user).toContain('Tone: formal. Language: Spanish (español).')
    // No key configured: no Authorization header at all.
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('sends the API key as a bearer token when one is set', async () => {
    fake.setBehaviour(replyJson(BIO))
    await createModelWriter(settings({ apiKey: 'sk-test-123456' })).writeBio(BIO_INPUT)
    expect(chatRequests()[0]?.headers.authorization).toBe('Bearer sk-test-123456')
  })

  it('optimizes a resume, offering only the supported missing keywords', async () => {
    fake.setBehaviour(replyJson({ resume_markdown: `\n${RESUME_MARKDOWN}\n` }))
    const text = await createModelWriter(settings()).optimizeResume(OPTIMIZE_INPUT)

    expect(text).toBe(RESUME_MARKDOWN)
    const request = chatRequests()[0]
    expect(request?.body?.response_format?.json_schema?.schema?.properties).toHaveProperty(
      'resume_markdown',
    )
    const user = messageText(request, 'user')
    const mayAdd = user.slice(
      user.indexOf('Keywords you may add'),
      user.indexOf('Keywords you must not add'),
    )
    expect(mayAdd).toContain('Kubernetes (evidence: "- Deployed services on EKS.")')
    expect(mayAdd).not.toContain('Scala')
    expect(user.slice(user.indexOf('Keywords you must not add'))).toContain('Scala')
    const system = messageText(request, 'system')
    expect(system).toContain('Never invent or change an employer, job title, degree')
    expect(system).toContain('Summary, Experience, Education, Skills')
    expect(system).toContain('English')
  })

  it('writes a cover letter naming the company, the title and the matching skills', async () => {
    fake.setBehaviour(replyJson(LETTER))
    const text = await createModelWriter(settings()).writeCoverLetter(COVER_LETTER_INPUT)

    expect(text).toBe(LETTER_TEXT)
    const request = chatRequests()[0]
    const system = messageText(request, 'system')
    expect(system).toContain('exactly three body paragraphs')
    expect(system).toContain('"Senior Backend Engineer" at Globex')
    expect(system).toContain('creative')
    expect(messageText(request, 'user')).toMatch(/Matching skills[^\n]*\n- PostgreSQL\n- Go/)
  })

  it('accepts an answer wrapped in a Markdown fence without asking again', async () => {
    fake.setBehaviour(reply(`Here you go:\n\`\`\`json\n${JSON.stringify(BIO)}\n\`\`\`\nEnjoy!`))
    expect(await createModelWriter(settings()).writeBio(BIO_INPUT)).toBe(BIO_TEXT)
    expect(chatRequests()).toHaveLength(1)
  })

  describe('streaming', () => {
    it('forwards the text as it arrives; the pieces join to the result', async () => {
      fake.setBehaviour(replyJson(LETTER, { chunkSize: 5, chunkDelayMs: 5 }))
      const pieces: string[] = []
      let finished = false
      let piecesBeforeFinish = 0
      const promise = createModelWriter(settings())
        .writeCoverLetter(COVER_LETTER_INPUT, {
          onText: (delta) => {
            pieces.push(delta)
            if (!finished) piecesBeforeFinish += 1
          },
        })
        .finally(() => {
          finished = true
        })
      const text = await promise

      expect(text).toBe(LETTER_TEXT)
      expect(pieces.join('')).toBe(text)
      expect(piecesBeforeFinish).toBe(pieces.length)
      expect(pieces.length).toBeGreaterThan(10)
      expect(chatRequests()[0]?.body?.stream).toBe(true)
    })

    it('sends the first pieces before the model has finished', async () => {
      // About 45 chunks, 20 ms apart: the whole answer takes close to a second.
      fake.setBehaviour(replyJson(BIO, { chunkSize: 4, chunkDelayMs: 20 }))
      const pieces: string[] = []
      let settled = false
      const writing = createModelWriter(settings())
        .writeBio(BIO_INPUT, { onText: (delta) => pieces.push(delta) })
        .finally(() => {
          settled = true
        })
      await expect.poll(() => pieces.length, { timeout: 5000 }).toBeGreaterThan(0)
      expect(settled).toBe(false)
      expect(pieces.join('').length).toBeLessThan(BIO_TEXT.length)
      expect(BIO_TEXT.startsWith(pieces.join(''))).toBe(true)
      expect(await writing).toBe(BIO_TEXT)
      expect(pieces.join('')).toBe(BIO_TEXT)
    })

    it('keeps the pieces in document order when the model writes the fields in another order', async () => {
      const reordered = {
        sign_off: LETTER.sign_off,
        paragraphs: LETTER.paragraphs,
        greeting: LETTER.greeting,
      }
      fake.setBehaviour(replyJson(reordered, { chunkSize: 3 }))
      const pieces: string[] = []
      const text = await createModelWriter(settings()).writeCoverLetter(COVER_LETTER_INPUT, {
        onText: (delta) => pieces.push(delta),
      })
      expect(text).toBe(LETTER_TEXT)
      expect(pieces.join('')).toBe(LETTER_TEXT)
    })
  })

  describe('malformed answers', () => {
    it('asks once more after an answer that is not JSON, and uses the second answer', async () => {
      fake.setBehaviour(reply('Sure! Lucía is a great engineer.'), replyJson(BIO))
      expect(await createModelWriter(settings()).writeBio(BIO_INPUT)).toBe(BIO_TEXT)

      const requests = chatRequests()
      expect(requests).toHaveLength(2)
      expect(messageText(requests[0], 'user')).not.toContain('could not be used')
      expect(messageText(requests[1], 'user')).toContain(
        'a previous answer could not be used (the answer contained no JSON object)',
      )
    })

    it('asks once more while streaming, and the pieces still join to the result', async () => {
      fake.setBehaviour(reply('{"paragraphs": "one long string"}'), replyJson(BIO))
      const pieces: string[] = []
      const text = await createModelWriter(settings()).writeBio(BIO_INPUT, {
        onText: (delta) => pieces.push(delta),
      })
      expect(text).toBe(BIO_TEXT)
      expect(pieces.join('')).toBe(BIO_TEXT)
      expect(chatRequests()).toHaveLength(2)
    })

    it('continues a cut-off stream from where it stopped when the retry repeats its start', async () => {
      const full = JSON.stringify(BIO)
      fake.setBehaviour(
        reply(full.slice(0, 90), { chunkSize: 6, finishReason: 'length' }),
        replyJson(BIO, { chunkSize: 6 }),
      )
      const pieces: string[] = []
      const text = await createModelWriter(settings()).writeBio(BIO_INPUT, {
        onText: (delta) => pieces.push(delta),
      })
      expect(text).toBe(BIO_TEXT)
      expect(pieces.join('')).toBe(BIO_TEXT)
      expect(chatRequests()).toHaveLength(2)
    })

    it('gives up with a malformed error after the second unusable answer', async () => {
      fake.setBehaviour(reply('{"paragraphs": ["unfinished'))
      const error = await failureOf(createModelWriter(settings()).writeBio(BIO_INPUT))
      expect(error.failure).toBe('malformed')
      expect(error.message).toContain('twice gave an answer that could not be used')
      expect(chatRequests()).toHaveLength(2)
    })

    it('treats valid JSON of the wrong shape as malformed', async () => {
      fake.setBehaviour(replyJson({ greeting: 'Dear team,', paragraphs: [], sign_off: 'Bye' }))
      const error = await failureOf(
        createModelWriter(settings()).writeCoverLetter(COVER_LETTER_INPUT),
      )
      expect(error.failure).toBe('malformed')
      expect(error.message).toContain('"paragraphs"')
      expect(chatRequests()).toHaveLength(2)
    })
  })

  describe('server failures', () => {
    it('reports a 500 as unavailable at once, without SDK retries', async () => {
      fake.setBehaviour(httpError(500, 'CUDA out of memory'))
      const started = Date.now()
      const error = await failureOf(createModelWriter(settings()).writeBio(BIO_INPUT))
      expect(error.failure).toBe('unavailable')
      expect(error.message).toContain('HTTP 500')
      expect(error.message).toContain('CUDA out of memory')
      expect(error.message).toContain(fake.url)
      expect(chatRequests()).toHaveLength(1)
      expect(Date.now() - started).toBeLessThan(1500)
    })

    it('never echoes the API key, even when the server does', async () => {
      const apiKey = 'sk-secret-abcdef123456'
      fake.setBehaviour(httpError(401, `Incorrect API key provided: ${apiKey}.`))
      const error = await failureOf(createModelWriter(settings({ apiKey })).writeBio(BIO_INPUT))
      expect(error.failure).toBe('unavailable')
      expect(error.message).toContain('Check LLM_API_KEY')
      expect(error.message).not.toContain(apiKey)
      expect(JSON.stringify(error)).not.toContain(apiKey)
      expect(error.cause).toBeUndefined()
    })

    it('never echoes credentials written into the base URL', async () => {
      const baseUrl = fake.url.replace('http://', 'http://jobfit:hunter2-secret@')
      const error = await failureOf(createModelWriter(settings({ baseUrl })).writeBio(BIO_INPUT))
      expect(error.failure).toBe('unavailable')
      expect(error.message).toContain(fake.url)
      expect(error.message).not.toContain('hunter2')
    })

    it('names the model and the /v1 path on a 404', async () => {
      fake.setBehaviour(httpError(404, 'model "nope" not found'))
      const error = await failureOf(
        createModelWriter(settings({ model: 'nope' })).writeBio(BIO_INPUT),
      )
      expect(error.failure).toBe('unavailable')
      expect(error.message).toContain('no model "nope"')
      expect(error.message).toContain('/v1')
    })

    it('reports a dropped connection as unavailable', async () => {
      fake.setBehaviour(dropConnection())
      const error = await failureOf(createModelWriter(settings()).writeBio(BIO_INPUT))
      expect(error.failure).toBe('unavailable')
    })

    it('reports a server that is not running as unavailable, naming LLM_BASE_URL', async () => {
      const port = await freePort()
      const error = await failureOf(
        createModelWriter(settings({ baseUrl: `http://127.0.0.1:${port}/v1` })).writeBio(BIO_INPUT),
      )
      expect(error.failure).toBe('unavailable')
      expect(error.message).toContain(
        `Cannot reach the model server at http://127.0.0.1:${port}/v1`,
      )
      expect(error.message).toContain('LLM_BASE_URL')
    })

    it('falls back to JSON-object mode when the server refuses json_schema, and stays there', async () => {
      fake.setBehaviour(
        httpError(400, "response_format type 'json_schema' is not supported"),
        replyJson(BIO),
      )
      const writer = createModelWriter(settings())
      expect(await writer.writeBio(BIO_INPUT)).toBe(BIO_TEXT)
      expect(await writer.writeBio(BIO_INPUT)).toBe(BIO_TEXT)

      const formats = chatRequests().map((request) => request.body?.response_format?.type)
      expect(formats).toEqual(['json_schema', 'json_object', 'json_object'])
      // Without a schema on the wire, the prompt carries the shape.
      expect(messageText(chatRequests()[1], 'system')).toContain('{"paragraphs": [')
    })

    it("falls back on older llama.cpp servers' 500 for json_schema, while streaming too", async () => {
      // The error older llama.cpp and ik_llama.cpp builds answer (ik_llama.cpp issue #778).
      fake.setBehaviour(
        httpError(
          500,
          'response_format type must be one of "text" or "json_object", but got: json_schema',
        ),
        replyJson(BIO),
      )
      const pieces: string[] = []
      const text = await createModelWriter(settings()).writeBio(BIO_INPUT, {
        onText: (delta) => pieces.push(delta),
      })
      expect(text).toBe(BIO_TEXT)
      expect(pieces.join('')).toBe(BIO_TEXT)
      const formats = chatRequests().map((request) => request.body?.response_format?.type)
      expect(formats).toEqual(['json_schema', 'json_object'])
    })
  })

  describe('time limits', () => {
    it('gives up on a server that never answers within the configured timeout', async () => {
      fake.setBehaviour(hang())
      const started = Date.now()
      const error = await failureOf(
        createModelWriter(settings({ timeoutMs: 1000 })).writeBio(BIO_INPUT),
      )
      const elapsed = Date.now() - started
      expect(error.failure).toBe('timeout')
      expect(error.message).toContain('did not finish within 1 s (LLM_TIMEOUT_MS)')
      expect(elapsed).toBeGreaterThanOrEqual(950)
      expect(elapsed).toBeLessThan(1800)
    })

    it('gives up on a stream that stalls, after the text so far was forwarded', async () => {
      fake.setBehaviour(hang({ content: JSON.stringify(BIO), afterChunks: 6 }))
      const pieces: string[] = []
      const started = Date.now()
      const error = await failureOf(
        createModelWriter(settings({ timeoutMs: 1000 })).writeBio(BIO_INPUT, {
          onText: (delta) => pieces.push(delta),
        }),
      )
      expect(error.failure).toBe('timeout')
      expect(Date.now() - started).toBeLessThan(1800)
      expect(pieces.join('').length).toBeGreaterThan(0)
      expect(BIO_TEXT.startsWith(pieces.join(''))).toBe(true)
    })

    it('stops when the caller aborts', async () => {
      fake.setBehaviour(hang())
      const controller = new AbortController()
      const writing = createModelWriter(settings({ timeoutMs: 10_000 })).writeBio(BIO_INPUT, {
        signal: controller.signal,
      })
      await fake.waitForRequests(1)
      const started = Date.now()
      controller.abort()
      const error = await failureOf(writing)
      expect(error.failure).toBe('aborted')
      expect(Date.now() - started).toBeLessThan(500)
    })

    it('stops a stream when the caller aborts', async () => {
      fake.setBehaviour(hang({ content: JSON.stringify(BIO), afterChunks: 3 }))
      const controller = new AbortController()
      const writing = createModelWriter(settings({ timeoutMs: 10_000 })).writeBio(BIO_INPUT, {
        signal: controller.signal,
        onText: () => controller.abort(),
      })
      const error = await failureOf(writing)
      expect(error.failure).toBe('aborted')
    })

    it('does not call the server when the signal is already aborted', async () => {
      const error = await failureOf(
        createModelWriter(settings()).writeBio(BIO_INPUT, { signal: AbortSignal.abort() }),
      )
      expect(error.failure).toBe('aborted')
      expect(chatRequests()).toHaveLength(0)
    })
  })
})

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
