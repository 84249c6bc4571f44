/**
 * A non-OK response (spec §8): the message is 'HTTP ' plus the status, and the parsed JSON body
 * travels with it so callers can read the server's own message or structured detail.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** The parsed JSON body; `{}` when the body was empty or not JSON. */
  readonly body: unknown

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`)
    this.status = status
    this.body = body
  }
}

/**
 * A bearer call was made with nobody signed in. It never reaches the network: the server would
 * only answer 401, and the Pro tools show this message as it is (spec §8).
 */
export class NotAuthenticatedError extends Error {
  override readonly name = 'NotAuthenticatedError'
  readonly code = 'not_authenticated'

  constructor() {
    super('Not authenticated')
  }
}

/**
 * An OK response whose body does not match the contract. Accepting it would push a wrong shape
 * into the UI, where it fails later and far from the cause; failing here names the call.
 */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError'
  readonly code = 'invalid_response'
  /** 'GET /resumes', the call that answered. */
  readonly call: string

  constructor(call: string, reason: string, options?: ErrorOptions) {
    super(`Unexpected response from ${call}: ${reason}`, options)
    this.call = call
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isNotAuthenticated(error: unknown): error is NotAuthenticatedError {
  return error instanceof NotAuthenticatedError
}

/** Spec §8, the general message for anything without a message of its own. */
export const GENERAL_ERROR_MESSAGE = 'An error occurred. Please try again.'

export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function messageOfDetail(detail: unknown): string | undefined {
  const text = nonEmptyString(detail)
  if (text) return text
  // Validation failures in the common `detail: [{ msg }]` shape still deserve a readable message.
  if (Array.isArray(detail)) return messageOfDetail(detail[0])
  if (typeof detail === 'object' && detail !== null) {
    const { message, msg } = detail as { message?: unknown; msg?: unknown }
    return nonEmptyString(message) ?? nonEmptyString(msg)
  }
  return undefined
}

/**
 * The message a person should see for an error body (spec §8): `error` when it is a string, else
 * `detail` (a string, or an object's `message`), else 'HTTP {status}'.
 */
export function errorMessageFromBody(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { error, detail } = body as { error?: unknown; detail?: unknown }
    const message = nonEmptyString(error) ?? messageOfDetail(detail)
    if (message) return message
  }
  return `HTTP ${status}`
}

/**
 * The message to show for any failure of a call: the server's message for an ApiError, the
 * client's own for not being signed in, else `fallback` (network failures and broken responses
 * carry developer wording that means nothing to a job seeker).
 */
export function userMessageOf(error: unknown, fallback: string = GENERAL_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return errorMessageFromBody(error.body, error.status)
  if (error instanceof NotAuthenticatedError) return error.message
  return fallback
}
