import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Stripe from 'stripe'
import type { z } from 'zod'
import type { checkoutStatusSchema } from '../../src/contract/billing.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { CheckoutSessionRow } from '../db/schema.ts'
import { MAX_FIELD_LENGTH, chargeTestCard } from '../domain/billing/builtin-checkout-card.ts'
import {
  buildCheckoutCompletedEvent,
  newLocalSessionId,
} from '../domain/billing/builtin-checkout-event.ts'
import { renderCheckoutPage } from '../domain/billing/builtin-checkout-page.ts'
import type { CheckoutPageModel } from '../domain/billing/builtin-checkout-page.ts'
import { isCheckoutLanguage } from '../domain/billing/builtin-checkout-text.ts'
import { languageFromAcceptLanguage } from '../domain/language-of-request.ts'
import type { CheckoutLanguage } from '../domain/billing/builtin-checkout-text.ts'
import { checkoutPriceOf } from '../domain/billing/checkout-pricing.ts'
import {
  claimOpenSession,
  currentCheckoutSession,
  findBuyer,
  insertCheckoutSession,
  updateCheckoutSession,
} from '../domain/billing/checkout-sessions.ts'
import {
  cancelUrlOf,
  sessionStateOf,
  stripeSessionParams,
  successUrlOf,
} from '../domain/billing/stripe-checkout.ts'
import { receiveBillingEvent } from '../domain/billing/webhook-receive.ts'
import { InvalidSignatureError, signBillingPayload } from '../domain/billing/webhook-signature.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute, fastifyPathOf } from './define-route.ts'
import { userOf } from './resumes.ts'

export interface PaymentRouteDeps {
  db: Db
  catalog: PlanCatalog
  now: () => Date
  /** The app origins a checkout may return to (config.corsOrigins). */
  allowedOrigins: readonly string[]
  /** Stripe Checkout when configured; the built-in test-mode checkout otherwise. */
  stripe: Stripe | undefined
  /** What webhooks are verified with: Stripe's webhook secret, or the local one. */
  webhookSecret: string
  /** What the built-in checkout signs its events with (the webhook secret when it is enabled). */
  localSigningSecret: string
  /** Checkout sessions started per minute per signed-in user (each may call Stripe). */
  perUserCheckoutLimit: number
}

export const WEBHOOK_PATH = fastifyPathOf('/payments/webhook')
export const TEST_CHECKOUT_PATH = fastifyPathOf('/payments/test-checkout')
export const ORIGIN_NOT_ALLOWED = 'This site is not allowed to start a checkout.'
export const SESSION_NOT_FOUND = 'No checkout session has this id.'
/** Card attempts per minute per address on the built-in checkout. */
const CARD_ATTEMPTS_PER_MINUTE = 20
/** Stripe's events are small; a megabyte leaves a wide margin. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

/** The origin of an allowed address, or undefined: only exact configured origins pass. */
export function allowedOriginOf(originUrl: string, allowed: readonly string[]): string | undefined {
  let origin: string
  try {
    origin = new URL(originUrl).origin
  } catch {
    return undefined
  }
  return allowed.some((entry) => URL.canParse(entry) && new URL(entry).origin === origin)
    ? origin
    : undefined
}

function statusOf(row: CheckoutSessionRow): z.input<typeof checkoutStatusSchema> {
  return {
    status: row.status,
    payment_status: row.paymentStatus,
    plan: row.plan,
    billing_period: row.billingPeriod,
  }
}

