import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from '../../contract/endpoint.ts'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import type { ApiClient } from './client.ts'
import { ApiClientProvider, useApiClient } from './use-api-client.ts'

const ping = defineEndpoint({
  method: 'GET',
  path: '/ping',
  auth: 'none',
  response: z.object({ status: z.string() }),
  summary: 'Ping',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function Capture({ into }: { into: (client: ApiClient) => void }) {
  into(useApiClient())
  return null
}

describe('ApiClientProvider', () => {
  it("sends the i18next instance's current language as Accept-Language", async () => {
    const seen: (string | null)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get('Accept-Language'))
        return Response.json({ status: 'ok' })
      }),
    )
    const i18n = createBundledI18n('ru')
    let client: ApiClient | undefined
    render(
      <I18nextProvider i18n={i18n}>
        <ApiClientProvider>
          <Capture into={(c) => (client = c)} />
        </ApiClientProvider>
      </I18nextProvider>,
    )
    await client?.request(ping)
    await i18n.changeLanguage('es')
    await client?.request(ping)
    await i18n.changeLanguage('en')
    await client?.request(ping)
    expect(seen).toEqual(['ru', 'es', 'en'])
  })
})
