import { degreeLevelIn } from '../fit/degree-requirement.ts'
import { continuesBullet, lineWidth } from '../analysis/ats/wrapped-bullets.ts'
import { parseLine } from '../analysis/ats/resume-text.ts'
import { datesIn } from '../writing/guard-dates.ts'
import { dateRangesIn } from './date-ranges.ts'
import { readHeader, type ModelLine, type ResumeContact } from './resume-header.ts'
import { isBlankLine, markedLine, plain, splitResumeLines } from './resume-lines.ts'
import {
  certifications,
  LANGUAGE_LABEL,
  splitOutside,
  skillList,
  spokenLanguages,
  type Certification,
  type SpokenLanguage,
} from './resume-lists.ts'
import {
  afterInlineLabel,
  sectionHeadingOf,
  type SectionKind,
  type SectionReader,
} from './resume-sections.ts'
import {
  findRoleHeaders,
  headerParts,
  joinSplitRanges,
  PLACE,
  STUDY_SEPARATORS,
  titleAndEmployer,
  type RoleHeader,
} from './role-headers.ts'

/**
 * One structured resume model (issue 20, item 2), the only reader of a resume's structure: the
 * fit report's facts, the DOCX and PDF templates and the JSON Resume export all read it. It takes
 * the stored text (light Markdown, or the plain text of an uploaded PDF or DOCX) and gives the
 * name, headline and contacts, then the sections in order, each with its kind and its items:
 * entries (jobs, studies, projects) with title, employer, place, dates and bullets; skill lists;
 * certifications; spoken languages; paragraphs for everything else.
 *
 * Nothing is dropped: every line that is not blank (or a Markdown rule) belongs to exactly one
 * place of the model (the name, the headline, a contact line, a heading, or one item), and an
 * item's fields hold every word of its lines. Line numbers are 0-based lines of the text, as the
 * fit report's evidence numbers them.
 */
export interface ResumeModel {
  name: ModelLine | null
  headline: ModelLine | null
  contact: ResumeContact
  sections: ResumeSection[]
}

export interface ResumeSection {
  kind: SectionKind
  /** The heading as written; "" for the lines between the header and the first heading. */
  heading: string
  /** The heading's line; null for the untitled first section. */
  line: number | null
  /** The heading labels its own line's content ("Languages: Spanish (native)"). */
  inline: boolean
  items: SectionItem[]
}

export type SectionItem = EntryItem | SkillsItem | CertificationsItem | LanguagesItem | Paragraph

/** A line of text (or a bullet with the lines it wraps onto), Markdown kept. */
export interface BodyLine {
  text: string
  lines: number[]
}

/** A job, a study or a project. */
export interface EntryItem {
  type: 'entry'
  /** The job title, the degree, the project's name. */
  title: string
  /** The employer, the school. */
  employer: string
  location: string
  /** Words of the heading that are none of the above ("part-time"). */
  note: string
  /** The dates as written ("Oct. 2021 – Current"), "" when none. */
  dates: string
  /** "2021-10", null when unstated (a study with one year states only its end). */
  start: string | null
  /** "2026-11" or "present", null when unstated. */
  end: string | null
  /** The heading's lines: title, employer and dates, on one to three lines. */
  lines: number[]
  /** Marked lines ("- Led the migration"), each with the lines it wraps onto. */
  bullets: BodyLine[]
  /** Unmarked lines of the description. */
  details: BodyLine[]
}

export interface SkillsItem {
  type: 'skills'
  /** "Cloud" of "Cloud: AWS, GCP"; null for a plain list. */
  label: string | null
  skills: string[]
  /** The line as written (wrapped lines joined), Markdown kept. */
  text: string
  bullet: boolean
  lines: number[]
}

export interface CertificationsItem {
  type: 'certifications'
  certifications: Certification[]
  text: string
  bullet: boolean
  lines: number[]
}

export interface LanguagesItem {
  type: 'languages'
  languages: SpokenLanguage[]
  text: string
  bullet: boolean
  lines: number[]
}

export interface Paragraph {
  type: 'paragraph'
  text: string
  bullet: boolean
  lines: number[]
}

