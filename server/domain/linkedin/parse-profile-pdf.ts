import type {
  LinkedinEducation,
  LinkedinExperience,
  LinkedinImportResponse,
} from '../../../src/contract/pro.ts'
import { DocumentError } from '../documents/document-error.ts'
import { extractDocument } from '../documents/extract-document.ts'
import { ProfileImportError } from './import-error.ts'
import { largestTextOnFirstPage } from './largest-text.ts'

type SectionId =
  | 'contact'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'summary'
  | 'experience'
  | 'education'
  | 'other'

/**
 * The headings of LinkedIn's "Save to PDF" profile, as LinkedIn prints them in English, Spanish
 * and Russian. 'other' ends the section before it (Honors-Awards, Publications ...) and is not read.
 */
const HEADINGS = new Map<string, SectionId>(
  (
    [
      ['contact', ['Contact', 'Contactar', 'Contacto', 'Контактная информация', 'Контакты']],
      ['skills', ['Top Skills', 'Aptitudes principales', 'Основные навыки']],
      ['languages', ['Languages', 'Idiomas', 'Языки']],
      ['certifications', ['Certifications', 'Certificaciones', 'Сертификаты']],
      ['summary', ['Summary', 'Extracto', 'Resumen', 'Общие сведения']],
      ['experience', ['Experience', 'Experiencia', 'Опыт работы', 'Опыт']],
      ['education', ['Education', 'Educación', 'Formación académica', 'Образование']],
      [
        'other',
        [
          'Honors-Awards',
          'Publications',
          'Patents',
          'Projects',
          'Volunteer Experience',
          'Reconocimientos y premios',
          'Publicaciones',
          'Награды и премии',
          'Публикации',
        ],
      ],
    ] as const
  ).flatMap(([id, names]) => names.map((name) => [name.toLowerCase(), id] as const)),
)
const MAIN_SECTIONS: readonly SectionId[] = ['summary', 'experience', 'education']

const PAGE_FOOTER = /^(page|página|страница)\s+\d+\s+(of|de|из)\s+\d+$/i
const MONTH = String.raw`(?:[\p{L}.]+\s+)?`
/** "March 2021 - Present (3 years 9 months)", "2019 - 2021", "enero de 2020 - actualidad". */
const DATE_RANGE = new RegExp(
  String.raw`^${MONTH}(?:de\s+)?\d{4}\s*[-–—]\s*(?:${MONTH}(?:de\s+)?\d{4}|present|presente|actualidad|настоящее время|по настоящее время)(?:\s*\(.*\))?$`,
  'iu',
)
/** A company's total under which several roles follow: "3 years 2 months". */
const TOTAL_DURATION = /^\d+\s+\p{L}+(\s+\d+\s+\p{L}+)?$/u
const YEAR = /\b(19|20)\d{2}\b/g

/**
 * Joins lines the PDF wrapped: an open parenthesis not yet closed, or a word broken at a hyphen
 * ("Human-" + "Computer Interaction").
 */
export function joinWrapped(lines: readonly string[]): string[] {
  const out: string[] = []
  let pending = ''
  for (const line of lines) {
    pending =
      pending === '' ? line : /\p{L}-$/u.test(pending) ? pending + line : `${pending} ${line}`
    const open = (pending.match(/\(/g) ?? []).length
    const close = (pending.match(/\)/g) ?? []).length
    if (open > close || /\p{L}-$/u.test(pending)) continue
    out.push(pending)
    pending = ''
  }
  if (pending !== '') out.push(pending)
  return out
}

interface Section {
  id: SectionId
  lines: string[]
}

function looksLikePlace(line: string): boolean {
  return (
    line.length <= 80 &&
    !/[.!?]$/.test(line) &&
    (/,/.test(line) || /\b(area|remote|remoto|удал[её]нно)\b/iu.test(line))
  )
}

