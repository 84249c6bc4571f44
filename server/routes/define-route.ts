import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { z } from 'zod'
import type { Endpoint } from '../../src/contract/endpoint.ts'
import { acceptsGzip } from './accept-encoding.ts'
import { perUserRateLimit } from '../plugins/rate-limits.ts'
import type { RouteRateLimit } from '../plugins/rate-limits.ts'

type BodyOf<E extends Endpoint> = E['request'] extends z.core.$ZodType
  ? z.output<E['request']>
  : undefined
type QueryOf<E extends Endpoint> = E['query'] extends z.core.$ZodType
  ? z.output<E['query']>
  : undefined
/** What a handler returns: the response's input type (the serializer parses it), or nothing. */
type ResultOf<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.input<E['response']>
  : undefined

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest
  reply: FastifyReply
  body: BodyOf<E>
  query: QueryOf<E>
  params: Record<string, string>
}

/**
 * A 200 body already serialised (and checked against the route's schema when it was made, see
 * serializeWithSchema), for a body that is served many times over: sent as it is, or its gzip
 * form when there is one and the client accepts it.
 */
export class SerializedJson {
  constructor(
    readonly body: Buffer,
    readonly gzipped?: Buffer,
  ) {}
}

function sendSerialized(request: FastifyRequest, reply: FastifyReply, result: SerializedJson) {
  // A Buffer skips the serializer; the content type is the one the serializer would have set.
  reply.type('application/json; charset=utf-8')
  if (result.gzipped === undefined) return result.body
  // The bytes depend on Accept-Encoding, so a shared cache must keep one copy per encoding.
  const vary = reply.getHeader('vary')
  reply.header('vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`)
  if (!acceptsGzip(request.headers['accept-encoding'])) return result.body
  reply.header('content-encoding', 'gzip')
  return result.gzipped
}

export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<ResultOf<E> | SerializedJson>

const API_PREFIX = '/api'

/** '/resumes/{id}/template' (the contract's form) as Fastify's '/resumes/:id/template'. */
export function fastifyPathOf(path: string): string {
  return API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1')
}

function paramsSchemaOf(path: string): z.ZodType | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  if (names.length === 0) return undefined
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().min(1)])))
}

/**
 * Registers one call of the endpoint table, so its method, path, auth and schemas are written
 * once (src/contract/endpoints.ts). `responses` adds schemas for other status codes (health's 503).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: {
    responses?: Record<number, z.core.$ZodType>
    /**
     * A per-user limit of an expensive call (after sign-in), in place of the API's per-address
     * one; answered 429 with Retry-After past it (plugins/rate-limits.ts).
     */
    rateLimit?: RouteRateLimit
  } = {},
): void {
  const { request, response, query } = endpoint
  const params = paramsSchemaOf(endpoint.path)
  const schema: FastifySchema & Record<string, unknown> = {
    summary: endpoint.summary,
    ...(endpoint.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(request !== undefined && request !== 'multipart' ? { body: request } : {}),
    ...(query === undefined ? {} : { querystring: query }),
    ...(params === undefined ? {} : { params }),
    response:
      response === 'empty'
        ? { 204: z.null().describe('No content') }
        : response === 'binary'
          ? {}
          : { 200: response, ...options.responses },
  }
  app.route({
    method: endpoint.method,
    url: fastifyPathOf(endpoint.path),
    schema,
    config: {
      auth: endpoint.auth,
      ...(options.rateLimit === undefined
        ? {}
        : { rateLimit: perUserRateLimit(options.rateLimit) }),
    },
    handler: async (req, reply) => {
      const result = await handler({
        request: req,
        reply,
        body: req.body as BodyOf<E>,
        query: req.query as QueryOf<E>,
        params: req.params as Record<string, string>,
      })
      if (response === 'empty') return reply.code(204).send()
      if (result instanceof SerializedJson) return sendSerialized(req, reply, result)
      return result
    },
  })
}
