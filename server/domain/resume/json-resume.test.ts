import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from '../export/sample-resumes.ts'
import { datesIn } from '../writing/guard-dates.ts'
import { fromJsonResume, JsonResumeError, parseJsonResume, toJsonResume } from './json-resume.ts'
import { plain } from './resume-lines.ts'
import { resumeModel, type EntryItem, type ResumeModel } from './resume-model.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const SAMPLES = join(ROOT, '../shared/data/samples/resumes')
const FIT = join(ROOT, 'server/test/fixtures/fit/resumes')

/** A date as a year-month whatever way it is written ("05/2028" and "May 2028" are one). */
const yearMonth = (text: string | null): string => {
  const [date] = datesIn(text ?? '')
  return date ? `${date.year}-${date.month ?? ''}` : ''
}

/** What must survive a trip through JSON Resume. */
function kept(model: ResumeModel) {
  const items = model.sections.flatMap((s) => s.items)
  const entries = (kinds: string[]) =>
    model.sections
      .filter((s) => kinds.includes(s.kind))
      .flatMap((s) => s.items)
      .filter((i): i is EntryItem => i.type === 'entry')
  return {
    work: entries(['experience', 'other']).map((e) => ({
      title: e.title,
      employer: e.employer,
      start: e.start,
      end: e.end,
      bullets: e.bullets.map((b) => plain(b.text)),
    })),
    studies: entries(['education']).map((e) => `${e.employer} ${e.start}..${e.end}`),
    skills: items.flatMap((i) => (i.type === 'skills' ? i.skills : [])),
    languages: items.flatMap((i) =>
      i.type === 'languages' ? i.languages.map((l) => `${l.language}: ${l.level ?? ''}`) : [],
    ),
    certificates: items.flatMap((i) =>
      i.type === 'certifications'
        ? i.certifications.map((c) => `${c.name} | ${c.issuer ?? ''} | ${yearMonth(c.date)}`)
        : [],
    ),
  }
}

describe('model → JSON Resume → text → model', () => {
  const texts: Array<[string, string]> = [
    ['english sample', ENGLISH_RESUME],
    ['russian sample', RUSSIAN_RESUME],
    ['spanish sample', SPANISH_RESUME],
    ...readdirSync(FIT)
      .filter((f) => f.endsWith('.txt'))
      .map((f): [string, string] => [f, readFileSync(join(FIT, f), 'utf8')]),
  ]
  it.each(texts)(
    'keeps titles, employers, dates, bullets, skills, languages and certificates: %s',
    (_, text) => {
      const model = resumeModel(text)
      const again = resumeModel(fromJsonResume(toJsonResume(model)))
      expect(kept(again)).toEqual(kept(model))
    },
  )
})

describe('toJsonResume', () => {
  it('writes basics, work with ISO dates, studies, skills, languages and certificates', () => {
    const text = [
      '# Rachel Okoye',
      'Staff Accountant',
      'Portland, OR · rachel@example.com · 503-555-0172 · linkedin.com/in/rachelokoye',
      '',
      '## Summary',
      'Accountant with three years of month-end close.',
      '',
      '## Experience',
      'Harbor Financial, Portland, OR, Staff Accountant',
      'Oct. 2021 – Current',
      '- Month-end close for two entities',
      '',
      '## Education',
      'BBA, Accounting — Portland State University, 2019',
      '',
      '## Skills',
      '- Tools: NetSuite, Excel',
      'Reconciliations, audit schedules',
      '',
      '## Certifications',
      'Certified Public Accountant (CPA), Oregon, 2021',
      '',
      '## Languages',
      'Spanish (native), English — C1',
    ].join('\n')
    expect(toJsonResume(resumeModel(text))).toEqual({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: {
        name: 'Rachel Okoye',
        label: 'Staff Accountant',
        email: 'rachel@example.com',
        phone: '503-555-0172',
        summary: 'Accountant with three years of month-end close.',
        location: { city: 'Portland', region: 'OR' },
        profiles: [
          {
            network: 'LinkedIn',
            username: 'rachelokoye',
            url: 'https://linkedin.com/in/rachelokoye',
          },
        ],
      },
      work: [
        {
          name: 'Harbor Financial',
          position: 'Staff Accountant',
          location: 'Portland, OR',
          startDate: '2021-10',
          highlights: ['Month-end close for two entities'],
        },
      ],
      education: [
        {
          institution: 'Portland State University',
          studyType: 'BBA',
          area: 'Accounting',
          endDate: '2019',
        },
      ],
      skills: [
        { name: 'Tools', keywords: ['NetSuite', 'Excel'] },
        { name: 'Reconciliations' },
        { name: 'audit schedules' },
      ],
      languages: [
        { language: 'Spanish', fluency: 'native' },
        { language: 'English', fluency: 'C1' },
      ],
      certificates: [{ name: 'Certified Public Accountant (CPA)', issuer: 'Oregon', date: '2021' }],
    })
  })
})

