import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '../http-error.ts'
import { registerErrorHandling } from './errors.ts'
import { parsingSerializerCompiler } from './zod-serializer.ts'

describe('error handling', () => {
  const app = Fastify({ logger: false })

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(parsingSerializerCompiler)
    app.decorate('webAppFallback', (_request, reply) => reply.code(404).send('web app'))
    registerErrorHandling(app)
    app.post(
      '/api/echo',
      {
        schema: {
          body: z.object({ title: z.string().min(1), tags: z.array(z.string()).max(2) }),
          response: { 200: z.object({ title: z.string() }) },
        },
      },
      async (request) => ({ title: (request.body as { title: string }).title }),
    )
    app.get(
      '/api/bad-response',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({
        n: 'not a number',
      }),
    )
    app.get('/api/conflict', async () => {
      throw new HttpError(409, { error: 'conflict', message: 'Already there' })
    })
    app.get('/api/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12')
    })
    app.get('/api/db-down', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      })
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    })

  it('answers malformed JSON with 400 and a readable detail', async () => {
    const response = await post('{"title": "x",')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: expect.stringMatching(/not valid JSON/) })
  })

  it('answers invalid input with 422 naming the field', async () => {
    const response = await post(JSON.stringify({ title: '', tags: ['a', 'b', 'c'] }))
    expect(response.statusCode).toBe(422)
    const { detail } = response.json()
    expect(detail).toMatch(/body\.title/)
    expect(detail).toMatch(/body\.tags/)
  })

  it('passes valid input', async () => {
    const response = await post(JSON.stringify({ title: 'CV', tags: [] }))
    expect(response.json()).toEqual({ title: 'CV' })
  })

  it('keeps object details (plan and quota refusals)', async () => {
    const response = await app.inject({ url: '/api/conflict' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: { error: 'conflict', message: 'Already there' } })
  })

  it('never shows a stack trace or internals', async () => {
    for (const url of ['/api/boom', '/api/bad-response']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ detail: expect.any(String) })
      expect(response.body).not.toMatch(/secret|\.ts|at /)
    }
  })

  it('answers a database outage with 503', async () => {
    const response = await app.inject({ url: '/api/db-down' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
  })

  it('answers unknown /api paths as JSON and hands the rest to the web app', async () => {
    expect((await app.inject({ url: '/api/missing' })).json()).toEqual({
      detail: 'No such API call: GET /api/missing',
    })
    expect((await app.inject({ url: '/pricing' })).body).toBe('web app')
  })
})
