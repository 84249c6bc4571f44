import Stripe from 'stripe'

export interface StripeClientOptions {
  secretKey: string
  /** Another API address than api.stripe.com: the tests' fake Stripe, or stripe-mock. */
  apiUrl?: string | undefined
}

/**
 * The one Stripe SDK client of the server. Pinned to the SDK's own API version, so the shapes the
 * code reads are the ones its types describe; no telemetry, and one retry (the SDK sends an
 * idempotency key with it, so a retried create does not make a second session).
 */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const target = options.apiUrl === undefined ? undefined : new URL(options.apiUrl)
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'JobFit' },
    ...(target === undefined
      ? {}
      : {
          host: target.hostname,
          port: target.port === '' ? (target.protocol === 'https:' ? 443 : 80) : target.port,
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }),
  })
}
