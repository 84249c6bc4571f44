import { fold } from '../fold.ts'
import type { ResumeLine } from './resume-text.ts'

export const SECTION_KINDS = ['summary', 'experience', 'education', 'skills', 'extras'] as const
export type SectionKind = (typeof SECTION_KINDS)[number]
/** 'other' marks a heading we do not score (Languages, Interests) but that still ends a section. */
export type HeadingKind = SectionKind | 'other'

/**
 * Heading terms in English, Spanish and Russian, compared folded (no case, no accents). Every
 * language is accepted whatever the resume's language: Spanish resumes often keep English headings.
 */
const HEADING_TERMS: Record<HeadingKind, readonly string[]> = {
  summary: [
    'summary',
    'profile',
    'objective',
    'about me',
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
  ],
  experience: [
    'experience',
    'employment',
    'work history',
    'career history',
    'professional background',
    'positions held',
    'internships',
    'internship',
    'experiencia',
    'historial laboral',
    'trayectoria',
    'empleo',
    'practicas',
    'опыт',
    'трудовая деятельность',
    'места работы',
    'стажировки',
  ],
  education: [
    'education',
    'academic background',
    'academic history',
    'degrees',
    'educacion',
    'titulacion',
    'formacion',
    'estudios',
    'образование',
  ],
  skills: [
    'skills',
    'competencies',
    'technologies',
    'tech stack',
    'expertise',
    'proficiencies',
    'proficiency',
    'capabilities',
    'habilidades',
    'destrezas',
    'competencias',
    'aptitudes',
    'conocimientos',
    'tecnologias',
    'навыки',
    'компетенции',
    'умения',
    'технологии',
    'стек',
    'знания',
  ],
  extras: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'projects',
    'courses',
    'training',
    'certificaciones',
    'certificacion',
    'certificados',
    'licencias',
    'proyectos',
    'cursos',
    'сертификаты',
    'сертификация',
    'сертификации',
    'проекты',
    'курсы',
    'повышение квалификации',
  ],
  other: [
    'languages',
    'interests',
    'hobbies',
    'references',
    'awards',
    'publications',
    'volunteer',
    'additional information',
    'contact',
    'idiomas',
    'intereses',
    'referencias',
    'premios',
    'publicaciones',
    'voluntariado',
    'informacion adicional',
    'contacto',
    'языки',
    'интересы',
    'хобби',
    'награды',
    'публикации',
    'рекомендации',
    'дополнительная информация',
    'контакты',
  ],
}

const FOLDED_TERMS = Object.entries(HEADING_TERMS).map(
  ([kind, terms]) => [kind as HeadingKind, terms.map((term) => ` ${fold(term)} `)] as const,
)
const CONTACT_LABEL =
  / (?:linkedin|github|gitlab|email|e mail|mail|phone|tel|telefono|телефон|почта)(?= )/u
/** A heading is short; anything longer is a sentence that happens to contain "experience". */
const MAX_HEADING_WORDS = 4
const MAX_HEADING_CHARS = 48

/** "E X P E R I E N C E" or "W O R K   E X P E R I E N C E": a heading spelled out letter by letter. */
const SPACE = /\s/
const LOWER_START = /^\p{Ll}/u
const SENTENCE_END = /[.!?:;]\s*$/u
const LETTER_SPACED = /^(?:\p{L}[^\S\r\n]{1,4}){2,}\p{L}[\s:]*$/u
const FOLDED_SOLID_TERMS = FOLDED_TERMS.map(
  ([kind, terms]) => [kind, terms.map((term) => term.replace(/ /g, ''))] as const,
)

/** The kinds of a letter-spaced heading, read with its spaces removed; null for any other line. */
function letterSpacedKinds(text: string): HeadingKind[] | null {
  // Most long lines are sentences: their second character is a letter, not a space.
  if (!SPACE.test(text.charAt(1)) || text.length > MAX_HEADING_CHARS * 3) return null
  if (!LETTER_SPACED.test(text)) return null
  const letters = fold(text.replace(/[^\p{L}]/gu, ''))
  if (letters.length > MAX_HEADING_CHARS) return null
  const kinds = FOLDED_SOLID_TERMS.filter(([, terms]) =>
    terms.some((term) => letters.includes(term)),
  ).map(([kind]) => kind)
  return kinds.length > 0 ? kinds : null
}

/**
 * The kinds a line heads, or null when it is no heading. "Skills: Python, SQL" heads skills by
 * the part before its colon; a Markdown "#" line is a heading even when its name is unknown.
 */
export function headingKinds(line: ResumeLine, raw: string): HeadingKind[] | null {
  if (line.bullet || line.words.length === 0) return null
  const spaced = line.words.length > MAX_HEADING_WORDS ? letterSpacedKinds(line.text) : null
  if (spaced) return spaced
  const colon = line.text.indexOf(':')
  // Most lines are sentences; rule them out before any pattern runs.
  if (colon < 0 && line.words.length > MAX_HEADING_WORDS) return null
  const label = (colon > 0 ? line.text.slice(0, colon) : line.text).replace(/[#*_=|]/g, ' ')
  if (label.trim().length > MAX_HEADING_CHARS) return null
  const labelWords = label.match(/[\p{L}\p{N}]+/gu) ?? []
  if (labelWords.length === 0 || labelWords.length > MAX_HEADING_WORDS) return null
  const markdown = /^\s*#/.test(raw)
  const padded = ` ${fold(labelWords.join(' '))} `
  // "LinkedIn profile: ..." is a contact line, not a Profile (summary) heading.
  if (CONTACT_LABEL.test(padded)) return null
  const kinds = FOLDED_TERMS.filter(([, terms]) => terms.some((term) => padded.includes(term))).map(
    ([kind]) => kind,
  )
  if (kinds.length > 0) return kinds
  return markdown ? ['other'] : null
}

export interface SectionMap {
  found: Set<SectionKind>
  /** Indexes of heading lines. */
  headings: Set<number>
  /** For each line index, the kinds of the heading it sits under ([] before the first heading). */
  under: HeadingKind[][]
}

/**
 * A line in lower case right after a line that did not end its sentence is the tail of a wrapped
 * line ("...la guía interna de buenas" / "prácticas"), not a heading that happens to match.
 */
function isWrappedTail(line: ResumeLine, previous: string): boolean {
  return LOWER_START.test(line.text) && previous.trim() !== '' && !SENTENCE_END.test(previous)
}

export function mapSections(lines: readonly ResumeLine[], raws: readonly string[]): SectionMap {
  const found = new Set<SectionKind>()
  const headings = new Set<number>()
  const under: HeadingKind[][] = []
  let current: HeadingKind[] = []
  for (const line of lines) {
    const raw = raws[line.index] ?? ''
    const heading = headingKinds(line, raw)
    const kinds = heading && isWrappedTail(line, raws[line.index - 1] ?? '') ? null : heading
    if (kinds) {
      headings.add(line.index)
      for (const kind of kinds) if (kind !== 'other') found.add(kind)
      current = kinds
    }
    under[line.index] = kinds ? [] : current
  }
  return { found, headings, under }
}
