import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '../../contract/endpoints.ts'
import { server } from '../node.ts'
import { resetMockState } from '../state.ts'
import { activationAfter, paymentsHandlers } from './payments.ts'

const BASE = 'http://localhost/api'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetMockState())
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

async function status(sessionId = 'cs_any') {
  const response = await fetch(`${BASE}/payments/checkout-status?session_id=${sessionId}`)
  return endpoints.getCheckoutStatus.response.parse(await response.json())
}

async function plan() {
  const response = await fetch(`${BASE}/user/me`, { headers: { Authorization: 'Bearer t' } })
  return endpoints.getProfile.response.parse(await response.json()).plan
}

describe('payment scenarios of the success page', () => {
  it('activationAfter: free until the lag after the status check has passed, then the plan', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] })
    server.use(...activationAfter(1_000, 'pro'))
    expect(await plan()).toBe('free')
    await expect(status()).resolves.toMatchObject({ status: 'complete', plan: 'pro' })
    vi.setSystemTime(999)
    expect(await plan()).toBe('free')
    vi.setSystemTime(1_000)
    expect(await plan()).toBe('pro')
    // A second visit starts the lag again.
    await status()
    expect(await plan()).toBe('free')
  })

  it('neverActivates: the payment is verified and the profile stays free', async () => {
    server.use(...paymentsHandlers.neverActivates)
    await expect(status()).resolves.toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(await plan()).toBe('free')
  })

  it('success: a new session completes on its first status check and upgrades the mock user', async () => {
    server.use(...paymentsHandlers.success)
    const created = await fetch(`${BASE}/payments/checkout-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: JSON.stringify({ plan_type: 'premium', origin_url: 'http://localhost:5173' }),
    })
    const body = endpoints.createCheckoutSession.response.parse(await created.json())
    expect(body.url).toMatch(/^http:\/\/localhost:5173\/payment\/success\?session_id=cs_test_mock_/)
    await expect(status(body.session_id ?? '')).resolves.toMatchObject({
      status: 'complete',
      plan: 'premium',
    })
    expect(await plan()).toBe('premium')
  })
})
