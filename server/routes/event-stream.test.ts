import { describe, expect, it } from 'vitest'
import { WriterError } from '../domain/writing/writer.ts'
import { HttpError } from '../http-error.ts'
import { formatEvent, generationErrorOf, streamErrorOf, wantsEventStream } from './event-stream.ts'

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
