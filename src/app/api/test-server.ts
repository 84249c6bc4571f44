import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

export const TEST_BASE = 'https://api.test/api'

/** An MSW server for this file's tests; any request without a handler fails the test. */
export function useTestServer(): ReturnType<typeof setupServer> {
  const server = setupServer()
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    // Listeners a test added (request recorders) must not outlive it.
    server.events.removeAllListeners()
  })
  afterAll(() => {
    server.close()
  })
  return server
}
