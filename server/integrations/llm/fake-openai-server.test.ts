import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  SAMPLE_ANSWERS,
  httpError,
  reply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './fake-openai-server.ts'
import { createModelWriter } from './model-writer.ts'
import { BIO_INPUT, COVER_LETTER_INPUT, OPTIMIZE_INPUT } from './test-inputs.ts'

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

const chat = (body: Record<string, unknown>) =>
  fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }], ...body }),
  })

describe('the fake OpenAI-compatible server', () => {
  it('answers each writer call with a valid sample when nothing is scripted', async () => {
    const writer = createModelWriter({
      baseUrl: fake.url,
      apiKey: undefined,
      model: 'fake-model',
      timeoutMs: 5000,
    })
    expect(await writer.optimizeResume(OPTIMIZE_INPUT)).toBe(SAMPLE_ANSWERS.resume.resume_markdown)
    expect(await writer.writeBio(BIO_INPUT)).toBe(SAMPLE_ANSWERS.bio.paragraphs.join('\n\n'))
    const letter = await writer.writeCoverLetter(COVER_LETTER_INPUT, { onText: () => {} })
    expect(letter.startsWith(SAMPLE_ANSWERS.coverLetter.greeting)).toBe(true)
    expect(letter.endsWith(SAMPLE_ANSWERS.coverLetter.sign_off)).toBe(true)
  })

  it('plays scripted behaviours in order, then repeats the last', async () => {
    fake.setBehaviour(httpError(503), reply('second'), (request) =>
      reply(`third for ${request.body?.model}`),
    )
    expect((await chat({})).status).toBe(503)
    const second = (await (await chat({})).json()) as {
      choices: { message: { content: string } }[]
    }
    expect(second.choices[0]?.message.content).toBe('second')
    for (let i = 0; i < 2; i += 1) {
      const later = (await (await chat({})).json()) as {
        choices: { message: { content: string } }[]
      }
      expect(later.choices[0]?.message.content).toBe('third for m')
    }
    expect(fake.requests).toHaveLength(4)
  })

  it('streams server-sent events in OpenAI chunk format, ending with [DONE]', async () => {
    fake.setBehaviour(reply('Hello, world', { chunkSize: 5 }))
    const response = await chat({ stream: true })
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const events = (await response.text()).split('\n\n').filter((event) => event !== '')
    expect(events.at(-1)).toBe('data: [DONE]')
    const chunks = events.slice(0, -1).map(
      (event) =>
        JSON.parse(event.replace(/^data: /, '')) as {
          choices: { delta: { content?: string }; finish_reason: string | null }[]
        },
    )
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe(
      'Hello, world',
    )
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop')
  })

  it('lists a model and answers unknown paths with a 404', async () => {
    const models = (await (await fetch(`${fake.url}/models`)).json()) as { data: { id: string }[] }
    expect(models.data[0]?.id).toBe('fake-model')
    expect((await fetch(`${fake.url}/responses`, { method: 'POST' })).status).toBe(404)
  })

  it('tells when requests have arrived', async () => {
    const waiting = fake.waitForRequests(2)
    let done = false
    void waiting.then(() => {
      done = true
    })
    await chat({})
    await Promise.resolve()
    expect(done).toBe(false)
    await chat({})
    await waiting
    expect(done).toBe(true)
  })
})
