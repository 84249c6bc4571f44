import { findSpokenLanguages } from '../analysis/keywords/spoken-languages.ts'
import { dateRangesIn } from './date-ranges.ts'
import { isContactLine, perLine } from './resume-lines.ts'

/**
 * Section headings of a resume in English, Russian and Spanish, and what each section holds. A
 * heading is a line of its own ("Experience", "ОПЫТ РАБОТЫ", "## Habilidades", "Education:") or
 * the label of a line that carries its content ("Languages: Spanish (native)").
 */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'other'

/**
 * How a section's lines are read: `roles` (each date range is a job), `education` (studies),
 * `projects`, `skills`, `certifications`, `languages` (lists), `prose` (paragraphs as written).
 * A heading nobody listed ("VOLUNTEER WORK", "Career") is read for roles: its dated lines are
 * most often jobs.
 */
export type SectionReader =
  'roles' | 'education' | 'projects' | 'skills' | 'certifications' | 'languages' | 'prose'

export interface SectionHeading {
  /** The heading as written, without Markdown hashes or a final colon. */
  text: string
  kind: SectionKind
  reader: SectionReader
  /** The heading labels the rest of its own line ("Languages: Spanish (native)"). */
  inline: boolean
}

/** Section names written without Markdown, compared in lower case without a final colon. */
const SECTION_WORDS = new Set([
  'summary',
  'professional summary',
  'career summary',
  'profile',
  'professional profile',
  'about',
  'about me',
  'objective',
  'career objective',
  'experience',
  'work experience',
  'professional experience',
  'employment',
  'employment history',
  'work history',
  'volunteer experience',
  'volunteering',
  'education',
  'skills',
  'technical skills',
  'key skills',
  'core competencies',
  'projects',
  'certifications',
  'certificates',
  'licenses',
  'licences',
  'licenses and certifications',
  'licenses & certifications',
  'certifications and licenses',
  'credentials',
  'languages',
  'awards',
  'achievements',
  'publications',
  'interests',
  'references',
  'courses',
  'training',
  'резюме',
  'о себе',
  'обо мне',
  'цель',
  'профиль',
  'опыт',
  'опыт работы',
  'профессиональный опыт',
  'образование',
  'навыки',
  'ключевые навыки',
  'профессиональные навыки',
  'проекты',
  'сертификаты',
  'лицензии',
  'курсы',
  'языки',
  'знание языков',
  'иностранные языки',
  'достижения',
  'награды',
  'публикации',
  'интересы',
  'дополнительная информация',
  'resumen',
  'perfil',
  'perfil profesional',
  'sobre mí',
  'objetivo',
  'experiencia',
  'experiencia laboral',
  'experiencia profesional',
  'educación',
  'formación',
  'formación académica',
  'habilidades',
  'competencias',
  'aptitudes',
  'proyectos',
  'certificaciones',
  'certificados',
  'licencias',
  'idiomas',
  'logros',
  'premios',
  'publicaciones',
  'voluntariado',
  'intereses',
  'referencias',
  'cursos',
])

/**
 * Headings of one to three words the list above does not hold ("Work History", "Education and
 * Training", "Skills & Tools"), known by how they start. Experience is matched whole, as
 * "Experience with React" may be a line of a skills list.
 */
const EXPERIENCE_HEADING =
  /^(?:experience|work experience|professional experience|employment|experiencia(?: laboral| profesional)?|опыт работы|опыт|work history|career history|employment history|relevant experience|professional background|trayectoria(?: profesional)?|места работы|трудовая деятельность)$/iu
const OTHER_SECTION_START =
  /^(education|academic|formación|educación|estudios|образование|курсы|courses|training|certific|сертификат|licen[cs]es?|awards|premios|награды|projects|personal projects|side projects|proyectos|проекты|skills|technical skills|key skills|core competencies|languages|idiomas|языки|навыки|habilidades|competencias|interests|intereses|интересы|summary|profile|resumen|perfil|о себе)/iu

