import { isCapsHeading, isSectionName } from '../export/parse-resume.ts'
import { datesIn } from '../writing/guard-dates.ts'
import { dateRangesIn, type DateRange } from './date-ranges.ts'

/**
 * The roles of a resume: each date range outside the education, certification, skills and
 * language sections is a role, titled by the words on its line or, when the line holds only the
 * dates, by the line just above or below it. People write roles in many orders ("Title, Employer
 * — dates", "Employer, City, Title" over "Oct. 2021 – Current", dates over "Title — Employer",
 * "2021 — н.в.   Title, Employer", "Title | Employer | 2023–Present"); all of them give one role.
 */
export interface ResumeRole {
  title: string
  employer: string
  start: string
  end: string
  /** 0-based lines of the role's heading (its dates and its title, one or two lines). */
  lines: number[]
  /** 0-based lines of its description, up to the next role or section. */
  body: number[]
}

type SectionKind = 'experience' | 'education' | 'list' | 'none'

/** Sections whose dates are studies, certificates or lists, not roles. */
const EDUCATION_SECTION =
  /^(education|academic|formación|educación|estudios|образование|курсы|courses|training|certific|сертификат|licen[cs]es?|awards|premios|награды)/iu
const LIST_SECTION =
  /^(projects|personal projects|side projects|proyectos|проекты|skills|technical skills|key skills|core competencies|languages|idiomas|языки|навыки|habilidades|competencias|interests|intereses|интересы|summary|profile|resumen|perfil|о себе)/iu

const MARKDOWN_HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+/

/** Experience headings the exporter's list does not hold ("Work History"). */
const EXPERIENCE_HEADING =
  /^(?:experience|work experience|professional experience|employment|experiencia(?: laboral| profesional)?|опыт работы|опыт|work history|career history|employment history|relevant experience|professional background|trayectoria(?: profesional)?|места работы|трудовая деятельность)$/iu

function headingText(line: string): string | null {
  const trimmed = line.trim()
  const bare = trimmed.replace(/:$/, '')
  if (
    bare.split(/\s+/).length <= 3 &&
    [EXPERIENCE_HEADING, EDUCATION_SECTION, LIST_SECTION].some((re) => re.test(bare)) &&
    !/\d/.test(bare)
  ) {
    return bare
  }
  const markdown = MARKDOWN_HEADING.exec(trimmed)
  // "### Frontend Engineer, Lumen Analytics (2021 - present)": the editor's own role entry, a
  // heading with dates, is a role within its section, not a section.
  if (markdown) return dateRangesIn(markdown[1] ?? '').length > 0 ? null : (markdown[1] ?? '')
  if (isSectionName(trimmed) || isCapsHeading(trimmed)) return trimmed.replace(/:$/, '')
  // "Languages: Spanish (native)", "Education: Joliet West High School": a heading with its item.
  const inline = /^([\p{L} ]{3,30}):\s+\S/u.exec(trimmed)
  if (inline && isSectionName(inline[1] ?? '')) return inline[1] ?? ''
  return null
}

function sectionKind(heading: string): SectionKind {
  if (EDUCATION_SECTION.test(heading)) return 'education'
  if (LIST_SECTION.test(heading)) return 'list'
  return 'experience'
}

/** A line that can name a role: short, no sentence, no bullet, no dates of its own. */
function isRoleHeader(line: string | undefined): boolean {
  if (line === undefined) return false
  const text = line.trim()
  if (text === '' || BULLET.test(line) || headingText(line) !== null) return false
  if (dateRangesIn(text).length > 0) return false
  return text.length <= 100 && !/[.!?]$/.test(text) && text.split(/\s+/).length <= 14
}

