import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'
import {
  cancelSubscription,
  getBillingHistory,
  getProfile,
  getSubscription,
  getUsageStats,
} from './users.ts'

const server = useTestServer()
const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => 'tok' })

describe('users', () => {
  it('reads the profile with the bearer token and cookies', async () => {
    let seen: { authorization: string | null; credentials: RequestCredentials } | undefined
    server.use(
      http.get(`${TEST_BASE}/user/me`, ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          credentials: request.credentials,
        }
        return HttpResponse.json({
          plan: 'premium',
          subscription_status: 'active',
          email: 'jane@example.com',
        })
      }),
    )
    await expect(getProfile(client)).resolves.toMatchObject({
      plan: 'premium',
      subscription_status: 'active',
    })
    expect(seen).toEqual({ authorization: 'Bearer tok', credentials: 'include' })
  })

  it('reads a profile without a plan as free (spec §3)', async () => {
    server.use(
      http.get(`${TEST_BASE}/user/me`, () => HttpResponse.json({ email: 'jane@example.com' })),
    )
    await expect(getProfile(client)).resolves.toMatchObject({
      plan: 'free',
      subscription_status: 'inactive',
    })
  })

  it('rejects usage stats that break the contract', async () => {
    server.use(
      http.get(`${TEST_BASE}/users/me/usage-stats`, () =>
        HttpResponse.json({ plan: 'pro', generations_used_this_month: -1 }),
      ),
    )
    await expect(getUsageStats(client)).rejects.toThrow(
      /^Unexpected response from GET \/users\/me\/usage-stats/,
    )
  })

  it('reads the subscription, filling a missing next billing date with null', async () => {
    server.use(
      http.get(`${TEST_BASE}/users/me/subscription`, () =>
        HttpResponse.json({
          plan: 'pro',
          created_at: '2025-09-03T10:15:00.000Z',
          subscription_status: 'cancelled',
          resumes_used_this_month: 5,
          access_until: '2025-12-03T10:15:00.000Z',
        }),
      ),
    )
    await expect(getSubscription(client)).resolves.toMatchObject({
      plan: 'pro',
      subscription_status: 'cancelled',
      next_billing_date: null,
      access_until: '2025-12-03T10:15:00.000Z',
    })
  })

  it('reads the billing history, with usd as the default currency', async () => {
    server.use(
      http.get(`${TEST_BASE}/users/me/billing-history`, () =>
        HttpResponse.json([
          {
            id: '6d0e2b4a-1f3c-4e5d-9a7b-8c9d0e1f2a31',
            created_at: '2025-11-03T10:15:02.000Z',
            plan_type: 'pro',
            amount: 19.99,
            payment_status: 'refunded',
          },
        ]),
      ),
    )
    await expect(getBillingHistory(client)).resolves.toEqual([
      expect.objectContaining({ currency: 'usd', payment_status: 'refunded', amount: 19.99 }),
    ])
  })

  it('posts the trimmed cancel reason, and none when it is blank', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${TEST_BASE}/users/me/subscription/cancel`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          subscription_status: 'cancelled',
          access_until: '2025-12-03T10:15:00.000Z',
        })
      }),
    )
    await expect(cancelSubscription(client, '  Too expensive  ')).resolves.toMatchObject({
      subscription_status: 'cancelled',
    })
    await cancelSubscription(client, '   ')
    await cancelSubscription(client, undefined)
    expect(bodies).toEqual([{ reason: 'Too expensive' }, {}, {}])
  })

  it('rejects a failed cancel with the server status', async () => {
    server.use(
      http.post(`${TEST_BASE}/users/me/subscription/cancel`, () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    )
    await expect(cancelSubscription(client, undefined)).rejects.toMatchObject({ status: 500 })
  })
})
