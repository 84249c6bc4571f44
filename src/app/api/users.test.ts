import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { TEST_BASE, useTestServer } from './test-server.ts'
import { getProfile, getUsageStats } from './users.ts'

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
})
