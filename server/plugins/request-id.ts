import { randomUUID } from 'node:crypto'

/**
 * An incoming X-Request-Id is kept (a proxy's id then carries through to our logs) only when it is
 * a short token: the id is written into every log line of the request and sent back in a header, so
 * a caller's newlines, escape codes or megabytes would forge or flood log lines.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The request's id: the caller's X-Request-Id when it is a safe token, else a new UUID. */
export function requestIdOf(
  header: string | string[] | undefined,
  generate: () => string = randomUUID,
): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : generate()
}
