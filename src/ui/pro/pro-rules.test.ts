import { describe, expect, it } from 'vitest'
import {
  linkedinProfile,
  plagiarismResults,
  plagiarismSampleText,
} from '../../mocks/fixtures/pro.ts'
import { uniquenessBand } from '../lib/bands.ts'
import {
  addJobDescription,
  bulkRequestOf,
  canAddJobDescription,
  canCheckOriginality,
  canRemoveJobDescription,
  flaggedSegments,
  hasImportedData,
  importMarkdown,
  isImportableProfileUrl,
  originalityCharCount,
  removeJobDescription,
  replaceJobDescription,
  tailoredResumeFile,
  usageBars,
} from './pro-rules.ts'

const HEADINGS = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
}

describe('bulk list (spec §5, §9: 1 to 5)', () => {
  it('adds up to five and no more', () => {
    let jobs = ['']
    for (let i = 0; i < 10; i++) jobs = addJobDescription(jobs)
    expect(jobs).toHaveLength(5)
    expect(canAddJobDescription(jobs)).toBe(false)
    expect(canAddJobDescription(jobs.slice(0, 4))).toBe(true)
  })

  it('removes the chosen one but never the last', () => {
    expect(removeJobDescription(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
    expect(removeJobDescription(['a'], 0)).toEqual(['a'])
    expect(canRemoveJobDescription(['a'])).toBe(false)
    expect(canRemoveJobDescription(['a', 'b'])).toBe(true)
  })

  it('replaces one entry', () => {
    expect(replaceJobDescription(['a', 'b'], 1, 'x')).toEqual(['a', 'x'])
  })

  it('sends the trimmed job descriptions with text, a blank base resume as null', () => {
    expect(bulkRequestOf('  ', [' Frontend role ', '', '   ', 'Data role'])).toEqual({
      job_descriptions: ['Frontend role', 'Data role'],
      base_resume: null,
      user_profile: {},
    })
    expect(bulkRequestOf(' My resume ', ['Role'])?.base_resume).toBe('My resume')
  })

  it('refuses a run without any job description text', () => {
    expect(bulkRequestOf('resume', ['', '  \n '])).toBeNull()
    expect(bulkRequestOf('resume', [])).toBeNull()
  })
})

describe('originality check minimum (spec §5: 50 characters)', () => {
  it('counts trimmed characters and opens at 50', () => {
    expect(originalityCharCount('  abc  ')).toBe(3)
    expect(canCheckOriginality('x'.repeat(49))).toBe(false)
    expect(canCheckOriginality(` ${'x'.repeat(49)} `)).toBe(false)
    expect(canCheckOriginality('x'.repeat(50))).toBe(true)
  })
})

describe('uniqueness band (spec §9)', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89.9, 'good'],
    [75, 'good'],
    [74.9, 'low'],
    [0, 'low'],
  ] as const)('%s is %s', (score, band) => {
    expect(uniquenessBand(score)).toBe(band)
  })
})

describe('LinkedIn URL check (spec §5)', () => {
  it.each([
    'https://www.linkedin.com/in/jordan-rivera',
    'linkedin.com/in/jordan-rivera/',
    'https://de.linkedin.com/in/jordan',
  ])('accepts %s', (url) => expect(isImportableProfileUrl(url)).toBe(true))

  it.each([
    '',
    '   ',
    'jordan-rivera',
    'https://linkedin.com/company/contoso',
    'https://evil-linkedin.com/in/jordan',
    'https://example.com/in/jordan?u=linkedin.com',
    'ftp://linkedin.com/in/jordan',
  ])('refuses %j', (url) => expect(isImportableProfileUrl(url)).toBe(false))
})

describe('flagged sections in the text', () => {
  it('cuts the text into plain and flagged runs that join back to the text', () => {
    const segments = flaggedSegments(plagiarismSampleText, plagiarismResults.low.flagged_sections)
    expect(segments.map((s) => s.text).join('')).toBe(plagiarismSampleText)
    expect(segments.filter((s) => s.flag !== null).map((s) => s.flag)).toEqual([0, 1, 2])
    expect(segments[0]).toEqual({
      text: 'Results-driven professional with a proven track record of success',
      flag: 0,
    })
  })

  it('finds a passage whose offsets do not match, and skips overlaps and unknown text', () => {
    const text = 'Intro. Team player in a fast-paced environment. End.'
    const segments = flaggedSegments(text, [
      { text: 'Team player', start: 0, end: 11, reason: 'cliché' },
      { text: 'player in a fast', start: 12, end: 28, reason: 'overlap' },
      { text: 'not in the text', start: 0, end: 5, reason: 'missing' },
    ])
    expect(segments).toEqual([
      { text: 'Intro. ', flag: null },
      { text: 'Team player', flag: 0 },
      { text: ' in a fast-paced environment. End.', flag: null },
    ])
  })

  it('returns the whole text when nothing is flagged', () => {
    expect(flaggedSegments('abc', [])).toEqual([{ text: 'abc', flag: null }])
  })
})

describe('import as Markdown', () => {
  it('writes # name, the headline, ## sections and - bullets', () => {
    const markdown = importMarkdown(linkedinProfile, HEADINGS)
    expect(markdown).toBe(
      [
        '# Jordan Rivera',
        'Product Manager | Healthcare & Patient Experience',
        '',
        '## Summary',
        'Product manager with 5 years in consumer health. I turn patient research into roadmaps and measure what ships.',
        '',
        '## Experience',
        '- Product Manager, Contoso Health (Jan 2022 - Present)',
        '  Own booking and reminders in the patient app; raised completed bookings by 18% through A/B-tested flows.',
        '- Associate Product Manager, Litware Clinics (Jun 2020 - Dec 2021)',
        '  Launched visit check-in for 45 clinics with two Scrum squads.',
        '',
        '## Education',
        '- B.A. Economics, University of Illinois Urbana-Champaign (2020)',
        '',
        '## Skills',
        '- Product roadmap',
        '- User research',
        '- A/B testing',
        '- SQL',
        '- Amplitude',
        '- Jira',
        '- Stakeholder management',
        '',
      ].join('\n'),
    )
  })

  it('leaves out empty sections and uses the given headings', () => {
    const markdown = importMarkdown(
      { name: 'Ana', experience: [], education: [{ school: 'UNAM' }], skills: [] },
      { ...HEADINGS, education: 'Educación' },
    )
    expect(markdown).toBe('# Ana\n\n## Educación\n- UNAM\n')
  })

  it('knows an import with nothing in it', () => {
    expect(hasImportedData(linkedinProfile)).toBe(true)
    expect(hasImportedData({ name: ' ', experience: [], education: [], skills: [] })).toBe(false)
  })
})

describe('usage bars', () => {
  it('sorts by count then name, relative to the largest, without zeros', () => {
    expect(usageBars({ bio: 3, optimize: 12, cover_letter: 3, linkedin_import: 0 })).toEqual([
      { type: 'optimize', count: 12, percent: 100 },
      { type: 'bio', count: 3, percent: 25 },
      { type: 'cover_letter', count: 3, percent: 25 },
    ])
    expect(usageBars({})).toEqual([])
  })
})

describe('tailored resume download', () => {
  it('names the file by its position and format', async () => {
    const md = tailoredResumeFile(0, '# Maya', 'md')
    expect(md.filename).toBe('tailored-resume-1.md')
    expect(md.blob.type).toBe('text/markdown;charset=utf-8')
    expect(await md.blob.text()).toBe('# Maya')
    expect(tailoredResumeFile(2, 'x', 'txt').filename).toBe('tailored-resume-3.txt')
  })
})
