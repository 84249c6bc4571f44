import { TEST_PAYMENTS_ATTRIBUTE } from '../contract/test-payments.ts'

/**
 * Whether the server sent this page marked for test payments (CHECKOUT_MODE=test): then every
 * page shows the test-payments ribbon. Read once at start, as the mark comes with the page.
 */
export function testPaymentsOn(root: Element): boolean {
  return root.hasAttribute(TEST_PAYMENTS_ATTRIBUTE)
}
