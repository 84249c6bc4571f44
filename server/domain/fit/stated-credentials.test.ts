import { describe, expect, it } from 'vitest'
import { assessRequirements } from './assess-requirements.ts'
import type { Requirement } from './extract-requirements.ts'
import { resumeFacts } from './resume-facts.ts'
import { namesCredential, statedCredential } from './stated-credentials.ts'

const RESUME = [
  'Rachel Okoye',
  'rachel@example.com',
  '',
  'Summary',
  'Staff accountant and licensed CPA; some Spanish from school.',
  '',
  'Experience',
  'Staff Accountant, Harbor Financial — Oct. 2021 – Current',
  '- Month-end close',
  '',
  'Certifications',
  'Certified Public Accountant (CPA), Oregon, 2021',
  'BLS and ACLS, American Heart Association',
  '',
  'Languages',
  'Spanish (native), French — B1',
].join('\n')

function assess(name: string, kind: Requirement['kind']) {
  const requirement: Requirement = { name, kind, priority: 'must', line: name }
  const [result] = assessRequirements([requirement], RESUME, resumeFacts(RESUME, '2026-11'), 'en')
  return result
}

describe('namesCredential', () => {
  it('knows a certification by its words or its initials, never by a generic word alone', () => {
    expect(namesCredential('CPA licence', 'Certified Public Accountant (CPA) Oregon')).toBe(true)
    expect(namesCredential('CPA', 'Certified Public Accountant')).toBe(true)
    expect(namesCredential('Class A CDL', 'Class A CDL with Hazmat (H) endorsements')).toBe(true)
    expect(namesCredential('Hazmat endorsement', 'Class A CDL with Hazmat endorsements')).toBe(true)
    expect(namesCredential('certification', 'Google Ads Search Certification')).toBe(false)
    expect(namesCredential('PMP', 'Certified Public Accountant')).toBe(false)
  })
})

describe('requirements met by what the resume lists', () => {
  it('meets a language with the line of the language list as evidence', () => {
    expect(assess('Spanish', 'language')).toMatchObject({
      status: 'met',
      evidence: [{ line: 15, text: 'Spanish (native), French — B1', matched: 'Spanish (native)' }],
    })
    expect(assess('Spanish, fluent', 'language')).toMatchObject({ status: 'met' })
  })

  it('leaves a language listed below the level asked to the keyword match', () => {
    const facts = resumeFacts(RESUME, '2026-11')
    expect(statedCredential('language', ['French, fluent'], facts, RESUME.split('\n'))).toBeNull()
    expect(statedCredential('language', ['French, B1'], facts, RESUME.split('\n'))).not.toBeNull()
  })

  it('meets a licence with its line under Certifications, not the summary that mentions it', () => {
    expect(assess('CPA', 'licence')).toMatchObject({
      status: 'met',
      evidence: [{ line: 11, text: 'Certified Public Accountant (CPA), Oregon, 2021' }],
    })
    expect(assess('ACLS certification', 'certification')).toMatchObject({
      status: 'met',
      evidence: [{ line: 12 }],
    })
  })

  it('finds nothing for a credential the resume does not list', () => {
    expect(assess('PMP', 'certification')?.status).toBe('missing')
  })
})
