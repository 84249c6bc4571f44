import { describe, expect, it } from 'vitest'
import { TokenCache } from './token-cache.ts'

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('TokenCache', () => {
  it('keeps a verified token for 60 s at most', () => {
    const time = clock()
    const cache = new TokenCache<string>(time.now)
    cache.set('token-a', 'uid-1', 'identity', time.now() + 3_600_000)
    expect(cache.get('token-a')).toBe('identity')
    time.advance(59_999)
    expect(cache.get('token-a')).toBe('identity')
    time.advance(1)
    expect(cache.get('token-a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('never outlives the token itself', () => {
    const time = clock()
    const cache = new TokenCache<string>(time.now)
    cache.set('token-a', 'uid-1', 'identity', time.now() + 10_000)
    time.advance(10_000)
    expect(cache.get('token-a')).toBeUndefined()
    cache.set('expired', 'uid-1', 'identity', time.now() - 1)
    expect(cache.size).toBe(0)
  })

  it('evicts every token of one user and only theirs', () => {
    const time = clock()
    const cache = new TokenCache<string>(time.now)
    const later = time.now() + 3_600_000
    cache.set('a1', 'uid-a', 'A', later)
    cache.set('a2', 'uid-a', 'A', later)
    cache.set('b1', 'uid-b', 'B', later)
    cache.evictUser('uid-a')
    expect(cache.get('a1')).toBeUndefined()
    expect(cache.get('a2')).toBeUndefined()
    expect(cache.get('b1')).toBe('B')
  })

  it('does not confuse different tokens', () => {
    const cache = new TokenCache<string>()
    cache.set('token-a', 'uid-1', 'A', Date.now() + 3_600_000)
    expect(cache.get('token-b')).toBeUndefined()
  })
})
