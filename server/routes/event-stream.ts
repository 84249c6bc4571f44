import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { EVENT_STREAM_TYPE } from '../../src/contract/streaming.ts'
import type {
  ChangeEvent,
  DeltaEvent,
  ModelFailedEvent,
  ProgressEvent,
  RejectedEvent,
  StreamErrorEvent,
  StreamEventName,
} from '../../src/contract/streaming.ts'
import { isDatabaseUnavailable } from '../db/outage.ts'
import { failedGenerationOf } from '../domain/writing/run-generation.ts'
import type { GenerationObserver } from '../domain/writing/run-generation.ts'
import { WriterError } from '../domain/writing/writer.ts'
import { HttpError } from '../http-error.ts'
import { DATABASE_DOWN, INTERNAL } from '../plugins/errors.ts'
/*
 * The streaming variant of the generation calls (src/contract/streaming.ts): the same path and
 * body, asked for with `Accept: text/event-stream`. Refusals happen before `answerGeneration` is
 * called, so they stay ordinary JSON errors; from here on the answer is a stream of progress and
 * delta events closed by exactly one `done` (the plain call's JSON) or `error`.
 */

/** Well under the 30-60 s idle timeouts of common proxies and load balancers. */
const HEARTBEAT_MS = 15_000

/** Whether the caller asked for the stream: any Accept entry naming text/event-stream. */
export function wantsEventStream(accept: string | string[] | undefined): boolean {
  const values = Array.isArray(accept) ? accept : [accept ?? '']
  return values
    .flatMap((value) => value.split(','))
    .some((entry) => {
      const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
      // `text/event-stream;q=0` is an explicit refusal.
      const refused = params.some((param) => /^q=0(\.0*)?$/.test(param))
      return type === EVENT_STREAM_TYPE && !refused
    })
}

/** One server-sent event; multi-line data is split so the event stays one event. */
export function formatEvent(name: StreamEventName, data: unknown): string {
  const lines = JSON.stringify(data).split('\n')
  return `event: ${name}\n${lines.map((line) => `data: ${line}`).join('\n')}\n\n`
}

/** A writer's failure as the HTTP error the plain call answers; anything else unchanged. */
export function generationErrorOf(error: unknown): unknown {
  if (!(error instanceof WriterError)) return error
  const failed = failedGenerationOf(error)
  return new HttpError(failed.status, failed.detail)
}

/** The status and body the plain call answers for an error (as plugins/errors.ts does). */
export function streamErrorOf(thrown: unknown): StreamErrorEvent {
  const error = generationErrorOf(thrown)
  if (error instanceof HttpError)
    return { status: error.statusCode, body: { detail: error.detail } }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { detail: DATABASE_DOWN } }
  return { status: 500, body: { detail: INTERNAL } }
}

/** A writer's failure after text reached the client says so rather than "Nothing was counted". */
function spentErrorOf(
  event: StreamErrorEvent,
  thrown: unknown,
  textDelivered: boolean,
): StreamErrorEvent {
  if (!textDelivered || !(thrown instanceof WriterError)) return event
  return { status: event.status, body: { detail: WRITER_STOPPED_SPENT_MESSAGE } }
}

/**
 * An abort signal that fires when the client goes away before the answer is complete, so the
 * writer stops (a model call costs money and time) and nothing is saved; the use is given back
 * only if no text had reached the client yet.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  const onClose = () => {
    if (!reply.raw.writableEnded) controller.abort()
  }
  reply.raw.once('close', onClose)
  return controller.signal
}

interface EventStream {
  /** Whether the event was written (false once the client has gone). */
  send(name: 'progress', data: ProgressEvent): boolean
  send(name: 'delta', data: DeltaEvent): boolean
  send(name: 'change', data: ChangeEvent): boolean
  send(name: 'rejected', data: RejectedEvent): boolean
  send(name: 'model_failed', data: ModelFailedEvent): boolean
  send(name: 'done', data: unknown): boolean
  send(name: 'error', data: StreamErrorEvent): boolean
  end(): void
}

