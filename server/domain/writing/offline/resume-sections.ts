import { fold } from '../../analysis/fold.ts'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { isCapsHeading, isContactLine, isSectionName } from '../../export/parse-resume.ts'
import { isTitleLike } from '../guard-claims.ts'

/** The standard sections a resume is restructured into, in output order. */
export const STANDARD_SECTIONS = [
  'summary',
  'experience',
  'projects',
  'education',
  'skills',
  'certifications',
  'languages',
  'awards',
  'other',
] as const
export type StandardSection = (typeof STANDARD_SECTIONS)[number]

/**
 * Heading words per section in English, Spanish and Russian, compared folded (no case, no
 * accents). Any language is accepted whatever the resume's: Spanish resumes often keep English
 * headings. The first kind whose word the heading holds wins, so the order matters ("Technical
 * skills" is skills; "Proyectos" is projects, never experience).
 */
const HEADING_WORDS: ReadonlyArray<readonly [StandardSection, readonly string[]]> = [
  [
    'certifications',
    [
      'certification',
      'certificate',
      'licenses',
      'licences',
      'certificacion',
      'certificado',
      'licencias',
      'сертификат',
      'сертификац',
      'лицензи',
    ],
  ],
  ['projects', ['project', 'portfolio', 'proyecto', 'portafolio', 'проект', 'портфолио']],
  ['languages', ['languages', 'idiomas', 'lenguas', 'языки', 'знание языков', 'иностранные языки']],
  [
    'awards',
    [
      'award',
      'honors',
      'honours',
      'achievement',
      'premios',
      'reconocimiento',
      'logros',
      'награды',
      'достижения',
    ],
  ],
  [
    'summary',
    [
      'summary',
      'profile',
      'objective',
      'about',
      'overview',
      'resumen',
      'perfil',
      'objetivo',
      'sobre mi',
      'acerca de mi',
      'extracto',
      'о себе',
      'обо мне',
      'профиль',
      'цель',
      'резюме',
    ],
  ],
  [
    'experience',
    [
      'experience',
      'employment',
      'work history',
      'career history',
      'experiencia',
      'historial laboral',
      'trayectoria',
      'empleo',
      'опыт',
      'трудовая деятельность',
      'места работы',
      'карьера',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic',
      'courses',
      'training',
      'educacion',
      'formacion',
      'estudios',
      'cursos',
      'образование',
      'курсы',
      'повышение квалификации',
    ],
  ],
  [
    'skills',
    [
      'skill',
      'competenc',
      'technolog',
      'tech stack',
      'expertise',
      'proficienc',
      'tools',
      'habilidades',
      'aptitudes',
      'conocimientos',
      'tecnologias',
      'herramientas',
      'навыки',
      'компетенц',
      'умения',
      'технологи',
      'стек',
      'знания',
      'инструменты',
    ],
  ],
]

/** Headings the optimizer adds when a resume lacks the section, per language. */
export const SECTION_LABELS: Record<AnalysisLanguage, Record<'summary' | 'skills', string>> = {
  en: { summary: 'Summary', skills: 'Skills' },
  es: { summary: 'Perfil', skills: 'Habilidades' },
  ru: { summary: 'О себе', skills: 'Навыки' },
}

const MAX_HEADING_WORDS = 5
const MAX_HEADING_CHARS = 48
const MARKDOWN_HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/

/** The standard section a heading names, or 'other' for a heading we do not know. */
export function sectionKindOf(heading: string): StandardSection {
  const words = fold(heading).match(/[\p{L}\p{N}]+/gu) ?? []
  const padded = ` ${words.join(' ')} `
  for (const [kind, terms] of HEADING_WORDS) {
    // A term matches at the start of a word ("skill" in "skills", "сертификац" in "сертификация").
    if (terms.some((term) => padded.includes(` ${term}`))) return kind
  }
  return 'other'
}

/**
 * The heading a line is, or null. A Markdown `#`/`##` line is a heading whatever it says; a plain
 * line is one when it is short and names a known section ("Experience", "ОПЫТ РАБОТЫ:") or is
 * written in capitals ("VOLUNTEERING"), as resumes pasted from Word or a PDF are.
 */
