import { describe, expect, it } from 'vitest'
import {
  canSubmitDraft,
  contentSourceOf,
  createRequestOf,
  failureMessage,
  type CreateResumeDraft,
} from './create-resume-rules.ts'

const file = new File(['text'], 'resume.pdf', { type: 'application/pdf' })
const draft = (overrides: Partial<CreateResumeDraft>): CreateResumeDraft => ({
  title: '',
  content: '',
  file: null,
  jobDescription: '',
  ...overrides,
})

describe('contentSourceOf', () => {
  it('prefers an attached file over pasted text', () => {
    expect(contentSourceOf({ content: 'pasted', file })).toBe('file')
    expect(contentSourceOf({ content: 'pasted', file: null })).toBe('pasted')
    expect(contentSourceOf({ content: '  \n', file: null })).toBe('none')
  })
})

describe('canSubmitDraft', () => {
  it('needs a title and either pasted content or a file', () => {
    expect(canSubmitDraft(draft({}))).toBe(false)
    expect(canSubmitDraft(draft({ title: 'Resume' }))).toBe(false)
    expect(canSubmitDraft(draft({ content: 'text' }))).toBe(false)
    expect(canSubmitDraft(draft({ title: '   ', content: 'text' }))).toBe(false)
    expect(canSubmitDraft(draft({ title: 'Resume', content: 'text' }))).toBe(true)
    expect(canSubmitDraft(draft({ title: 'Resume', file }))).toBe(true)
  })

  it('does not need a job description', () => {
    expect(canSubmitDraft(draft({ title: 'Resume', content: 'text', jobDescription: '' }))).toBe(
      true,
    )
  })
})

describe('createRequestOf', () => {
  it('trims the title and sends a blank job description as null', () => {
    expect(createRequestOf(draft({ title: ' Resume ', jobDescription: '  ' }), 'body')).toEqual({
      title: 'Resume',
      original_content: 'body',
      job_description: null,
    })
    expect(
      createRequestOf(draft({ title: 'R', jobDescription: ' Job ' }), 'body').job_description,
    ).toBe('Job')
  })
})

describe('failureMessage', () => {
  it("uses the app's reading of the error, else the fallback", () => {
    const error = new Error('HTTP 500')
    expect(failureMessage(error, undefined, 'Failed')).toBe('Failed')
    expect(failureMessage(error, () => null, 'Failed')).toBe('Failed')
    expect(failureMessage(error, () => ' ', 'Failed')).toBe('Failed')
    expect(failureMessage(error, () => 'Unsupported file type', 'Failed')).toBe(
      'Unsupported file type',
    )
  })
})