/** The observer a generation route's work gets from answerGeneration. */
export interface AnsweringObserver extends GenerationObserver {
  /**
   * Whether text has been written to the client. From then on the generation is spent, whatever
   * happens next: text that reached the client is what a generation is paid for, and a client that
   * read it and hung up must not get the use back (decisions.md, AI writing).
   */
  readonly textDelivered: boolean
}

/**
 * The answer for a failure after text was delivered: the plain call's status, with a detail that
 * does not claim nothing was counted.
 */
export const WRITER_STOPPED_SPENT_MESSAGE =
  'The AI writer stopped before it finished. The text already shown counted as a generation.'

/**
 * Takes the response over from Fastify (hijack) and writes the event-stream head. Headers that
 * hooks set so far (CORS, security, rate limit) are kept; onSend hooks do not run on a hijacked
 * reply, so the request id they would add is written here.
 */
function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack()
  const raw = reply.raw
  const headers: Record<string, string | number | string[]> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`,
    'cache-control': 'no-cache, no-transform',
    // Proxies such as nginx would otherwise hold the events back until the end.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  })
  raw.flushHeaders()
  const open = () => !raw.writableEnded && !raw.destroyed
  // A comment line now and then keeps proxies from closing a stream that waits on a slow model.
  const heartbeat = setInterval(() => {
    if (open()) raw.write(': keep-alive\n\n')
  }, HEARTBEAT_MS)
  heartbeat.unref()
  return {
    send: (name: StreamEventName, data: unknown) => {
      if (!open()) return false
      raw.write(formatEvent(name, data))
      return true
    },
    end: () => {
      clearInterval(heartbeat)
      if (!raw.writableEnded) raw.end()
    },
  }
}

/**
 * Answers a generation call, plainly or as a stream as the caller asked. `work` does the
 * generation with the observer given (abort on disconnect in both cases; progress and guarded text
 * only when streaming) and resolves with the plain call's response; it throws an HttpError or a
 * WriterError (answered 504/502, run-generation.ts) for a failure. A route that counts uses gives
 * one back on failure only while `observer.textDelivered` is false. Streaming, the handler's
 * return value is ignored by Fastify (the reply is hijacked).
 */
export async function answerGeneration<T>(
  context: { request: FastifyRequest; reply: FastifyReply },
  responseSchema: z.core.$ZodType,
  work: (observer: AnsweringObserver) => Promise<T>,
): Promise<T> {
  const { request, reply } = context
  const signal = clientGoneSignal(reply)
  if (!wantsEventStream(request.headers.accept)) {
    try {
      // The plain call sends its text only with the saved result.
      return await work({ signal, textDelivered: false })
    } catch (error) {
      throw generationErrorOf(error)
    }
  }

  const stream = openEventStream(request, reply)
  let textDelivered = false
  try {
    const result = await work({
      signal,
      get textDelivered() {
        return textDelivered
      },
      onProgress: (event) => stream.send('progress', event),
      onText: (text) => {
        if (stream.send('delta', { text }) && text.trim() !== '') textDelivered = true
      },
      // A change is text the person reads, as a delta is: once one is out the generation counts.
      onChange: (change) => {
        if (stream.send('change', change)) textDelivered = true
      },
      onRejected: (rejection) => stream.send('rejected', rejection),
      onModelFailed: (detail) => stream.send('model_failed', { detail }),
    })
    // Exactly what the plain call would answer: the same schema parses it (plugins/zod-serializer).
    stream.send('done', z.parse(responseSchema, result))
  } catch (error) {
    const event = spentErrorOf(streamErrorOf(error), error, textDelivered)
    if (event.status >= 500) request.log.error({ err: error }, 'generation failed (stream)')
    stream.send('error', event)
  } finally {
    stream.end()
  }
  // Hijacked: Fastify ignores what the handler returns (lib/wrap-thenable.js).
  return undefined as T
}
