import { DrizzleQueryError } from 'drizzle-orm'

/*
 * What the server's log may hold (privacy.md, What reaches the logs): never a user's texts (a
 * resume, a job description, a bio form, a model's prompt or answer), their email, or a secret (an
 * ID token, a cookie, a webhook signature). Errors are the way in: drizzle's DrizzleQueryError
 * carries every parameter of the failed query in `params` and in its message, PostgreSQL's error
 * quotes the offending values in `detail`, and the AI SDK's APICallError carries the whole prompt
 * in `requestBodyValues`. pino's standard serializer copies every field of an error, so errors
 * are serialized here from a list of fields known to be safe; pino's `redact` covers the rest.
 */

export const REDACTED = '[redacted]'

/**
 * pino `redact` paths: secrets and bodies wherever a log call might put them by name (`*` is one
 * level of nesting). The request and error serializers below never emit these; this is for a
 * future `log.info({ headers })` or `log.warn({ body })`.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["stripe-signature"]',
  'headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["stripe-signature"]',
  'body',
  '*.body',
  'payload',
  'params',
  'parameters',
  'prompt',
  'requestBodyValues',
  'authorization',
  'cookie',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'apiKey',
  'secret',
  'password',
  'signature',
  'email',
  '*.params',
  '*.parameters',
  '*.requestBodyValues',
  '*.token',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.secret',
  '*.password',
  '*.signature',
  '*.email',
]

/**
 * The fields of an error worth logging and free of user data: what failed and where (code, status,
 * the PostgreSQL constraint or table, the network call). Not pg's `detail` ("Key (email)=(...)"),
 * `where` or `hint`, not drizzle's `params`, not the AI SDK's `requestBodyValues`, `responseBody`
 * or `responseHeaders`, not ioredis's `command` (its arguments).
 */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'isRetryable',
  'failure',
  'validationContext',
] as const

/** A message longer than this is cut: none of ours is, so a longer one quotes someone's text. */
export const MAX_MESSAGE_LENGTH = 1_000
/** How deep a cause chain is followed. */
const MAX_CAUSE_DEPTH = 5

export interface SerializedError {
  type: string
  message: string
  stack: string
  cause?: SerializedError
  aggregateErrors?: SerializedError[]
  [field: string]: unknown
}

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/**
 * An error's message without the user data some messages quote: a DrizzleQueryError's is
 * "Failed query: <sql>\nparams: <every value>"; the SQL (placeholders, no values) is kept.
 */
export function safeMessageOf(error: Error): string {
  let message = error.message
  if (error instanceof DrizzleQueryError || /^Failed query: /.test(message)) {
    const cut = message.indexOf('\nparams:')
    if (cut !== -1) message = `${message.slice(0, cut)}\nparams: ${REDACTED}`
  }
  if (message.length > MAX_MESSAGE_LENGTH) {
    message = `${message.slice(0, MAX_MESSAGE_LENGTH)}… [cut at ${MAX_MESSAGE_LENGTH} characters]`
  }
  return message
}

function typeOf(error: Error): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name
  return typeof constructorName === 'string' && constructorName !== 'Object'
    ? constructorName
    : typeof error.name === 'string'
      ? error.name
      : 'Error'
}

function serialize(error: Error, seen: Set<unknown>, depth: number): SerializedError {
  seen.add(error)
  const type = typeOf(error)
  const message = safeMessageOf(error)
  // A stack starts with the (unsafe) message; only its frames are kept, after the safe one.
  const frames = (typeof error.stack === 'string' ? error.stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  }
  const fields = error as unknown as Record<string, unknown>
  for (const field of SAFE_FIELDS) {
    const value = fields[field]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      serialized[field] = typeof value === 'string' ? value.slice(0, 200) : value
    }
  }
  const cause = error.cause
  if (isErrorLike(cause) && !seen.has(cause) && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serialize(cause, seen, depth + 1)
  }
  const errors = (error as { errors?: unknown }).errors
  if (Array.isArray(errors) && depth < MAX_CAUSE_DEPTH) {
    serialized.aggregateErrors = errors
      .filter((inner): inner is Error => isErrorLike(inner) && !seen.has(inner))
      .slice(0, 10)
      .map((inner) => serialize(inner, seen, depth + 1))
  }
  return serialized
}

/** pino's `err` serializer: an error from its safe fields only, causes included. */
export function serializeError(value: unknown): unknown {
  if (!isErrorLike(value)) return value
  return serialize(value, new Set(), 0)
}

/** A URL's path and query names; query values may be ids that open something (a checkout). */
export function safeUrlOf(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`)
  return `${url.slice(0, at)}?${names.join('&')}`
}

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/** pino's `req` serializer: Fastify's own fields, never headers or body, the query's values out. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? safeUrlOf(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * pino's `logMethod` hook: a call with an error and no message (`log.error(error)`,
 * `log.error({ err })`) takes the error's message as the line's `msg`, past the serializer; the
 * safe message is put there instead.
 */
export function safeLogMethod(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first] = args
  if (args.length === 1 && isErrorLike(first)) {
    method.apply(this, [first, safeMessageOf(first)])
    return
  }
  if (args.length === 1 && typeof first === 'object' && first !== null) {
    const { err, msg } = first as { err?: unknown; msg?: unknown }
    if (msg === undefined && isErrorLike(err)) {
      method.apply(this, [first, safeMessageOf(err)])
      return
    }
  }
  method.apply(this, args)
}

/**
 * The app's pino options with the serializers and redaction above added (the caller's level,
 * stream and transport kept); `false` stays off.
 */
export function safeLoggerOptions(
  options: boolean | Record<string, unknown>,
): false | Record<string, unknown> {
  if (options === false) return false
  const base = options === true ? {} : options
  const serializers = (base.serializers ?? {}) as Record<string, unknown>
  return {
    ...base,
    serializers: {
      ...serializers,
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { ...(base.hooks as Record<string, unknown> | undefined), logMethod: safeLogMethod },
  }
}
