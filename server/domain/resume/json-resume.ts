import * as z from 'zod/mini'
import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import { jsonResumeSchema, type JsonResume } from '../../../src/contract/json-resume.ts'
import { detectLanguage } from '../analysis/language.ts'
import { datesIn } from '../writing/guard-dates.ts'
import { plain } from './resume-lines.ts'
import type { EntryItem, ResumeModel, ResumeSection, SectionItem } from './resume-model.ts'

/**
 * The resume model to and from JSON Resume v1.0.0 (https://jsonresume.org/schema), the format
 * Reactive Resume and other tools exchange. Export reads the structured resume model; import
 * writes the light Markdown the editor keeps ("# Name", "## Experience", "### Title, Employer
 * (Mar 2021 – Present)", "- bullets"), with headings, months and "present" in the resume's own
 * language (English, Spanish or Russian, read from its text), so the app reads it back into the
 * same model.
 *
 * JSON Resume has no place for what the model calls paragraphs of other sections or a skill's
 * wrapped line; export leaves them out. Import keeps every field a reader sees (a skill's
 * level, a photo and `meta` are left out).
 */

/** A JSON Resume the import cannot read, with one line per problem a person can fix. */
export class JsonResumeError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `This is not a JSON Resume the app can import: ${problems[0]}`
        : `This is not a JSON Resume the app can import:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
    this.name = 'JsonResumeError'
  }
}

// ---------------------------------------------------------------------------------------------
// Model → JSON Resume

const PROFILE_NETWORKS: Array<[RegExp, string]> = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/(?:twitter|x)\.com/i, 'Twitter'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/t\.me\//i, 'Telegram'],
]

const withScheme = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

/** "2021-10" as JSON Resume writes it, or "2021" where the resume names no month. */
function isoDate(yearMonth: string | null, written: { month: number | null } | undefined) {
  if (!yearMonth || yearMonth === 'present') return undefined
  return written?.month === null ? yearMonth.slice(0, 4) : yearMonth
}

function entryDates(entry: EntryItem): { startDate?: string; endDate?: string } {
  const dates = datesIn(entry.dates)
  const startDate = entry.start ? isoDate(entry.start, dates[0]) : undefined
  const endDate = isoDate(entry.end, dates.at(-1))
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
}

const entriesIn = (sections: ResumeSection[]): EntryItem[] =>
  sections.flatMap((s) => s.items).filter((i): i is EntryItem => i.type === 'entry')

const texts = (lines: Array<{ text: string }>): string[] => lines.map((l) => plain(l.text))

/** "B.S. in Computer Science" → B.S. and Computer Science; "BBA, Accounting"; "Grado en Enfermería". */
function studyOf(title: string): { studyType?: string; area?: string } {
  const split =
    /^(.+?)\s+(?:in|en|de|по)\s+(.+)$/u.exec(title) ??
    /^(.+?),\s+(.+)$/u.exec(title) ??
    /^((?:[A-Z]\.){1,3}[A-Z]?\.?|[A-Z]{2,5}|M\.?Sc\.?|B\.?Sc\.?|PhD)\s+(.+)$/u.exec(title)
  if (!split) return title ? { studyType: title } : {}
  return { studyType: split[1]?.trim(), area: split[2]?.trim() }
}

/** Paragraph lines of the sections whose heading says what they hold ("Awards", "Интересы"). */
function paragraphsUnder(model: ResumeModel, heading: RegExp): string[] {
  return model.sections
    .filter((s) => s.kind === 'other' && heading.test(s.heading))
    .flatMap((s) => s.items)
    .flatMap((i) => (i.type === 'paragraph' ? [plain(i.text)] : []))
}

/** "GPA: 4.0" and "Courses: …" under a study, as the import writes them in each language. */
const SCORE = /^(?:GPA|Nota media|Средний балл)\s*:\s*(.+)$/iu
const COURSES = /^(?:Courses|Relevant coursework|Cursos|Курсы)\s*:\s*(.+)$/iu
const AWARDS = /award|honou?r|achievement|premio|logro|наград|достижен/iu
const PUBLICATIONS = /publication|publicacion|публикац/iu
const INTERESTS = /interest|hobb|interes|aficion|интерес|хобби/iu
const REFERENCES = /reference|referencia|рекомендац/iu
const VOLUNTEER = /volunt|волонт/iu

/** Drops the fields a JSON Resume leaves out when empty. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T
}

export function toJsonResume(model: ResumeModel): JsonResume {
  const items = model.sections.flatMap((s) => s.items)
  const of = <T extends SectionItem['type']>(type: T) =>
    items.filter((i): i is Extract<SectionItem, { type: T }> => i.type === type)
  const urls = model.contact.urls
  const profiles = urls.flatMap((url) => {
    const network = PROFILE_NETWORKS.find(([re]) => re.test(url))?.[1]
    if (!network) return []
    // "linkedin.com/in/janedoe": the last part of the path names the person.
    const path = url.replace(/^(?:https?:\/\/)?[^/]+/i, '').replace(/\/+$/, '')
    const username = path.split('/').at(-1)?.replace(/^@/, '')
    return [compact({ network, username, url: withScheme(url) })]
  })
  const site = urls.find((url) => !PROFILE_NETWORKS.some(([re]) => re.test(url)))
  const placeParts = (model.contact.location ?? '').split(/,\s*/)
  // "123 Main St, Anywhere, USA": a street with its number goes to the address.
  const address = /^\d/.test(placeParts[0] ?? '') ? placeParts.shift() : undefined
  const [city, region, ...rest] = placeParts
  const summary = model.sections
    .filter((s) => s.kind === 'summary')
    .flatMap((s) => s.items)
    .flatMap((i) => (i.type === 'paragraph' ? [plain(i.text)] : []))
    .join('\n')
  const work = (sections: ResumeSection[]) =>
    entriesIn(sections).map((e) =>
      compact({
        name: e.employer,
        position: e.title,
        location: e.location,
        ...entryDates(e),
        summary: texts(e.details).join('\n'),
        highlights: texts(e.bullets),
      }),
    )
  const roleSections = model.sections.filter((s) => s.kind === 'experience' || s.kind === 'other')
  const volunteerSections = roleSections.filter((s) => VOLUNTEER.test(s.heading))
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: model.name?.text,
      label: model.headline ? plain(model.headline.text) : undefined,
      email: model.contact.email ?? undefined,
      phone: model.contact.phone ?? undefined,
      url: site ? withScheme(site) : undefined,
      summary,
      location: model.contact.location
        ? compact({ address, city, region: [region, ...rest].filter(Boolean).join(', ') })
        : undefined,
      profiles,
    }),
    work: work(roleSections.filter((s) => !volunteerSections.includes(s))),
    volunteer: work(volunteerSections).map(({ name, ...v }) =>
      compact({ organization: name, ...v }),
    ),
    education: entriesIn(model.sections.filter((s) => s.kind === 'education')).map((e) => {
      const notes = [...texts(e.bullets), ...texts(e.details)]
      const score = notes.map((n) => SCORE.exec(n)?.[1]).find(Boolean)
      const listed = notes.map((n) => COURSES.exec(n)?.[1]).find(Boolean)
      return compact({
        institution: e.employer,
        ...studyOf(e.title),
        ...entryDates(e),
        score,
        courses: [
          ...(listed ? listed.split(/,\s+/u) : []),
          ...notes.filter((n) => !SCORE.test(n) && !COURSES.test(n)),
        ],
      })
    }),
    skills: of('skills').flatMap((s) =>
      s.label ? [{ name: s.label, keywords: s.skills }] : s.skills.map((name) => ({ name })),
    ),
    languages: of('languages').flatMap((l) =>
      l.languages.map((language) =>
        compact({ language: language.language, fluency: language.level ?? undefined }),
      ),
    ),
    certificates: of('certifications').flatMap((c) =>
      c.certifications.map((cert) => {
        const [when] = datesIn(cert.date ?? '')
        const date = when
          ? when.month
            ? `${when.year}-${String(when.month).padStart(2, '0')}`
            : String(when.year)
          : undefined
        return compact({ name: cert.name, issuer: cert.issuer ?? undefined, date })
      }),
    ),
    projects: entriesIn(model.sections.filter((s) => s.kind === 'projects')).map((e) =>
      compact({
        name: e.title || e.employer,
        ...entryDates(e),
        description: texts(e.details).join('\n'),
        highlights: texts(e.bullets),
      }),
    ),
    awards: paragraphsUnder(model, AWARDS).map((title) => ({ title })),
    publications: paragraphsUnder(model, PUBLICATIONS).map((name) => ({ name })),
    interests: paragraphsUnder(model, INTERESTS).map((name) => ({ name })),
    references: paragraphsUnder(model, REFERENCES).map((reference) => ({ reference })),
  })
}

// ---------------------------------------------------------------------------------------------
// JSON Resume → the editor's text

interface Words {
  summary: string
  work: string
  volunteer: string
  education: string
  skills: string
  languages: string
  certificates: string
  projects: string
  awards: string
  publications: string
  interests: string
  references: string
  courses: string
  score: string
  present: string
  /** "B.S. in Computer Science": the word between a degree and its field. */
  field: string
  months: string[]
}

const WORDS: Record<AnalysisLanguage, Words> = {
  en: {
    summary: 'Summary',
    work: 'Experience',
    volunteer: 'Volunteering',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certifications',
    projects: 'Projects',
    awards: 'Awards',
    publications: 'Publications',
    interests: 'Interests',
    references: 'References',
    courses: 'Courses',
    score: 'GPA',
    present: 'Present',
    field: ' in ',
    months: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  },
  es: {
    summary: 'Perfil',
    work: 'Experiencia',
    volunteer: 'Voluntariado',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificaciones',
    projects: 'Proyectos',
    awards: 'Premios',
    publications: 'Publicaciones',
    interests: 'Intereses',
    references: 'Referencias',
    courses: 'Cursos',
    score: 'Nota media',
    present: 'actualidad',
    field: ' en ',
    months: 'ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'.split(' '),
  },
  ru: {
    summary: 'О себе',
    work: 'Опыт работы',
    volunteer: 'Волонтёрство',
    education: 'Образование',
    skills: 'Навыки',
    languages: 'Языки',
    certificates: 'Сертификаты',
    projects: 'Проекты',
    awards: 'Награды',
    publications: 'Публикации',
    interests: 'Интересы',
    references: 'Рекомендации',
    courses: 'Курсы',
    score: 'Средний балл',
    present: 'настоящее время',
    field: ', ',
    months: 'янв. февр. март апр. май июнь июль авг. сент. окт. нояб. дек.'.split(' '),
  },
}

/** Where a value sits, as a person reads a JSON path: work[1].startDate. */
function pathOf(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('')
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`
}

