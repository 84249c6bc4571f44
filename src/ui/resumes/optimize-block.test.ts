import { describe, expect, it } from 'vitest'
import { canExportDocx, optimizeBlockOf } from './optimize-block.ts'

describe('optimizeBlockOf', () => {
  it('blocks without a profile and on the free plan', () => {
    expect(optimizeBlockOf(null)).toBe('no-profile')
    expect(optimizeBlockOf(undefined)).toBe('no-profile')
    expect(optimizeBlockOf('free')).toBe('free')
  })

  it('lets premium and pro optimize', () => {
    expect(optimizeBlockOf('premium')).toBeNull()
    expect(optimizeBlockOf('pro')).toBeNull()
  })
})

describe('canExportDocx', () => {
  it('is a premium feature', () => {
    expect(canExportDocx('premium')).toBe(true)
    expect(canExportDocx('pro')).toBe(true)
    expect(canExportDocx('free')).toBe(false)
    expect(canExportDocx(null)).toBe(false)
  })
})
