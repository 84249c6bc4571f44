import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { createOfflineWriter } from '../domain/writing/offline/offline-writer.ts'
import type { Writer, WriterFailure } from '../domain/writing/writer.ts'
import { WriterError } from '../domain/writing/writer.ts'
import { bearer, signUp } from './identity.ts'
import type { TestAccount } from './identity.ts'

/*
 * Helpers of the generation route tests (optimize, bio, cover letter): an app whose writer the
 * test swaps at will, writers that fail or hang, plan changes and a server-sent events reader.
 */

/** A writer that delegates to whichever writer the test last chose (the offline one at first). */
export interface SwitchableWriter extends Writer {
  use(next: Writer): void
  /** Back to the offline writer. */
  reset(): void
}

export function switchableWriter(): SwitchableWriter {
  const offline = createOfflineWriter()
  let current: Writer = offline
  return {
    get name() {
      return current.name
    },
    use: (next) => {
      current = next
    },
    reset: () => {
      current = offline
    },
    optimizeResume: (input, options) => current.optimizeResume(input, options),
    writeBio: (input, options) => current.writeBio(input, options),
    writeCoverLetter: (input, options) => current.writeCoverLetter(input, options),
  }
}

/** A writer whose every call fails the way a model call can. */
export function failingWriter(failure: WriterFailure): Writer {
  const fail = async (): Promise<string> => {
    throw new WriterError(failure, `scripted ${failure}`)
  }
  return { name: 'model:failing', optimizeResume: fail, writeBio: fail, writeCoverLetter: fail }
}

/**
 * A writer that hands over one piece of text (`first`), then waits until its signal aborts (a
 * client that goes away). `started` resolves once it is waiting; `aborted` once it saw the abort.
 */
export function hangingWriter(
  first = 'The first words, ',
): Writer & { started: Promise<void>; aborted: Promise<void> } {
  let markStarted: () => void = () => undefined
  let markAborted: () => void = () => undefined
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const aborted = new Promise<void>((resolve) => (markAborted = resolve))
  const hang = async (
    _input: unknown,
    options?: { signal?: AbortSignal; onText?: (delta: string) => void },
  ): Promise<string> => {
    options?.onText?.(first)
    markStarted()
    return new Promise<string>((_resolve, reject) => {
      const abort = () => {
        markAborted()
        reject(new WriterError('aborted', 'The request was cancelled.'))
      }
      if (options?.signal?.aborted) abort()
      options?.signal?.addEventListener('abort', abort, { once: true })
    })
  }
  return {
    name: 'model:hanging',
    started,
    aborted,
    optimizeResume: hang,
    writeBio: hang,
    writeCoverLetter: hang,
  }
}

/** A signed-up account whose user row exists with the plan asked for; resolves with its row id. */
export async function accountOnPlan(
  app: FastifyInstance,
  database: Database,
  plan: 'free' | 'premium' | 'pro',
): Promise<TestAccount & { userId: string }> {
  const account = await signUp()
  const profile = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(account) })
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`)
  const [row] = await database.db
    .update(users)
    .set({ plan, subscriptionStatus: plan === 'free' ? 'inactive' : 'active' })
    .where(eq(users.firebaseUid, account.uid))
    .returning({ id: users.id })
  if (row === undefined) throw new Error('the user row is missing')
  return { ...account, userId: row.id }
}

export interface ServerSentEvent {
  event: string
  data: unknown
}

/** Reads a whole text/event-stream body into its events, data parsed as JSON. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return (
    body
      .split(/\n\n/)
      // Blocks of comment lines only (the keep-alive) carry no event.
      .filter((block) => block.split('\n').some((line) => line.startsWith('data:')))
      .map((block) => {
        let event = 'message'
        const data: string[] = []
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice('event:'.length).trim()
          else if (line.startsWith('data:')) data.push(line.slice('data:'.length).replace(/^ /, ''))
        }
        return { event, data: JSON.parse(data.join('\n')) as unknown }
      })
  )
}
