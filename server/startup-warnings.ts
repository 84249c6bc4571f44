import type { Config } from './config.ts'

/**
 * What the server warns about as it starts (warn level, so a production log shows it): settings
 * it accepts but that an operator must not overlook.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = []
  if (
    config.firebaseAuthEmulatorHost === undefined &&
    config.firebaseProjectId.startsWith('demo-')
  ) {
    warnings.push(
      `FIREBASE_PROJECT_ID is the demo project ${config.firebaseProjectId} but FIREBASE_AUTH_EMULATOR_HOST is unset: ` +
        'no sign-in will verify. Start the emulator (npm start does) or configure a real project.',
    )
  }
  if (config.announceTestPayments) {
    warnings.push(
      'CHECKOUT_MODE=test: PAYMENTS ARE NOT REAL. The built-in test checkout takes the test card ' +
        '4242 4242 4242 4242 from anyone, so every paid plan is free; every page says so. ' +
        'Configure STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET and unset CHECKOUT_MODE to take real payments.',
    )
  }
  return warnings
}
