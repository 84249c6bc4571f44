import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import {
  APICallError,
  NoObjectGeneratedError,
  Output,
  RetryError,
  generateText,
  parsePartialJson,
  streamText,
} from 'ai'
import type { z } from 'zod'
import type { ResumeChange } from '../../../src/contract/resume-changes.ts'
import type { Config } from '../../config.ts'
import {
  WriterError,
  type OptimizeResumeInput,
  type WriteOptions,
  type Writer,
} from '../../domain/writing/writer.ts'
import {
  BIO_ANSWER,
  COVER_LETTER_ANSWER,
  RESUME_ANSWER,
  extractJsonText,
  parseAnswer,
  renderAnswer,
  type AnswerShape,
} from './answers.ts'
import {
  CHANGE_SET_ANSWER_NAME,
  changeSetAnswerSchema,
  proposedChangeSchema,
} from './change-set-answer.ts'
import { suggestChangesPrompt } from './change-set-prompt.ts'
import { createChangeReader } from './changes-from-answer.ts'
import {
  bioPrompt,
  coverLetterPrompt,
  optimizeResumePrompt,
  retryNote,
  type ChatPrompt,
} from './prompts.ts'

export type ModelWriterSettings = NonNullable<Config['llm']>

/**
 * How the answer's JSON is asked for. 'json_schema' (OpenAI structured outputs; vLLM, Ollama 0.5+
 * and llama.cpp's server accept it too) constrains the answer to the schema. A server that refuses
 * it (older Ollama and llama.cpp builds, some proxies) is asked again in 'json_object' mode (any
 * JSON object; the shape is in the prompt), and the writer stays in that mode from then on.
 */
export type ResponseMode = 'json_schema' | 'json_object'

/** The writer's name in responses (decisions.md: responses name their writer). */
export function modelWriterName(model: string): string {
  return `model:${model}`
}

