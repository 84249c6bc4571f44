import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../documents/extract-document.ts'
import {
  ENGLISH_RESUME,
  RUSSIAN_RESUME,
  SPANISH_RESUME,
  twoPageResume,
} from '../export/sample-resumes.ts'
import { SAMPLE_RESUME } from '../../test/sample-texts.ts'
import { isBlankLine, markedLine, plain, splitResumeLines } from './resume-lines.ts'
import { resumeModel, type EntryItem, type ResumeModel, type SectionItem } from './resume-model.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const SAMPLES = join(ROOT, '../shared/data/samples/resumes')
const FIXTURES = join(ROOT, 'server/test/fixtures/resumes')
const FIT = join(ROOT, 'server/test/fixtures/fit/resumes')

/** The lines each place of the model holds; an inline heading shares its line with its item. */
function owners(model: ResumeModel): Array<[number, string]> {
  const out: Array<[number, string]> = []
  if (model.name) out.push([model.name.line, 'name'])
  if (model.headline) out.push([model.headline.line, 'headline'])
  for (const c of model.contact.lines) out.push([c.line, 'contact'])
  model.sections.forEach((section, s) => {
    if (section.line !== null && !section.inline) out.push([section.line, `heading ${s}`])
    section.items.forEach((item, i) => {
      for (const line of itemLines(item)) out.push([line, `section ${s} item ${i}`])
    })
  })
  return out
}

function itemLines(item: SectionItem): number[] {
  if (item.type !== 'entry') return item.lines
  return [...item.lines, ...[...item.bullets, ...item.details].flatMap((b) => b.lines)]
}

/** Words of letters or digits, lower case: what a reader must find again. */
const wordsOf = (text: string): string[] =>
  (
    plain(text)
      .toLocaleLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w !== '')

function entryWords(entry: EntryItem): Set<string> {
  return new Set(
    [
      entry.title,
      entry.employer,
      entry.location,
      entry.note,
      entry.dates,
      ...entry.bullets.map((b) => b.text),
      ...entry.details.map((b) => b.text),
    ].flatMap(wordsOf),
  )
}

/** Every non-blank line in exactly one place, and every word of an entry's lines in its fields. */
function expectNothingDropped(text: string, label: string): void {
  const model = resumeModel(text)
  const lines = splitResumeLines(text)
  const owned = owners(model)
  const counts = new Map<number, string[]>()
  for (const [line, owner] of owned) counts.set(line, [...(counts.get(line) ?? []), owner])
  const shared = [...counts].filter(([, places]) => places.length > 1)
  expect(shared, `${label}: lines in two places`).toEqual([])
  const missing = lines
    .map((line, n) => ({ line, n }))
    .filter(({ line, n }) => !isBlankLine(line) && !counts.has(n))
    .map(({ line, n }) => `${n}: ${line}`)
  expect(missing, `${label}: lines in no place`).toEqual([])
  const blankOwned = [...counts.keys()].filter((n) => isBlankLine(lines[n]))
  expect(blankOwned, `${label}: blank lines owned`).toEqual([])
  for (const section of model.sections) {
    // An inline heading's label is the section's; a list marker ("1.") is layout, not words.
    const label = new Set(section.inline ? wordsOf(section.heading) : [])
    for (const item of section.items) {
      if (item.type !== 'entry') continue
      const have = entryWords(item)
      const lost = itemLines(item)
        .flatMap((n) => wordsOf(markedLine(lines[n] ?? '').text))
        .filter((w) => !have.has(w) && !label.has(w))
      expect(lost, `${label}: words lost from entry "${item.title}"`).toEqual([])
    }
  }
}

/** The template literals of a source file that hold a resume ("# Name" first). */
function resumeLiterals(path: string): string[] {
  const source = readFileSync(path, 'utf8')
  return [...source.matchAll(/`(# [^`]+)`/g)].map((m) => (m[1] ?? '').replace(/\\`/g, '`'))
}

const entriesOf = (model: ResumeModel, kind: string): EntryItem[] =>
  model.sections
    .filter((s) => s.kind === kind)
    .flatMap((s) => s.items)
    .filter((i): i is EntryItem => i.type === 'entry')

const describeEntry = (e: EntryItem): string =>
  `${e.title} | ${e.employer} | ${e.location} | ${e.dates} | ${e.start ?? '-'}..${e.end ?? '-'}`

