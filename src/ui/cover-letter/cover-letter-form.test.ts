import { describe, expect, it } from 'vitest'
import { coverLetterResponse } from '../../mocks/fixtures/generate.ts'
import {
  coverLetterExportRequestOf,
  coverLetterMissingFields,
  coverLetterRequestOf,
  EMPTY_COVER_LETTER_DRAFT,
  fileReadMethod,
  type CoverLetterDraft,
} from './cover-letter-form.ts'

const filled: CoverLetterDraft = {
  full_name: 'Maya Chen ',
  email: '  ',
  target_job_title: 'Senior Frontend Engineer',
  company_name: 'Northwind Commerce',
  resume_content: 'React, TypeScript',
  job_description: 'Own our design system.',
  tone: 'creative',
}

describe('cover letter form', () => {
  it('starts empty with a formal tone, every field but email required', () => {
    expect(EMPTY_COVER_LETTER_DRAFT.tone).toBe('formal')
    expect(coverLetterMissingFields({ ...EMPTY_COVER_LETTER_DRAFT })).toEqual([
      'full_name',
      'target_job_title',
      'company_name',
      'resume_content',
      'job_description',
    ])
    expect(coverLetterMissingFields(filled)).toEqual([])
  })

  it('sends trimmed text and leaves a blank email out', () => {
    const request = coverLetterRequestOf(filled)
    expect(request).toEqual({
      full_name: 'Maya Chen',
      target_job_title: 'Senior Frontend Engineer',
      company_name: 'Northwind Commerce',
      resume_content: 'React, TypeScript',
      job_description: 'Own our design system.',
      tone: 'creative',
    })
    expect(coverLetterRequestOf({ ...filled, email: 'maya@example.com' })).toMatchObject({
      email: 'maya@example.com',
    })
    expect(coverLetterExportRequestOf(request, coverLetterResponse)).toEqual({
      cover_letter_text: coverLetterResponse.cover_letter_text,
      full_name: 'Maya Chen',
      email: '',
      target_job_title: 'Senior Frontend Engineer',
      company_name: 'Northwind Commerce',
      tone: 'formal',
    })
  })

  it('reads .txt in the browser, uploads Word files and refuses the rest', () => {
    expect(fileReadMethod('resume.TXT')).toBe('text')
    expect(fileReadMethod('cv.docx')).toBe('upload')
    expect(fileReadMethod('old.doc')).toBe('upload')
    expect(fileReadMethod('resume.pdf')).toBeNull()
    expect(fileReadMethod('txt')).toBeNull()
    expect(fileReadMethod('archive.docx.zip')).toBeNull()
  })
})
