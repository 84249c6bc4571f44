import { describe, expect, it } from 'vitest'
import { apiErrorBodySchema } from './errors.ts'

describe('apiErrorBodySchema', () => {
  it('reads a text detail', () => {
    expect(apiErrorBodySchema.parse({ detail: 'Resume not found' }).detail).toBe('Resume not found')
  })
  it('reads a quota refusal', () => {
    const body = apiErrorBodySchema.parse({
      detail: {
        error: 'limit_exceeded',
        message: 'Monthly limit reached',
        reset_date: '2025-12-01',
        limit: 20,
      },
    })
    expect(body.detail).toMatchObject({ error: 'limit_exceeded', limit: 20 })
  })
  it('reads an error field and unknown codes', () => {
    expect(apiErrorBodySchema.parse({ error: 'Bad gateway' }).error).toBe('Bad gateway')
    expect(
      apiErrorBodySchema.parse({ detail: { error: 'quota_paused', message: 'Paused' } }).detail,
    ).toMatchObject({
      error: 'quota_paused',
    })
  })
  it('refuses an object detail without a message', () => {
    expect(apiErrorBodySchema.safeParse({ detail: { error: 'upgrade_required' } }).success).toBe(
      false,
    )
  })
})
