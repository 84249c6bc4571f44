import {
  parseInline,
  plainText,
  unescapeMarkdown,
  type InlineSpan,
} from '../resume/inline-markdown.ts'

/**
 * A resume as the templates lay it out. Each block is one input line, so a template can style it
 * however it likes and still never drop a line.
 */
export type ResumeBlock =
  | { kind: 'name'; text: string }
  | { kind: 'headline'; spans: InlineSpan[] }
  | { kind: 'contact'; spans: InlineSpan[] }
  | { kind: 'heading'; text: string }
  | { kind: 'entry'; spans: InlineSpan[]; dates: string | null }
  | { kind: 'bullet'; spans: InlineSpan[] }
  | { kind: 'paragraph'; spans: InlineSpan[] }

export interface ParsedResume {
  blocks: ResumeBlock[]
  /** Indexes of blocks that follow a blank line in the input (an entry or paragraph break). */
  spacedBefore: Set<number>
}

/** Section names written without Markdown, in the app's languages (English, Russian, Spanish). */
const SECTION_WORDS = [
  'summary',
  'professional summary',
  'profile',
  'about',
  'about me',
  'objective',
  'experience',
  'work experience',
  'professional experience',
  'employment',
  'employment history',
  'education',
  'skills',
  'technical skills',
  'key skills',
  'core competencies',
  'projects',
  'certifications',
  'certificates',
  'languages',
  'awards',
  'achievements',
  'publications',
  'volunteering',
  'volunteer experience',
  'interests',
  'references',
  'courses',
  'training',
  'резюме',
  'о себе',
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
  'курсы',
  'языки',
  'знание языков',
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
  'idiomas',
  'logros',
  'premios',
  'publicaciones',
  'voluntariado',
  'intereses',
  'referencias',
  'cursos',
]
const SECTION_SET = new Set(SECTION_WORDS)

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+(.*)$/
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const PHONE = /(?:\+|\()?\d[\d\s().-]{6,}\d/
const URL =
  /https?:\/\/|www\.|linkedin\.com|github\.com|gitlab\.com|\b[\w-]+\.(?:com|io|dev|me|org|net|ru|es)\/\S/i

const MONTH = String.raw`\p{L}{3,10}\.?`
const DATE = String.raw`(?:(?:${MONTH}\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}|(?:19|20)\d{2}[./]\d{1,2})`
const NOW = String.raw`(?:present|current|now|today|to date|ongoing|по\s+настоящее\s+время|настоящее\s+время|наст\.?\s+время|н\.\s?в\.|сейчас|текущее\s+время|actualidad|la\s+actualidad|presente|hoy|la\s+fecha)`
const RANGE = String.raw`(?:${DATE}(?:\s*(?:[–—-]|to|по|a|hasta)\s*(?:${DATE}|${NOW}))?|${NOW})`
/** "Title, Company — Jan 2020 – Present": the left part, a separator, then dates to the end. */
const ENTRY_DATES = new RegExp(
  String.raw`^(.*?\S)\s*(?:\s[—–|-]\s|[—–|]|\t|\s{2,}|,\s)\s*\(?(${RANGE})\)?\s*$`,
  'iu',
)

/** The first line is the name; the lines up to the first section are the headline and contacts. */
export function parseResume(content: string): ParsedResume {
  const lines = content.replace(/\r\n?/g, '\n').split('\n')
  const blocks: ResumeBlock[] = []
  const spacedBefore = new Set<number>()
  let inHeader = true
  let hasHeadline = false
  let blankBefore = false

  for (const rawLine of lines) {
    const line = rawLine.trim()
    if (!line || /^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) {
      blankBefore = blocks.length > 0
      continue
    }
    const block = classify(line, blocks.length === 0, inHeader, hasHeadline)
    if (block.kind === 'headline') hasHeadline = true
    if (!['name', 'headline', 'contact'].includes(block.kind)) inHeader = false
    if (blankBefore) spacedBefore.add(blocks.length)
    blankBefore = false
    blocks.push(block)
  }
  return { blocks, spacedBefore }
}

function classify(
  line: string,
  isFirst: boolean,
  inHeader: boolean,
  hasHeadline: boolean,
): ResumeBlock {
  const heading = HEADING.exec(line)
  if (heading) {
    const [, hashes = '#', rest = ''] = heading
    const text = plainText(parseInline(rest))
    if (isFirst && !isSectionName(text)) return { kind: 'name', text }
    if (hashes.length <= 2) return { kind: 'heading', text }
    return entry(rest)
  }
  const bullet = BULLET.exec(line)
  if (bullet) return { kind: 'bullet', spans: parseInline(bullet[1] ?? '') }
  if (isSectionName(plainText(parseInline(line))) || isCapsHeading(line)) {
    return { kind: 'heading', text: plainText(parseInline(line)).replace(/:$/, '') }
  }
  if (isFirst) return { kind: 'name', text: plainText(parseInline(line)) }
  if (inHeader && isContactLine(line)) return { kind: 'contact', spans: parseInline(line) }
  if (inHeader && !hasHeadline && line.length <= 90 && !/[.!?]$/.test(line)) {
    return { kind: 'headline', spans: parseInline(line) }
  }
  const dated = entry(line)
  if (dated.kind === 'entry' && dated.dates) return dated
  return { kind: 'paragraph', spans: parseInline(line) }
}

function entry(line: string): ResumeBlock {
  const match = ENTRY_DATES.exec(line)
  if (!match) return { kind: 'entry', spans: parseInline(line), dates: null }
  const [, left = '', dates = ''] = match
  return { kind: 'entry', spans: parseInline(left), dates: unescapeMarkdown(dates.trim()) }
}

/** Splits "Title, Company — Jan 2020 – Present" into the title part and the dates, or null. */
export function splitEntryDates(line: string): { left: string; dates: string } | null {
  const match = ENTRY_DATES.exec(line.trim())
  if (!match) return null
  return { left: match[1] ?? '', dates: (match[2] ?? '').trim() }
}

export function isSectionName(text: string): boolean {
  const key = text
    .trim()
    .replace(/[:：]$/, '')
    .toLocaleLowerCase()
  return SECTION_SET.has(key)
}

/** "WORK EXPERIENCE" is a heading; "AWS, GCP" or "SQL" is a skills line. */
export function isCapsHeading(line: string): boolean {
  const text = line.replace(/:$/, '').trim()
  if (!/^[\p{Lu}\s&/'’-]+$/u.test(text)) return false
  const words = text.split(/\s+/).filter(Boolean)
  return words.length <= 5 && words.some((word) => word.replace(/\P{L}/gu, '').length >= 4)
}

export function isContactLine(line: string): boolean {
  return line.length <= 200 && (EMAIL.test(line) || PHONE.test(line) || URL.test(line))
}
