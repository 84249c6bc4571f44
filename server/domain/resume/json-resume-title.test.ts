import { describe, expect, it } from 'vitest'
import { MAX_SHORT_TEXT } from '../../../src/contract/common.ts'
import { importedTitleOf, UNTITLED_IMPORT } from './json-resume-title.ts'

describe('importedTitleOf', () => {
  it('names the person and the role, as people title their resumes', () => {
    expect(importedTitleOf({ basics: { name: 'Jane Doe', label: 'Backend Engineer' } })).toBe(
      'Jane Doe – Backend Engineer',
    )
    expect(importedTitleOf({ basics: { name: '  Иван   Петров ' } })).toBe('Иван Петров')
    expect(importedTitleOf({ basics: { label: 'Enfermera' } })).toBe('Enfermera')
  })

  it("takes the first job's position when basics has no label", () => {
    expect(
      importedTitleOf({
        basics: { name: 'Jane Doe' },
        work: [{ position: 'Data Analyst' }, { position: 'Intern' }],
      }),
    ).toBe('Jane Doe – Data Analyst')
  })

  it('falls back to a plain title, and keeps within the length a title may have', () => {
    expect(importedTitleOf({ skills: [{ name: 'Python' }] })).toBe(UNTITLED_IMPORT)
    expect(importedTitleOf({ basics: { name: ' \n ' } })).toBe(UNTITLED_IMPORT)
    const long = importedTitleOf({ basics: { name: 'A'.repeat(600) } })
    expect(long).toHaveLength(MAX_SHORT_TEXT)
    expect(long.endsWith('…')).toBe(true)
  })
})
