/*
 * Telling "the database is unreachable" (503, try again later) from a bug (500). Drivers and
 * drizzle wrap errors, so the whole cause chain is examined.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
])

// PostgreSQL SQLSTATEs: class 08 connection exceptions, 57P0x shutdowns, 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/

const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Connection terminated/i,
  /Cannot use a pool after calling end/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
]

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true
    }
    if (
      UNAVAILABLE_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ''),
      )
    ) {
      return true
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
    current = current.cause
  }
  return false
}
