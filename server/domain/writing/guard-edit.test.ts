import { describe, expect, it } from 'vitest'
import { removeFromLine } from './guard-edit.ts'

function cut(line: string, text: string, inline = false) {
  const start = line.indexOf(text)
  return { start, end: start + text.length, inline }
}

describe('removeFromLine', () => {
  it('takes a list item out with its comma or conjunction', () => {
    const line = '- Skills: Python, Haskell, SQL'
    expect(removeFromLine(line, [cut(line, 'Haskell')], 'list')).toBe('- Skills: Python, SQL')
    const tail = 'Built APIs in Python, Go and Rust.'
    expect(removeFromLine(tail, [cut(tail, 'Rust')], 'prose')).toBe('Built APIs in Python and Go.')
    const head = 'Haskell, Python'
    expect(removeFromLine(head, [cut(head, 'Haskell')], 'list')).toBe('Python')
  })

  it('drops the prose sentence that makes a claim, keeping the others', () => {
    const line = 'Jane leads the platform team. She worked at Google. She mentors 5 engineers.'
    expect(removeFromLine(line, [cut(line, 'Google')], 'prose')).toBe(
      'Jane leads the platform team. She mentors 5 engineers.',
    )
  })

  it('takes a date out in place, with its preposition', () => {
    const line = 'Since 2011, she has built APIs.'
    expect(removeFromLine(line, [cut(line, '2011', true)], 'prose')).toBe('She has built APIs.')
    const middle = 'Backend engineer since 2009 with 8 years of experience'
    expect(removeFromLine(middle, [cut(middle, '2009', true)], 'list')).toBe(
      'Backend engineer with 8 years of experience',
    )
  })

  it('tidies separators and drops a line with nothing sensible left', () => {
    const entry = 'Engineer, Acme — Jan 2014 – May 2016'
    expect(removeFromLine(entry, [cut(entry, 'Jan 2014 – May 2016')], 'list')).toBe(
      'Engineer, Acme',
    )
    const label = '- Familiar with: Terraform'
    expect(removeFromLine(label, [cut(label, 'Terraform')], 'list')).toBeNull()
    const only = 'Staff Engineer, Google — 2014 – 2016'
    expect(
      removeFromLine(
        only,
        [cut(only, 'Staff Engineer'), cut(only, 'Google'), cut(only, '2014 – 2016')],
        'list',
      ),
    ).toBeNull()
  })
})
