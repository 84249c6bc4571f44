import { describe, expect, it } from 'vitest'
import { resumeFileName } from '../export/resume-file-name.ts'
import { versionedTitleOf, versionLabelOf } from './version-label.ts'

describe('the version an export names', () => {
  it('says the number and the UTC day it was saved', () => {
    const createdAt = new Date('2026-11-28T23:30:00Z')
    expect(versionLabelOf({ number: 3, createdAt })).toBe('version 3, 28 Nov 2026')
    expect(versionLabelOf({ number: 1, createdAt: new Date('2026-09-01T00:30:00+02:00') })).toBe(
      'version 1, 31 Aug 2026',
    )
  })

  it('follows the title, and makes a file name that carries it', () => {
    const version = { number: 12, createdAt: new Date('2026-11-28T10:00:00Z') }
    const title = versionedTitleOf('Jane Doe Backend', version)
    expect(title).toBe('Jane Doe Backend — version 12, 28 Nov 2026')
    expect(resumeFileName(title, 'pdf')).toBe('jane-doe-backend-version-12-28-nov-2026.pdf')
    expect(versionedTitleOf('  ', version)).toBe('Resume — version 12, 28 Nov 2026')
    expect(versionedTitleOf('Jane Doe Backend', undefined)).toBe('Jane Doe Backend')
  })
})
