import { Writable } from 'node:stream'

/*
 * Every line a test app logs, kept for the test to read: pass `options` as the app's logger
 * (buildTestApp's `logger`). The app adds its own redaction and serializers (safe-logging.ts).
 */

export interface LogCapture {
  /** pino options writing JSON lines into this capture. */
  options: Record<string, unknown>
  /** Every line so far, as written. */
  text(): string
  /** Every line so far, parsed. */
  records(): Record<string, unknown>[]
}

export function captureLogs(level = 'info'): LogCapture {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  const text = () => chunks.join('')
  return {
    options: { level, stream },
    text,
    records: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
