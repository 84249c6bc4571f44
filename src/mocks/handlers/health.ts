import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { health, healthDegraded } from '../fixtures/health.ts'
import { failing, handle, reply, slowly } from '../mock-http.ts'

const { getHealth } = endpoints

const success: HttpHandler[] = [handle(getHealth, () => reply(getHealth, health))]

export const healthHandlers = {
  success,
  /** Up but impaired (for example the database is slow): 503 with a status body. */
  degraded: [handle(getHealth, () => reply(getHealth, healthDegraded, { status: 503 }))],
  error: failing([getHealth], 500, errorBodies.serverError),
  slow: slowly([getHealth], success),
} satisfies Record<string, HttpHandler[]>
