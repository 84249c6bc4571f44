import { describe, expect, it } from 'vitest'
import { hashText, K, kgramHashes, W, winnow } from './fingerprint.ts'

const words = (text: string) => text.split(' ')

describe('kgramHashes', () => {
  it('hashes every run of K words, and a short text as one k-gram', () => {
    expect(kgramHashes(words('a b c d e f g'))).toHaveLength(7 - K + 1)
    expect(kgramHashes(words('a b'))).toEqual([hashText('a b')])
    expect(kgramHashes([])).toEqual([])
  })
  it('is stable', () => {
    expect(hashText('led the migration')).toBe(hashText('led the migration'))
    expect(hashText('led the migration')).not.toBe(hashText('led the migrations'))
  })
})

describe('winnow', () => {
  it('keeps the minimum of each window once, the rightmost on a tie', () => {
    expect(winnow([5, 3, 4, 3, 9, 8, 7, 1])).toEqual([
      { hash: 3, position: 3 },
      { hash: 1, position: 7 },
    ])
  })
  it('takes the minimum of a text shorter than a window', () => {
    expect(winnow([4, 2])).toEqual([{ hash: 2, position: 1 }])
  })
  it('guarantees a shared fingerprint for any shared run of K + W - 1 words', () => {
    const shared = words('cut the nightly export from three hours to eleven minutes')
    const a = [...words('first text about payroll'), ...shared]
    const b = [...shared, ...words('and something else entirely here')]
    for (let length = K + W - 1; length <= shared.length; length += 1) {
      const run = shared.slice(0, length)
      const mine = new Set(winnow(kgramHashes([...words('x y'), ...run])).map((f) => f.hash))
      const theirs = new Set(kgramHashes(b))
      expect([...mine].some((hash) => theirs.has(hash))).toBe(true)
    }
    expect(winnow(kgramHashes(a)).length).toBeLessThan(kgramHashes(a).length)
  })
})