function parseExperience(lines: readonly string[]): LinkedinExperience[] {
  const dates = lines.flatMap((line, index) => (DATE_RANGE.test(line) ? [index] : []))
  /**
   * Whether line `index` names a company rather than ending the role above: it lies after that
   * role's dates, is not its location, and does not read as a sentence of its description.
   */
  const isCompany = (index: number, previousDate: number): boolean => {
    const line = lines[index]
    if (line === undefined || index <= previousDate) return false
    if (index === previousDate + 1 && looksLikePlace(line)) return false
    return line.length <= 80 && !/[.!?;:]$/.test(line)
  }
  // Where each role starts (its company line, its company's total duration, or its title), and
  // the company it is at.
  const roles = dates.map((at, n) => {
    const previousDate = n === 0 ? -1 : (dates[n - 1] ?? -1)
    const total = lines[at - 2]
    if (total !== undefined && TOTAL_DURATION.test(total) && isCompany(at - 3, previousDate)) {
      return { at, start: at - 3, company: lines[at - 3] }
    }
    if (isCompany(at - 2, previousDate)) return { at, start: at - 2, company: lines[at - 2] }
    return { at, start: at - 1, company: undefined }
  })
  let company = ''
  return roles.map((role, n) => {
    company = role.company ?? company
    const nextStart = roles[n + 1]?.start ?? lines.length
    let body = lines.slice(role.at + 1, Math.max(role.at + 1, nextStart))
    if (body[0] !== undefined && looksLikePlace(body[0])) body = body.slice(1)
    const description = body.join(' ').trim()
    return {
      title: lines[role.at - 1] ?? '',
      company,
      duration: lines[role.at],
      ...(description === '' ? {} : { description }),
    }
  })
}

function parseEducation(lines: readonly string[]): LinkedinEducation[] {
  const schools: LinkedinEducation[] = []
  for (const line of lines) {
    const current = schools.at(-1)
    const isDegreeLine = / · |·\s*\(|\(\s*(19|20)\d{2}/.test(line)
    if (!isDegreeLine || current === undefined || current.degree !== undefined) {
      if (!isDegreeLine) schools.push({ school: line })
      continue
    }
    const degree = line.split(/\s*·\s*|\s*\(\s*(?=(19|20)\d{2})/)[0]?.trim()
    const years = line.match(YEAR)
    if (degree) current.degree = degree
    if (years !== null) current.year = years.at(-1)
  }
  return schools
}

/**
 * The profile in the text of LinkedIn's "Save to PDF" file: the sidebar's sections (Contact, Top
 * Skills, Languages, Certifications) and the main column (name, headline and location at the top,
 * then Summary, Experience, Education), whichever order the extractor gives the two columns in.
 * `name` is the line set in the largest type, when known; otherwise the line that opens the main
 * column's header (the third line above its first section, or the first of fewer).
 */
export function parseProfileText(text: string, name: string | null): LinkedinImportResponse {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !PAGE_FOOTER.test(line))
  const headingAt = lines.flatMap((line, index) => {
    const id = HEADINGS.get(line.toLowerCase())
    return id === undefined ? [] : [{ id, index }]
  })
  const firstMain = headingAt.find((h) => MAIN_SECTIONS.includes(h.id))
  if (firstMain === undefined) {
    throw new ProfileImportError(422, 'pdf_not_profile')
  }
  let nameAt = name === null ? -1 : lines.findIndex((line) => line === name)
  if (nameAt < 0 || nameAt > firstMain.index) {
    // Without type sizes: name, headline, location sit just above the first main section.
    const lastSidebarHeading = headingAt.filter((h) => h.index < firstMain.index).at(-1)
    const floor = lastSidebarHeading === undefined ? 0 : lastSidebarHeading.index + 2
    nameAt = Math.max(floor, firstMain.index - 3, 0)
  }
  const header = lines.slice(nameAt + 1, firstMain.index)
  const headline = (header.length >= 2 ? header.slice(0, -1) : header).join(' ')

  const sections: Section[] = headingAt.map(({ id, index }, n) => {
    const nextHeading = headingAt[n + 1]?.index ?? lines.length
    // The name block is not under a heading: it ends the sidebar section printed before it.
    const end = index < nameAt ? Math.min(nextHeading, nameAt) : nextHeading
    return { id, lines: lines.slice(index + 1, end) }
  })
  const linesOf = (id: SectionId) => joinWrapped(sections.find((s) => s.id === id)?.lines ?? [])
  const summary = (sections.find((s) => s.id === 'summary')?.lines ?? []).join(' ').trim()

  return {
    name: lines[nameAt] ?? '',
    ...(headline === '' ? {} : { headline }),
    ...(summary === '' ? {} : { summary }),
    experience: parseExperience(linesOf('experience')),
    education: parseEducation(linesOf('education')),
    skills: linesOf('skills'),
    note: 'Imported from the LinkedIn "Save to PDF" file.',
    source: 'pdf',
  }
}

/** The profile in a "Save to PDF" file, read with the upload extractor. */
export async function parseProfilePdf(bytes: Uint8Array): Promise<LinkedinImportResponse> {
  let text: string
  try {
    text = (await extractDocument(bytes)).text
  } catch (error) {
    if (error instanceof DocumentError) {
      throw new ProfileImportError(error.status, error, { cause: error })
    }
    throw error
  }
  return parseProfileText(text, await largestTextOnFirstPage(bytes))
}
