import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/**
 * Checks each response against its contract schema and sends what the schema outputs. The
 * library's own serializer encodes (z.encode), which refuses the contract's one-way preprocess
 * steps (`optionalText` turns '' into absent); parsing is the direction the client reads in, so
 * a response that passes here is exactly one the client accepts.
 */
export const parsingSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data)
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
