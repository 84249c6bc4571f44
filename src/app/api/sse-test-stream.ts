import { HttpResponse } from 'msw'

/** Test helpers for the streaming calls: server-sent events as a server writes them. */

/** One event, JSON on one data line. */
export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A text/event-stream response that sends each chunk as its own network read. */
export function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } })
}