describe('fromJsonResume', () => {
  const sample = (name: string): string => readFileSync(join(SAMPLES, name), 'utf8')

  it('writes the editor\'s own Markdown: headings, "### Title, Employer (dates)" entries, bullets', () => {
    const text = fromJsonResume(sample('sample.resume.json'))
    expect(text.split('\n').slice(0, 6)).toEqual([
      '# Richard Hendriks',
      'Programmer',
      '2712 Broadway St, San Francisco, California, US · richard.hendriks@mail.com · (912) 555-4321',
      'http://richardhendricks.example.com · https://www.twitter.com · https://soundcloud.example.com/dandymusicnl',
      '',
      '## Summary',
    ])
    expect(text).toContain(
      '## Experience\n### CEO/President, Pied Piper, Palo Alto, CA (Dec 2013 – Dec 2014)\n',
    )
    expect(text).toContain('## Languages\n- English (Native speaker)\n')
    expect(text).toContain('- Web Development: HTML, CSS, Javascript\n')
  })

  it.each(readdirSync(SAMPLES).filter((f) => f.endsWith('.resume.json')))(
    'keeps what a JSON Resume says through the model and back: %s',
    (name) => {
      const input = parseJsonResume(sample(name))
      const output = toJsonResume(resumeModel(fromJsonResume(input)))
      const dated = (d: { startDate?: string; endDate?: string }) =>
        `${d.startDate?.slice(0, 7) ?? ''}..${d.endDate?.slice(0, 7) ?? ''}`
      expect(output.basics?.name).toBe(input.basics?.name)
      expect(output.basics?.email).toBe(input.basics?.email)
      expect(output.work?.map((w) => [w.position, w.name, dated(w), w.highlights])).toEqual(
        input.work?.map((w) => [w.position, w.name, dated(w), w.highlights]),
      )
      expect(output.education?.map((e) => [e.institution, e.area, dated(e)])).toEqual(
        input.education?.map((e) => [e.institution, e.area, dated(e)]),
      )
      expect(output.skills?.flatMap((s) => [s.name, ...(s.keywords ?? [])])).toEqual(
        input.skills?.flatMap((s) => [s.name, ...(s.keywords ?? [])]),
      )
      expect(output.languages).toEqual(input.languages)
      expect(output.certificates?.map((c) => [c.name, c.issuer, c.date?.slice(0, 7)])).toEqual(
        input.certificates?.map((c) => [c.name, c.issuer, c.date?.slice(0, 7)]),
      )
    },
  )

  it('writes headings, months and "present" in the resume\'s language', () => {
    const text = fromJsonResume({
      basics: { name: 'Иван Петров' },
      work: [
        {
          name: 'ООО «Ромашка»',
          position: 'Ведущий разработчик',
          startDate: '2019-03',
          highlights: ['Спроектировал платёжный шлюз для трёх миллионов транзакций в сутки'],
        },
      ],
      languages: [{ language: 'Английский', fluency: 'B2' }],
    })
    expect(text).toBe(
      [
        '# Иван Петров',
        '',
        '## Опыт работы',
        '### Ведущий разработчик, ООО «Ромашка» (март 2019 – настоящее время)',
        '- Спроектировал платёжный шлюз для трёх миллионов транзакций в сутки',
        '',
        '## Языки',
        '- Английский (B2)',
        '',
      ].join('\n'),
    )
    const [role] = resumeModel(text).sections[0]?.items ?? []
    expect(role).toMatchObject({ title: 'Ведущий разработчик', start: '2019-03', end: 'present' })
  })
})

describe('parseJsonResume', () => {
  const problems = (input: unknown): string[] => {
    try {
      parseJsonResume(input)
    } catch (error) {
      expect(error).toBeInstanceOf(JsonResumeError)
      return (error as JsonResumeError).problems
    }
    return []
  }

  it('says what is wrong where, in words a person can act on', () => {
    expect(problems('{"basics": ')[0]).toMatch(/^the file is not valid JSON \(/)
    expect(problems('[1, 2]')).toEqual([
      'a JSON Resume is an object with "basics", "work", "education" and so on, and this is a list.',
    ])
    expect(
      problems({
        basics: { name: 'Ana' },
        work: [
          { name: 'Acme', startDate: '2020-01' },
          { name: 'Globex', startDate: 'March 2021' },
        ],
        skills: { name: 'SQL' },
      }),
    ).toEqual([
      'work[1].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "March 2021".',
      'skills: expected a list, got an object.',
    ])
    expect(problems({ meta: { version: 'v1.0.0' } })).toEqual([
      'it has no name (basics.name) and no work, education, skills or projects to import.',
    ])
  })

  it('keeps fields the schema does not name', () => {
    expect(parseJsonResume({ basics: { name: 'Ana', pronouns: 'she/her' } })).toEqual({
      basics: { name: 'Ana', pronouns: 'she/her' },
    })
  })
})
