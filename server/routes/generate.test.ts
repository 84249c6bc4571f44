import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bioResponseSchema, coverLetterResponseSchema } from '../../src/contract/generate.ts'
import type { Database } from '../db/database.ts'
import { monthlyUsage, usageEvents } from '../db/schema.ts'
import {
  createOfflineWriter,
  OFFLINE_WRITER_NAME,
} from '../domain/writing/offline/offline-writer.ts'
import { WRITER_UNAVAILABLE_MESSAGE } from '../domain/writing/run-generation.ts'
import { characterCountOf, paragraphCountOf, wordCountOf } from '../domain/writing/text-metrics.ts'
import type { BioInput, CoverLetterInput, WriteOptions } from '../domain/writing/writer.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import {
  accountOnPlan,
  failingWriter,
  parseEventStream,
  switchableWriter,
} from '../test/generation.ts'
import { bearer } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import {
  BIO_EXPORT_FORBIDDEN,
  BIO_FORBIDDEN,
  COVER_LETTER_EXPORT_FORBIDDEN,
  COVER_LETTER_FORBIDDEN,
} from './generate.ts'
import {
  INVENTED_EMPLOYER,
  LETTER_WITH_INVENTED_EMPLOYER,
} from '../test/invented-employer-letter.ts'

const NOW = new Date('2026-03-15T10:00:00Z')

const BIO = {
  full_name: 'Jane Doe',
  current_title: 'VP of Engineering',
  industry: 'Financial technology',
  education: 'BSc Computer Science, State University',
  awards: '',
  accomplishments:
    'Grew the platform team from 5 to 40 engineers. Cut cloud costs by 30% in one year. Led the move of every payment service to Kubernetes.',
  tone: 'formal',
}

const BIO_RU = {
  full_name: 'Анна Иванова',
  current_title: 'Директор по маркетингу',
  industry: 'Розничная торговля',
  education: 'Магистр экономики, Московский государственный университет',
  accomplishments:
    'Увеличила продажи онлайн-магазина в три раза за два года. Построила команду маркетинга из двенадцати человек.',
}

const JOB = `Backend Engineer at Acme Payments
Requirements:
- Experience with Python and PostgreSQL
- Docker and REST APIs`

const RESUME = `# Jane Doe
## Experience
Backend Engineer, Globex, 2019 - Present
- Built REST APIs in Python serving two million requests a day
- Ran PostgreSQL clusters and cut query latency by forty percent
## Skills
Python, PostgreSQL, Docker, REST`

const COVER = {
  full_name: 'Jane Doe',
  email: '',
  target_job_title: 'Backend Engineer',
  company_name: 'Acme Payments',
  resume_content: RESUME,
  job_description: JOB,
}

