import { describe, expect, it } from 'vitest'
import { testChange as change } from '../../../../src/contract/test-resume-change.ts'
import { guardChanges, isListLine } from './guard-changes.ts'

const RESUME = [
  '# Dana Whitfield',
  '## Experience',
  'Staff Accountant, Harbor Financial — May 2019 – present',
  '- Responsible for month-end close in NetSuite',
  '- Reconciled bank accounts',
  '## Skills',
  '- Excel, NetSuite',
].join('\n')
const JOB = 'Senior Accountant. Requirements: NetSuite, SOX compliance, Power BI, month-end close.'

describe('guardChanges', () => {
  it('passes a change that only rewords', () => {
    const ok = change({
      line: 3,
      before: 'Responsible for month-end close in NetSuite',
      after: 'Owned month-end close in NetSuite',
    })
    expect(guardChanges(RESUME, [ok], JOB, [])).toEqual({ changes: [ok], rejected: [] })
  })

  it('cuts an unsupported skill from a change and says why', () => {
    const set = guardChanges(
      RESUME,
      [
        change({
          id: 'c2',
          kind: 'skill_wording',
          line: 6,
          after: '- SOX, Power BI, month-end close',
        }),
      ],
      JOB,
      ['SOX', 'Power BI'],
    )
    expect(set.changes).toHaveLength(1)
    expect(set.changes[0]?.after).not.toMatch(/SOX|Power BI/)
    expect(set.changes[0]?.after).toMatch(/month-end close/i)
    expect(set.rejected.map((r) => r.text).sort()).toEqual(['Power BI', 'SOX'])
    expect(set.rejected[0]).toMatchObject({ change_id: 'c2', claim: 'skill' })
    expect(set.rejected[0]?.reason).toMatch(/^Not added: /)
  })

  it('drops the whole change when the claim sits in a sentence, which a cut would break', () => {
    const set = guardChanges(
      RESUME,
      [
        change({
          id: 'c5',
          kind: 'skill_wording',
          line: 4,
          before: 'Reconciled bank accounts',
          after: 'Reconciled bank accounts and built the reports in Power BI',
          keywords: ['Power BI'],
        }),
      ],
      JOB,
      ['Power BI'],
    )
    expect(set.changes).toEqual([])
    expect(set.rejected).toEqual([
      expect.objectContaining({ text: 'Power BI', claim: 'skill', change_id: 'c5' }),
    ])
  })

  it('tells a list of items from a sentence', () => {
    expect(isListLine('- SOX, Power BI, month-end close')).toBe(true)
    expect(isListLine('Skills: Excel; NetSuite; QuickBooks Online')).toBe(true)
    expect(isListLine('- Packaged services with Docker and ran them on Kubernetes')).toBe(false)
    expect(
      isListLine('- Reconciled 14 accounts, closed the books and trained two analysts on NetSuite'),
    ).toBe(false)
  })

  it('drops a change that invents a number', () => {
    const set = guardChanges(
      RESUME,
      [
        change({
          id: 'c3',
          line: 4,
          before: 'Reconciled bank accounts',
          after: 'Reconciled 14 bank accounts',
        }),
      ],
      JOB,
      [],
    )
    expect(set.changes).toEqual([])
    expect(set.rejected).toEqual([
      expect.objectContaining({ text: '14', claim: 'number', change_id: 'c3' }),
    ])
  })

  it('keeps questions and placeholders, which write no claim', () => {
    const question = change({
      id: 'c4',
      kind: 'question',
      line: 4,
      needs_user_input: true,
      safe: false,
    })
    const placeholder = change({
      id: 'c5',
      kind: 'number_asked',
      line: 4,
      before: 'Reconciled bank accounts',
      after: 'Reconciled [how many?] bank accounts',
      needs_user_input: true,
      safe: false,
    })
    expect(guardChanges(RESUME, [question, placeholder], JOB, []).changes).toEqual([
      question,
      placeholder,
    ])
  })
})
