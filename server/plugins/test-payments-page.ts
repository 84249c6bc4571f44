import { TEST_PAYMENTS_ATTRIBUTE } from '../../src/contract/test-payments.ts'

/**
 * The page with the test-payments mark on its <html> (src/contract/test-payments.ts). An attribute
 * rather than an inline script: the CSP allows none. A page without <html> is returned unmarked
 * and the error says so, as a build that lost it must not serve pages that hide test mode.
 */
export function markTestPayments(page: string): string {
  const marked = page.replace(/<html(?=[\s>])/i, `<html ${TEST_PAYMENTS_ATTRIBUTE}=""`)
  if (marked === page) throw new Error('The page has no <html> tag to mark test payments on')
  return marked
}
