import { describe, expect, it } from 'vitest'
import {
  ApiError,
  GENERAL_ERROR_MESSAGE,
  InvalidResponseError,
  NotAuthenticatedError,
  errorMessageFromBody,
  isApiError,
  isNotAuthenticated,
  userMessageOf,
} from './api-error.ts'
import { objectDetailOf, optimizeFailureOf } from './error-detail.ts'

describe('ApiError', () => {
  it("says 'HTTP ' plus the status and carries status and body", () => {
    const error = new ApiError(404, { detail: 'Resume not found' })
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('HTTP 404')
    expect(error.status).toBe(404)
    expect(error.body).toEqual({ detail: 'Resume not found' })
    expect(error.name).toBe('ApiError')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('HTTP 404'))).toBe(false)
  })
})

describe('errorMessageFromBody (spec §8)', () => {
  it('reads error first', () => {
    expect(errorMessageFromBody({ error: 'Bad plan', detail: 'ignored' }, 400)).toBe('Bad plan')
  })

  it('reads detail when it is a string', () => {
    expect(errorMessageFromBody({ detail: 'Resume not found' }, 404)).toBe('Resume not found')
  })

  it("reads an object detail's message", () => {
    const body = { detail: { error: 'upgrade_required', message: 'Upgrade to optimize' } }
    expect(errorMessageFromBody(body, 403)).toBe('Upgrade to optimize')
  })

  it('skips an error that is not a string and goes on to detail', () => {
    expect(errorMessageFromBody({ error: { code: 1 }, detail: 'From detail' }, 400)).toBe(
      'From detail',
    )
    expect(errorMessageFromBody({ error: '', detail: 'From detail' }, 400)).toBe('From detail')
  })

  it('reads the first entry of a detail list', () => {
    expect(
      errorMessageFromBody({ detail: [{ msg: 'title is required' }, { msg: 'x' }] }, 422),
    ).toBe('title is required')
  })

  it('falls back to HTTP {status}', () => {
    expect(errorMessageFromBody({}, 500)).toBe('HTTP 500')
    expect(errorMessageFromBody({ detail: { reset_date: '2025-01-01' } }, 429)).toBe('HTTP 429')
    expect(errorMessageFromBody({ detail: 42 }, 502)).toBe('HTTP 502')
    expect(errorMessageFromBody('plain text', 503)).toBe('HTTP 503')
    expect(errorMessageFromBody(null, 504)).toBe('HTTP 504')
    expect(errorMessageFromBody([{ detail: 'x' }], 400)).toBe('HTTP 400')
  })
})

describe('userMessageOf', () => {
  it("uses the body's message for an ApiError", () => {
    expect(userMessageOf(new ApiError(400, { error: 'Title is required' }))).toBe(
      'Title is required',
    )
    expect(userMessageOf(new ApiError(500, {}))).toBe('HTTP 500')
  })

  it("says 'Not authenticated' when nobody is signed in", () => {
    const error = new NotAuthenticatedError()
    expect(userMessageOf(error)).toBe('Not authenticated')
    expect(error.code).toBe('not_authenticated')
    expect(isNotAuthenticated(error)).toBe(true)
    expect(isNotAuthenticated(new Error('Not authenticated'))).toBe(false)
  })

  it('uses the general message, or the given fallback, for anything else', () => {
    expect(userMessageOf(new TypeError('Failed to fetch'))).toBe(GENERAL_ERROR_MESSAGE)
    expect(GENERAL_ERROR_MESSAGE).toBe('An error occurred. Please try again.')
    expect(userMessageOf(new InvalidResponseError('GET /x', 'bad'), 'Failed to load resumes')).toBe(
      'Failed to load resumes',
    )
    expect(userMessageOf('weird')).toBe(GENERAL_ERROR_MESSAGE)
  })
})

describe('objectDetailOf', () => {
  it('reads an object detail', () => {
    const body = {
      detail: {
        error: 'limit_exceeded',
        message: 'Limit reached',
        reset_date: '2025-02-01',
        limit: 20,
      },
    }
    expect(objectDetailOf(new ApiError(429, body))).toEqual({
      error: 'limit_exceeded',
      message: 'Limit reached',
      reset_date: '2025-02-01',
      limit: 20,
    })
  })

  it('is undefined for a string detail, no detail, or another error', () => {
    expect(objectDetailOf(new ApiError(400, { detail: 'text' }))).toBeUndefined()
    expect(objectDetailOf(new ApiError(400, {}))).toBeUndefined()
    expect(objectDetailOf(new ApiError(400, { detail: [{ msg: 'x' }] }))).toBeUndefined()
    expect(objectDetailOf(new Error('x'))).toBeUndefined()
  })

  it('is undefined when the fields have the wrong types', () => {
    expect(objectDetailOf(new ApiError(429, { detail: { limit: 'twenty' } }))).toBeUndefined()
  })
})

describe('optimizeFailureOf (spec §8, optimize)', () => {
  it('upgrade_required shows its message', () => {
    const error = new ApiError(403, {
      detail: { error: 'upgrade_required', message: 'Premium or Pro needed' },
    })
    expect(optimizeFailureOf(error)).toEqual({
      kind: 'upgrade_required',
      message: 'Premium or Pro needed',
    })
  })

  it('limit_exceeded carries its message, reset date and limit', () => {
    const error = new ApiError(429, {
      detail: {
        error: 'limit_exceeded',
        message: 'Monthly limit reached',
        reset_date: '2025-03-01',
        limit: 1,
      },
    })
    expect(optimizeFailureOf(error)).toEqual({
      kind: 'limit_exceeded',
      message: 'Monthly limit reached',
      resetDate: '2025-03-01',
      limit: 1,
    })
  })

  it('another object detail shows its message, or nothing', () => {
    expect(
      optimizeFailureOf(
        new ApiError(500, { detail: { error: 'model_failed', message: 'Model down' } }),
      ),
    ).toEqual({
      kind: 'message',
      message: 'Model down',
    })
    expect(optimizeFailureOf(new ApiError(500, { detail: { error: 'model_failed' } }))).toEqual({
      kind: 'unknown',
    })
  })

  it('a plain-text detail is shown as it is', () => {
    expect(optimizeFailureOf(new ApiError(400, { detail: 'Resume is empty' }))).toEqual({
      kind: 'message',
      message: 'Resume is empty',
    })
  })

  it('anything else is unknown', () => {
    expect(optimizeFailureOf(new ApiError(502, {}))).toEqual({ kind: 'unknown' })
    expect(optimizeFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unknown' })
  })
})
