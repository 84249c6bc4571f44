import { delay, http, HttpResponse } from 'msw'
import type { DefaultBodyType, HttpHandler, HttpResponseResolver, PathParams } from 'msw'
import type * as z from 'zod/mini'
import type { Endpoint } from '../contract/endpoint.ts'
import type { ApiErrorBody, ApiErrorDetail } from '../contract/errors.ts'

/**
 * How long the `slow` scenarios hold a response: longer than any story test or screenshot, so a
 * loading state stays on screen, yet finite, so the dev server eventually shows data.
 */
export const SLOW_DELAY_MS = 60_000

/**
 * The MSW pattern of an endpoint: any origin and any prefix before /api (dev server, Storybook,
 * http://localhost in tests), `{id}` turned into `:id`.
 */
export function mockPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `*/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

/** An MSW handler for one endpoint of the contract, so its method and path are never retyped. */
export function handle(endpoint: Endpoint, resolver: Resolver): HttpHandler {
  return METHODS[endpoint.method](mockPath(endpoint), resolver)
}

type JsonEndpoint = Endpoint & { response: z.ZodMiniType }
type BodyEndpoint = Endpoint & { request: z.ZodMiniType }
type QueryEndpoint = Endpoint & { query: z.ZodMiniType }

/**
 * A JSON reply, checked against the endpoint's response schema first: a handler that drifts from
 * the contract fails loudly (MSW answers 500 and logs) instead of teaching the UI a wrong shape.
 */
export function reply<E extends JsonEndpoint>(
  endpoint: E,
  body: z.input<E['response']>,
  init?: { status?: number },
): Response {
  endpoint.response.parse(body)
  return HttpResponse.json(body as DefaultBodyType, { status: init?.status ?? 200 })
}

/** 204 for endpoints whose response is 'empty'. */
export function replyEmpty(): Response {
  return new HttpResponse(null, { status: 204 })
}

/** An error in the server's shape: `{detail}`, text or the object of plan and quota refusals. */
export function replyError(status: number, detail: string | ApiErrorDetail): Response {
  return HttpResponse.json({ detail }, { status })
}

/** An error with a whole body from the error fixtures (which may use `error` instead of `detail`). */
export function replyErrorBody(status: number, body: ApiErrorBody): Response {
  return HttpResponse.json(body as DefaultBodyType, { status })
}

const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const

/** A small stand-in file with the right type and a download name; the bytes are not a real document. */
export function replyFile(
  format: keyof typeof CONTENT_TYPES,
  filename: string,
  text: string,
): Response {
  // Real DOCX files are ZIP archives (PK...) and PDFs start with %PDF: keep the magic bytes believable.
  const head = format === 'pdf' ? '%PDF-1.7\n' : 'PK\u0003\u0004'
  // Bytes rather than a Blob: under jsdom the global Blob is jsdom's, which Node's Response cannot read.
  const bytes = new TextEncoder().encode(head + text)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
}

/** A file name from a title, as the server builds it: 'Senior Frontend Engineer' -> 'senior-frontend-engineer'. */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'document'
  )
}

function validationMessage(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

/**
 * The request body parsed by the endpoint's schema, or the 422 the server would send. Mocks check
 * what the client sends as strictly as the server does, so a client bug shows up in dev mode too.
 */
export async function parseBody<E extends BodyEndpoint>(
  endpoint: E,
  request: Request,
): Promise<z.output<E['request']> | Response> {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return replyError(400, 'The request body is not valid JSON.')
  }
  const result = endpoint.request.safeParse(json)
  return result.success
    ? (result.data as z.output<E['request']>)
    : replyError(422, validationMessage(result.error))
}

/** The query string parsed by the endpoint's query schema, or a 422. */
export function parseQuery<E extends QueryEndpoint>(
  endpoint: E,
  request: Request,
): z.output<E['query']> | Response {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const result = endpoint.query.safeParse(query)
  return result.success
    ? (result.data as z.output<E['query']>)
    : replyError(422, validationMessage(result.error))
}

/** Holds every call of the given endpoints, then lets the next matching handler answer. */
export function slowly(
  targets: readonly Endpoint[],
  handlers: readonly HttpHandler[],
): HttpHandler[] {
  return [
    ...targets.map((endpoint) =>
      handle(endpoint, async () => {
        await delay(SLOW_DELAY_MS)
        // Returning nothing hands the request on to the following handler.
        return undefined
      }),
    ),
    ...handlers,
  ]
}

/** Every call of the given endpoints fails with the same status and body. */
export function failing(
  targets: readonly Endpoint[],
  status: number,
  body: ApiErrorBody,
): HttpHandler[] {
  return targets.map((endpoint) => handle(endpoint, () => replyErrorBody(status, body)))
}
