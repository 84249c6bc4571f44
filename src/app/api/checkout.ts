import type {
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  CheckoutStatus,
} from '../../contract/billing.ts'
import {
  checkoutAddressOf,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
} from '../../contract/billing.ts'
import { defineEndpoint } from '../../contract/endpoint.ts'
import { endpoints } from '../../contract/endpoints.ts'
import { NotAuthenticatedError } from './api-error.ts'
import type { ApiClient } from './client.ts'

/** Spec §8: shown when every checkout variant failed or none returned an address. */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to initiate payment. Please try again.'

/** How an attempt sends plan_type and origin_url: as the JSON body or as query parameters. */
export type CheckoutFieldsIn = 'body' | 'query'

export interface CheckoutAttempt {
  path: string
  fieldsIn: CheckoutFieldsIn
}

/**
 * Legacy aliases of POST /payments/checkout-session, tried in this order after it fails (spec §7).
 * They are not in the contract: our server answers only the contract's path, but a deployment
 * behind an older backend (or a proxy that kept its routes) still gets a checkout.
 */
export const LEGACY_CHECKOUT_ATTEMPTS: readonly CheckoutAttempt[] = [
  { path: '/payments/checkout/session', fieldsIn: 'body' },
  { path: '/payments/checkout-session', fieldsIn: 'query' },
  { path: '/payments/checkout/session', fieldsIn: 'query' },
  { path: '/payments/stripe/checkout-session', fieldsIn: 'body' },
  { path: '/stripe/create-checkout-session', fieldsIn: 'body' },
]

export interface CheckoutFailure {
  /** 'POST /payments/checkout/session?…' */
  call: string
  /** The error of the call, or undefined when it answered without an address. */
  error: unknown
}

/** Every variant failed; `failures` says how, for the log (the user sees only the message). */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError'
  readonly code = 'checkout_failed'
  readonly failures: readonly CheckoutFailure[]

  constructor(failures: readonly CheckoutFailure[]) {
    super(CHECKOUT_FAILED_MESSAGE)
    this.failures = failures
  }
}

export interface CheckoutStart {
  /** Absolute http(s) address of the hosted checkout, for `window.location.assign`. */
  url: string
  sessionId: string | undefined
}

const primary = endpoints.createCheckoutSession

// The aliases answer like the contract's call (the lenient response schema takes any of the four
// address names), with the same auth and cookies; the query variants carry the same fields.
function bodyVariant(path: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    auth: primary.auth,
    credentials: primary.credentials,
    request: checkoutSessionRequestSchema,
    response: checkoutSessionResponseSchema,
    summary: 'Legacy checkout alias, fields in the body',
  })
}

function queryVariant(path: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    auth: primary.auth,
    credentials: primary.credentials,
    query: checkoutSessionRequestSchema,
    response: checkoutSessionResponseSchema,
    summary: 'Legacy checkout alias, fields in the query',
  })
}

function send(
  client: ApiClient,
  attempt: CheckoutAttempt | 'contract',
  input: CheckoutSessionRequest,
  signal: AbortSignal | undefined,
): Promise<CheckoutSessionResponse> {
  if (attempt === 'contract') return client.request(primary, { body: input, signal })
  return attempt.fieldsIn === 'body'
    ? client.request(bodyVariant(attempt.path), { body: input, signal })
    : client.request(queryVariant(attempt.path), { query: input, signal })
}

/**
 * The address to send the browser to, or undefined when there is none fit to follow. Only http(s)
 * counts: a `javascript:` or `data:` value from a compromised or misconfigured backend must not be
 * navigated to. A relative address is read against the API base (the built-in test checkout is
 * served by the API).
 */
export function checkoutUrlOf(
  response: CheckoutSessionResponse,
  apiBase: string,
  pageUrl: string,
): string | undefined {
  const address = checkoutAddressOf(response)?.trim()
  if (!address) return undefined
  try {
    const url = new URL(address, new URL(`${apiBase}/`, pageUrl))
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function callName(attempt: CheckoutAttempt): string {
  return `POST ${attempt.path}${attempt.fieldsIn === 'query' ? ' (fields in the query)' : ''}`
}

/**
 * Asks the server for a checkout session (spec §4, §7): the contract's POST
 * /payments/checkout-session first, then each legacy alias in turn, until one answers with an
 * address under url, checkoutUrl, checkout_url or payment_url. Throws CheckoutError with the
 * message of spec §8 when none does.
 *
 * Not being signed in and an aborted signal end the sequence at once: every variant would fail
 * the same way, and the caller needs to tell those apart (send to /signin; ignore).
 */
export async function startCheckout(
  client: ApiClient,
  input: CheckoutSessionRequest,
  options: { signal?: AbortSignal } = {},
): Promise<CheckoutStart> {
  const attempts = ['contract', ...LEGACY_CHECKOUT_ATTEMPTS] as const
  const failures: CheckoutFailure[] = []

  for (const attempt of attempts) {
    const call = attempt === 'contract' ? `POST ${primary.path}` : callName(attempt)
    try {
      const response = await send(client, attempt, input, options.signal)
      const url = checkoutUrlOf(response, client.baseUrl, input.origin_url)
      if (url) return { url, sessionId: response.session_id }
      failures.push({ call, error: undefined })
    } catch (error) {
      if (error instanceof NotAuthenticatedError) throw error
      if (options.signal?.aborted) throw error
      failures.push({ call, error })
    }
  }
  throw new CheckoutError(failures)
}

/** GET /payments/checkout-status: verifies a session on the payment success page (no auth). */
export function getCheckoutStatus(
  client: ApiClient,
  sessionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CheckoutStatus> {
  return client.request(endpoints.getCheckoutStatus, {
    query: { session_id: sessionId },
    signal: options.signal,
  })
}
