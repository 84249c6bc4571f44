import { describe, expect, it } from 'vitest'
import { isSoftwareClass, kindFromContext, productInBrackets } from './requirement-kind.ts'

describe('kindFromContext', () => {
  it('reads a class of software spelled out by an O*NET commodity title as a tool', () => {
    expect(isSoftwareClass('CRM')).toBe(true)
    expect(isSoftwareClass('POS')).toBe(true)
    expect(isSoftwareClass('SQL')).toBe(false)
    expect(kindFromContext('skill', 'CRM', 'CRM', 'Daily use of a ', ' to log visits')).toBe('tool')
    expect(kindFromContext('skill', 'library management system', 'x', '', '')).toBe('tool')
    expect(kindFromContext('skill', 'systems thinking', 'x', '', '')).toBe('skill')
    // The lexicon's Russian form of "RF scanner": a device in every language.
    expect(kindFromContext('skill', 'ТСД', 'ТСД', 'работа с ', '')).toBe('tool')
    expect(kindFromContext('skill', 'barcode scanner', 'x', '', '')).toBe('tool')
  })

  it('reads a product followed by a practice, or a name ending in one, as a skill', () => {
    expect(
      kindFromContext('tool', 'Windows Server', 'Windows Server', '- ', ' administration'),
    ).toBe('skill')
    expect(kindFromContext('tool', 'SEO writing', 'SEO writing', '- ', '')).toBe('skill')
    expect(kindFromContext('tool', 'Jira', 'Jira', '- ', ' and Confluence')).toBe('tool')
  })

  it('reads a framework the candidate is asked to know as a skill, not a certificate', () => {
    expect(kindFromContext('certification', 'COBIT', 'COBIT', 'Working knowledge of ', '')).toBe(
      'skill',
    )
    expect(kindFromContext('certification', 'PMP', 'PMP', '- ', ' certification')).toBe(
      'certification',
    )
  })

  it('reads a name after a product noun, or an abbreviation with a product in brackets, as a tool', () => {
    expect(kindFromContext('skill', 'Medora', 'Medora', 'работа в программе ', '')).toBe('tool')
    expect(kindFromContext('skill', 'suite Adobe', 'suite Adobe', '- ', '')).toBe('tool')
    expect(kindFromContext('skill', 'LMS', 'LMS', 'an ', ' (Canvas)')).toBe('tool')
    expect(productInBrackets(' (Canvas) for coursework')).toBe('Canvas')
    expect(productInBrackets(' (see below)')).toBeNull()
  })
})
