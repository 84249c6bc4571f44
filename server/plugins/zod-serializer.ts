import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * A response body as its contract schema outputs it, as JSON; throws when the data does not fit
 * the schema. Routes that keep a serialised body for later (the resume list) make it here, so it
 * is checked exactly as every other response is.
 */
export function serializeWithSchema(
  schema: z.core.$ZodType,
  data: unknown,
  route: { method: string; url: string },
): string {
  const result = z.safeParse(schema, data)
  if (!result.success) {
    throw new ResponseSerializationError(route.method, route.url, { cause: result.error })
  }
  return JSON.stringify(result.data)
}

/**
 * Checks each response against its contract schema and sends what the schema outputs. The
 * library's own serializer encodes (z.encode), which refuses the contract's one-way preprocess
 * steps (`optionalText` turns '' into absent); parsing is the direction the client reads in, so
 * a response that passes here is exactly one the client accepts.
 */
export const parsingSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> =
  ({ schema, method, url }) =>
  (data) =>
    serializeWithSchema(schema, data, { method, url })
