import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.ts'
import { startupWarnings } from './startup-warnings.ts'

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }

describe('startupWarnings', () => {
  it('has nothing to say for npm start (the emulator) or a real project with Stripe', () => {
    expect(startupWarnings(parseConfig(emulator))).toEqual([])
    expect(
      startupWarnings(
        parseConfig({
          FIREBASE_PROJECT_ID: 'jobfit-prod',
          STRIPE_SECRET_KEY: 'sk_live_51abc',
          STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        }),
      ),
    ).toEqual([])
  })

  it('says loudly that payments are not real when the operator chose test payments', () => {
    const warnings = startupWarnings(
      parseConfig({ FIREBASE_PROJECT_ID: 'jobfit-prod', CHECKOUT_MODE: 'test' }),
    )
    expect(warnings).toEqual([expect.stringMatching(/^CHECKOUT_MODE=test: PAYMENTS ARE NOT REAL/)])
    expect(warnings[0]).toMatch(/4242 4242 4242 4242/)
    expect(warnings[0]).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/)
  })

  it('warns that a demo project without the emulator verifies no sign-in', () => {
    expect(startupWarnings(parseConfig({}))).toEqual([
      expect.stringMatching(/demo project demo-jobfit but FIREBASE_AUTH_EMULATOR_HOST is unset/),
    ])
  })
})
