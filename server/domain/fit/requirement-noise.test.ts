import { describe, expect, it } from 'vitest'
import {
  besideProductClass,
  describesNoun,
  insideAlternativeClass,
  insideTitleMention,
  issuerInBrackets,
  stateOfLicence,
} from './requirement-noise.ts'

describe('requirement noise', () => {
  it('reads a trait word before a noun as describing the noun, not the candidate', () => {
    expect(describesNoun('dependable', ' vehicle for site visits')).toBe(true)
    expect(describesNoun('punctual', ' and organised')).toBe(false)
    expect(describesNoun('patient', ' manner with children')).toBe(false)
    expect(describesNoun('patient', '')).toBe(false)
  })

  it('finds a name inside a mention of the ad title', () => {
    const line = 'As our Night Auditor you will balance the day'
    expect(insideTitleMention(line, 7, 12, 'Night Auditor')).toBe(true)
    expect(insideTitleMention('Audit experience', 0, 5, 'Night Auditor')).toBe(false)
  })

  it('reads the words of an alternative class as part of it, and the names beside it as tools', () => {
    expect(insideAlternativeClass('- Toast or any similar restaurant ', ' software')).toBe(true)
    expect(insideAlternativeClass('- Restaurant ', ' experience')).toBe(false)
    expect(besideProductClass(' or another dental practice management system')).toBe(true)
    expect(besideProductClass(', Dentrix or a similar charting program')).toBe(true)
    expect(besideProductClass(' or accounting')).toBe(false)
  })

  it('reads the issuer of a certificate and the state of a licence as neither a skill nor a tool', () => {
    expect(issuerInBrackets('ARC', 'First aid certificate (', ')')).toBe(true)
    expect(issuerInBrackets('ARC', 'Knowledge of ', '')).toBe(false)
    expect(stateOfLicence('TX', ' Master Plumber license')).toBe(true)
    expect(stateOfLicence('TX', ' experience')).toBe(false)
  })
})