export function headingOf(raw: string): string | null {
  const line = raw.trim()
  const markdown = MARKDOWN_HEADING.exec(line)
  if (markdown) {
    const [, hashes = '', text = ''] = markdown
    // "### Title, Company" is an entry inside a section, not a section.
    return hashes.length <= 2 ? stripEmphasis(text) : null
  }
  if (/^[-*+•▪●◦‣–]\s/u.test(line)) return null
  const text = stripEmphasis(line).replace(/[:：]\s*$/u, '')
  if (text.length === 0 || text.length > MAX_HEADING_CHARS) return null
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? []
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return null
  if (/[.!?,;|@]/u.test(text) || /\d/.test(text)) return null
  if (isSectionName(text) || isCapsHeading(text)) return text
  // "Technical Skills:" or "Habilidades técnicas" – a known section word in a short title line.
  const titled = /[:：]\s*$/u.test(line) || /^\p{Lu}/u.test(text)
  // "Training Coordinator" is a job title that happens to hold a section word.
  if (isTitleLike(text)) return null
  return titled && words.length <= 3 && sectionKindOf(text) !== 'other' ? text : null
}

function stripEmphasis(text: string): string {
  return text.replace(/[*_`]+/g, '').trim()
}

/**
 * A shouted heading in the resume's own case style: "WORK EXPERIENCE" reads "Work Experience" in
 * English, "EXPERIENCIA LABORAL" "Experiencia laboral" and "ОПЫТ РАБОТЫ" "Опыт работы" (Spanish and
 * Russian capitalise only the first word). A heading in mixed case is kept as written.
 */
export function displayHeading(heading: string, language: AnalysisLanguage = 'en'): string {
  if (heading !== heading.toUpperCase() || heading === heading.toLowerCase()) return heading
  const lower = heading.toLowerCase()
  if (language !== 'en') return lower.replace(/\p{L}/u, (letter) => letter.toUpperCase())
  return lower.replace(
    /(^|[\s/&-])(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

export interface ResumeSection {
  kind: StandardSection
  /** The heading as the resume wrote it (without `#`), or the label the optimizer added. */
  heading: string
  /** The section's lines as written, trimmed at the end, blank lines kept. */
  lines: string[]
}

export interface SplitResume {
  /** The first line, without `#`. */
  name: string
  /** Short lines under the name: the headline (current title) and contact details. */
  header: string[]
  /** Longer text before the first heading: an unlabelled summary. */
  intro: string[]
  sections: ResumeSection[]
}

/** A header line is a contact line or one short line without a closing full stop (a headline). */
function isHeaderLine(line: string, headlineTaken: boolean): boolean {
  if (isContactLine(line)) return true
  return !headlineTaken && line.length <= 90 && !/[.!?]$/.test(line)
}

/** Splits a resume into its name, header, unlabelled intro and sections, keeping every line. */
export function splitResume(text: string): SplitResume {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let index = lines.findIndex((line) => line.trim().length > 0)
  const result: SplitResume = { name: '', header: [], intro: [], sections: [] }
  if (index < 0) return result
  const first = (lines[index] ?? '').trim()
  const firstHeading = headingOf(first)
  if (firstHeading !== null && !/^#\s/.test(first) && sectionKindOf(firstHeading) !== 'other') {
    // No name line: the text starts with a section.
  } else {
    result.name = stripEmphasis(first.replace(/^#+\s*/, ''))
    index += 1
  }
  let current: ResumeSection | null = null
  let headlineTaken = false
  for (; index < lines.length; index += 1) {
    const raw = (lines[index] ?? '').replace(/\s+$/, '')
    const heading = headingOf(raw)
    if (heading !== null) {
      current = { kind: sectionKindOf(heading), heading, lines: [] }
      result.sections.push(current)
      continue
    }
    if (current) {
      current.lines.push(raw)
      continue
    }
    const line = raw.trim()
    if (line.length === 0) continue
    if (result.intro.length === 0 && isHeaderLine(line, headlineTaken)) {
      if (!isContactLine(line)) headlineTaken = true
      result.header.push(line)
    } else {
      result.intro.push(line)
    }
  }
  return result
}
