import type { HttpHandler } from 'msw'
import { analysisHandlers } from './analysis.ts'
import { billingHandlers } from './billing.ts'
import { generateHandlers } from './generate.ts'
import { healthHandlers } from './health.ts'
import { paymentsHandlers } from './payments.ts'
import { plansHandlers } from './plans.ts'
import { proHandlers } from './pro.ts'
import { resumeVersionsHandlers } from './resume-versions.ts'
import { resumesHandlers } from './resumes.ts'
import { templatesHandlers } from './templates.ts'
import { usersHandlers } from './users.ts'

/**
 * The success scenario of every resource: what `npm run dev:mock` and Storybook run on.
 *
 * Every other scenario holds only the handlers that differ from success, so scenarios of the same
 * resource combine (bioForbidden with coverLetterForbidden) and go IN FRONT of these defaults:
 * `server.use(...scenario)` in tests, or `withDefaults(scenario)` as a story's handler list.
 */
export const defaultHandlers: readonly HttpHandler[] = [
  ...usersHandlers.success,
  ...resumesHandlers.success,
  ...resumeVersionsHandlers.success,
  ...templatesHandlers.success,
  ...analysisHandlers.success,
  ...generateHandlers.success,
  ...billingHandlers.success,
  ...paymentsHandlers.success,
  ...proHandlers.success,
  ...plansHandlers.success,
  ...healthHandlers.success,
]

/** Scenarios first (the first matching handler answers), the defaults behind them. */
export function withDefaults(...scenarios: readonly (readonly HttpHandler[])[]): HttpHandler[] {
  return [...scenarios.flat(), ...defaultHandlers]
}
