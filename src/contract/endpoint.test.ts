import { describe, expect, it } from 'vitest'
import { fillPath } from './endpoint.ts'

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/resumes/{id}/template', { id: 'a b/c' })).toBe('/resumes/a%20b%2Fc/template')
  })
  it('leaves a path without parameters alone', () => {
    expect(fillPath('/users/me/usage-stats')).toBe('/users/me/usage-stats')
  })
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/resumes/{id}', {})).toThrow('Missing path parameter "id"')
  })
})
