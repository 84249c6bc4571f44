import { parseArgs } from 'node:util'
import { parseConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import type { Database } from '../db/database.ts'
import { refundAtStripe } from '../domain/billing/provider-actions.ts'
import { RefundError, labelOf, refundPayment } from '../domain/billing/refund-payment.ts'
import type {
  RefundAtProvider,
  RefundResult,
  RefundTarget,
} from '../domain/billing/refund-payment.ts'
import { createStripeClient } from '../integrations/stripe/client.ts'
import { BillingCommandError, BillingUsageError } from './billing-errors.ts'

/** What the billing commands use from outside, given by tests; read from the environment otherwise. */
export interface BillingCommandDeps {
  openDatabase?: () => Promise<Database>
  /** Unset with `openDatabase` unset: Stripe's, when STRIPE_SECRET_KEY is configured. */
  refundAtProvider?: RefundAtProvider
  now?: () => Date
}

function dollars(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2)
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** What the refund did, in plain words for the operator. */
export function describeRefund(result: RefundResult): string {
  const { payment, user, planEnded } = result
  const term = payment.billingPeriod === null ? '' : `, ${payment.billingPeriod}`
  const where = payment.provider === 'stripe' ? 'through Stripe' : 'on the built-in test checkout'
  const lines = [
    `Refunded ${dollars(payment.amountCents, payment.currency)} to ${labelOf(user)}: the ${payment.planType}${term} ` +
      `payment of ${day(payment.createdAt)}, ${where}. Recorded in the billing history as refunded.`,
  ]
  if (planEnded) {
    lines.push('Within the 7-day money-back guarantee: the plan ended now; the account is on free.')
  } else if (user.plan === 'free') {
    lines.push('The account was already on the free plan.')
  } else {
    const until =
      user.currentPeriodEnd === null
        ? ''
        : ` until ${day(user.currentPeriodEnd)} (its period's end)`
    lines.push(
      `More than 7 days after the payment: the ${user.plan} plan stays${until}; ` +
        'the user can cancel it to stop renewal.',
    )
  }
  return `${lines.join('\n')}\n`
}

export const REFUND_USAGE =
  'Name exactly one of: jobfit billing refund --user <firebase uid or user id>, ' +
  '--payment <payment id>, or <email> (refused when several accounts share it).'

/** Whose payment the command line names: exactly one email, --user or --payment. */
export function refundTargetOf(args: string[]): RefundTarget {
  const { values, positionals } = parseArgs({
    args,
    options: { user: { type: 'string' }, payment: { type: 'string' } },
    allowPositionals: true,
  })
  const given: RefundTarget[] = [
    ...positionals.map((email) => ({ by: 'email' as const, email })),
    ...(values.user === undefined ? [] : [{ by: 'user' as const, id: values.user }]),
    ...(values.payment === undefined ? [] : [{ by: 'payment' as const, id: values.payment }]),
  ]
  const [target, ...extra] = given
  const value = target === undefined ? '' : target.by === 'email' ? target.email : target.id
  if (target === undefined || extra.length > 0 || value.trim() === '') {
    throw new BillingUsageError(REFUND_USAGE)
  }
  return target
}

async function refundCommand(args: string[], deps: BillingCommandDeps): Promise<void> {
  const target = refundTargetOf(args)
  let refundAtProvider = deps.refundAtProvider
  let open = deps.openDatabase
  if (open === undefined) {
    const config = parseConfig(process.env)
    open = () => openDatabase(config)
    if (refundAtProvider === undefined && config.stripe !== undefined) {
      refundAtProvider = refundAtStripe(
        createStripeClient({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl }),
      )
    }
  }
  const database = await open()
  try {
    const result = await refundPayment(database.db, target, {
      now: (deps.now ?? (() => new Date()))(),
      refundAtProvider,
    })
    process.stdout.write(describeRefund(result))
  } catch (error) {
    if (error instanceof RefundError) throw new BillingCommandError(error.message)
    // Stripe's SDK errors: the refund was not made (or not confirmed); nothing was recorded.
    if (error instanceof Error && error.name.startsWith('Stripe')) {
      throw new BillingCommandError(`Stripe refused the refund: ${error.message}`)
    }
    throw error
  } finally {
    await database.close()
  }
}

/** `jobfit billing <subcommand> ...`: the operator's billing commands. */
export async function billingCommand(args: string[], deps: BillingCommandDeps = {}): Promise<void> {
  const [subcommand, ...rest] = args
  if (subcommand === 'refund') return refundCommand(rest, deps)
  throw new BillingUsageError(
    subcommand === undefined
      ? 'Missing the billing command (refund).'
      : `Unknown billing command "${subcommand}".`,
  )
}
