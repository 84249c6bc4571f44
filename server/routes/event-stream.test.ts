import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { guardRejectionSchema, resumeChangeSchema } from '../../src/contract/resume-changes.ts'
import { modelFailedEventSchema } from '../../src/contract/streaming.ts'
import { WriterError } from '../domain/writing/writer.ts'
import { TEST_CHANGE } from '../integrations/llm/test-inputs.ts'
import { HttpError } from '../http-error.ts'
import { parseEventStream } from '../test/generation.ts'
import {
  answerGeneration,
  formatEvent,
  generationErrorOf,
  streamErrorOf,
  wantsEventStream,
  type AnsweringObserver,
} from './event-stream.ts'

describe('event stream helpers', () => {
  it('recognises a request for the stream in any Accept form', () => {
    expect(wantsEventStream('text/event-stream')).toBe(true)
    expect(wantsEventStream('application/json, Text/Event-Stream;q=0.9')).toBe(true)
    expect(wantsEventStream(['application/json', 'text/event-stream'])).toBe(true)
    expect(wantsEventStream(undefined)).toBe(false)
    expect(wantsEventStream('application/json')).toBe(false)
    expect(wantsEventStream('*/*')).toBe(false)
    expect(wantsEventStream('text/event-stream;q=0')).toBe(false)
  })

  it('writes one event per message, JSON on one data line', () => {
    expect(formatEvent('delta', { text: 'line one\nline two' })).toBe(
      'event: delta\ndata: {"text":"line one\\nline two"}\n\n',
    )
    expect(formatEvent('progress', { stage: 'writing', percent: 15 })).toBe(
      'event: progress\ndata: {"stage":"writing","percent":15}\n\n',
    )
  })

  it('turns failures into what the plain call answers', () => {
    expect(streamErrorOf(new HttpError(404, 'Resume not found'))).toEqual({
      status: 404,
      body: { detail: 'Resume not found' },
    })
    expect(streamErrorOf(new WriterError('timeout', 'slow'))).toMatchObject({ status: 504 })
    expect(streamErrorOf(new WriterError('malformed', 'bad'))).toMatchObject({ status: 502 })
    // Internal errors never leak their message.
    expect(streamErrorOf(new Error('secret stack detail'))).toEqual({
      status: 500,
      body: { detail: 'Something went wrong on our side. Please try again.' },
    })
    const plain = new Error('unchanged')
    expect(generationErrorOf(plain)).toBe(plain)
    expect(generationErrorOf(new WriterError('unavailable', 'down'))).toBeInstanceOf(HttpError)
  })
})

describe('answerGeneration', () => {
  const change = TEST_CHANGE

  async function appWith(work: (observer: AnsweringObserver) => Promise<{ ok: boolean }>) {
    const app = Fastify()
    let delivered: boolean | undefined
    app.post('/work', async (request, reply) =>
      answerGeneration({ request, reply }, z.object({ ok: z.boolean() }), async (observer) => {
        const result = await work(observer)
        delivered = observer.textDelivered
        return result
      }),
    )
    await app.ready()
    return { app, delivered: () => delivered }
  }

  it('streams change, rejected and model_failed events in the order they happen, before done', async () => {
    const { app, delivered } = await appWith(async (observer) => {
      observer.onChange?.(change)
      observer.onModelFailed?.('The model failed.')
      observer.onRejected?.({ text: 'Scala', claim: 'skill', reason: 'Not added: Scala.' })
      observer.onChange?.({ ...change, id: 'c2' })
      return { ok: true }
    })
    const response = await app.inject({
      method: 'POST',
      url: '/work',
      headers: { accept: 'text/event-stream' },
    })
    const events = parseEventStream(response.body)
    expect(events.map((event) => event.event)).toEqual([
      'change',
      'model_failed',
      'rejected',
      'change',
      'done',
    ])
    expect(resumeChangeSchema.parse(events[0]?.data)).toEqual(change)
    expect(modelFailedEventSchema.parse(events[1]?.data)).toEqual({ detail: 'The model failed.' })
    expect(guardRejectionSchema.parse(events[2]?.data).text).toBe('Scala')
    // A change shown to the person is text delivered: the generation counts.
    expect(delivered()).toBe(true)
    await app.close()
  })

  it('sends no change events to a plain call', async () => {
    const { app } = await appWith(async (observer) => {
      expect(observer.onChange).toBeUndefined()
      return { ok: true }
    })
    const response = await app.inject({ method: 'POST', url: '/work' })
    expect(response.json()).toEqual({ ok: true })
    await app.close()
  })
})
