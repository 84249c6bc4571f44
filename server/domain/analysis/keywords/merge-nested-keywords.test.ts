import { describe, expect, it } from 'vitest'
import { mergeNestedKeywords, type NestableDraft } from './merge-nested-keywords.ts'

const draft = (source: NestableDraft['source'], ...spans: Array<[number, number]>) => ({
  source,
  occurrences: spans.map(([start, end]) => ({ start, end })),
})

describe('mergeNestedKeywords', () => {
  it('drops a candidate occurrence inside a longer one, keeps the rest', () => {
    const long = draft('candidate', [10, 24])
    const short = draft('candidate', [15, 24], [40, 49])
    const out = mergeNestedKeywords([long, short])
    expect(out[0]).toBe(long)
    expect(out[1]?.occurrences).toEqual([{ start: 40, end: 49 }])
  })
  it('drops a candidate left with no occurrence; never a lexicon term', () => {
    const term = draft('lexicon', [0, 5])
    const inside = draft('candidate', [0, 3])
    const lexiconInside = draft('lexicon', [1, 4])
    expect(mergeNestedKeywords([term, inside, lexiconInside])).toEqual([term, lexiconInside])
  })
})
