import { createParser, type EventSourceMessage } from 'eventsource-parser'
import * as z from 'zod/mini'
import type { Endpoint, RequestOf } from '../../contract/endpoint.ts'
import {
  changeEventSchema,
  deltaEventSchema,
  EVENT_STREAM_TYPE,
  modelFailedEventSchema,
  progressEventSchema,
  rejectedEventSchema,
  streamErrorEventSchema,
  type ChangeEvent,
  type DeltaEvent,
  type ModelFailedEvent,
  type ProgressEvent,
  type RejectedEvent,
} from '../../contract/streaming.ts'
import { ApiError, InvalidResponseError, NotAuthenticatedError } from './api-error.ts'
import type { TokenSource } from './client.ts'

/** Where a streaming call goes and who makes it: the app's API base and the signed-in user's token. */
export interface StreamTarget {
  /** The API base, ending in /api (the ApiClient's `baseUrl`). */
  baseUrl: string
  getToken: TokenSource
  /** The interface language, sent as Accept-Language (the ApiClient's `getLanguage`). */
  getLanguage?: (() => string | null | undefined) | undefined
  fetch?: typeof fetch
}

/** A generation call: JSON body in, JSON response out (POST /generate/bio, /generate/cover-letter ...). */
export type StreamableEndpoint = Endpoint & { request: z.ZodMiniType; response: z.ZodMiniType }

export interface StreamOptions<E extends StreamableEndpoint> {
  body: RequestOf<E>
  signal?: AbortSignal
  /** Each `progress` event: the stage and a percent that never goes down. */
  onProgress?: (event: ProgressEvent) => void
  /** Each `delta` event: the next piece of the text. */
  onDelta?: (event: DeltaEvent) => void
  /** Each `change` event (optimize): a proposed change the fabrication guard has passed. */
  onChange?: (event: ChangeEvent) => void
  /** Each `rejected` event (optimize): something the guard kept out of a change. */
  onRejected?: (event: RejectedEvent) => void
  /**
   * A `model_failed` event (optimize): the changes and rejections received so far are withdrawn;
   * the offline writer's suggestions follow as `change` events.
   */
  onModelFailed?: (event: ModelFailedEvent) => void
}

type Outcome<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: Error }

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return {}
  }
}

function parseJson(call: string, data: string, what: string): unknown {
  try {
    return JSON.parse(data) as unknown
  } catch (cause) {
    throw new InvalidResponseError(call, `${what} is not JSON`, { cause })
  }
}

function checked<S extends z.ZodMiniType>(
  call: string,
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    throw new InvalidResponseError(call, `${what}: ${z.prettifyError(parsed.error)}`, {
      cause: parsed.error,
    })
  }
  return parsed.data as z.output<S>
}

/**
 * The streaming variant of a generation (src/contract/streaming.ts): the same path and body as the
 * plain call, asked for with `Accept: text/event-stream`. Progress and text arrive through the
 * callbacks as the server writes them; the promise resolves with the `done` payload, which is the
 * plain call's response, checked against the same schema.
 *
 * Failures are the plain call's: a refusal before any work (401, 403, 429 ...) and a stream's
 * `error` event both become the ApiError the plain call would have thrown, so one error rule serves
 * both. A server that ignores the Accept header and answers JSON is read as the plain call.
 */
export async function streamRequest<E extends StreamableEndpoint>(
  target: StreamTarget,
  endpoint: E,
  options: StreamOptions<E>,
): Promise<z.output<E['response']>> {
  const call = `${endpoint.method} ${endpoint.path}`
  const doFetch: typeof fetch = target.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: EVENT_STREAM_TYPE,
  })
  const language = target.getLanguage?.()
  if (language) headers.set('Accept-Language', language)
  if (endpoint.auth === 'bearer') {
    const token = await target.getToken()
    if (!token) throw new NotAuthenticatedError()
    headers.set('Authorization', `Bearer ${token}`)
  }
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    body: JSON.stringify(options.body),
  }
  if (endpoint.credentials) init.credentials = endpoint.credentials
  if (options.signal) init.signal = options.signal

  const response = await doFetch(`${target.baseUrl.replace(/\/+$/, '')}${endpoint.path}`, init)
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response))

  const contentType = response.headers.get('Content-Type') ?? ''
  if (!contentType.includes(EVENT_STREAM_TYPE) || !response.body) {
    const text = await response.text()
    const json = text.trim() ? parseJson(call, text, 'the body') : undefined
    return checked<E['response']>(call, endpoint.response, json, 'the body')
  }

  let outcome: Outcome<z.output<E['response']>> | undefined
  const onEvent = (message: EventSourceMessage) => {
    if (outcome) return
    // An event nobody listens to is not read (nor checked).
    const relay = <S extends z.ZodMiniType>(
      schema: S,
      listener: ((event: z.output<S>) => void) | undefined,
    ) => {
      if (!listener) return
      listener(
        checked(
          call,
          schema,
          parseJson(call, message.data, message.event ?? ''),
          message.event ?? '',
        ),
      )
    }
    try {
      switch (message.event) {
        case 'progress':
          relay(progressEventSchema, options.onProgress)
          break
        case 'delta':
          relay(deltaEventSchema, options.onDelta)
          break
        case 'change':
          relay(changeEventSchema, options.onChange)
          break
        case 'rejected':
          relay(rejectedEventSchema, options.onRejected)
          break
        case 'model_failed':
          relay(modelFailedEventSchema, options.onModelFailed)
          break
        case 'done':
          outcome = {
            kind: 'done',
            value: checked<E['response']>(
              call,
              endpoint.response,
              parseJson(call, message.data, 'done'),
              'done',
            ),
          }
          break
        case 'error': {
          const error = checked(
            call,
            streamErrorEventSchema,
            parseJson(call, message.data, 'error'),
            'error',
          )
          outcome = { kind: 'failed', error: new ApiError(error.status, error.body) }
          break
        }
        default:
          // Events this client does not know (a later server's additions) are skipped.
          break
      }
    } catch (error) {
      outcome = { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) }
    }
  }
  const parser = createParser({ onEvent })

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  try {
    while (!outcome) {
      const { value, done } = await reader.read()
      if (done) break
      parser.feed(value)
    }
    // A last event without its closing blank line still counts (a server cut short at the end).
    if (!outcome) parser.feed('\n\n')
  } finally {
    // After done or error nothing else matters; stop the download rather than drain it.
    await reader.cancel().catch(() => undefined)
  }

  if (!outcome) throw new InvalidResponseError(call, 'the stream ended before its done event')
  if (outcome.kind === 'failed') throw outcome.error
  return outcome.value
}
