import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

/*
 * The one gate every billing event passes: Stripe's webhooks and the built-in checkout's own
 * events are verified by the same function, with Stripe's signature scheme (HMAC-SHA256 over
 * `timestamp.payload`, checked with a 5-minute tolerance against replays of old captures).
 */

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError'
  constructor(cause?: unknown) {
    super('Invalid signature', { cause })
  }
}

/**
 * The event of a signed payload, verified on the exact bytes received. Throws
 * InvalidSignatureError when the header is missing, malformed, stale or signed with another secret.
 */
export function verifyBillingEvent(
  payload: string | Buffer,
  signatureHeader: string | string[] | undefined,
  secret: string,
): Stripe.Event {
  if (signatureHeader === undefined || Array.isArray(signatureHeader) || signatureHeader === '') {
    throw new InvalidSignatureError()
  }
  try {
    return Stripe.webhooks.constructEvent(payload, signatureHeader, secret)
  } catch (error) {
    throw new InvalidSignatureError(error)
  }
}

/** A Stripe-Signature header for a payload, as Stripe would compute it (for our own events). */
export function signBillingPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  })
}

/** A fresh local signing secret in Stripe's `whsec_` form, for when none is configured. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}
