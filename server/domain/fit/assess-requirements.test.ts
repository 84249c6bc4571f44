import { describe, expect, it } from 'vitest'
import { assessRequirements } from './assess-requirements.ts'
import type { Requirement } from './extract-requirements.ts'
import { resumeFacts } from './resume-facts.ts'

/** A resume of these roles, most recent first, each "Title — Employer" over its dates. */
function resume(...roles: Array<[title: string, dates: string]>): string {
  return [
    'Alex Doe',
    '',
    'Experience',
    ...roles.flatMap(([title, dates]) => [
      `${title} — Northwind, Portland, OR`,
      dates,
      '* Work',
      '',
    ]),
  ].join('\n')
}

function titleStatus(asked: string, text: string) {
  const requirement: Requirement = { name: asked, kind: 'title', priority: 'nice', line: asked }
  const [result] = assessRequirements([requirement], text, resumeFacts(text, '2026-11'), 'en')
  return { status: result?.status, basis: result?.basis, evidence: result?.evidence[0]?.text }
}

describe('the job-title requirement', () => {
  it('is met by a role of the same occupation under another title', () => {
    expect(
      titleStatus(
        'Senior Software Developer',
        resume(['Senior Software Engineer', 'Mar 2021 – Present']),
      ),
    ).toMatchObject({
      status: 'met',
      evidence: 'Senior Software Engineer — Northwind, Portland, OR',
    })
  })

  it('is not met by a title that only ends in the same word', () => {
    expect(
      titleStatus('Civil Engineer', resume(['Software Engineer', 'Mar 2021 – Present'])),
    ).toEqual({ status: 'missing', basis: undefined, evidence: undefined })
  })

  it('is partly met by a related occupation, and says so', () => {
    expect(
      titleStatus('Frontend Developer', resume(['Software Engineer', 'Mar 2021 – Present'])),
    ).toMatchObject({ status: 'partly', basis: 'related_title' })
  })

  it('is partly met by a junior title for a senior post', () => {
    expect(
      titleStatus('Senior Accountant', resume(['Junior Accountant', 'Mar 2021 – Present'])),
    ).toMatchObject({ status: 'partly', basis: 'junior_title' })
  })

  it('looks at every role: an earlier one of the same occupation beats a recent related one', () => {
    const text = resume(
      ['Web Developer', 'Mar 2023 – Present'],
      ['Software Engineer', 'Jan 2019 – Feb 2023'],
    )
    expect(titleStatus('Software Developer', text)).toMatchObject({
      status: 'met',
      evidence: 'Software Engineer — Northwind, Portland, OR',
    })
  })

  it('keeps the head-word rule for Spanish and Russian titles', () => {
    expect(
      titleStatus('Python-разработчик', resume(['Backend-разработчик', 'Mar 2021 – Present'])),
    ).toMatchObject({ status: 'met' })
  })
})
