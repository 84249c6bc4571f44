import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/api-error.ts'
import { resumeLimitOf } from './resume-limit.ts'

const refusal = (detail: unknown, status = 409) => new ApiError(status, { detail })

describe('resumeLimitOf', () => {
  it('reads the cap of a 409 resume_limit_reached', () => {
    expect(
      resumeLimitOf(
        refusal({ error: 'resume_limit_reached', message: 'You already keep…', limit: 200 }),
      ),
    ).toBe(200)
  })

  it.each([
    ['another code', refusal({ error: 'limit_exceeded', message: 'm', limit: 200 })],
    ['another status', refusal({ error: 'resume_limit_reached', message: 'm', limit: 200 }, 403)],
    ['a plain-text detail', refusal('Conflict')],
    ['no limit', refusal({ error: 'resume_limit_reached', message: 'm' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('is null for %s', (_, error) => {
    expect(resumeLimitOf(error)).toBeNull()
  })
})
