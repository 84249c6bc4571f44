/*
 * The billing commands' errors, apart from the commands themselves so that the command line can
 * tell them apart without loading the database for every other command.
 */

/** A failure the operator can act on: printed as is, exit code 1. */
export class BillingCommandError extends Error {
  override name = 'BillingCommandError'
}

/** A command line that makes no sense: exit code 2 with the usage. */
export class BillingUsageError extends Error {
  override name = 'BillingUsageError'
}
