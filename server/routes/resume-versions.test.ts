import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  resumeReviewSchema,
  resumeVersionListSchema,
  resumeVersionSavedSchema,
} from '../../src/contract/resume-versions.ts'
import { MAX_LONG_TEXT } from '../../src/contract/common.ts'
import { resumeSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { httpError, startFakeOpenAiServer } from '../integrations/llm/fake-openai-server.ts'
import type { FakeOpenAiServer } from '../integrations/llm/fake-openai-server.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { accountOnPlan } from '../test/generation.ts'
import { SAMPLE_JOB } from '../test/sample-texts.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { NO_REVIEW, optimizedContentFor, VERSION_NOT_FOUND } from './resume-versions.ts'
import { matchScoreOf, RESUME_NOT_FOUND, scoresOf } from './resumes.ts'

const NOW = new Date('2026-03-15T10:00:00Z')
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** The ATS score a text's version keeps (version-scores.test.ts ties it to the ATS comparison). */
const atsOf = (text: string, jobDescription: string) =>
  scoresOf(text, jobDescription, '2026-03').atsScore

const JOB = SAMPLE_JOB

// Openings the offline writer rewrites ("Responsible for", "Helped with"), so an optimization
// proposes changes to review.
const RESUME = `# Jane Doe
jane@example.com

## Experience
Backend Engineer, Acme Corp, 2019 - Present
- Responsible for building REST APIs in Python serving 2 million requests a day
- Helped with running PostgreSQL clusters and cut query latency by 40%

## Skills
Python, PostgreSQL, REST`

describe('the optimized text a save stores', () => {
  it('is none when the text is the original itself', () => {
    expect(optimizedContentFor('a\nb', 'a\nb')).toBeNull()
    expect(optimizedContentFor('a\nb\n', 'a\nb')).toBeNull()
    expect(optimizedContentFor('a\nb', 'a\nc')).toBe('a\nc')
  })
})

describe.each(testDatabases())('resume version routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    test = await buildTestApp(database, {}, { now: () => NOW })
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  function call(
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    return test.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(account === null ? {} : bearer(account)),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  }

  async function create(account: TestAccount, jobDescription: string | null = JOB) {
    const response = await call(account, 'POST', '/resumes', {
      title: 'Backend resume',
      original_content: RESUME,
      job_description: jobDescription,
    })
    expect(response.statusCode, response.body).toBe(200)
    return resumeSchema.parse(response.json())
  }

  async function versionsOf(account: TestAccount, id: string) {
    const response = await call(account, 'GET', `/resumes/${id}/versions`)
    expect(response.statusCode, response.body).toBe(200)
    return resumeVersionListSchema.parse(response.json()).versions
  }

  async function save(account: TestAccount, id: string, body: unknown) {
    const response = await call(account, 'POST', `/resumes/${id}/versions`, body)
    expect(response.statusCode, response.body).toBe(200)
    return resumeVersionSavedSchema.parse(response.json())
  }

  describe('GET /resumes/{id}/versions', () => {
    it('starts with the original as version 1, with its scores', async () => {
      const account = await signUp()
      const resume = await create(account)
      const versions = await versionsOf(account, resume.id)
      expect(versions).toEqual([
        {
          id: expect.any(String),
          number: 1,
          created_at: expect.any(String),
          source: 'original',
          ats_score: atsOf(RESUME, JOB),
          match_score: resume.match_score,
          restored_from: null,
          text: RESUME,
        },
      ])
      expect(versions[0]?.ats_score).toEqual(expect.any(Number))
    })

    it('has no scores without a job description', async () => {
      const account = await signUp()
      const resume = await create(account, null)
      expect(await versionsOf(account, resume.id)).toEqual([
        expect.objectContaining({ number: 1, ats_score: null, match_score: null }),
      ])
    })

    it('adds an editor version when a PUT changes the text, and none otherwise', async () => {
      const account = await signUp()
      const resume = await create(account)
      const put = (body: unknown) => call(account, 'PUT', `/resumes/${resume.id}`, body)
      expect((await put({ title: 'Renamed' })).statusCode).toBe(200)
      expect((await put({ job_description: `${JOB}\n- Kafka` })).statusCode).toBe(200)
      expect((await put({ original_content: RESUME })).statusCode).toBe(200)
      expect(await versionsOf(account, resume.id)).toHaveLength(1)

      const edited = `${RESUME}, Docker`
      const response = await put({ optimized_content: edited })
      expect(response.statusCode).toBe(200)
      const stored = resumeSchema.parse(response.json())
      const [newest] = await versionsOf(account, resume.id)
      expect(newest).toMatchObject({
        number: 2,
        source: 'editor',
        text: edited,
        match_score: stored.match_score,
        ats_score: atsOf(edited, `${JOB}\n- Kafka`),
      })
      // Clearing the optimized text goes back to the original: a version of its own.
      expect((await put({ optimized_content: null })).statusCode).toBe(200)
      expect((await versionsOf(account, resume.id)).map((v) => [v.number, v.text])).toEqual([
        [3, RESUME],
        [2, edited],
        [1, RESUME],
      ])
    })

    it('answers 404 for another user’s resume and one that does not exist, 401 without a token', async () => {
      const owner = await signUp()
      const intruder = await signUp()
      const resume = await create(owner)
      for (const id of [resume.id, MISSING_ID, 'not-a-uuid']) {
        const response = await call(intruder, 'GET', `/resumes/${id}/versions`)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ detail: RESUME_NOT_FOUND })
      }
      expect((await call(null, 'GET', `/resumes/${resume.id}/versions`)).statusCode).toBe(401)
    })
  })

  describe('an optimization and its review', () => {
    it('records the optimization as a version with its proposal, which the review serves', async () => {
      const account = await accountOnPlan(test.app, database, 'premium')
      const resume = await create(account)
      const before = await call(account, 'GET', `/resumes/${resume.id}/review`)
      expect(before.statusCode).toBe(404)
      expect(before.json()).toEqual({ detail: NO_REVIEW })

      const optimized = await call(account, 'POST', '/optimize/resume', { resume_id: resume.id })
      expect(optimized.statusCode, optimized.body).toBe(200)
      const body = optimized.json() as {
        resume: { optimized_content: string; match_score: number }
        changes: unknown[]
        rejected: unknown[]
      }
      expect(body.changes.length).toBeGreaterThan(0)
      const [newest] = await versionsOf(account, resume.id)
      expect(newest).toMatchObject({
        number: 2,
        source: 'offline',
        text: body.resume.optimized_content,
        match_score: body.resume.match_score,
        ats_score: atsOf(body.resume.optimized_content, JOB),
      })

      const review = await call(account, 'GET', `/resumes/${resume.id}/review`)
      expect(review.statusCode, review.body).toBe(200)
      expect(resumeReviewSchema.parse(review.json())).toEqual({
        version_id: newest?.id,
        original: RESUME,
        changes: body.changes,
        rejected: body.rejected,
        model_failed: false,
      })

      // An editor save afterwards does not hide the optimization's review.
      await save(account, resume.id, { text: `${RESUME}, Docker`, source: 'editor' })
      const again = await call(account, 'GET', `/resumes/${resume.id}/review`)
      expect(again.json()).toMatchObject({ version_id: newest?.id })
    })

    it('answers the review 404 for another user’s resume and 401 without a token', async () => {
      const owner = await signUp()
      const intruder = await signUp()
      const resume = await create(owner)
      const response = await call(intruder, 'GET', `/resumes/${resume.id}/review`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: RESUME_NOT_FOUND })
      expect((await call(null, 'GET', `/resumes/${resume.id}/review`)).statusCode).toBe(401)
    })
  })

  describe('POST /resumes/{id}/versions', () => {
    it('stores the reviewed text as the optimized one, with a review version', async () => {
      const account = await signUp()
      const resume = await create(account)
      const text = RESUME.replace('Responsible for building', 'Built')
      const saved = await save(account, resume.id, { text, source: 'review' })
      expect(saved.resume).toMatchObject({
        id: resume.id,
        original_content: RESUME,
        optimized_content: text,
        match_score: matchScoreOf(text, JOB, '2026-03'),
        status: 'draft',
      })
      expect(saved.version).toMatchObject({
        number: 2,
        source: 'review',
        text,
        match_score: saved.resume.match_score,
        ats_score: atsOf(text, JOB),
        restored_from: null,
      })
      const fetched = await call(account, 'GET', `/resumes/${resume.id}`)
      expect(fetched.json()).toMatchObject({ optimized_content: text })
    })

    it('keeps the resume as it was when the text is the original (nothing accepted)', async () => {
      const account = await signUp()
      const resume = await create(account)
      await save(account, resume.id, { text: `${RESUME}, Docker`, source: 'editor' })
      const saved = await save(account, resume.id, { text: `\n${RESUME}\n`, source: 'review' })
      expect(saved.resume.optimized_content).toBeUndefined()
      expect(saved.resume.match_score).toBe(resume.match_score)
      expect(saved.version).toMatchObject({ number: 3, source: 'review', text: RESUME })
    })

    it('refuses an empty text, an unknown source and a text over the limit with a reason', async () => {
      const account = await signUp()
      const resume = await create(account)
      for (const body of [
        { text: '   ', source: 'review' },
        { source: 'review' },
        { text: 'x' },
        { text: 'x', source: 'restore' },
        { text: 'x', source: 'original' },
      ]) {
        const response = await call(account, 'POST', `/resumes/${resume.id}/versions`, body)
        expect(response.statusCode, JSON.stringify(body)).toBe(422)
        expect(response.json()).toEqual({ detail: expect.any(String) })
      }
      const long = await call(account, 'POST', `/resumes/${resume.id}/versions`, {
        text: 'x'.repeat(MAX_LONG_TEXT + 1),
        source: 'editor',
      })
      expect(long.statusCode).toBe(413)
      expect(long.json()).toEqual({ detail: expect.stringMatching(/text/) })
      expect(await versionsOf(account, resume.id)).toHaveLength(1)
    })

    it('answers 404 for another user’s resume, changing nothing, and 401 without a token', async () => {
      const owner = await signUp()
      const intruder = await signUp()
      const resume = await create(owner)
      const body = { text: 'Taken over', source: 'editor' }
      for (const id of [resume.id, MISSING_ID]) {
        const response = await call(intruder, 'POST', `/resumes/${id}/versions`, body)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ detail: RESUME_NOT_FOUND })
      }
      expect((await call(null, 'POST', `/resumes/${resume.id}/versions`, body)).statusCode).toBe(
        401,
      )
      expect(await versionsOf(owner, resume.id)).toHaveLength(1)
    })
  })

  describe('POST /resumes/{id}/versions/{version}/restore', () => {
    it('makes an earlier version current again, as a new version that says which', async () => {
      const account = await signUp()
      const resume = await create(account)
      const first = `${RESUME}, Docker`
      const second = `${RESUME}, Kubernetes`
      const v2 = (await save(account, resume.id, { text: first, source: 'editor' })).version
      await save(account, resume.id, { text: second, source: 'review' })

      const restore = (versionId: string) =>
        call(account, 'POST', `/resumes/${resume.id}/versions/${versionId}/restore`)
      const response = await restore(v2.id)
      expect(response.statusCode, response.body).toBe(200)
      const restored = resumeVersionSavedSchema.parse(response.json())
      expect(restored.resume.optimized_content).toBe(first)
      expect(restored.resume.match_score).toBe(matchScoreOf(first, JOB, '2026-03'))
      expect(restored.version).toMatchObject({
        number: 4,
        source: 'restore',
        restored_from: v2.id,
        text: first,
        ats_score: atsOf(first, JOB),
      })

      // Version 1 is the original: the resume goes back to having no optimized text.
      const versions = await versionsOf(account, resume.id)
      const original = versions.at(-1)
      expect(original?.number).toBe(1)
      const back = resumeVersionSavedSchema.parse((await restore(original?.id ?? '')).json())
      expect(back.resume.optimized_content).toBeUndefined()
      expect(back.resume.match_score).toBe(resume.match_score)
      expect(back.version).toMatchObject({ number: 5, restored_from: original?.id, text: RESUME })
      expect((await versionsOf(account, resume.id)).map((v) => v.source)).toEqual([
        'restore',
        'restore',
        'review',
        'editor',
        'original',
      ])
    })

    it('answers 404 for a version of another resume or user, and for another user’s resume', async () => {
      const owner = await signUp()
      const intruder = await signUp()
      const resume = await create(owner)
      const sibling = await create(owner)
      const [own] = await versionsOf(owner, resume.id)
      const [siblingVersion] = await versionsOf(owner, sibling.id)
      const theirs = await create(intruder)
      const [theirVersion] = await versionsOf(intruder, theirs.id)
      for (const versionId of [siblingVersion?.id, theirVersion?.id, MISSING_ID, 'v1']) {
        const response = await call(
          owner,
          'POST',
          `/resumes/${resume.id}/versions/${versionId}/restore`,
        )
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ detail: VERSION_NOT_FOUND })
      }
      const foreign = await call(
        intruder,
        'POST',
        `/resumes/${resume.id}/versions/${own?.id}/restore`,
      )
      expect(foreign.statusCode).toBe(404)
      expect(foreign.json()).toEqual({ detail: RESUME_NOT_FOUND })
      const anonymous = await call(
        null,
        'POST',
        `/resumes/${resume.id}/versions/${own?.id}/restore`,
      )
      expect(anonymous.statusCode).toBe(401)
      expect(await versionsOf(owner, resume.id)).toHaveLength(1)
    })
  })
})