/** The server as an operator would recognise it, without credentials or query. */
function describeServer(baseUrl: string): string {
  try {
    const url = new URL(baseUrl)
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`
  } catch {
    return 'the configured LLM_BASE_URL'
  }
}

/** Keeps a server's own error text short and free of anything that looks like a credential. */
function redact(text: string, apiKey: string | undefined): string {
  let result = text
  if (apiKey) result = result.split(apiKey).join('[redacted]')
  return (
    result
      .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
      // user:password@ in a URL (someone put credentials into LLM_BASE_URL).
      .replace(/\/\/[^/\s@]+@/g, '//')
      .replace(/\b(sk|pk|rk)-[\w-]{6,}/g, '[redacted]')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200)
  )
}

/** The message inside an OpenAI-shaped error body ({"error": {"message": ...}}), or the body. */
function serverMessage(body: string | undefined): string {
  if (!body) return ''
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const error = (parsed as { error: unknown }).error
      if (typeof error === 'string') return error
      if (typeof error === 'object' && error !== null && 'message' in error) {
        return String((error as { message: unknown }).message)
      }
    }
  } catch {
    // Not JSON: the body itself (an HTML error page from a proxy, plain text).
  }
  return body
}

function apiCallErrorOf(error: unknown): APICallError | undefined {
  if (APICallError.isInstance(error)) return error
  if (RetryError.isInstance(error) && APICallError.isInstance(error.lastError))
    return error.lastError
  return undefined
}

/** A server saying it does not support `response_format: json_schema` (so JSON-object mode may work). */
function refusesJsonSchema(error: unknown): boolean {
  const apiError = apiCallErrorOf(error)
  if (!apiError?.statusCode || apiError.statusCode < 400) return false
  if ([401, 403, 404, 408, 429].includes(apiError.statusCode)) return false
  return /response_format|json_schema|structured output/i.test(apiError.responseBody ?? '')
}

interface Deadline {
  signal: AbortSignal
  timedOut(): boolean
  dispose(): void
}

/** The writer's own time limit for the whole call (retries included), joined with the caller's signal. */
function startDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined): Deadline {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const signal = callerSignal
    ? AbortSignal.any([controller.signal, callerSignal])
    : controller.signal
  return {
    signal,
    timedOut: () => timedOut,
    dispose: () => clearTimeout(timer),
  }
}

const CHANGE_SET_OUTPUT = { name: CHANGE_SET_ANSWER_NAME, schema: changeSetAnswerSchema }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `changes` array of a (partial) answer, if it has one yet. */
function changesOf(value: unknown): unknown[] | undefined {
  return isRecord(value) && Array.isArray(value.changes) ? value.changes : undefined
}

/** The elements of a complete change-set answer, or why it cannot be used. */
function parseChangeSet(raw: string): unknown[] | string {
  const jsonText = extractJsonText(raw, { complete: true }).trim()
  if (jsonText === '') return 'the answer contained no JSON object'
  let value: unknown
  try {
    value = JSON.parse(jsonText)
  } catch {
    return 'the answer was not valid JSON'
  }
  return changesOf(value) ?? 'the answer had no "changes" list'
}

/**
 * Forwards text to `onText` so that the pieces always join to a prefix of the text: a rendering
 * that does not extend what was already sent is held back (see renderAnswer).
 */
function createEmitter(onText: (delta: string) => void) {
  let sent = ''
  return {
    offer(text: string) {
      if (text.length > sent.length && text.startsWith(sent)) {
        onText(text.slice(sent.length))
        sent = text
      }
    },
    get sent() {
      return sent
    },
  }
}

/**
 * The model-backed writer: any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM,
 * llama.cpp's server) through the `ai` SDK. Answers are JSON objects validated with zod
 * (answers.ts); an unusable answer is asked for once more, then reported as malformed.
 *
 * SDK retries are off (maxRetries: 0): the SDK retries 429, 5xx and network errors with a 2 s, then
 * 4 s back-off, which would keep a person looking at a spinner for a server that is down, and eat
 * the timeout budget. A failed generation takes no quota, so the person can simply try again, and
 * the route answers at once with a clear message.
 */
export function createModelWriter(settings: ModelWriterSettings): Writer {
  const server = describeServer(settings.baseUrl)
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: settings.baseUrl,
    // Optional: local servers (Ollama, vLLM, llama.cpp) usually need none, and then no
    // Authorization header is sent at all.
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    supportsStructuredOutputs: true,
  })
  const model = provider.chatModel(settings.model)
  let mode: ResponseMode = 'json_schema'

  const failure = (error: unknown, deadline: Deadline, callerSignal?: AbortSignal): WriterError => {
    if (error instanceof WriterError) return error
    if (deadline.timedOut()) {
      return new WriterError(
        'timeout',
        `The model server at ${server} did not finish within ${settings.timeoutMs / 1000} s (LLM_TIMEOUT_MS). Try again; if it keeps happening, use a faster model or raise LLM_TIMEOUT_MS.`,
      )
    }
    if (callerSignal?.aborted) return new WriterError('aborted', 'The request was cancelled.')
    const apiError = apiCallErrorOf(error)
    if (apiError) {
      const status = apiError.statusCode
      const said = redact(serverMessage(apiError.responseBody), settings.apiKey)
      const saying = said === '' ? '' : ` It said: "${said}".`
      if (status === undefined) {
        const reason = redact(
          apiError.message.replace(/^Cannot connect to API:\s*/, ''),
          settings.apiKey,
        )
        return new WriterError(
          'unavailable',
          `Cannot reach the model server at ${server} (${reason}). Check that it is running and that LLM_BASE_URL points at it (it usually ends in /v1).`,
        )
      }
      if (status === 401 || status === 403) {
        return new WriterError(
          'unavailable',
          `The model server at ${server} refused the credentials (HTTP ${status}). Check LLM_API_KEY.${saying}`,
        )
      }
      if (status === 404) {
        return new WriterError(
          'unavailable',
          `The model server at ${server} has no model "${settings.model}" or no /chat/completions endpoint (HTTP 404). Check LLM_MODEL, and that LLM_BASE_URL ends in /v1.${saying}`,
        )
      }
      if (status === 429) {
        return new WriterError(
          'unavailable',
          `The model server at ${server} is rate-limiting requests or out of quota (HTTP 429). Try again in a minute.${saying}`,
        )
      }
      if (status >= 500) {
        return new WriterError(
          'unavailable',
          `The model server at ${server} failed (HTTP ${status}). Try again; if it keeps failing, check the model server's logs.${saying}`,
        )
      }
      return new WriterError(
        'unavailable',
        `The model server at ${server} rejected the request (HTTP ${status}). Check LLM_MODEL and that the server supports chat completions.${saying}`,
      )
    }
    // The SDK's own error text never holds the key; the cause is not attached, since SDK errors
    // carry the request body (the user's resume) and would put it in the logs.
    const message =
      error instanceof Error ? redact(error.message, settings.apiKey) : 'unknown error'
    return new WriterError(
      'unavailable',
      `The call to the model server at ${server} failed: ${message}`,
    )
  }

  /**
   * One request; resolves with the model's raw text. With `onPartial` the answer is streamed and
   * each partial parse of it handed on as it grows.
   */
  const request = async (
    shape: { name: string; schema: z.ZodType },
    prompt: ChatPrompt,
    signal: AbortSignal,
    onPartial: ((value: unknown, raw: string) => void) | undefined,
  ): Promise<string> => {
    const common = {
      model,
      system: prompt.system,
      prompt: prompt.user,
      output:
        mode === 'json_schema'
          ? Output.object({ schema: shape.schema, name: shape.name })
          : Output.json({ name: shape.name }),
      maxRetries: 0,
      abortSignal: signal,
    }
    if (!onPartial) {
      try {
        const result = await generateText(common)
        return result.text
      } catch (error) {
        // The SDK's strict parse failed; ours tolerates fences and remarks around the object.
        if (NoObjectGeneratedError.isInstance(error)) return error.text ?? ''
        throw error
      }
    }
    const result = streamText({
      ...common,
      // Errors arrive as stream parts below; the default handler would also print them.
      onError: () => {},
    })
    let raw = ''
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        raw += part.text
        const { value } = await parsePartialJson(extractJsonText(raw, { complete: false }))
        onPartial(value, raw)
      } else if (part.type === 'error') {
        throw part.error
      } else if (part.type === 'abort') {
        throw new DOMException('The model call was aborted.', 'AbortError')
      }
    }
    return raw
  }

  const write = async <T>(
    shape: AnswerShape<T>,
    prompt: ChatPrompt,
    options: WriteOptions | undefined,
  ): Promise<string> => {
    if (options?.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
    const deadline = startDeadline(settings.timeoutMs, options?.signal)
    const emitter = options?.onText ? createEmitter(options.onText) : undefined
    let current = prompt
    let malformedRetries = 1
    try {
      for (;;) {
        let raw: string
        try {
          raw = await request(
            shape,
            current,
            deadline.signal,
            emitter
              ? (value) => emitter.offer(renderAnswer(shape.fields, value, { partial: true }))
              : undefined,
          )
        } catch (error) {
          if (mode === 'json_schema' && refusesJsonSchema(error) && !deadline.signal.aborted) {
            mode = 'json_object'
            continue
          }
          throw failure(error, deadline, options?.signal)
        }
        const parsed = parseAnswer(shape, raw)
        if (parsed.success) {
          const text = renderAnswer(shape.fields, parsed.data, { partial: false })
          // Normally only the last characters are left to send. Should a retry have produced a
          // text that does not continue what the failed attempt already streamed, the pieces
          // cannot be taken back: the caller's final event carries the whole text.
          emitter?.offer(text)
          return text
        }
        if (malformedRetries === 0) {
          throw new WriterError(
            'malformed',
            `The model "${settings.model}" at ${server} twice gave an answer that could not be used (${parsed.problem}). Try again, or use a model that supports JSON output.`,
          )
        }
        malformedRetries -= 1
        current = {
          system: prompt.system,
          user: `${prompt.user}\n\n${retryNote(shape, parsed.problem)}`,
        }
      }
    } finally {
      deadline.dispose()
    }
  }

  /**
   * The change set (issue 21, item 6). Streamed when the caller takes changes as they come
   * (`onProposed`): each element of the answer's array is read the moment the next one begins.
   * An answer that cannot be used is not asked for again, unlike a whole text: the caller has the
   * offline writer's suggestions to offer at once (proposeOptimization), which beats a second wait.
   * An element that fails the schema is skipped; an answer whose every element fails is malformed.
   */
  const suggestResumeChanges = async (
    input: OptimizeResumeInput,
    options: WriteOptions | undefined,
  ): Promise<ResumeChange[]> => {
    if (options?.signal?.aborted) throw new WriterError('aborted', 'The request was cancelled.')
    const deadline = startDeadline(settings.timeoutMs, options?.signal)
    const reader = createChangeReader(input.resume, input.analysis, input.language)
    const changes: ResumeChange[] = []
    let handed = 0
    let invalid = 0
    const take = (items: readonly unknown[], complete: boolean) => {
      // While streaming the last element may still be growing: it is read once the next begins.
      const ready = complete ? items.length : items.length - 1
      for (; handed < ready; handed += 1) {
        const parsed = proposedChangeSchema.safeParse(items[handed])
        if (!parsed.success) {
          invalid += 1
          continue
        }
        const change = reader.read(parsed.data)
        if (change === null) continue
        changes.push(change)
        options?.onProposed?.(change)
      }
    }
    const prompt = suggestChangesPrompt(input)
    const onProposed = options?.onProposed
    try {
      let raw: string
      for (;;) {
        try {
          raw = await request(
            CHANGE_SET_OUTPUT,
            prompt,
            deadline.signal,
            onProposed
              ? (value, text) => {
                  options.onWritten?.(text.length)
                  const items = changesOf(value)
                  if (items) take(items, false)
                }
              : undefined,
          )
          break
        } catch (error) {
          if (mode === 'json_schema' && refusesJsonSchema(error) && !deadline.signal.aborted) {
            mode = 'json_object'
            continue
          }
          throw failure(error, deadline, options?.signal)
        }
      }
      const answer = parseChangeSet(raw)
      if (typeof answer === 'string') {
        throw new WriterError(
          'malformed',
          `The model "${settings.model}" at ${server} gave a change set that could not be used (${answer}).`,
        )
      }
      take(answer, true)
      if (changes.length === 0 && invalid > 0 && invalid === answer.length) {
        throw new WriterError(
          'malformed',
          `The model "${settings.model}" at ${server} gave a change set none of whose changes matched the shape.`,
        )
      }
      return changes
    } finally {
      deadline.dispose()
    }
  }

  return {
    name: modelWriterName(settings.model),
    optimizeResume: (input, options) => write(RESUME_ANSWER, optimizeResumePrompt(input), options),
    suggestResumeChanges,
    writeBio: (input, options) => write(BIO_ANSWER, bioPrompt(input), options),
    writeCoverLetter: (input, options) =>
      write(COVER_LETTER_ANSWER, coverLetterPrompt(input), options),
  }
}