describe.each(testDatabases())(
  'POST /generate/bio and /generate/cover-letter on $name',
  (target) => {
    let database: Database
    let dispose: () => Promise<void>
    const writer = switchableWriter()
    let launch: TestApp
    let v1: TestApp
    let limited: TestApp

    beforeAll(async () => {
      ;({ database, dispose } = await target.open())
      launch = await buildTestApp(database, {}, { now: () => NOW, writer })
      v1 = await buildTestApp(
        database,
        { PLAN_CATALOG: 'v1-2025-10-02' },
        { now: () => NOW, writer },
      )
      limited = await buildTestApp(database, { GENERATION_RATE_LIMIT_PER_MINUTE: '2' }, { writer })
    })
    afterEach(() => writer.reset())
    afterAll(async () => {
      await launch?.close()
      await v1?.close()
      await limited?.close()
      await dispose?.()
    })

    function post(
      path: string,
      account: TestAccount,
      payload: unknown,
      options: { app?: TestApp; stream?: boolean } = {},
    ) {
      return (options.app ?? launch).app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: {
          ...bearer(account),
          'content-type': 'application/json',
          ...(options.stream ? { accept: 'text/event-stream' } : {}),
        },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
    }

    async function eventsOf(userId: string) {
      return database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId))
    }

    async function coverLettersUsed(userId: string): Promise<number> {
      const [row] = await database.db
        .select()
        .from(monthlyUsage)
        .where(and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.month, '2026-03')))
      return row?.coverLettersUsed ?? 0
    }

    describe('bio', () => {
      it('is for pro only: free and premium get 403 with spec §8’s text, whatever they send', async () => {
        for (const plan of ['free', 'premium'] as const) {
          const account = await accountOnPlan(launch.app, database, plan)
          for (const payload of [BIO, {}, '{"broken']) {
            const response = await post('/generate/bio', account, payload)
            expect(response.statusCode).toBe(403)
            expect(response.json()).toEqual({ detail: BIO_FORBIDDEN })
          }
        }
      })

      it('writes a bio with spec §3’s metadata, names its writer and records the call', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const response = await post('/generate/bio', pro, BIO)
        expect(response.statusCode).toBe(200)
        const body = bioResponseSchema.parse(response.json())
        expect(body.bio_text.trim()).not.toBe('')
        expect(body.metadata).toEqual({
          tone: 'formal',
          industry: 'Financial technology',
          word_count: wordCountOf(body.bio_text),
          paragraph_count: paragraphCountOf(body.bio_text),
        })
        expect(body.metadata.word_count).toBeGreaterThan(0)
        expect(body.writer).toBe(OFFLINE_WRITER_NAME)
        const events = await eventsOf(pro.userId)
        expect(events.map((event) => event.kind)).toEqual(['bio'])
        expect(events[0]?.metadata).toMatchObject({ writer: OFFLINE_WRITER_NAME, tone: 'formal' })
        // Bios are not counted against a monthly allowance.
        const usage = await database.db
          .select()
          .from(monthlyUsage)
          .where(eq(monthlyUsage.userId, pro.userId))
        expect(usage).toEqual([])
      })

      it('defaults the tone to neutral, accepts an empty awards field, writes in the form’s language', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const seen: BioInput[] = []
        const offline = createOfflineWriter()
        writer.use({
          ...offline,
          writeBio: (input, options) => {
            seen.push(input)
            return offline.writeBio(input, options)
          },
        })
        const response = await post('/generate/bio', pro, { ...BIO_RU, awards: '' })
        expect(response.statusCode).toBe(200)
        expect(response.json().metadata.tone).toBe('neutral')
        expect(seen[0]).toMatchObject({ language: 'ru', awards: '', tone: 'neutral' })
      })

      it('answers 422 for a missing or empty required field', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const { full_name: _omitted, ...withoutName } = BIO
        const missing = await post('/generate/bio', pro, withoutName)
        expect(missing.statusCode).toBe(422)
        expect(missing.json().detail).toMatch(/full_name/)
        const empty = await post('/generate/bio', pro, { ...BIO, accomplishments: '   ' })
        expect(empty.statusCode).toBe(422)
        expect(empty.json().detail).toMatch(/accomplishments is empty/)
        const tone = await post('/generate/bio', pro, { ...BIO, tone: 'angry' })
        expect(tone.statusCode).toBe(422)
        expect(await eventsOf(pro.userId)).toEqual([])
      })

      it('streams the bio; done is exactly the plain call’s response', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const plain = await post('/generate/bio', pro, BIO)
        const streamed = await post('/generate/bio', pro, BIO, { stream: true })
        expect(streamed.headers['content-type']).toBe('text/event-stream; charset=utf-8')
        const events = parseEventStream(streamed.body)
        expect(events[0]).toEqual({ event: 'progress', data: { stage: 'analyzing', percent: 5 } })
        expect(events.at(-1)?.event).toBe('done')
        expect(events.at(-1)?.data).toEqual(plain.json())
        const text = events
          .filter((event) => event.event === 'delta')
          .map((event) => (event.data as { text: string }).text)
          .join('')
        // The offline writer invents nothing, so the guard leaves its text as written.
        expect(text).toBe(plain.json().bio_text)
      })

      it('a failing writer answers 502 with a clear message and records nothing', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        writer.use(failingWriter('unavailable'))
        const response = await post('/generate/bio', pro, BIO)
        expect(response.statusCode).toBe(502)
        expect(response.json()).toEqual({ detail: WRITER_UNAVAILABLE_MESSAGE })
        expect(await eventsOf(pro.userId)).toEqual([])
      })

      it('limits generations per user per minute (GENERATION_RATE_LIMIT_PER_MINUTE)', async () => {
        const pro = await accountOnPlan(limited.app, database, 'pro')
        const other = await accountOnPlan(limited.app, database, 'pro')
        expect((await post('/generate/bio', pro, BIO, { app: limited })).statusCode).toBe(200)
        expect((await post('/generate/bio', pro, BIO, { app: limited })).statusCode).toBe(200)
        const third = await post('/generate/bio', pro, BIO, { app: limited })
        expect(third.statusCode).toBe(429)
        expect(third.json().detail).toMatch(/^Too many generations: at most 2 a minute\./)
        expect((await post('/generate/bio', other, BIO, { app: limited })).statusCode).toBe(200)
      })
    })

    describe('exports', () => {
      const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      const BIO_EXPORT = {
        bio_text: 'Jane Doe leads platform engineering.\n\nShe grew the team from 5 to 40.',
        full_name: 'Jane Doe',
        current_title: 'VP of Engineering',
        industry: 'Financial technology',
        tone: 'formal',
      }
      const COVER_EXPORT = {
        cover_letter_text: 'Dear Hiring Team,\n\nI am applying.\n\nSincerely,\nJane Doe',
        full_name: 'Jane Doe',
        email: '',
        target_job_title: 'Backend Engineer',
        company_name: 'Acme Payments',
        tone: 'formal',
      }

      it('bio exports are for pro only, checked before the body', async () => {
        for (const plan of ['free', 'premium'] as const) {
          const account = await accountOnPlan(launch.app, database, plan)
          for (const path of ['/generate/bio/docx', '/generate/bio/pdf']) {
            const response = await post(path, account, {})
            expect(response.statusCode).toBe(403)
            expect(response.json()).toEqual({ detail: BIO_EXPORT_FORBIDDEN })
          }
        }
      })

      it('cover letter exports are for premium and pro, checked before the body', async () => {
        const free = await accountOnPlan(launch.app, database, 'free')
        for (const path of ['/generate/cover-letter/docx', '/generate/cover-letter/pdf']) {
          const response = await post(path, free, '{"broken')
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ detail: COVER_LETTER_EXPORT_FORBIDDEN })
        }
      })

      it('answers the bio as a Word or PDF download named after the person', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const docx = await post('/generate/bio/docx', pro, BIO_EXPORT)
        expect(docx.statusCode).toBe(200)
        expect(docx.headers['content-type']).toBe(DOCX)
        expect(docx.headers['content-disposition']).toMatch(
          /^attachment; filename="jane-doe[^"]*\.docx"/,
        )
        expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK')

        const pdf = await post('/generate/bio/pdf', pro, {
          ...BIO_EXPORT,
          full_name: 'Анна Иванова',
        })
        expect(pdf.statusCode).toBe(200)
        expect(pdf.headers['content-type']).toBe('application/pdf')
        const disposition = String(pdf.headers['content-disposition'])
        expect(disposition).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/)
        expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
          /^анна-иванова.*\.pdf$/,
        )
        expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF')

        const invalid = await post('/generate/bio/pdf', pro, { ...BIO_EXPORT, bio_text: '' })
        expect(invalid.statusCode).toBe(422)
        // Exports are not AI calls.
        expect(await eventsOf(pro.userId)).toEqual([])
      })

      it('answers the cover letter as a Word or PDF download, for premium too', async () => {
        const premium = await accountOnPlan(launch.app, database, 'premium')
        const docx = await post('/generate/cover-letter/docx', premium, COVER_EXPORT)
        expect(docx.statusCode).toBe(200)
        expect(docx.headers['content-type']).toBe(DOCX)
        expect(docx.headers['content-disposition']).toMatch(
          /^attachment; filename="jane-doe[^"]*acme-payments\.docx"/,
        )
        const pdf = await post('/generate/cover-letter/pdf', premium, COVER_EXPORT)
        expect(pdf.statusCode).toBe(200)
        expect(pdf.headers['content-type']).toBe('application/pdf')
        expect(pdf.headers['content-disposition']).toMatch(/\.pdf"/)
        expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF')
        expect(await eventsOf(premium.userId)).toEqual([])
        expect(await coverLettersUsed(premium.userId)).toBe(0)
      })
    })

    describe('cover letter', () => {
      it('is for premium and pro: free gets 403 with spec §8’s text, whatever it sends', async () => {
        const free = await accountOnPlan(launch.app, database, 'free')
        for (const payload of [COVER, {}, '{"broken']) {
          const response = await post('/generate/cover-letter', free, payload)
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ detail: COVER_LETTER_FORBIDDEN })
        }
        const v1Free = await accountOnPlan(v1.app, database, 'free')
        const refused = await post('/generate/cover-letter', v1Free, COVER, { app: v1 })
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ detail: COVER_LETTER_FORBIDDEN })
      })

      it('writes a letter with spec §3’s metadata and records the call', async () => {
        for (const plan of ['premium', 'pro'] as const) {
          const account = await accountOnPlan(launch.app, database, plan)
          const seen: CoverLetterInput[] = []
          const offline = createOfflineWriter()
          writer.use({
            ...offline,
            writeCoverLetter: (input, options) => {
              seen.push(input)
              return offline.writeCoverLetter(input, options)
            },
          })
          const response = await post('/generate/cover-letter', account, COVER)
          expect(response.statusCode).toBe(200)
          const body = coverLetterResponseSchema.parse(response.json())
          expect(body.cover_letter_text.trim()).not.toBe('')
          expect(body.metadata).toEqual({
            tone: 'formal',
            position: 'Backend Engineer',
            company: 'Acme Payments',
            character_count: characterCountOf(body.cover_letter_text),
          })
          expect(body.writer).toBe(OFFLINE_WRITER_NAME)
          // The writer got the analysis of the resume against the job, and the empty email as ''.
          expect(seen[0]?.email).toBe('')
          expect(seen[0]?.language).toBe('en')
          expect(seen[0]?.analysis.keyword_matches.length).toBeGreaterThan(0)
          const events = await eventsOf(account.userId)
          expect(events.map((event) => event.kind)).toEqual(['cover_letter'])
          expect(events[0]?.metadata).toMatchObject({
            writer: OFFLINE_WRITER_NAME,
            company: 'Acme Payments',
          })
          // Unlimited under launch, and still counted.
          expect(await coverLettersUsed(account.userId)).toBe(1)
        }
      })

      it('counts cover letters under v1-2025-10-02: premium gets 10, then 429', async () => {
        const premium = await accountOnPlan(v1.app, database, 'premium')
        await database.db
          .insert(monthlyUsage)
          .values({ userId: premium.userId, month: '2026-03', coverLettersUsed: 9 })

        // A failure takes nothing: the tenth is still there afterwards.
        writer.use(failingWriter('timeout'))
        const failed = await post('/generate/cover-letter', premium, COVER, { app: v1 })
        expect(failed.statusCode).toBe(504)
        expect(await coverLettersUsed(premium.userId)).toBe(9)
        writer.reset()

        const tenth = await post('/generate/cover-letter', premium, COVER, { app: v1 })
        expect(tenth.statusCode).toBe(200)
        expect(await coverLettersUsed(premium.userId)).toBe(10)
        const refused = await post('/generate/cover-letter', premium, COVER, {
          app: v1,
          stream: true,
        })
        expect(refused.statusCode).toBe(429)
        expect(refused.headers['content-type']).toMatch(/application\/json/)
        expect(refused.json()).toEqual({
          detail: {
            error: 'limit_exceeded',
            message: 'Monthly cover letter limit reached (10 cover letters).',
            reset_date: '2026-04-01T00:00:00.000Z',
            limit: 10,
          },
        })
        // Generations are a separate allowance.
        const [usage] = await database.db
          .select()
          .from(monthlyUsage)
          .where(eq(monthlyUsage.userId, premium.userId))
        expect(usage?.generationsUsed).toBe(0)
      })

      it('answers 422 for missing required fields, and accepts an omitted email', async () => {
        const premium = await accountOnPlan(launch.app, database, 'premium')
        const { email: _email, ...withoutEmail } = COVER
        expect((await post('/generate/cover-letter', premium, withoutEmail)).statusCode).toBe(200)
        const { company_name: _company, ...withoutCompany } = COVER
        const missing = await post('/generate/cover-letter', premium, withoutCompany)
        expect(missing.statusCode).toBe(422)
        expect(missing.json().detail).toMatch(/company_name/)
        expect(await coverLettersUsed(premium.userId)).toBe(1)
      })

      it('streams only guarded text: an employer the writer invents never reaches the client', async () => {
        const premium = await accountOnPlan(launch.app, database, 'premium')
        const letter = LETTER_WITH_INVENTED_EMPLOYER
        const inventing = {
          ...createOfflineWriter(),
          name: 'model:inventing',
          writeCoverLetter: async (_input: unknown, options?: WriteOptions) => {
            for (let i = 0; i < letter.length; i += 9) options?.onText?.(letter.slice(i, i + 9))
            return letter
          },
        }
        writer.use(inventing)
        const streamed = await post('/generate/cover-letter', premium, COVER, { stream: true })
        const events = parseEventStream(streamed.body)
        const deltas = events
          .filter((event) => event.event === 'delta')
          .map((event) => (event.data as { text: string }).text)
        expect(deltas.length).toBeGreaterThan(1)
        for (const text of deltas) expect(text).not.toMatch(INVENTED_EMPLOYER)
        const done = events.at(-1)?.data as { cover_letter_text: string }
        expect(done.cover_letter_text).not.toMatch(INVENTED_EMPLOYER)
        expect(deltas.join('')).toBe(done.cover_letter_text)
        const plain = await post('/generate/cover-letter', premium, COVER)
        expect(plain.json().cover_letter_text).toBe(done.cover_letter_text)
      })

      it('streams the letter; done is exactly the plain call’s response', async () => {
        const pro = await accountOnPlan(launch.app, database, 'pro')
        const plain = await post('/generate/cover-letter', pro, COVER)
        const streamed = await post('/generate/cover-letter', pro, COVER, { stream: true })
        const events = parseEventStream(streamed.body)
        const stages = events
          .filter((event) => event.event === 'progress')
          .map((event) => (event.data as { stage: string }).stage)
        expect([...new Set(stages)]).toEqual(['analyzing', 'writing', 'checking', 'saving'])
        expect(events.some((event) => event.event === 'delta')).toBe(true)
        expect(events.at(-1)).toEqual({ event: 'done', data: plain.json() })
      })
    })
  },
)
