import { describe, expect, it } from 'vitest'
import { MAX_VERSIONS_PER_RESUME, versionsToPrune } from './version-cap.ts'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('the versions cap', () => {
  it('keeps 50 versions per resume', () => {
    expect(MAX_VERSIONS_PER_RESUME).toBe(50)
  })

  it('prunes nothing up to the cap', () => {
    expect(versionsToPrune([])).toEqual([])
    expect(versionsToPrune(range(1, 50))).toEqual([])
  })

  it('prunes the oldest past the cap, never the original', () => {
    expect(versionsToPrune(range(1, 51))).toEqual([2])
    expect(versionsToPrune(range(1, 53))).toEqual([2, 3, 4])
    expect(versionsToPrune([5, 1, 4, 3, 2], 3)).toEqual([2, 3])
  })

  it('counts what is there when earlier prunes left gaps', () => {
    expect(versionsToPrune([1, 7, 8, 9, 10], 4)).toEqual([7])
  })

  it('keeps the oldest left when the original itself is gone (a resume stored before versions)', () => {
    expect(versionsToPrune([3, 4, 5], 2)).toEqual([3])
  })

  it('refuses a cap that would leave no room for the newest version beside the original', () => {
    expect(() => versionsToPrune([1, 2], 1)).toThrow(/at least/)
  })
})
