/** An error with the HTTP status and the `detail` the client is shown (decisions.md). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    readonly detail: string | Record<string, unknown>,
  ) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail))
  }
}