describe('resumeModel never drops a line', () => {
  it('on the stored sample resumes, the app fixtures and the editor fixtures', () => {
    const texts: Array<[string, string]> = [
      ['english sample', ENGLISH_RESUME],
      ['russian sample', RUSSIAN_RESUME],
      ['spanish sample', SPANISH_RESUME],
      ['two pages', twoPageResume()],
      ['sample-texts', SAMPLE_RESUME],
      ...[
        join(ROOT, 'src/mocks/fixtures/resumes.ts'),
        join(ROOT, 'src/ui/editor/resume-fixtures.ts'),
      ].flatMap((path) =>
        resumeLiterals(path).map((text, i): [string, string] => [`${path} #${i}`, text]),
      ),
    ]
    expect(texts.length).toBeGreaterThan(8)
    for (const [label, text] of texts) expectNothingDropped(text, label)
  })

  it('on the fit set resumes', () => {
    const files = readdirSync(FIT).filter((f) => f.endsWith('.txt'))
    expect(files.length).toBeGreaterThanOrEqual(15)
    for (const file of files) expectNothingDropped(readFileSync(join(FIT, file), 'utf8'), file)
  })

  it('on every sample and fixture PDF and DOCX, read by our own extraction', async () => {
    const files = [
      ...readdirSync(SAMPLES).map((f) => join(SAMPLES, f)),
      ...readdirSync(FIXTURES).map((f) => join(FIXTURES, f)),
    ].filter((f) => /\.(pdf|docx)$/.test(f))
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const { text } = await extractDocument(new Uint8Array(readFileSync(file)))
      expectNothingDropped(text, file)
    }
  }, 60_000)

  it('on text with Windows line ends, rules and stray blank lines', () => {
    expectNothingDropped('# A\r\n\r\n---\r\nB\r\n   \r\n- C\r\n***', 'rules')
    expect(resumeModel('  \n\n').sections).toEqual([])
  })
})