/** Job-title words in English, Spanish and Russian (stems): the part of a header that is a title. */
const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|accountant|nurse|driver|manager|associate|specialist|teacher|electrician|analyst|representative|coordinator|technician|assistant|cook|chef|clerk|intern|consultant|director|lead|officer|agent|operator|supervisor|administrator|designer|architect|scientist|executive|recruiter|generalist|cashier|server|bartender|barista|receptionist|apprentice|journeyman|tutor|instructor|professor|lecturer|marketer|writer|editor|founder|head|partner|auditor|bookkeeper|controller|therapist|aide|caregiver|picker|packer|dispatcher|mechanic|plumber|carpenter|welder|volunteer)s?\b|enfermer|desarroll|programador|ingenier|contable|técnic|comercial|camarer|profesor|maestr|gerente|jefe|analista|responsable|auxiliar|разработчик|программист|инженер|бухгалтер|медсестр|менеджер|учител|преподавател|кладовщик|водител|аналитик|специалист|руководител|директор|маркетолог|электрик|оператор|продав|консультант|администратор|помощник/iu

/** "Portland, OR", "Remote", "Chicago, IL": where the job was, not who employed the person. */
const PLACE =
  /^(?:remote|hybrid|on-?site|[\p{Lu}][\p{L}.]+(?:\s[\p{Lu}][\p{L}.]+)*(?:,\s?|\s)[A-Z]{2}|[A-Z]{2}|удал[её]нно|remoto)$/u

/** A break between jobs is no role: "(09/2022 - 03/2023: family care leave)". */
const BREAK =
  /\b(?:career break|leave|sabbatical|gap year|parental|caregiving)\b|excedencia|отпуск|декрет/iu

/** Strong separators between a title and an employer; a comma joins them only on a one-line header. */
const STRONG = /\s+[—–|·-]\s+|\s*\|\s*|\s{2,}|\s+at\s+|\s+@\s+/u

/** "(part-time)", "(contract)", "(фриланс, частичная занятость)": a note, not part of a name. */
function withoutNotes(text: string): string {
  return text
    .replace(/\s*\((?:\p{Ll}[^)]*|[^)]*\s[^)]*\s[^)]*)\)/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

const clean = (parts: string[]): string[] =>
  parts
    .map((p) =>
      p
        .trim()
        .replace(/^[,;:]+|[,;:]+$/gu, '')
        .trim(),
    )
    .filter((p) => p !== '')

function partsOf(lines: string[]): string[] {
  const strong = clean(lines.flatMap((line) => withoutNotes(line).split(STRONG)))
  // "Harbor Financial, Portland, OR, Staff Accountant" and "Data Analyst, Prairie State Bank —
  // Madison, WI": commas part the title from the employer when nothing else does; "Registered
  // Nurse, Medical-Surgical Unit" over "Mercy General Hospital" keeps its comma.
  const named = strong.filter((p) => !PLACE.test(p))
  return named.length > 1 ? strong : clean(strong.flatMap((p) => p.split(/,\s+/u)))
}

function titleAndEmployer(lines: string[]): { title: string; employer: string } {
  const parts = partsOf(lines)
  const titled = parts.findIndex((p) => TITLE_WORDS.test(p))
  const titleIndex = titled >= 0 ? titled : 0
  const title = parts[titleIndex] ?? ''
  // "Mercy General Hospital, Peoria, IL": the employer is the name before its place.
  const other = parts.find((p, i) => i !== titleIndex && !PLACE.test(p)) ?? ''
  const employer = other.split(/,\s+/u)[0] ?? ''
  return { title, employer }
}

/** The free header lines touching line i on one side (no blank line, bullet or dates between). */
function headerLines(lines: string[], i: number, step: -1 | 1, used: Set<number>): number[] {
  const found: number[] = []
  for (let n = i + step; found.length < 2 && isRoleHeader(lines[n]) && !used.has(n); n += step) {
    found.push(n)
  }
  return found
}

/** A line opening on a start date and a dash, then words: "2017 – Product Manager, Google". */
const OPEN_RANGE = /^(\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2})\s*[–—-]\s+(\S.*)$/u
/** A line opening on an end date: "Present Leading teams…", "May 2020 Developed…". */
const END_FIRST =
  /^\s*(present|current|now|today|actualidad|presente|hoy|н\.\s?в\.|настоящее время|(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2})(?=\s|$)\s*(.*)$/iu