/**
 * Reads and checks a JSON Resume (its text or the parsed value): throws JsonResumeError saying
 * what is wrong where ("work[1].startDate: expected a date like 2021, 2021-03 or 2021-03-15
 * (ISO 8601), got "March 2021"").
 */
export function parseJsonResume(input: unknown): JsonResume {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch (error) {
      throw new JsonResumeError([`the file is not valid JSON (${(error as Error).message}).`])
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new JsonResumeError([
      `a JSON Resume is an object with "basics", "work", "education" and so on, and this is ${describe(value)}.`,
    ])
  }
  const parsed = z.safeParse(jsonResumeSchema, value)
  if (!parsed.success) {
    throw new JsonResumeError(
      parsed.error.issues.slice(0, 10).map((issue) => {
        const got = describe(valueAt(value, issue.path))
        const expected =
          issue.code === 'invalid_type'
            ? `expected ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`
            : `expected ${issue.message}`
        return `${pathOf(issue.path)}: ${expected}, got ${got}.`
      }),
    )
  }
  const resume = parsed.data
  const hasContent =
    Boolean(resume.basics?.name?.trim()) ||
    [resume.work, resume.education, resume.skills, resume.projects, resume.volunteer].some(
      (list) => (list?.length ?? 0) > 0,
    )
  if (!hasContent) {
    throw new JsonResumeError([
      'it has no name (basics.name) and no work, education, skills or projects to import.',
    ])
  }
  return resume
}

