import type { FastifyError, FastifyInstance } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/outage.ts'
import { HttpError } from '../http-error.ts'

export const DATABASE_DOWN =
  'The service is temporarily unavailable (database). Please try again shortly.'
export const INTERNAL = 'Something went wrong on our side. Please try again.'

/**
 * Whether an error's own message and 4xx status describe the request, for its sender to read:
 * Fastify's and its plugins' errors (FST_ codes: body too large, unsupported type, multipart
 * limits) and http-errors marked `expose`. Any other error that carries a status, such as a model
 * provider's or Stripe's refusal of our key, is a fault of ours; its message may hold internals
 * and its status (a 401) would mislead the client.
 */
function isMeantForTheClient(error: FastifyError): boolean {
  const code: unknown = error.code
  return (
    (typeof code === 'string' && code.startsWith('FST_')) ||
    (error as { expose?: unknown }).expose === true
  )
}

/**
 * Every error as `{"detail": ...}` (decisions.md) with a message a person can act on, and never a
 * stack trace. Unknown paths under /api are JSON 404s; other unknown paths go to the web app.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request'
      let tooLong = false
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.split('/').filter(Boolean).join('.')
        const name = field === '' ? context : `${context}.${field}`
        const params = issue.params as { origin?: unknown; maximum?: unknown }
        if (issue.keyword === 'too_big' && params.origin === 'string') {
          tooLong = true
          const maximum = typeof params.maximum === 'number' ? params.maximum : null
          return `${name} is too long${maximum === null ? '' : ` (at most ${maximum.toLocaleString('en-US')} characters)`}. Shorten it and try again.`
        }
        if (issue.keyword === 'too_small' && params.origin === 'string') {
          return `${name} is empty. Fill it in and try again.`
        }
        return `${name}: ${issue.message}`
      })
      // A text over its size limit is a payload too large (413); every other problem is 422.
      return reply.code(tooLong ? 413 : 422).send({ detail: details.join('; ') })
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ detail: error.detail })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send({ detail: DATABASE_DOWN })
    }
    if (isResponseSerializationError(error)) {
      // Where and why only: an issue may carry the offending value (a user's text).
      const issues = error.cause.issues.map(({ code, path, message }) => ({ code, path, message }))
      request.log.error({ err: error, issues }, 'response does not match its schema')
      return reply.code(500).send({ detail: INTERNAL })
    }
    // Only Fastify's body parser says the body is bad JSON: a SyntaxError thrown by a handler
    // (parsing a provider's answer, say) is a fault of ours, answered 500 below.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply
        .code(400)
        .send({ detail: 'The request body is not valid JSON. Check quotes, commas and brackets.' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500 && isMeantForTheClient(error)) {
      return reply.code(status).send({ detail: error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ detail: INTERNAL })
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ detail: `No such API call: ${request.method} ${pathname}` })
    }
    return app.webAppFallback(request, reply)
  })
}
