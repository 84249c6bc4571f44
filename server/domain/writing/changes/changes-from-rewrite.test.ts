import { describe, expect, it } from 'vitest'
import { applySafeChanges } from '../../../../src/contract/apply-resume-changes.ts'
import { changesFromRewrite } from './changes-from-rewrite.ts'

const ORIGINAL = [
  '# Ana',
  '## Experience',
  '- Responsible for payroll',
  '- Helped audits',
  '## Skills',
  '- Excel',
].join('\n')

describe('changesFromRewrite', () => {
  it('reads replaced lines as changes that rebuild the rewrite', () => {
    const written = [
      '# Ana',
      '## Experience',
      '- Ran payroll',
      '- Supported audits',
      '## Skills',
      '- Excel',
    ].join('\n')
    const changes = changesFromRewrite(ORIGINAL, written, 'en')
    expect(changes.map((c) => [c.line, c.before, c.after])).toEqual([
      [2, 'Responsible for payroll', 'Ran payroll'],
      [3, 'Helped audits', 'Supported audits'],
    ])
    expect(applySafeChanges(ORIGINAL, changes)).toBe(written)
  })

  it('sees no change in a moved section, and waits for the user on a placeholder', () => {
    const written = [
      '# Ana',
      '## Skills',
      '- Excel',
      '## Experience',
      '- Ran payroll for [how many?] staff',
      '- Helped audits',
    ].join('\n')
    const changes = changesFromRewrite(ORIGINAL, written, 'en')
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({
      kind: 'number_asked',
      before: 'Responsible for payroll',
      needs_user_input: true,
      safe: false,
    })
  })

  it('offers a dropped line as a change that is never applied on its own', () => {
    const written = [
      '# Ana',
      '## Experience',
      '- Responsible for payroll',
      '## Skills',
      '- Excel',
    ].join('\n')
    const changes = changesFromRewrite(ORIGINAL, written, 'en')
    expect(changes).toEqual([
      expect.objectContaining({ before: 'Helped audits', after: '', safe: false }),
    ])
    expect(applySafeChanges(ORIGINAL, changes)).toBe(ORIGINAL)
  })
})
