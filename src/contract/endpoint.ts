import type { ZodMiniType, input, output } from 'zod/mini'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One call of the API: written once here, read by the client (src/app/api), the mocks (src/mocks)
 * and the server. `path` is literal and relative to the API base (which ends in /api), with
 * `{name}` for path parameters: '/resumes/{id}/template'.
 */
export interface Endpoint {
  method: HttpMethod
  path: string
  /** 'bearer': the Firebase ID token goes in Authorization. 'none': never sent (spec §7). */
  auth: 'bearer' | 'none'
  /** Spec §7 asks for cookies to be sent on a few calls (profile, checkout). */
  credentials?: 'include'
  /** Query string parameters, when the call takes any. */
  query?: ZodMiniType
  /** JSON body; 'multipart' for file uploads; absent when the call has no body. */
  request?: ZodMiniType | 'multipart'
  /** JSON response; 'binary' for downloads (DOCX, PDF); 'empty' when the body is not read. */
  response: ZodMiniType | 'binary' | 'empty'
  summary: string
}

/**
 * The multipart field that carries an uploaded file. Here, beside the endpoint shape and away from
 * the schemas, so the API client needs no zod to send a file.
 */
export const UPLOAD_FIELD = 'file'

/** Keeps the literal types of an endpoint definition (path, method, schemas) for inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint
}

/** Names of the `{param}` placeholders of a path, as a union of string literals. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never

/** The JSON body type of an endpoint's request, or never when it has none. */
export type RequestOf<E extends Endpoint> = E['request'] extends ZodMiniType
  ? input<E['request']>
  : never

/** The parsed type of an endpoint's JSON response. */
export type ResponseOf<E extends Endpoint> = E['response'] extends ZodMiniType
  ? output<E['response']>
  : E['response'] extends 'binary'
    ? Blob
    : undefined

export type QueryOf<E extends Endpoint> = E['query'] extends ZodMiniType ? input<E['query']> : never

/** Fills `{param}` placeholders; values are URI-encoded. Throws when one is missing. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
