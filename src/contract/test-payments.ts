/*
 * How the server tells the web app that payments are in test mode (CHECKOUT_MODE=test, the
 * built-in test checkout on purpose; decisions.md, payments). Every page it serves carries the
 * attribute on <html>, read before the first render, so the test-payments ribbon is there from the
 * first paint; the prerendered home has a variant with the ribbon drawn in.
 */

/** On <html> of every page the server sends while payments are in test mode. */
export const TEST_PAYMENTS_ATTRIBUTE = 'data-test-payments'

/** The prerendered home with the ribbon (the build writes it beside home.html). */
export const TEST_PAYMENTS_HOME_PAGE = 'home-test-payments.html'
