import type { HttpHandler } from 'msw'
import { endpoints } from '../../contract/endpoints.ts'
import { errorBodies } from '../fixtures/errors.ts'
import { launchCatalog, v1Catalog } from '../fixtures/plans.ts'
import { failing, handle, reply, slowly } from '../mock-http.ts'

const { getPlans } = endpoints

const success: HttpHandler[] = [handle(getPlans, () => reply(getPlans, launchCatalog))]

export const plansHandlers = {
  /** The default `launch` catalogue. */
  success,
  /** PLAN_CATALOG=v1-2025-10-02: yearly prices, metered limits, the lifetime deal. */
  v1: [handle(getPlans, () => reply(getPlans, v1Catalog))],
  error: failing([getPlans], 500, errorBodies.serverError),
  slow: slowly([getPlans], success),
} satisfies Record<string, HttpHandler[]>
