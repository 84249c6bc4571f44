import { describe, expect, it } from 'vitest'
import type { ProposedChange } from './change-set-answer.ts'
import { changesFromAnswer } from './changes-from-answer.ts'
import { TEST_ANALYSIS, TEST_RESUME } from './test-inputs.ts'

/** TEST_RESUME as the prompt numbers it: 4| ## Experience, 6| - Built services in Go. */
function proposed(partial: Partial<ProposedChange>): ProposedChange {
  return {
    line: 6,
    kind: 'stronger_opener',
    before: 'Built services in Go.',
    after: 'Designed and built services in Go.',
    reason: 'A stronger opening.',
    keywords: [],
    needs_user_input: false,
    ...partial,
  }
}

const read = (...changes: ProposedChange[]) =>
  changesFromAnswer(TEST_RESUME, changes, TEST_ANALYSIS, 'en')

describe('changesFromAnswer', () => {
  it('reads a line number shown from 1 as the contract’s 0-based line, with its section and ids', () => {
    const { changes, dropped } = read(
      proposed({}),
      proposed({
        line: 7,
        before: '- Tuned PostgreSQL queries.',
        after: 'Optimized PostgreSQL queries.',
        keywords: ['PostgreSQL'],
      }),
    )
    expect(dropped).toBe(0)
    expect(changes).toEqual([
      {
        id: 'c1',
        section: 'Experience',
        kind: 'stronger_opener',
        before: 'Built services in Go.',
        after: 'Designed and built services in Go.',
        line: 5,
        reason: 'A stronger opening.',
        keywords: [],
        evidence: ['Built services in Go.'],
        needs_user_input: false,
        safe: true,
      },
      expect.objectContaining({
        id: 'c2',
        line: 6,
        before: 'Tuned PostgreSQL queries.',
        // The line itself, and the analysis's evidence for the keyword.
        evidence: ['Tuned PostgreSQL queries.', '- Tuned PostgreSQL queries.'],
      }),
    ])
  })

  it('drops a change whose before is not the text of its line', () => {
    const { changes, dropped } = read(
      proposed({ before: 'Built services in Rust.' }),
      proposed({ line: 7 }),
      proposed({ line: 99 }),
      proposed({ line: 0 }),
    )
    expect(changes).toEqual([])
    expect(dropped).toBe(4)
  })

  it('drops a change that changes nothing, or removes a line without being a repeat', () => {
    expect(read(proposed({ after: 'Built services in Go.' })).changes).toEqual([])
    expect(read(proposed({ after: '' })).changes).toEqual([])
    expect(read(proposed({ kind: 'duplicate_merged', after: '' })).changes).toHaveLength(1)
  })

  it('makes a placeholder, a number to ask or a summary wait for the user, whatever the model says', () => {
    const { changes } = read(
      proposed({ after: 'Built [how many?] services in Go.', kind: 'tightened' }),
      proposed({ kind: 'number_asked', after: 'Built services in Go for [how many?] teams.' }),
      proposed({ kind: 'summary', line: 3, before: '', after: '## Summary\nBackend engineer.' }),
    )
    expect(changes.map((c) => [c.kind, c.needs_user_input, c.safe])).toEqual([
      ['tightened', true, false],
      ['number_asked', true, false],
      ['summary', true, false],
    ])
    expect(changes[2]?.before).toBe('')
  })

  it('strips a bullet marker the model wrote into after', () => {
    const { changes } = read(proposed({ after: '- Designed services in Go.' }))
    expect(changes[0]?.after).toBe('Designed services in Go.')
  })

  it('keeps a question only about a related keyword, writing nothing', () => {
    const question = proposed({
      kind: 'question',
      line: 8,
      before: 'Deployed services on EKS.',
      after: 'Deployed services on Kubernetes.',
      reason: 'Do you have experience with Kubernetes? Your resume shows EKS.',
      keywords: ['Kubernetes'],
    })
    const { changes, dropped } = read(question, { ...question, keywords: ['Scala'] })
    expect(dropped).toBe(1)
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'question',
        before: '',
        after: '',
        line: 7,
        keywords: ['Kubernetes'],
        evidence: ['- Deployed services on EKS.'],
        needs_user_input: true,
        safe: false,
      }),
    ])
  })
})
