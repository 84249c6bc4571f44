import { describe, expect, it } from 'vitest'
import { testChange as change } from './test-resume-change.ts'
import { applyChanges, applySafeChanges } from './apply-resume-changes.ts'

const RESUME = [
  '# Ana Ruiz',
  '## Experience',
  'Staff Accountant, Harbor Financial — 2019 – present',
  '- Responsible for managing accounts payable',
  '- Helped the audit team',
  '- Helped the audit team',
].join('\n')

describe('applyChanges', () => {
  it('replaces a line and keeps its bullet marker', () => {
    const out = applySafeChanges(RESUME, [
      change({
        line: 3,
        before: 'Responsible for managing accounts payable',
        after: 'Managed accounts payable',
      }),
    ])
    expect(out.split('\n')[3]).toBe('- Managed accounts payable')
    expect(out.split('\n')).toHaveLength(6)
  })

  it('removes a duplicate line and leaves its twin', () => {
    const out = applySafeChanges(RESUME, [
      change({ kind: 'duplicate_merged', line: 5, before: 'Helped the audit team', after: '' }),
    ])
    expect(out.split('\n')).toEqual(RESUME.split('\n').slice(0, 5))
  })

  it('splits a line into two bullets', () => {
    const out = applySafeChanges(RESUME, [
      change({
        kind: 'split',
        line: 4,
        before: 'Helped the audit team',
        after: 'Supported audits\nPrepared schedules',
      }),
    ])
    expect(out.split('\n').slice(4, 6)).toEqual(['- Supported audits', '- Prepared schedules'])
  })

  it('adds lines as written after the anchor line', () => {
    const out = applySafeChanges(RESUME, [
      change({ kind: 'skill_wording', line: 2, before: '', after: '- JavaScript' }),
    ])
    expect(out.split('\n')[3]).toBe('- JavaScript')
  })

  it('never applies a change that needs the user, nor one not marked safe', () => {
    const out = applySafeChanges(RESUME, [
      change({
        kind: 'number_asked',
        line: 3,
        before: 'Responsible for managing accounts payable',
        after: 'Managed [how many?] invoices',
        needs_user_input: true,
      }),
      change({ kind: 'summary', line: 0, before: '', after: 'Summary', safe: false }),
    ])
    expect(out).toBe(RESUME)
  })

  it('skips a change whose line no longer says what it replaced', () => {
    const out = applySafeChanges(RESUME, [
      change({ line: 3, before: 'Something else', after: 'X' }),
    ])
    expect(out).toBe(RESUME)
  })

  it('takes the user’s own text when the decision brings one', () => {
    const out = applyChanges(
      RESUME,
      [
        change({
          kind: 'number_asked',
          line: 4,
          before: 'Helped the audit team',
          after: 'Supported [how many?] audits',
          needs_user_input: true,
        }),
      ],
      () => ({ accept: true, text: 'Supported 12 audits' }),
    )
    expect(out.split('\n')[4]).toBe('- Supported 12 audits')
  })
})