describe('resumeModel', () => {
  it('reads the header: name, headline and what the contact line holds', () => {
    const model = resumeModel(ENGLISH_RESUME)
    expect(model.name).toEqual({ text: 'Jane Doe', line: 0 })
    expect(model.headline).toEqual({ text: 'Senior Software Engineer', line: 1 })
    expect(model.contact).toMatchObject({
      email: 'jane.doe@example.com',
      phone: '+1 (555) 123-4567',
      urls: ['https://linkedin.com/in/janedoe'],
      location: 'San Francisco, CA',
    })
    expect(model.sections.map((s) => `${s.kind}: ${s.heading}`)).toEqual([
      'summary: Summary',
      'experience: Experience',
      'education: Education',
      'skills: Skills',
    ])
  })

  it('reads "Employer, City, Title" over its dates as one entry with each part in its place', () => {
    const text = [
      'Rachel Okoye',
      'rachel@example.com',
      '',
      'Experience',
      'Harbor Financial, Portland, OR, Staff Accountant',
      'Oct. 2021 – Current',
      '- Month-end close for two entities',
    ].join('\n')
    const [entry] = entriesOf(resumeModel(text), 'experience')
    expect(entry).toMatchObject({
      title: 'Staff Accountant',
      employer: 'Harbor Financial',
      location: 'Portland, OR',
      dates: 'Oct. 2021 – Current',
      start: '2021-10',
      end: 'present',
      lines: [4, 5],
      bullets: [{ text: 'Month-end close for two entities', lines: [6] }],
    })
  })

  it('reads entries in the orders resume-roles accepts, in three languages', () => {
    const text = [
      'Ana Ruiz',
      '',
      'Experience',
      '2021 – Present',
      'Registered Nurse, Medical-Surgical Unit',
      'Mercy General Hospital, Peoria, IL',
      '- Care for 5–6 patients',
      '',
      'Data Analyst, Prairie State Bank — Madison, WI (May 2021 – Present)',
      '2019–2022   Backend-разработчик (фриланс, частичная занятость)',
      'mar. 2021 – actualidad',
      'Enfermera de Urgencias — Hospital General Universitario de Elche',
      '### Frontend Engineer, Lumen Analytics (2021 - present)',
    ].join('\n')
    expect(entriesOf(resumeModel(text), 'experience').map(describeEntry)).toEqual([
      'Registered Nurse, Medical-Surgical Unit | Mercy General Hospital | Peoria, IL | 2021 – Present | 2021-01..present',
      'Data Analyst | Prairie State Bank | Madison, WI | May 2021 – Present | 2021-05..present',
      'Backend-разработчик |  |  | 2019–2022 | 2019-01..2022-12',
      'Enfermera de Urgencias | Hospital General Universitario de Elche |  | mar. 2021 – actualidad | 2021-03..present',
      'Frontend Engineer | Lumen Analytics |  | 2021 - present | 2021-01..present',
    ])
    // The note in brackets is kept where a reader finds it.
    expect(entriesOf(resumeModel(text), 'experience')[2]?.note).toBe('фриланс, частичная занятость')
  })

  it('reads studies: degree, school, place and one date or a range', () => {
    const text = [
      '# Jane',
      '## Education',
      'BBA, Accounting — Portland State University, 2019',
      'Bachelor of Science in Nursing, Bradley University, Peoria, IL — 2020',
      '1997 – 1999 Master of Science in Computer Science, Massachusetts Institute of Technology,',
      'Cambridge, MA, USA',
      'СПбПУ Петра Великого, «Информатика и вычислительная техника», бакалавр, 2017',
      'Grado en Enfermería, Universidad de Alicante, 2019',
      'Curso de Soporte Vital Avanzado (SVA), 2022',
      '- Simulation training',
    ].join('\n')
    expect(entriesOf(resumeModel(text), 'education').map(describeEntry)).toEqual([
      'BBA, Accounting | Portland State University |  | 2019 | -..2019-12',
      'Bachelor of Science in Nursing | Bradley University | Peoria, IL | 2020 | -..2020-12',
      'Master of Science in Computer Science | Massachusetts Institute of Technology | Cambridge, MA, USA | 1997 – 1999 | 1997-01..1999-12',
      '«Информатика и вычислительная техника», бакалавр | СПбПУ Петра Великого |  | 2017 | -..2017-12',
      'Grado en Enfermería | Universidad de Alicante |  | 2019 | -..2019-12',
      'Curso de Soporte Vital Avanzado (SVA) |  |  | 2022 | -..2022-12',
    ])
    expect(entriesOf(resumeModel(text), 'education')[5]?.bullets).toEqual([
      { text: 'Simulation training', lines: [9] },
    ])
  })

  it('reads projects as entries with their dates and descriptions', () => {
    const text = [
      'Jane Doe',
      '',
      'Projects',
      '2020 – Personal Project: Home Automation System',
      'Present Developed a smart home system using Raspberry Pi.',
    ].join('\n')
    const [project] = entriesOf(resumeModel(text), 'projects')
    expect(project).toMatchObject({
      title: 'Personal Project: Home Automation System',
      dates: '2020 – Present',
      details: [{ text: 'Developed a smart home system using Raspberry Pi.', lines: [4] }],
    })
  })

  it('reads skill lists, labelled or not, a wrapped line joined, and spoken languages among them', () => {
    const model = resumeModel(
      [
        '# Jane',
        '## Skills',
        '- Languages: TypeScript, Go, Python, SQL',
        'Product management, Agile methodologies, Project',
        'management, SQL and NoSQL databases (MySQL, MongoDB), and Docker',
        '- Idiomas: español (nativo), inglés (C1), portugués (B1)',
        '- Английский язык — B2',
      ].join('\n'),
    )
    const items = model.sections[0]?.items ?? []
    expect(items.map((i) => i.type)).toEqual(['skills', 'skills', 'languages', 'languages'])
    expect(items[0]).toMatchObject({
      label: 'Languages',
      skills: ['TypeScript', 'Go', 'Python', 'SQL'],
    })
    expect(items[1]).toMatchObject({
      label: null,
      skills: [
        'Product management',
        'Agile methodologies',
        'Project management',
        'SQL and NoSQL databases (MySQL, MongoDB)',
        'Docker',
      ],
      lines: [3, 4],
    })
    expect(items[2]).toMatchObject({
      languages: [
        { language: 'español', code: 'es', level: 'nativo', rank: 6 },
        { language: 'inglés', code: 'en', level: 'C1', rank: 5 },
        { language: 'portugués', code: 'pt', level: 'B1', rank: 3 },
      ],
    })
    expect(items[3]).toMatchObject({
      languages: [{ language: 'Английский язык', code: 'en', level: 'B2', rank: 4 }],
    })
  })

  it('reads a languages section or label in the ways people write levels', () => {
    const languagesOf = (text: string) =>
      resumeModel(`# Jane\n${text}`)
        .sections.flatMap((s) => s.items)
        .flatMap((i) => (i.type === 'languages' ? i.languages : []))
        .map((l) => `${l.language}=${l.level ?? '-'}`)
    expect(languagesOf('Languages\nSpanish (native), English — C1')).toEqual([
      'Spanish=native',
      'English=C1',
    ])
    expect(languagesOf('Idiomas: Inglés: avanzado; valenciano (C1)')).toEqual([
      'Inglés=avanzado',
      'valenciano=C1',
    ])
    expect(languagesOf('ЯЗЫКИ\nРусский — родной; английский — B1')).toEqual([
      'Русский=родной',
      'английский=B1',
    ])
    expect(languagesOf('Languages: English, fluent French')).toEqual(['English=-', 'French=fluent'])
  })

  it('reads certifications and licences with issuer and date, inline or under a heading', () => {
    const certs = (text: string) =>
      resumeModel(`# Jane\n${text}`)
        .sections.flatMap((s) => s.items)
        .flatMap((i) => (i.type === 'certifications' ? i.certifications : []))
    expect(
      certs(
        [
          'LICENSES & CERTIFICATIONS',
          'Certified Public Accountant (CPA), Oregon, 2021',
          'BLS and ACLS, American Heart Association',
          '- AWS Solutions Architect — Amazon Web Services, May 2024',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'Certified Public Accountant (CPA)', issuer: 'Oregon', date: '2021' },
      { name: 'BLS and ACLS', issuer: 'American Heart Association', date: null },
      { name: 'AWS Solutions Architect', issuer: 'Amazon Web Services', date: 'May 2024' },
    ])
    expect(
      certs(
        'CERTIFICATIONS: Google Ads Search Certification; Oracle Certified Professional, Java SE 8',
      ),
    ).toEqual([
      { name: 'Google Ads Search Certification', issuer: null, date: null },
      { name: 'Oracle Certified Professional, Java SE 8', issuer: null, date: null },
    ])
  })

  it('keeps a heading with its content on one line as the section and its item', () => {
    const model = resumeModel('Ray Dominguez\n\nLanguages: Spanish (native), English (fluent)')
    expect(model.sections).toEqual([
      {
        kind: 'languages',
        heading: 'Languages',
        line: 2,
        inline: true,
        items: [
          {
            type: 'languages',
            languages: [
              { language: 'Spanish', code: 'es', level: 'native', rank: 6 },
              { language: 'English', code: 'en', level: 'fluent', rank: 5 },
            ],
            text: 'Spanish (native), English (fluent)',
            bullet: false,
            lines: [2],
          },
        ],
      },
    ])
  })

  it('reads a resume without headings: its roles form an untitled experience section', () => {
    const text = readFileSync(join(FIT, 'en-logistics-ray-dominguez.txt'), 'utf8')
    const model = resumeModel(text)
    expect(model.name?.text).toBe('RAY DOMINGUEZ')
    expect(model.sections[0]).toMatchObject({ kind: 'experience', heading: '', line: null })
    expect(entriesOf(model, 'experience').map((e) => e.title)).toEqual([
      'Regional Driver (CDL-A)',
      'Delivery Driver (Class B)',
    ])
  })

  it('reads a header whose first line is no name (a two-column PDF)', () => {
    const model = resumeModel('ines@example.dev\n+1 415 555 0100\n\nSkills\nGo, SQL')
    expect(model.name).toBeNull()
    expect(model.contact).toMatchObject({ email: 'ines@example.dev', phone: '+1 415 555 0100' })
  })

  it('joins a bullet with the line it wraps onto', () => {
    const text = [
      'John Doe',
      '',
      'Experience',
      'Developer, ABC Company, Inc., Anywhere, USA, June 2018 - Present',
      '- Used Angular for developing dynamic web front-ends, improving user experience',
      'by 30 percent',
      '- Wrote unit tests',
    ].join('\n')
    const [entry] = entriesOf(resumeModel(text), 'experience')
    expect(entry).toMatchObject({ employer: 'ABC Company, Inc.', location: 'Anywhere, USA' })
    expect(entry?.bullets).toEqual([
      {
        text: 'Used Angular for developing dynamic web front-ends, improving user experience by 30 percent',
        lines: [4, 5],
      },
      { text: 'Wrote unit tests', lines: [6] },
    ])
  })
})