/** "2021-03-15" as "Mar 2021", "2021" as "2021", in the resume's language. */
function shownDate(date: string | undefined, words: Words): string {
  if (!date) return ''
  const [year = '', month] = date.split('-')
  const name = month ? words.months[Number(month) - 1] : undefined
  return name ? `${name} ${year}` : year
}

function shownRange(start: string | undefined, end: string | undefined, words: Words): string {
  const from = shownDate(start, words)
  const to = shownDate(end, words)
  if (from && to) return `${from} – ${to}`
  if (from) return `${from} – ${words.present}`
  return to
}

/** A line a reader would take for Markdown ("# 1 seller", "- 20%") keeps its first character. */
function literal(line: string): string {
  return line.trim().replace(/^(#{1,6}\s|[-*+]\s)/u, '\\$1')
}

const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')

/** "### Title, Employer, Place (Mar 2021 – Present)": the editor's own entry heading. */
function entryHeading(parts: Array<string | undefined>, range: string): string {
  const [title, employer, place] = parts.map((p) => p?.trim() ?? '')
  // A title or employer with its own comma ("Account Executive, Mid-Market") is parted from the
  // other by a dash; the place ("Palo Alto, CA") follows the employer's comma as people write it.
  const separator = [title, employer].some((p) => p?.includes(', ')) ? ' — ' : ', '
  const head = [title, employer].filter(Boolean).join(separator)
  const named = [head, place].filter(Boolean).join(', ')
  return `### ${named}${range ? ` (${range})` : ''}`
}

/** The stored resume text (the editor's light Markdown) of a JSON Resume. */
export function fromJsonResume(input: unknown): string {
  const resume = parseJsonResume(input)
  const basics = resume.basics ?? {}
  const sample = [
    basics.summary,
    basics.label,
    ...(resume.work ?? []).flatMap((w) => [w.position, w.summary, ...(w.highlights ?? [])]),
    ...(resume.education ?? []).flatMap((e) => [e.studyType, e.area]),
  ]
    .filter(Boolean)
    .join('\n')
  const words = WORDS[detectLanguage(sample)]
  const out: string[] = []
  const section = (heading: string, body: string[]): void => {
    if (body.length === 0) return
    out.push('', `## ${heading}`, ...body)
  }
  if (basics.name?.trim()) out.push(`# ${basics.name.trim()}`)
  if (basics.label?.trim()) out.push(literal(basics.label))
  const location = basics.location
  const place = [location?.address, location?.city, location?.region, location?.countryCode]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ')
  // Two contact lines, so neither runs past what a reader (and the model) takes for one.
  const contact = [place, basics.email, basics.phone].map((p) => p?.trim()).filter(Boolean)
  const links = [basics.url, ...(basics.profiles ?? []).map((p) => p.url ?? p.username)]
    .map((p) => p?.trim())
    .filter(Boolean)
  if (contact.length > 0) out.push(contact.join(' · '))
  if (links.length > 0) out.push(links.join(' · '))
  section(words.summary, lines(basics.summary).map(literal))
  const jobs = (
    list: Array<{
      employer?: string
      position?: string
      location?: string
      startDate?: string
      endDate?: string
      summary?: string
      highlights?: string[]
    }>,
  ): string[] =>
    list.flatMap((job, i) => [
      ...(i > 0 ? [''] : []),
      entryHeading(
        [job.position, job.employer, job.location],
        shownRange(job.startDate, job.endDate, words),
      ),
      ...lines(job.summary).map(literal),
      ...(job.highlights ?? []).flatMap(lines).map((h) => `- ${h}`),
    ])
  section(words.work, jobs((resume.work ?? []).map((w) => ({ ...w, employer: w.name }))))
  section(
    words.volunteer,
    jobs((resume.volunteer ?? []).map((v) => ({ ...v, employer: v.organization }))),
  )
  section(
    words.education,
    (resume.education ?? []).flatMap((e, i) => [
      ...(i > 0 ? [''] : []),
      entryHeading(
        [[e.studyType, e.area].filter(Boolean).join(words.field), e.institution],
        shownRange(e.startDate, e.endDate, words),
      ),
      ...(e.score ? [`- ${words.score}: ${e.score}`] : []),
      ...((e.courses ?? []).length > 0
        ? [`- ${words.courses}: ${(e.courses ?? []).join(', ')}`]
        : []),
    ]),
  )
  const skills = resume.skills ?? []
  const plainSkills = skills.filter((s) => (s.keywords ?? []).length === 0 && s.name)
  section(words.skills, [
    ...(plainSkills.length > 0 ? [plainSkills.map((s) => s.name).join(', ')] : []),
    ...skills
      .filter((s) => (s.keywords ?? []).length > 0)
      .map((s) => `- ${s.name ? `${s.name}: ` : ''}${(s.keywords ?? []).join(', ')}`),
  ])
  section(
    words.languages,
    (resume.languages ?? [])
      .filter((l) => l.language?.trim())
      .map((l) => {
        const fluency = l.fluency?.trim()
        // "B1 (reads documentation)" has brackets of its own: a dash parts it from the name.
        const level = fluency ? (/[()]/.test(fluency) ? ` — ${fluency}` : ` (${fluency})`) : ''
        return `- ${l.language?.trim()}${level}`
      }),
  )
  section(
    words.certificates,
    (resume.certificates ?? [])
      .filter((c) => c.name?.trim())
      .map((c) => {
        const after = [c.issuer?.trim(), shownDate(c.date, words)].filter(Boolean)
        const [issuer, date] = c.issuer?.trim() ? after : [undefined, after[0]]
        return `- ${c.name?.trim()}${issuer ? ` — ${issuer}` : ''}${date ? `, ${date}` : ''}`
      }),
  )
  section(
    words.projects,
    (resume.projects ?? []).flatMap((p, i) => [
      ...(i > 0 ? [''] : []),
      entryHeading([p.name], shownRange(p.startDate, p.endDate, words)),
      ...lines(p.description).map(literal),
      ...(p.highlights ?? []).flatMap(lines).map((h) => `- ${h}`),
    ]),
  )
  const bulletsOf = (parts: Array<Array<string | undefined>>): string[] =>
    parts
      .map((p) =>
        p
          .map((x) => x?.trim())
          .filter(Boolean)
          .join(' — '),
      )
      .filter((p) => p !== '')
      .map((p) => `- ${p}`)
  section(
    words.awards,
    bulletsOf(
      (resume.awards ?? []).map((a) => [a.title, a.awarder, shownDate(a.date, words), a.summary]),
    ),
  )
  section(
    words.publications,
    bulletsOf(
      (resume.publications ?? []).map((p) => [
        p.name,
        p.publisher,
        shownDate(p.releaseDate, words),
        p.url,
      ]),
    ),
  )
  section(
    words.interests,
    (resume.interests ?? [])
      .filter((x) => x.name?.trim())
      .map(
        (x) =>
          `- ${x.name?.trim()}${(x.keywords ?? []).length > 0 ? `: ${(x.keywords ?? []).join(', ')}` : ''}`,
      ),
  )
  section(words.references, bulletsOf((resume.references ?? []).map((r) => [r.name, r.reference])))
  return `${out.join('\n').trim()}\n`
}
