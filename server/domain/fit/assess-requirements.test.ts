import { describe, expect, it } from 'vitest'
import { analyzeWithFit } from './analyze-with-fit.ts'
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

  it('with years, counts the months of that occupation only', () => {
    const text = resume(['Line Cook', 'Jan 2025 – Present'], ['Cashier', 'Jan 2019 – Dec 2024'])
    const asked: Requirement = {
      name: 'Line Cook',
      kind: 'title',
      priority: 'must',
      min_years: 2,
      line: '- 2 years of line cook experience',
    }
    const [short] = assessRequirements([asked], text, resumeFacts(text, '2026-11'), 'en')
    // 23 months as a cook: the six years at the register are work, not a cook's years.
    expect(short).toMatchObject({ status: 'partly', basis: 'fewer_years', months: 23 })
    const [enough] = assessRequirements(
      [{ ...asked, min_years: 1 }],
      text,
      resumeFacts(text, '2026-11'),
      'en',
    )
    expect(enough).toMatchObject({ status: 'met', months: 23 })
  })
})

describe('a credential named but not yet held', () => {
  it('reads "CPA candidate" as missing, not met', () => {
    const resume = [
      'Dana Whitfield',
      'Summary',
      'Staff accountant. CPA candidate (passed FAR and AUD).',
      'Experience',
      'Staff Accountant, Acme — May 2019 – present',
      '- Closed the books monthly in NetSuite',
    ].join('\n')
    const jd = 'Requirements:\n- Active CPA license required\n- NetSuite experience'
    const analysis = analyzeWithFit({ resume, jobDescription: jd, today: '2026-11' })
    const cpa = analysis.requirements?.find((r) => /cpa/i.test(r.name))
    expect(cpa?.status).toBe('missing')
  })
})

describe('a senior post against the titles held', () => {
  const ad = (title: string) => `${title}\nRequirements:\n- 2+ years as a ${title}`
  const resume = (title: string) =>
    `Ana Ruiz\n\nExperience\n${title}, Acme — Jan 2018 – Present\n- Closed the books monthly`
  const titleOf = (post: string, held: string) =>
    analyzeWithFit({
      resume: resume(held),
      jobDescription: ad(post),
      today: '2026-11',
    }).requirements?.find((r) => r.kind === 'title')

  it('reads a title without a senior word as a step below', () => {
    expect(titleOf('Senior Accountant', 'Staff Accountant')).toMatchObject({
      status: 'partly',
      basis: 'junior_title',
    })
  })

  it('reads "Staff" as senior in engineering', () => {
    expect(titleOf('Senior Software Engineer', 'Staff Software Engineer')?.status).toBe('met')
  })
})