/**
 * POST /payments/checkout-session, GET /payments/checkout-status, POST /payments/webhook and, when
 * Stripe is not configured, the built-in test-mode checkout page (decisions.md, payments).
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { db, catalog, now, stripe } = deps
  const eventContext = { catalog, now, secret: deps.webhookSecret }

  defineRoute(
    app,
    endpoints.createCheckoutSession,
    async ({ request, body }) => {
      const user = userOf(request)
      const origin = allowedOriginOf(body.origin_url, deps.allowedOrigins)
      if (origin === undefined) throw new HttpError(400, ORIGIN_NOT_ALLOWED)
      const priced = checkoutPriceOf(catalog, body.plan_type, body.billing_period)
      if (!priced.ok) throw new HttpError(400, priced.message)
      const { price } = priced
      // A second checkout for the term the user already pays for would bill them twice.
      if (
        user.plan === price.plan &&
        user.billingPeriod === price.billingPeriod &&
        user.subscriptionStatus === 'active' &&
        !user.cancelAtPeriodEnd
      ) {
        throw new HttpError(409, `You already have the ${price.label} plan.`)
      }
      const language =
        body.language ?? languageFromAcceptLanguage(request.headers['accept-language'])
      const row = {
        userId: user.id,
        plan: price.plan,
        billingPeriod: price.billingPeriod,
        amountCents: price.amountCents,
        currency: price.currency,
        originUrl: origin,
        language,
        createdAt: now(),
      }

      if (stripe !== undefined) {
        let session: Stripe.Checkout.Session
        try {
          session = await stripe.checkout.sessions.create(
            stripeSessionParams({ price, user, origin, language }),
          )
        } catch (error) {
          request.log.error({ err: error }, 'Stripe did not create a checkout session')
          throw new HttpError(
            502,
            'The payment provider could not start a checkout. Please try again.',
          )
        }
        if (session.url === null) {
          throw new HttpError(
            502,
            'The payment provider gave no checkout address. Please try again.',
          )
        }
        await insertCheckoutSession(db, { ...row, id: session.id, provider: 'stripe' })
        return { url: session.url, session_id: session.id }
      }

      const id = newLocalSessionId()
      await insertCheckoutSession(db, { ...row, id, provider: 'builtin' })
      // Absolute, on the API's own origin as this request reached it (the page is served here).
      return {
        url: `${request.protocol}://${request.host}${TEST_CHECKOUT_PATH}/${id}`,
        session_id: id,
      }
    },
    { rateLimit: { max: deps.perUserCheckoutLimit, noun: 'checkout attempts' } },
  )

  defineRoute(app, endpoints.getCheckoutStatus, async ({ request, query }) => {
    let row = await currentCheckoutSession(db, query.session_id, now())
    if (row === undefined) throw new HttpError(404, SESSION_NOT_FOUND)
    if (row.provider === 'stripe' && row.status === 'open' && stripe !== undefined) {
      // The webhook may not have arrived yet: Stripe's word is fresher than our copy.
      try {
        const session = await stripe.checkout.sessions.retrieve(row.id)
        const state = sessionStateOf(session)
        if (state.status !== row.status || state.paymentStatus !== row.paymentStatus) {
          row =
            (await updateCheckoutSession(db, row.id, {
              ...state,
              ...(state.status === 'complete' ? { completedAt: row.completedAt ?? now() } : {}),
            })) ?? row
        }
      } catch (error) {
        request.log.warn(
          { err: error },
          'Stripe checkout session lookup failed; answering from our copy',
        )
      }
    }
    return statusOf(row)
  })

  // The webhook reads the raw bytes: a signature is over the exact payload, not a re-serialised one.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, payload, done) => {
        done(null, payload)
      },
    )
    scope.post(WEBHOOK_PATH, {
      schema: {
        summary: "Stripe's webhook (and the built-in checkout's events); signed, applied once.",
      },
      config: { auth: 'none' },
      handler: async (request, reply) => {
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        try {
          const { event, outcome } = await receiveBillingEvent(
            db,
            payload,
            request.headers['stripe-signature'],
            eventContext,
          )
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event')
          return reply.code(200).send({ received: true, outcome })
        } catch (error) {
          if (error instanceof InvalidSignatureError) throw new HttpError(400, 'Invalid signature')
          throw error
        }
      },
    })
  })

  void app.register(async (scope) => {
    // The page's form posts application/x-www-form-urlencoded; nothing else is accepted here.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, payload, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(payload))))
      },
    )
    const path = `${TEST_CHECKOUT_PATH}/:id`
    scope.get(path, { config: { auth: 'none' }, schema: { hide: true } }, async (request, reply) =>
      showCheckout(request, reply),
    )
    scope.post(
      path,
      {
        config: {
          auth: 'none',
          rateLimit: { max: CARD_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: { hide: true },
      },
      async (request, reply) => payCheckout(request, reply),
    )
  })

  function fieldOf(body: unknown, name: string): string {
    const value =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[name]
        : undefined
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''
  }

  function languageOf(
    request: FastifyRequest,
    row: CheckoutSessionRow | undefined,
  ): CheckoutLanguage {
    const asked =
      (request.query as Record<string, unknown> | undefined)?.lang ?? fieldOf(request.body, 'lang')
    if (isCheckoutLanguage(asked)) return asked
    return row?.language ?? languageFromAcceptLanguage(request.headers['accept-language'])
  }

  function sendPage(
    reply: FastifyReply,
    status: number,
    model: Omit<CheckoutPageModel, 'nonce'>,
  ): FastifyReply {
    const nonce = randomBytes(16).toString('base64')
    // Its own policy: no script at all, the one inline stylesheet by nonce, and form-action open
    // to the app origin that the 303 after payment goes to (browsers check redirects of a form).
    const formTargets = model.appUrl === undefined ? '' : ` ${model.appUrl}`
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(renderCheckoutPage({ ...model, nonce }))
  }

  /** The session of a page request, when the built-in checkout is on and the session is its. */
  async function pageSession(request: FastifyRequest): Promise<CheckoutSessionRow | undefined> {
    // With Stripe configured the built-in checkout is off: it would hand out plans for free.
    if (stripe !== undefined) return undefined
    const { id } = request.params as { id: string }
    const row = await currentCheckoutSession(db, id, now())
    return row?.provider === 'builtin' ? row : undefined
  }

  function baseModel(request: FastifyRequest, row: CheckoutSessionRow) {
    return {
      language: languageOf(request, row),
      pagePath: `${TEST_CHECKOUT_PATH}/${row.id}`,
      cancelUrl: cancelUrlOf(row.originUrl),
      appUrl: row.originUrl,
      session: row,
    }
  }

  function closedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    row: CheckoutSessionRow | undefined,
  ) {
    if (row === undefined) {
      const { id } = request.params as { id: string }
      return sendPage(reply, 404, {
        language: languageOf(request, undefined),
        pagePath: `${TEST_CHECKOUT_PATH}/${encodeURIComponent(id)}`,
        state: { kind: 'closed', reason: 'not_found' },
      })
    }
    const reason = row.status === 'expired' ? 'expired' : 'paid'
    return sendPage(reply, reason === 'expired' ? 410 : 409, {
      ...baseModel(request, row),
      state: { kind: 'closed', reason },
    })
  }

  async function showCheckout(request: FastifyRequest, reply: FastifyReply) {
    const row = await pageSession(request)
    if (row === undefined || row.status !== 'open') {
      if (row?.status === 'complete') {
        return sendPage(reply, 200, {
          ...baseModel(request, row),
          state: { kind: 'closed', reason: 'paid' },
        })
      }
      return closedPage(request, reply, row)
    }
    return sendPage(reply, 200, { ...baseModel(request, row), state: { kind: 'form' } })
  }

  async function payCheckout(request: FastifyRequest, reply: FastifyReply) {
    const row = await pageSession(request)
    if (row === undefined || row.status !== 'open') return closedPage(request, reply, row)
    const form = {
      number: fieldOf(request.body, 'number'),
      expiry: fieldOf(request.body, 'expiry'),
      cvc: fieldOf(request.body, 'cvc'),
      name: fieldOf(request.body, 'name'),
    }
    const at = now()
    const outcome = chargeTestCard(form, at)
    const values = { number: form.number, expiry: form.expiry, name: form.name }
    if (outcome.kind === 'invalid') {
      return sendPage(reply, 422, {
        ...baseModel(request, row),
        state: { kind: 'form', values, problems: outcome.problems },
      })
    }
    if (outcome.kind === 'declined') {
      // Nothing is recorded: the session stays open for another card, the plan stays as it is.
      return sendPage(reply, 402, {
        ...baseModel(request, row),
        state: { kind: 'form', values: { expiry: form.expiry, name: form.name }, declined: true },
      })
    }

    // Paid: mark the session and apply the signed event in one transaction, so a failure leaves
    // the session open to try again and a plan never changes without its session being paid.
    const paid = await db.transaction(async (tx) => {
      const claimed = await claimOpenSession(tx, row.id, at)
      if (claimed === undefined) return undefined
      const buyer = await findBuyer(tx, claimed.userId)
      if (buyer === undefined) throw new Error(`checkout ${claimed.id} has no buyer`)
      const payload = JSON.stringify(buildCheckoutCompletedEvent(claimed, buyer, at))
      const signature = signBillingPayload(payload, deps.localSigningSecret)
      const received = await receiveBillingEvent(tx, payload, signature, eventContext)
      if (received.outcome !== 'applied') {
        request.log.warn(
          { eventId: received.event.id, outcome: received.outcome },
          'built-in checkout event not applied',
        )
      }
      return claimed
    })
    if (paid === undefined) {
      return closedPage(request, reply, await currentCheckoutSession(db, row.id, at))
    }
    return reply.code(303).header('location', successUrlOf(paid.originUrl, paid.id)).send()
  }
}
