import { describe, expect, it } from 'vitest'
import {
  bulkRequestSchema,
  isLinkedInProfileUrl,
  linkedinImportRequestSchema,
  plagiarismRequestSchema,
  plagiarismResponseSchema,
} from './pro.ts'

describe('isLinkedInProfileUrl', () => {
  it.each([
    'https://www.linkedin.com/in/jane-doe',
    'linkedin.com/in/jane-doe/',
    'http://de.linkedin.com/in/jane-doe?trk=x',
  ])('accepts %s', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(true)
  })
  it.each([
    'https://linkedin.com.evil.example/in/x',
    'https://www.linkedin.com/company/acme',
    'https://example.com/in/jane',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(false)
  })
  it('gives the spec message', () => {
    const result = linkedinImportRequestSchema.safeParse({ profile_url: 'https://example.com' })
    expect(result.error?.issues[0]?.message).toBe('Please provide a valid LinkedIn profile URL')
  })
})

describe('bulk request', () => {
  it('takes 1 to 5 job descriptions and an empty profile by default', () => {
    expect(bulkRequestSchema.parse({ job_descriptions: ['A role'] })).toEqual({
      job_descriptions: ['A role'],
      user_profile: {},
    })
    expect(bulkRequestSchema.safeParse({ job_descriptions: [] }).success).toBe(false)
    expect(bulkRequestSchema.safeParse({ job_descriptions: Array(6).fill('x') }).success).toBe(
      false,
    )
  })
  it('reads an empty base resume as absent', () => {
    expect(
      bulkRequestSchema.parse({ job_descriptions: ['x'], base_resume: '' }).base_resume,
    ).toBeUndefined()
  })
})

describe('plagiarism', () => {
  it('needs 50 characters', () => {
    expect(plagiarismRequestSchema.safeParse({ text: 'x'.repeat(49) }).success).toBe(false)
    expect(plagiarismRequestSchema.safeParse({ text: 'x'.repeat(50) }).success).toBe(true)
  })
  it('defaults recommendations to none', () => {
    const parsed = plagiarismResponseSchema.parse({
      uniqueness_score: 92,
      analysis: 'Mostly original.',
      word_count: 120,
      provider: 'local',
      flagged_sections: [],
    })
    expect(parsed.recommendations).toEqual([])
  })
})
