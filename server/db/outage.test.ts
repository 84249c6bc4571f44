import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './outage.ts'

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code })
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown', withCode('terminating connection', '57P01')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['an ended pool', new Error('Cannot use a pool after calling end on the pool')],
    [
      'a wrapped driver error',
      new Error('Failed query: select 1', { cause: withCode('refused', 'ECONNREFUSED') }),
    ],
    ['an aggregate of refusals', new AggregateError([withCode('x', 'ECONNREFUSED')], 'all failed')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('does not blame the database for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
