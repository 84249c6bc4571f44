import { describe, expect, it } from 'vitest'
import { VersionedCache } from './versioned-cache.ts'

describe('VersionedCache', () => {
  it('answers only for the version the value was made from', () => {
    const cache = new VersionedCache<string>(100)
    cache.set('user', 1, 'list one', 8)
    expect(cache.get('user', 1)).toBe('list one')
    expect(cache.get('user', 2)).toBeUndefined()
    cache.set('user', 2, 'list two', 8)
    expect(cache.get('user', 1)).toBeUndefined()
    expect(cache.get('user', 2)).toBe('list two')
    expect([cache.size, cache.bytes]).toEqual([1, 8])
  })

  it('drops the least recently used entries past its size, and never keeps an oversized one', () => {
    const cache = new VersionedCache<string>(30)
    cache.set('a', 1, 'a', 10)
    cache.set('b', 1, 'b', 10)
    cache.set('c', 1, 'c', 10)
    expect(cache.get('a', 1)).toBe('a')
    cache.set('d', 1, 'd', 10)
    // b was the least recently used once a had been read.
    expect(cache.get('b', 1)).toBeUndefined()
    expect([cache.get('a', 1), cache.get('c', 1), cache.get('d', 1)]).toEqual(['a', 'c', 'd'])
    expect(cache.bytes).toBe(30)
    cache.set('e', 1, 'e', 31)
    expect(cache.get('e', 1)).toBeUndefined()
    expect(cache.size).toBe(3)
    cache.delete('a')
    expect([cache.size, cache.bytes]).toEqual([2, 20])
  })
})