/** What each heading holds, by how it starts; the first that matches wins. */
const KINDS: Array<[RegExp, SectionKind, SectionReader]> = [
  [
    /^(?:languages?|language skills|idiomas?|lenguas|языки|знание языков|иностранные языки)/iu,
    'languages',
    'languages',
  ],
  [
    /^(?:summary|professional summary|career summary|profile|professional profile|about|objective|career objective|personal statement|резюме|о себе|обо мне|цель|профиль|resumen|perfil|sobre mí|objetivo|extracto)/iu,
    'summary',
    'prose',
  ],
  [
    /^(?:certific|licen[cs]|credential|сертификат|лицензи|удостоверени|certificac|certificados|licencias|acreditaci)/iu,
    'certifications',
    'certifications',
  ],
  [
    /^(?:education|academic|courses|training|formación|educación|estudios|cursos|образование|курсы|повышение квалификации)/iu,
    'education',
    'education',
  ],
  [
    /^(?:projects|personal projects|side projects|selected projects|проекты|proyectos|portfolio|портфолио)/iu,
    'projects',
    'projects',
  ],
  [
    /^(?:skills|technical skills|key skills|core competencies|competencies|expertise|навыки|ключевые навыки|профессиональные навыки|компетенции|habilidades|competencias|aptitudes|conocimientos)/iu,
    'skills',
    'skills',
  ],
  [
    /^(?:awards|honou?rs|achievements|accomplishments|publications|interests|hobbies|references|premios|logros|publicaciones|intereses|aficiones|referencias|награды|достижения|публикации|интересы|хобби|рекомендации)/iu,
    'other',
    'prose',
  ],
  [
    /^(?:experience|work|professional experience|employment|career|volunteer|internship|military|опыт|места работы|трудовая|experiencia|trayectoria|voluntariado|prácticas)/iu,
    'experience',
    'roles',
  ],
]

const MARKDOWN_HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
/** A bullet marker: a list item is never a heading ("- DOCKER" is a skill). */
const BULLET_START = /^\s*(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+/
const INLINE_LABEL = /^([\p{L}][\p{L} /&]{2,40}?)\s*:\s+(\S.*)$/u

export function isSectionName(text: string): boolean {
  return SECTION_WORDS.has(
    text
      .trim()
      .replace(/[:：]$/, '')
      .trim()
      .toLocaleLowerCase(),
  )
}

/** "WORK EXPERIENCE" is a heading; "AWS, GCP" or "SQL" is a skills line. */
export function isCapsHeading(line: string): boolean {
  const text = line.replace(/:$/, '').trim()
  if (!/^[\p{Lu}\s&/'’-]+$/u.test(text)) return false
  const words = text.split(/\s+/).filter(Boolean)
  return words.length <= 5 && words.some((word) => word.replace(/\P{L}/gu, '').length >= 4)
}

function classify(text: string, inline: boolean): SectionHeading {
  for (const [re, kind, reader] of KINDS) {
    if (re.test(text)) return { text, kind, reader, inline }
  }
  return { text, kind: 'other', reader: 'roles', inline }
}

/**
 * The section a line opens, or null. Markdown headings of level 1-2 are sections; "###" lines
 * are the editor's entries ("### Frontend Engineer, Lumen Analytics (2021 - present)") unless
 * they name a section; a heading with a date range is an entry at any level.
 */
export const sectionHeadingOf = perLine(headingOf)

function headingOf(line: string): SectionHeading | null {
  const trimmed = line.trim()
  if (trimmed === '' || BULLET_START.test(line)) return null
  const markdown = MARKDOWN_HEADING.exec(trimmed)
  if (markdown) {
    const text = (markdown[2] ?? '').replace(/:$/, '').trim()
    if (text === '' || dateRangesIn(text).length > 0 || isContactLine(text)) return null
    if ((markdown[1] ?? '').length >= 3 && !isSectionName(text)) return null
    return classify(text, false)
  }
  const bare = trimmed.replace(/:$/, '')
  if (
    bare.split(/\s+/).length <= 3 &&
    !/\d/.test(bare) &&
    (EXPERIENCE_HEADING.test(bare) || OTHER_SECTION_START.test(bare))
  ) {
    return classify(bare, false)
  }
  if (isSectionName(trimmed) || isCapsHeading(trimmed)) return classify(bare.trim(), false)
  // "Languages: Spanish (native)", "Education: Joliet West High School": a heading with its item.
  const labelled = INLINE_LABEL.exec(trimmed)
  const label = labelled?.[1] ?? ''
  if (labelled && isSectionName(label)) {
    const heading = classify(label.trim(), true)
    // "Languages: TypeScript, Go" is a line of a skills list, not spoken languages.
    if (heading.kind === 'languages' && findSpokenLanguages(labelled[2] ?? '').length === 0) {
      return null
    }
    return heading
  }
  return null
}

/** The line's content after an inline heading's label ("Spanish (native)"), or the line. */
export function afterInlineLabel(line: string): string {
  const labelled = INLINE_LABEL.exec(line.trim())
  return labelled && isSectionName(labelled[1] ?? '') ? (labelled[2] ?? '') : line.trim()
}