interface Span {
  heading: ReturnType<typeof sectionHeadingOf>
  /** The heading's line, or the first line of the untitled section. */
  from: number
  /** One past the section's last line. */
  to: number
}

/** A school named in an education line ("University of Washington", "МГУ", "Colegio Mayor"). */
const SCHOOL =
  /\b(?:college|university|school|institute|academy|polytechnic|conservatory|seminary)\b|universidad|universitat|instituto|escuela|colegio|academia|uned|университет|институт|академия|колледж|техникум|училище|лицей|гимназия|школа|^[А-ЯЁ]{2,6}(?:\s|$)/iu

export function resumeModel(text: string): ResumeModel {
  const lines = joinSplitRanges(splitResumeLines(text))
  const header = readHeader(lines)
  const spans = sectionSpans(lines, header.end)
  const readerOf: Array<SectionReader | null> = lines.map(() => null)
  for (const span of spans) {
    for (let n = span.from; n < span.to; n += 1) readerOf[n] = span.heading?.reader ?? 'roles'
  }
  const headerLines = new Set<number>()
  for (let n = 0; n < header.end; n += 1) headerLines.add(n)
  const roles = findRoleHeaders(lines, (n) => readerOf[n] === 'roles', headerLines)
  const width = lineWidth(lines)
  const sections = spans.map((span): ResumeSection => {
    const heading = span.heading
    const start = heading && !heading.inline ? span.from + 1 : span.from
    const read = new SectionReading(lines, start, span.to, heading?.inline ? span.from : -1, width)
    const items =
      heading === null || heading.reader === 'roles'
        ? read.roles(roles)
        : heading.reader === 'education' || heading.reader === 'projects'
          ? read.studies(heading.reader)
          : heading.reader === 'skills'
            ? read.skills()
            : heading.reader === 'languages'
              ? read.languages()
              : heading.reader === 'certifications'
                ? read.certifications()
                : read.prose()
    const kind: SectionKind =
      heading?.kind ?? (items.some((item) => item.type === 'entry') ? 'experience' : 'summary')
    return {
      kind,
      heading: heading?.text ?? '',
      line: heading ? span.from : null,
      inline: heading?.inline ?? false,
      items,
    }
  })
  return {
    name: header.name,
    headline: header.headline,
    contact: header.contact,
    sections: sections.filter((s) => s.line !== null || s.items.length > 0),
  }
}

/** Each heading opens a section up to the next; the lines before the first form an untitled one. */
function sectionSpans(lines: string[], from: number): Span[] {
  const spans: Span[] = [{ heading: null, from, to: lines.length }]
  for (let n = from; n < lines.length; n += 1) {
    const heading = sectionHeadingOf(lines[n] ?? '')
    if (!heading) continue
    const last = spans.at(-1)
    if (last) last.to = n
    spans.push({ heading, from: n, to: lines.length })
  }
  return spans
}

/** The items of one section's lines. */
class SectionReading {
  constructor(
    private readonly lines: string[],
    private readonly from: number,
    private readonly to: number,
    /** The line whose content follows an inline heading's label, or -1. */
    private readonly inlineLine: number,
    private readonly width: number,
  ) {}

  /** Non-blank lines of the section, in order. */
  private numbers(): number[] {
    const out: number[] = []
    for (let n = this.from; n < this.to; n += 1) if (!isBlankLine(this.lines[n])) out.push(n)
    return out
  }

  /** A line's text without its marker, and without the heading's label on an inline heading. */
  private content(n: number): { text: string; bullet: boolean } {
    const marked = markedLine(this.lines[n] ?? '')
    return n === this.inlineLine ? { text: afterInlineLabel(marked.text), bullet: false } : marked
  }

  private paragraph(n: number): Paragraph {
    const { text, bullet } = this.content(n)
    return { type: 'paragraph', text, bullet, lines: [n] }
  }

  prose(): SectionItem[] {
    return this.numbers().map((n) => this.paragraph(n))
  }

