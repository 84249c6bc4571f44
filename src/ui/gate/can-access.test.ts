import { describe, expect, it } from 'vitest'
import { canAccess } from './can-access.ts'

describe('canAccess', () => {
  it('lets no free user in', () => {
    expect(canAccess('free', 'premium')).toBe(false)
    expect(canAccess('free', 'pro')).toBe(false)
  })

  it('reads a missing plan as free', () => {
    expect(canAccess(undefined, 'premium')).toBe(false)
    expect(canAccess(null, 'pro')).toBe(false)
  })

  it('lets premium into premium features only', () => {
    expect(canAccess('premium', 'premium')).toBe(true)
    expect(canAccess('premium', 'pro')).toBe(false)
  })

  it('lets pro into both', () => {
    expect(canAccess('pro', 'premium')).toBe(true)
    expect(canAccess('pro', 'pro')).toBe(true)
  })
})
