/**
 * Demo mode (spec §1; decisions.md: behind a setting, off). On, the app signs people in with a
 * placeholder identity kept in this browser, shows a notice saying so, and opens every plan gate.
 * It has no real identity, so the API server refuses it: it is meant for the front end alone
 * against the in-browser mocks (`npm run dev:mock`).
 */
export interface DemoModeEnv {
  VITE_DEMO_MODE?: string
}

export function demoModeOn(env: DemoModeEnv): boolean {
  return env.VITE_DEMO_MODE?.trim().toLowerCase() === 'true'
}

export const DEMO_MODE = demoModeOn(import.meta.env)