  /**
   * The lines after an entry's heading up to `until`: bullets (each with the lines it wraps
   * onto) and description lines.
   */
  private body(entry: EntryItem, numbers: number[]): void {
    for (const n of numbers) {
      const raw = this.lines[n] ?? ''
      const { text, bullet } = this.content(n)
      const last = entry.bullets.at(-1)
      const lastLine = last?.lines.at(-1)
      if (
        !bullet &&
        last &&
        lastLine === n - 1 &&
        entry.details.every((d) => (d.lines[0] ?? 0) < (last.lines[0] ?? 0)) &&
        continuesBullet(last.text, parseLine(raw, n), raw, {
          previousRaw: this.lines[n - 1] ?? '',
          nextIsDate: dateRangesIn(this.lines[n + 1] ?? '').length > 0,
          width: this.width,
        })
      ) {
        last.text = `${last.text} ${text}`
        last.lines.push(n)
      } else if (bullet) entry.bullets.push({ text, lines: [n] })
      else entry.details.push({ text, lines: [n] })
    }
  }

  /** Work: the role headers found in this section, their descriptions, paragraphs before them. */
  roles(headers: RoleHeader[]): SectionItem[] {
    const numbers = this.numbers()
    const inside = (n: number): boolean => n >= this.from && n < this.to
    const entries: EntryItem[] = headers
      .filter((h) => h.lines.every(inside))
      .map((h) => ({
        type: 'entry',
        title: h.title,
        employer: h.employer,
        location: h.location,
        note: h.note,
        dates: h.dates,
        start: h.start,
        end: h.end,
        lines: h.lines,
        bullets: [],
        details: [],
      }))
    // The editor's "### Title, Employer" without dates is an entry all the same.
    const taken = new Set(entries.flatMap((e) => e.lines))
    for (const n of numbers) {
      if (taken.has(n) || !/^\s*#{3,6}\s/.test(this.lines[n] ?? '')) continue
      const header = titleAndEmployer([plain(markedLine(this.lines[n] ?? '').text)])
      entries.push({ type: 'entry', ...header, ...NO_DATES, lines: [n], bullets: [], details: [] })
    }
    return this.withBodies(entries, numbers)
  }

  /** Entries in line order, each with the lines up to the next; the lines before are paragraphs. */
  private withBodies(entries: EntryItem[], numbers: number[]): SectionItem[] {
    entries.sort((a, b) => Math.min(...a.lines) - Math.min(...b.lines))
    const items: SectionItem[] = numbers
      .filter((n) => n < Math.min(...(entries[0]?.lines ?? [this.to])))
      .map((n) => this.paragraph(n))
    entries.forEach((entry, k) => {
      const after = Math.max(...entry.lines)
      const next = entries[k + 1]
      const until = next ? Math.min(...next.lines) : this.to
      this.body(
        entry,
        numbers.filter((n) => n > after && n < until),
      )
      items.push(entry)
    })
    return items
  }

  /**
   * Studies and projects: a dated line, an editor's "###" line or (for studies) a line naming a
   * degree or a school opens an entry; a line of dates alone, a line the heading wraps onto
   * ("…, Massachusetts Institute of Technology," over "Cambridge, MA, USA") and a line that
   * completes it (the school over the degree) join its heading; the rest is its description.
   */
  studies(reader: 'education' | 'projects'): SectionItem[] {
    const numbers = this.numbers()
    const entries: EntryItem[] = []
    const headerText = new Map<EntryItem, string[]>()
    let current: EntryItem | null = null
    let inHeading = false
    for (const n of numbers) {
      const { text, bullet } = this.content(n)
      const t = plain(text)
      const dated = datedText(t)
      const words = dated ? dated.rest : t
      const markdownEntry = /^\s*#{3,6}\s/.test(this.lines[n] ?? '')
      const names = reader === 'education' && (degreeLevelIn(words) !== null || SCHOOL.test(words))
      const opens = !bullet && (markdownEntry || dated !== null || names)
      const previousLine = current ? Math.max(...current.lines) : -2
      const joins =
        current !== null &&
        inHeading &&
        !bullet &&
        !markdownEntry &&
        previousLine === n - 1 &&
        ((dated !== null && words === '' && (current.dates === '' || current.start === null)) ||
          /,$/.test(headerText.get(current)?.at(-1) ?? '') ||
          (!dated && /^\p{Ll}/u.test(t)) ||
          (!dated && isPlaceLine(t)) ||
          (reader === 'education' && names && completes(headerText.get(current) ?? [], words)))
      if (current && joins) {
        current.lines.push(n)
        if (words !== '') headerText.get(current)?.push(words)
        if (dated && current.dates === '') Object.assign(current, dated.dates)
        else if (dated && words === '' && current.start === null && current.end !== null) {
          // "…, 2015" over "- 2019": a range a narrow column broke in two.
          const startYear = current.end.slice(0, 4)
          current.dates = `${current.dates} – ${dated.dates.dates}`
          current.start = `${startYear}-01`
          current.end = dated.dates.end
        }
        continue
      }
      if (opens) {
        const entry: EntryItem = {
          type: 'entry',
          title: '',
          employer: '',
          location: '',
          note: '',
          ...(dated?.dates ?? NO_DATES),
          lines: [n],
          bullets: [],
          details: [],
        }
        headerText.set(entry, words === '' ? [] : [words])
        entries.push(entry)
        current = entry
        inHeading = true
        continue
      }
      inHeading = false
    }
    for (const entry of entries) {
      Object.assign(
        entry,
        reader === 'education'
          ? studyHeading(headerText.get(entry) ?? [])
          : projectHeading(headerText.get(entry) ?? []),
      )
    }
    return this.withBodies(entries, numbers)
  }

  /** Skill lists, a line each (a line wrapped onto the next joined), and languages among them. */
  skills(): SectionItem[] {
    const items: SectionItem[] = []
    for (const n of this.numbers()) {
      const { text, bullet } = this.content(n)
      const t = plain(text)
      const last = items.at(-1)
      if (
        last?.type === 'skills' &&
        !bullet &&
        last.lines.at(-1) === n - 1 &&
        (/[,;]$/.test(last.text) || /^\p{Ll}/u.test(t)) &&
        skillList(t).label === null
      ) {
        last.text = `${last.text} ${text}`
        last.lines.push(n)
        Object.assign(last, skillList(plain(last.text)))
        continue
      }
      const list = skillList(t)
      const languages =
        list.label !== null && LANGUAGE_LABEL.test(list.label)
          ? spokenLanguages(t.slice(t.indexOf(':') + 1), 'any')
          : spokenLanguages(t, 'all')
      if (languages) {
        items.push({ type: 'languages', languages, text, bullet, lines: [n] })
      } else if (list.skills.length > 0) {
        items.push({ type: 'skills', ...list, text, bullet, lines: [n] })
      } else items.push(this.paragraph(n))
    }
    return items
  }

  languages(): SectionItem[] {
    return this.numbers().map((n) => {
      const { text, bullet } = this.content(n)
      const languages = spokenLanguages(plain(text), 'none')
      return languages
        ? { type: 'languages', languages, text, bullet, lines: [n] }
        : this.paragraph(n)
    })
  }

  certifications(): SectionItem[] {
    return this.numbers().map((n) => {
      const { text, bullet } = this.content(n)
      const found = certifications(plain(text))
      return found.length > 0
        ? { type: 'certifications', certifications: found, text, bullet, lines: [n] }
        : this.paragraph(n)
    })
  }
}

const NO_DATES = { dates: '', start: null, end: null } as const

/** The dates of a study or project line (a range, or one date), and its words without them. */
function datedText(
  text: string,
): { dates: Pick<EntryItem, 'dates' | 'start' | 'end'>; rest: string } | null {
  const [range] = dateRangesIn(text)
  // Separators go; a bracket only when the dates took its other half: "(SVA), 2022" keeps ")".
  const trim = (s: string): string => {
    const t = s.replace(/\(\s*\)/g, '').replace(/^[\s,|·—–:-]+|[\s,|·—–:-]+$/gu, '')
    const open = (t.match(/\(/g) ?? []).length
    const close = (t.match(/\)/g) ?? []).length
    if (open > close) return t.replace(/\s*\($/u, '').trim()
    if (close > open) return t.replace(/^\)\s*/u, '').trim()
    return t.trim()
  }
  if (range) {
    return {
      dates: { dates: text.slice(range.from, range.to).trim(), start: range.start, end: range.end },
      rest: trim(`${text.slice(0, range.from)} ${text.slice(range.to)}`.replace(/\(\s*\)/g, '')),
    }
  }
  const date = datesIn(text).at(-1)
  if (!date) return null
  const month = date.month ?? 12
  return {
    dates: {
      dates: date.text,
      start: null,
      end: `${date.year}-${String(month).padStart(2, '0')}`,
    },
    rest: trim(`${text.slice(0, date.start)} ${text.slice(date.end)}`.replace(/\(\s*\)/g, '')),
  }
}

/** "Cambridge, MA, USA", "Peoria, IL": a line that only says where. */
function isPlaceLine(text: string): boolean {
  const parts = text.split(/,\s*/)
  // A town first ("Cambridge"), then codes or names: "SQL, AWS" is no place.
  const town = /^[\p{Lu}][\p{Ll}][\p{L}. '-]*$/u
  return (
    (PLACE.test(text) || (parts.length > 1 && town.test(parts[0] ?? ''))) &&
    parts.every(
      (part, i) =>
        PLACE.test(part) || /^[A-Z]{2,3}$/.test(part) || (i < parts.length - 1 && town.test(part)),
    )
  )
}

/** A study heading's second line completes it when it names what the first lacks. */
function completes(heading: string[], words: string): boolean {
  const before = heading.join(', ')
  const hasDegree = degreeLevelIn(before) !== null
  const hasSchool = SCHOOL.test(before)
  return (!hasDegree && degreeLevelIn(words) !== null) || (!hasSchool && SCHOOL.test(words))
}

/**
 * A study's heading read into degree (the title), school (the employer) and place: "B.S. in
 * Computer Science, University of Washington", "Grado en Enfermería, Universidad de Alicante",
 * "СПбПУ Петра Великого, «Информатика и вычислительная техника», бакалавр".
 */
function studyHeading(
  texts: string[],
): Pick<EntryItem, 'title' | 'employer' | 'location' | 'note'> {
  // Commas inside quotes or brackets belong to a name: "«Бухгалтерский учёт, анализ и аудит»".
  const parts = headerParts(texts, STUDY_SEPARATORS)
    .flatMap((p) => splitOutside(p, /,/u))
    .filter(Boolean)
  const places = parts.filter((_, i) => i > 0 && isPlacePartOf(parts, i))
  const named = parts.filter((p) => !places.includes(p))
  const degree = named.findIndex((p) => degreeLevelIn(p) !== null)
  let school = named.findIndex((p, i) => i !== degree && SCHOOL.test(p))
  if (school < 0 && degree >= 0) school = named.findIndex((_, i) => i !== degree)
  if (school < 0 && named.length > 1) school = 1
  return {
    title: named.filter((_, i) => i !== school).join(', '),
    employer: named[school] ?? '',
    location: places.join(', '),
    note: '',
  }
}

function isPlacePartOf(parts: string[], i: number): boolean {
  const part = parts[i] ?? ''
  const next = parts[i + 1] ?? ''
  if (PLACE.test(part) || /^(?:[A-Z]{2}|USA|UK|España|Россия)$/u.test(part)) return true
  return (
    /^[\p{Lu}][\p{L}.' -]+$/u.test(part) &&
    !SCHOOL.test(part) &&
    /^(?:[A-Z]{2}|USA|UK|España|Россия)$/u.test(next)
  )
}

/** A project's heading: its name, and what the heading says beside it. */
function projectHeading(
  texts: string[],
): Pick<EntryItem, 'title' | 'employer' | 'location' | 'note'> {
  const [title = '', ...rest] =
    headerParts(texts).length > 1 ? headerParts(texts) : [texts.join(' ')]
  return { title, employer: '', location: '', note: rest.join(', ') }
}

/** The jobs of a model with dates: what the fit report counts as roles. */
export function modelRoles(model: ResumeModel): EntryItem[] {
  return model.sections
    .filter((s) => s.kind === 'experience' || s.kind === 'other' || s.heading === '')
    .flatMap((s) => s.items)
    .filter((i): i is EntryItem => i.type === 'entry' && i.start !== null && i.end !== null)
}