describe('an optimization by a configured model that fails', () => {
  const [target] = testDatabases()
  let database: Database
  let dispose: () => Promise<void>
  let fake: FakeOpenAiServer
  let test: TestApp

  beforeAll(async () => {
    if (target === undefined) throw new Error('no test database')
    ;({ database, dispose } = await target.open())
    fake = await startFakeOpenAiServer()
    test = await buildTestApp(
      database,
      { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1000' },
      { now: () => NOW },
    )
  })
  afterAll(async () => {
    await test?.close()
    await fake?.close()
    await dispose?.()
  })

  it('is an offline version whose review says the model failed', async () => {
    const account = await accountOnPlan(test.app, database, 'premium')
    const headers = { ...bearer(account), 'content-type': 'application/json' }
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers,
      payload: JSON.stringify({ title: 'Backend', original_content: RESUME, job_description: JOB }),
    })
    const resume = resumeSchema.parse(created.json())
    fake.setBehaviour(httpError(500))
    const optimized = await test.app.inject({
      method: 'POST',
      url: '/api/optimize/resume',
      headers,
      payload: JSON.stringify({ resume_id: resume.id }),
    })
    expect(optimized.statusCode, optimized.body).toBe(200)
    const listed = await test.app.inject({
      url: `/api/resumes/${resume.id}/versions`,
      headers: bearer(account),
    })
    const [newest] = resumeVersionListSchema.parse(listed.json()).versions
    expect(newest).toMatchObject({ number: 2, source: 'offline' })
    const review = await test.app.inject({
      url: `/api/resumes/${resume.id}/review`,
      headers: bearer(account),
    })
    expect(resumeReviewSchema.parse(review.json())).toMatchObject({
      version_id: newest?.id,
      original: RESUME,
      model_failed: true,
    })
  })
})
