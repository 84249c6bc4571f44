import type { BillingRecord, CheckoutStatus, SubscriptionDetails } from '../contract/billing.ts'
import type { Plan, TemplateId } from '../contract/common.ts'
import type { Resume } from '../contract/resumes.ts'
import type { CanGenerate, UsageStats, UserProfile } from '../contract/users.ts'
import { billingHistory, MOCK_CHECKOUT_SESSION_ID, subscriptions } from './fixtures/billing.ts'
import { launchCatalog } from './fixtures/plans.ts'
import { resumes } from './fixtures/resumes.ts'
import { profiles, usageStats } from './fixtures/users.ts'

/**
 * The in-memory "server" behind the success scenarios, so dev mode behaves like the real thing:
 * a created resume shows in the list, optimizing spends a generation, a purchase changes the plan.
 * It starts as a pro user on the launch catalogue. Tests and stories call resetMockState() between
 * runs so one cannot see another's changes.
 */
export interface MockState {
  profile: UserProfile
  usage: UsageStats
  resumes: Resume[]
  defaultTemplate: TemplateId
  subscription: SubscriptionDetails
  billingHistory: BillingRecord[]
  checkoutSessions: Map<string, CheckoutStatus>
}

function initialState(): MockState {
  return {
    profile: structuredClone(profiles.pro),
    usage: structuredClone(usageStats.pro),
    resumes: structuredClone(resumes),
    defaultTemplate: profiles.pro.default_template ?? 'minimalist',
    subscription: structuredClone(subscriptions.pro),
    billingHistory: structuredClone(billingHistory),
    checkoutSessions: new Map([
      [MOCK_CHECKOUT_SESSION_ID, { status: 'open', payment_status: 'unpaid', plan: 'pro' }],
    ]),
  }
}

export const mockState: MockState = initialState()

export function resetMockState(): void {
  Object.assign(mockState, initialState())
}

export function canGenerateOf(usage: UsageStats): CanGenerate {
  const open = usage.generations_remaining === null || usage.generations_remaining > 0
  return {
    can_generate: usage.generation_limit !== 0 && open,
    plan: usage.plan,
    generation_limit: usage.generation_limit,
    generations_remaining: usage.generations_remaining,
    reset_date: usage.reset_date,
    reason: usage.generation_limit === 0 ? 'upgrade_required' : open ? undefined : 'limit_exceeded',
  }
}

/** Spends one generation; false when none is left. */
export function spendGeneration(): boolean {
  const { usage } = mockState
  if (usage.generations_remaining === 0) return false
  usage.generations_used_this_month += 1
  if (usage.generations_remaining !== null) usage.generations_remaining -= 1
  return true
}

/** What a completed checkout does on the server: the plan changes, and a paid row is recorded. */
export function activatePlan(plan: Plan, now: Date = new Date()): void {
  // Prices and limits come from the launch catalogue, the one the mocks serve by default.
  const offer = launchCatalog.plans[plan]
  const limit = offer.monthlyGenerations
  const used = mockState.usage.generations_used_this_month
  mockState.profile = { ...mockState.profile, plan, subscription_status: 'active' }
  mockState.usage = {
    ...mockState.usage,
    plan,
    generation_limit: limit,
    generations_remaining: limit === null ? null : Math.max(0, limit - used),
  }
  const nextBilling = new Date(now)
  nextBilling.setUTCDate(nextBilling.getUTCDate() + 30)
  mockState.subscription = {
    ...mockState.subscription,
    plan,
    created_at: now.toISOString(),
    subscription_status: 'active',
    next_billing_date: nextBilling.toISOString(),
    billing_period: 'monthly',
    access_until: null,
  }
  mockState.billingHistory.unshift({
    id: crypto.randomUUID(),
    created_at: now.toISOString(),
    plan_type: plan,
    billing_period: 'monthly',
    amount: offer.monthlyPrice,
    currency: 'usd',
    payment_status: 'paid',
    description: `${offer.label} plan, monthly`,
  })
}
