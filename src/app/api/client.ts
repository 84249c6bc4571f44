import type * as z from 'zod/mini'
import type {
  Endpoint,
  PathParams,
  QueryOf,
  RequestOf,
  ResponseOf,
} from '../../contract/endpoint.ts'
import { fillPath, UPLOAD_FIELD } from '../../contract/endpoint.ts'
import { ApiError, InvalidResponseError, NotAuthenticatedError } from './api-error.ts'

/** A downloaded file: the bytes and the name the server gave them (or the caller's fallback). */
export interface DownloadedFile {
  blob: Blob
  filename: string
}

/** A multipart body: a ready FormData, or a single file sent as the `file` field (spec §7). */
export type MultipartBody = FormData | Blob

type Empty = Record<never, never>

type ParamsOption<E extends Endpoint> = [PathParams<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<E['path']>, string | number> }

type QueryOption<E extends Endpoint> = E['query'] extends z.ZodMiniType
  ? Empty extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> }
  : { query?: undefined }

type BodyOption<E extends Endpoint> = E['request'] extends z.ZodMiniType
  ? { body: RequestOf<E> }
  : E['request'] extends 'multipart'
    ? { body: MultipartBody }
    : { body?: undefined }

export type RequestOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal
    /** For binary responses without a Content-Disposition filename. */
    fallbackFilename?: string
  }

/** The options argument may be left out when nothing in it is required. */
type RequestArgs<E extends Endpoint> =
  Empty extends RequestOptions<E> ? [options?: RequestOptions<E>] : [options: RequestOptions<E>]

/** What `request` resolves to: the parsed JSON, a downloaded file, or undefined for 'empty'. */
export type ResultOf<E extends Endpoint> = E['response'] extends 'binary'
  ? DownloadedFile
  : ResponseOf<E>

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>

export interface ApiClientOptions {
  /** The API base, ending in /api (see base-url.ts). */
  baseUrl: string
  /** The signed-in user's ID token; null or undefined when nobody is signed in. */
  getToken: TokenSource
  /**
   * The interface language (en, ru or es), sent as Accept-Language on every request so the server
   * answers its messages (upload refusals ...) in it; read at each call, so a switch applies at once.
   */
  getLanguage?: () => string | null | undefined
  fetch?: typeof fetch
}

export interface ApiClient {
  readonly baseUrl: string
  /** The client's language source (ApiClientOptions), for streamed calls made beside it. */
  readonly getLanguage?: (() => string | null | undefined) | undefined
  request<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<ResultOf<E>>
}

interface LooseOptions {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
  signal?: AbortSignal
  fallbackFilename?: string
}

const DEFAULT_FILENAME = 'download'

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function multipartOf(body: unknown): FormData {
  if (body instanceof FormData) return body
  if (body instanceof Blob) {
    const form = new FormData()
    // A File keeps its own name; a bare Blob needs one or the server sees "blob".
    form.append(UPLOAD_FIELD, body, body instanceof File ? body.name : 'upload')
    return form
  }
  throw new TypeError('A multipart call takes a FormData or a file as its body')
}

/**
 * The file name of a Content-Disposition header: the RFC 6266 `filename*` (UTF-8, percent-encoded)
 * when present, since it carries non-ASCII names intact, else the plain `filename`.
 */
export function filenameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]
  if (extended) {
    const encoded = extended
      .trim()
      .replace(/^"|"$/g, '')
      .replace(/^[\w-]+'[^']*'/, '')
    try {
      const decoded = decodeURIComponent(encoded)
      if (decoded.trim()) return safeFilename(decoded)
    } catch {
      // A malformed filename* falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header)
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim()
  return value?.trim() ? safeFilename(value.trim()) : undefined
}

// The browser sanitises download names too; stripping directories here keeps the value honest for
// anything else that shows it.
function safeFilename(name: string): string {
  return name.split(/[/\\]/).pop() ?? name
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return {}
  }
}

/**
 * The one way the app talks to the API (spec §7, §8): URL from the base and the endpoint's path,
 * bearer token only where the endpoint asks for it, JSON or multipart bodies, responses checked
 * against the contract, non-OK answers as ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  // Late-bound so a test or polyfill that replaces globalThis.fetch after start-up is honoured.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function request<E extends Endpoint>(
    endpoint: E,
    ...args: RequestArgs<E>
  ): Promise<ResultOf<E>> {
    const opts = (args[0] ?? {}) as LooseOptions
    const call = `${endpoint.method} ${endpoint.path}`
    const url = `${baseUrl}${fillPath(endpoint.path, opts.params)}${queryString(opts.query)}`

    const headers = new Headers()
    const language = options.getLanguage?.()
    if (language) headers.set('Accept-Language', language)
    if (endpoint.auth === 'bearer') {
      const token = await options.getToken()
      if (!token) throw new NotAuthenticatedError()
      headers.set('Authorization', `Bearer ${token}`)
    }

    let body: BodyInit | undefined
    if (endpoint.request === 'multipart') {
      // No Content-Type here: fetch writes multipart/form-data with the boundary it chose.
      body = multipartOf(opts.body)
    } else if (endpoint.request !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(opts.body)
    }
    if (typeof endpoint.response !== 'string') headers.set('Accept', 'application/json')

    const init: RequestInit = { method: endpoint.method, headers }
    if (body !== undefined) init.body = body
    if (endpoint.credentials) init.credentials = endpoint.credentials
    if (opts.signal) init.signal = opts.signal

    const response = await doFetch(url, init)
    if (!response.ok) throw new ApiError(response.status, await readErrorBody(response))

    if (endpoint.response === 'empty') {
      await response.body?.cancel().catch(() => undefined)
      return undefined as ResultOf<E>
    }
    if (endpoint.response === 'binary') {
      const blob = await response.blob()
      const filename =
        filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
        opts.fallbackFilename ??
        DEFAULT_FILENAME
      return { blob, filename } satisfies DownloadedFile as ResultOf<E>
    }

    const text = await response.text()
    let json: unknown
    try {
      json = text.trim() ? JSON.parse(text) : undefined
    } catch (cause) {
      throw new InvalidResponseError(call, 'the body is not JSON', { cause })
    }
    const parsed = endpoint.response.safeParse(json)
    if (!parsed.success) {
      // zod comes with the endpoint's schemas, which load with the pages that call them: the
      // client itself stays out of the first page's bundle (decisions.md, code splitting).
      const { prettifyError } = await import('zod/mini')
      throw new InvalidResponseError(call, prettifyError(parsed.error), { cause: parsed.error })
    }
    return parsed.data as ResultOf<E>
  }

  return { baseUrl, getLanguage: options.getLanguage, request }
}
