import * as z from 'zod/mini'
import {
  countSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  paidPlanSchema,
  paymentStatusSchema,
  planSchema,
  subscriptionStatusSchema,
} from './common.ts'

export const BILLING_PERIODS = ['monthly', 'yearly', 'lifetime'] as const
export const billingPeriodSchema = z.enum(BILLING_PERIODS)
export type BillingPeriod = z.infer<typeof billingPeriodSchema>

/** Subscription (spec §3): plan and since when. */
export const subscriptionSchema = z.looseObject({
  plan: planSchema,
  created_at: isoDateSchema,
})
export type Subscription = z.infer<typeof subscriptionSchema>

/** Status and usage record (spec §3): shown beside the subscription on the profile page. */
export const subscriptionUsageSchema = z.object({
  subscription_status: subscriptionStatusSchema,
  resumes_used_this_month: countSchema,
  /** Absent on the free plan, on a lifetime deal and after cancelling. */
  next_billing_date: z._default(z.nullable(isoDateSchema), null),
})
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>

/** GET /users/me/subscription: the subscription and its status-and-usage record in one object. */
export const subscriptionDetailsSchema = z.extend(subscriptionSchema, {
  ...subscriptionUsageSchema.shape,
  billing_period: z.optional(billingPeriodSchema),
  /** After a cancel: paid access continues until this date (decisions.md, payments). */
  access_until: z.optional(z.nullable(isoDateSchema)),
})
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>

/** POST /users/me/subscription/cancel. */
export const cancelSubscriptionRequestSchema = z.object({ reason: optionalText() })
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>

export const cancelSubscriptionResponseSchema = z.object({
  message: optionalText(),
  subscription_status: subscriptionStatusSchema,
  access_until: z.optional(z.nullable(isoDateSchema)),
})
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>

export const billingRecordSchema = z.object({
  id: idSchema,
  created_at: isoDateSchema,
  plan_type: planSchema,
  billing_period: z.optional(billingPeriodSchema),
  /** In currency units (dollars), not cents. */
  amount: z.number(),
  currency: z._default(z.string().check(z.minLength(1)), 'usd'),
  payment_status: paymentStatusSchema,
  description: optionalText(),
})
export type BillingRecord = z.infer<typeof billingRecordSchema>

/** GET /users/me/billing-history: a plain array (decisions.md), newest first. */
export const billingHistorySchema = z.array(billingRecordSchema)

/** POST /payments/checkout-session. */
export const checkoutSessionRequestSchema = z.object({
  plan_type: paidPlanSchema,
  /** Where the provider sends the browser back (/payment/success, /payment/cancel under it). */
  origin_url: z.url(),
  /** Yearly and lifetime exist only in the v1 catalogue. */
  billing_period: z._default(billingPeriodSchema, 'monthly'),
  /** The interface language, which the built-in checkout page (and Stripe's) then speaks. */
  language: z.optional(z.enum(['en', 'ru', 'es'])),
})
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>

/**
 * The checkout address may come under any of four names (spec §7); the client takes the first
 * present. Unknown fields pass through.
 */
export const checkoutSessionResponseSchema = z.looseObject({
  url: optionalText(),
  checkoutUrl: optionalText(),
  checkout_url: optionalText(),
  payment_url: optionalText(),
  session_id: optionalText(),
})
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>

/** The checkout address of a session response, in the spec's order of preference, if any. */
export function checkoutAddressOf(response: CheckoutSessionResponse): string | undefined {
  return response.url ?? response.checkoutUrl ?? response.checkout_url ?? response.payment_url
}

/** GET /payments/checkout-status?session_id=. */
export const checkoutStatusQuerySchema = z.object({
  session_id: z.string().check(z.trim(), z.minLength(1)),
})
export type CheckoutStatusQuery = z.input<typeof checkoutStatusQuerySchema>

export const KNOWN_CHECKOUT_STATUSES = ['complete', 'open', 'expired'] as const
export type KnownCheckoutStatus = (typeof KNOWN_CHECKOUT_STATUSES)[number]

/** Only the session's status and plan: the call carries no authorization (decisions.md). */
export const checkoutStatusSchema = z.object({
  status: z.union([z.enum(KNOWN_CHECKOUT_STATUSES), z.string().check(z.minLength(1))]),
  payment_status: optionalText(),
  plan: planSchema,
  billing_period: z.optional(billingPeriodSchema),
})
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>
