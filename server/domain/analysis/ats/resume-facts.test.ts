import { describe, expect, it } from 'vitest'
import { readResume } from './resume-facts.ts'
import { ENGLISH_RESUME, WEAK_RESUME } from './test-resumes.ts'

describe('readResume', () => {
  it('reads sections, experience lines and statements', () => {
    const facts = readResume(ENGLISH_RESUME)
    expect([...facts.sections.found].sort()).toEqual([
      'education',
      'experience',
      'extras',
      'skills',
      'summary',
    ])
    expect(facts.experience.every((line) => !facts.sections.headings.has(line.index))).toBe(true)
    expect(facts.experience[0]?.text).toBe(
      'Senior Software Engineer, Acme Payments — Jan 2021 – Present',
    )
    // Skill-list bullets are not statements; project and education bullets are.
    expect(facts.statements.some((line) => line.text.startsWith('Languages: Go'))).toBe(false)
    expect(facts.statements.some((line) => line.text.startsWith('Wrote an open-source'))).toBe(true)
    expect(facts.dates.ranges).toBe(3)
    expect(facts.contact).toEqual({ email: true, phone: true, linkedin: true })
  })

  it('falls back to the whole resume without headings or bullets', () => {
    const facts = readResume(WEAK_RESUME)
    expect(facts.sections.found.size).toBe(0)
    expect(facts.experience).toEqual(facts.body)
    // No bullets: lines of 6 or more words stand in for them.
    expect(facts.statements).toHaveLength(1)
  })

  it('reads dates across the whole resume when experience has none', () => {
    const facts = readResume('Experience\nAcme\nEducation\nBSc, 2015 – 2019')
    expect(facts.dates.ranges).toBe(1)
  })

  it('joins wrapped bullets: one statement, no prose line, no extra body line', () => {
    const facts = readResume(
      [
        'Experience',
        'Accountant, Acme — 2019 – 2021',
        '• Reconciled bank accounts for the group and its subsidiaries, every month,',
        'for 3 entities and 240 vendors across two currencies and four banks',
        '• Closed the books',
      ].join('\n'),
    )
    expect(facts.statements.map((line) => line.text)).toEqual([
      'Reconciled bank accounts for the group and its subsidiaries, every month, for 3 entities and 240 vendors across two currencies and four banks',
      'Closed the books',
    ])
    expect(facts.body).toHaveLength(3)
    expect(facts.words).toHaveLength(31)
  })
})