/**
 * A two-column PDF read line by line splits a role's dates: "2017 – Product Manager, Google" over
 * "Present Leading teams…" (the left column's "2017 –" and "Present" on two lines). The two ends
 * are joined on the first line, and the second keeps the rest of its words, so the role is read
 * with its dates and its description stays where it was.
 */
export function joinSplitRanges(lines: readonly string[]): string[] {
  const out = [...lines]
  for (let i = 0; i + 1 < out.length; i += 1) {
    const line = out[i] ?? ''
    if (dateRangesIn(line).length > 0) continue
    const open = OPEN_RANGE.exec(line)
    if (!open || datesIn(open[2] ?? '').length > 0) continue
    const end = END_FIRST.exec(out[i + 1] ?? '')
    if (!end) continue
    const joined = `${open[1] ?? ''} – ${end[1] ?? ''} ${open[2] ?? ''}`
    if (dateRangesIn(joined).length === 0) continue
    out[i] = joined
    out[i + 1] = end[2] ?? ''
    i += 1
  }
  return out
}

export function resumeRoles(text: string): ResumeRole[] {
  const lines = joinSplitRanges(text.replace(/\r\n?/g, '\n').split('\n'))
  const roles: ResumeRole[] = []
  const sections: SectionKind[] = []
  let section: SectionKind = 'none'
  lines.forEach((line) => {
    const heading = headingText(line)
    if (heading !== null) section = sectionKind(heading)
    sections.push(section)
  })
  const used = new Set<number>()
  lines.forEach((written, i) => {
    const kind = sections[i]
    if (kind === 'education' || kind === 'list' || BULLET.test(written)) return
    if (headingText(written) !== null) return
    const line = written.replace(/^\s*#{1,6}\s+/u, '')
    const [range] = dateRangesIn(line)
    if (!range) return
    const own = headerOf(line, range)
    if (BREAK.test(own)) return
    // The title and the employer sit on the dated line, or on the lines touching it: above
    // ("Employer, City, Title" over "Oct. 2021 – Current"), or below (dates over "Title" over
    // "Employer, City").
    const above = headerLines(lines, i, -1, used)
    const below = above.length > 0 ? [] : headerLines(lines, i, 1, used)
    const near = [...above.reverse(), ...below]
    const ownTitled = own !== '' && TITLE_WORDS.test(own)
    const header = ownTitled ? [own] : [...near.map((n) => lines[n]?.trim() ?? ''), own]
    const named = header.filter((h) => h !== '')
    if (named.length === 0 || BREAK.test(named.join(' '))) return
    const role = titleAndEmployer(named)
    // "Carolina Power Builders, Charlotte NC" over "Journeyman Electrician, 2020 – present".
    if (ownTitled && !role.employer && above[0] !== undefined) {
      const line = lines[above[0]] ?? ''
      if (!TITLE_WORDS.test(line)) {
        role.employer = partsOf([line]).find((p) => !PLACE.test(p)) ?? line.trim()
      }
    }
    const roleLines = ownTitled ? [i] : [i, ...near]
    for (const n of roleLines) used.add(n)
    roles.push({
      ...role,
      start: range.start,
      end: range.end,
      lines: roleLines.sort((a, b) => a - b),
      body: [],
    })
  })
  // A role's description runs from its heading to the next role's heading or the next section.
  roles.forEach((role, k) => {
    const from = Math.max(...role.lines) + 1
    const nextRole = roles[k + 1]
    const until = nextRole ? Math.min(...nextRole.lines) : lines.length
    for (let n = from; n < until; n += 1) {
      if (headingText(lines[n] ?? '') !== null && sections[n] !== 'experience') break
      if ((lines[n] ?? '').trim() !== '') role.body.push(n)
    }
  })
  return roles
}

/** The words of a dated line without its dates and the separators around them. */
function headerOf(line: string, range: DateRange): string {
  return `${line.slice(0, range.from).replace(/\(\s*$/u, '')} ${line.slice(range.to).replace(/^\s*\)/u, '')}`
    .replace(/^[\s,|·—–-]+|[\s,|·—–-]+$/gu, '')
    .replace(/\s{2,}/g, '  ')
    .trim()
}
