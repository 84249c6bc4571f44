import { setupServer } from 'msw/node'
import { defaultHandlers } from './handlers/all.ts'

/** For unit tests: `server.listen({ onUnhandledRequest: 'error' })`, `server.use(...scenario)` per test. */
export const server = setupServer(...defaultHandlers)
