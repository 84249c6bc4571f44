import { describe, expect, it } from 'vitest'
import { bioResponse } from '../../mocks/fixtures/generate.ts'
import {
  bioExportRequestOf,
  bioMissingFields,
  bioRequestOf,
  EMPTY_BIO_DRAFT,
  type BioDraft,
} from './bio-form.ts'

const filled: BioDraft = {
  full_name: ' Daniel Okafor ',
  current_title: 'Chief Operating Officer',
  industry: 'Healthcare technology',
  education: 'MBA, Kellogg',
  awards: '',
  accomplishments: 'Scaled operations from 40 to 300 clinics.',
  tone: 'formal',
}

describe('bio form', () => {
  it('starts empty with a neutral tone', () => {
    expect(EMPTY_BIO_DRAFT.tone).toBe('neutral')
    expect(bioMissingFields({ ...EMPTY_BIO_DRAFT })).toEqual([
      'full_name',
      'current_title',
      'industry',
      'education',
      'accomplishments',
    ])
  })

  it('needs every field but awards', () => {
    expect(bioMissingFields(filled)).toEqual([])
    expect(bioMissingFields({ ...filled, education: '  ' })).toEqual(['education'])
  })

  it('sends trimmed text and leaves blank awards out', () => {
    expect(bioRequestOf(filled)).toEqual({
      full_name: 'Daniel Okafor',
      current_title: 'Chief Operating Officer',
      industry: 'Healthcare technology',
      education: 'MBA, Kellogg',
      accomplishments: 'Scaled operations from 40 to 300 clinics.',
      tone: 'formal',
    })
    expect(bioRequestOf({ ...filled, awards: ' Top 25 ' })).toMatchObject({ awards: 'Top 25' })
  })

  it('exports the generated text with the name, title and industry that were sent', () => {
    expect(bioExportRequestOf(bioRequestOf(filled), bioResponse)).toEqual({
      bio_text: bioResponse.bio_text,
      full_name: 'Daniel Okafor',
      current_title: 'Chief Operating Officer',
      industry: 'Healthcare technology',
      tone: 'neutral',
    })
  })
})
