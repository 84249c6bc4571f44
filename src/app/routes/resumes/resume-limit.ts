import { RESUME_LIMIT_REACHED } from '../../../contract/errors.ts'
import { ApiError } from '../../api/api-error.ts'

/**
 * The cap in a refused creation (409 resume_limit_reached: the account keeps the most resumes it
 * may), so the dialog can say so in the reader's language rather than the server's English; null
 * for any other failure. Read by hand rather than with the contract's zod schema, which this page
 * need not load for one field.
 */
export function resumeLimitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const { body } = error
  if (typeof body !== 'object' || body === null) return null
  const { detail } = body as { detail?: unknown }
  if (typeof detail !== 'object' || detail === null) return null
  const { error: code, limit } = detail as { error?: unknown; limit?: unknown }
  if (code !== RESUME_LIMIT_REACHED) return null
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : null
}
