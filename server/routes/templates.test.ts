import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '../../src/contract/common.ts'
import { setDefaultTemplateResponseSchema } from '../../src/contract/users.ts'
import { resumeSchema, templateCatalogSchema } from '../../src/contract/resumes.ts'
import type { Database } from '../db/database.ts'
import { buildTestApp } from '../test/app.ts'
import type { TestApp } from '../test/app.ts'
import { testDatabases } from '../test/databases.ts'
import { bearer, signUp } from '../test/identity.ts'
import type { TestAccount } from '../test/identity.ts'
import { TEMPLATE_CATALOG } from '../../src/contract/template-catalog.ts'

describe('template catalogue', () => {
  it('names every template id with a name, a description and an icon', () => {
    expect(Object.keys(templateCatalogSchema.parse(TEMPLATE_CATALOG)).sort()).toEqual(
      [...TEMPLATE_IDS].sort(),
    )
    for (const info of Object.values(TEMPLATE_CATALOG)) {
      expect(info.name.length).toBeGreaterThan(0)
      expect(info.description.length).toBeGreaterThan(20)
    }
  })
})

describe.each(testDatabases())('template routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let test: TestApp

  beforeAll(async () => {
    ;({ database, dispose } = await target.open())
    test = await buildTestApp(database)
  })
  afterAll(async () => {
    await test?.close()
    await dispose?.()
  })

  function call(
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    return test.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer(account),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  }

  async function create(account: TestAccount) {
    const response = await call(account, 'POST', '/resumes', {
      title: 'Resume',
      original_content: '# Jane Doe\n- Built REST APIs in Python',
    })
    return resumeSchema.parse(response.json())
  }

  it('lists minimalist, modern and classic', async () => {
    const response = await call(await signUp(), 'GET', '/templates')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(TEMPLATE_CATALOG)
    expect((await test.app.inject({ url: '/api/templates' })).statusCode).toBe(401)
  })

  it('sets the default template: on the profile and on resumes created afterwards only', async () => {
    const account = await signUp()
    const before = await create(account)
    const response = await call(account, 'PUT', '/users/me/template', { template: 'modern' })
    expect(response.statusCode).toBe(200)
    expect(setDefaultTemplateResponseSchema.parse(response.json())).toMatchObject({
      template: 'modern',
      message: expect.stringMatching(/Modern/),
    })
    expect((await call(account, 'GET', '/user/me')).json()).toMatchObject({
      default_template: 'modern',
    })
    expect((await create(account)).template).toBe('modern')
    const unchanged = await call(account, 'GET', `/resumes/${before.id}`)
    expect(unchanged.json()).toMatchObject({ template: 'minimalist' })
  })

  it("sets one resume's template and returns the resume", async () => {
    const account = await signUp()
    const resume = await create(account)
    const response = await call(account, 'PUT', `/resumes/${resume.id}/template`, {
      template: 'classic',
    })
    expect(response.statusCode).toBe(200)
    expect(resumeSchema.parse(response.json())).toMatchObject({
      id: resume.id,
      template: 'classic',
      title: 'Resume',
      status: 'draft',
    })
    expect((await call(account, 'GET', `/resumes/${resume.id}`)).json()).toMatchObject({
      template: 'classic',
    })
  })

  it('refuses a template that does not exist with 422', async () => {
    const account = await signUp()
    const resume = await create(account)
    for (const url of ['/users/me/template', `/resumes/${resume.id}/template`]) {
      for (const payload of [{ template: 'fancy' }, {}, { template: '' }]) {
        const response = await call(account, 'PUT', url, payload)
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422)
        expect(response.json()).toEqual({ detail: expect.stringMatching(/template/) })
      }
    }
  })
})
