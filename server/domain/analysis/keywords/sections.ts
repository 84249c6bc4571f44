import { isPerkLine } from './perk-lines.ts'

/** What part of a job description a line belongs to, as its nearest heading says. */
export type SectionKind = 'required' | 'duties' | 'preferred' | 'other' | 'neutral'

/** Weight of a mention by section: requirements count most, company blurbs least. */
export const SECTION_WEIGHT: Record<SectionKind, number> = {
  required: 1,
  duties: 0.8,
  neutral: 0.7,
  preferred: 0.45,
  other: 0.3,
}

const HEADINGS: Array<[SectionKind, RegExp]> = [
  [
    'preferred',
    /^(nice[- ]to[- ]haves?|preferred(?: qualifications| skills)?|bonus(?: points)?(?: if you have)?|pluses|plus|(?:it(?:'s| is) )?a plus if you(?: also)? have|ideally,? you(?: also)? have|extra credit|desirable(?: qualifications| skills)?|desired(?: skills)?|good to have|deseable|deseables|valorable|se valorará|será un plus|puntos extra|будет плюсом|плюсом будет|желательно|будет преимуществом|преимуществом будет)/u,
  ],
  [
    'required',
    /^(requirements?|qualifications?|required(?: skills| qualifications)?|minimum qualifications|basic qualifications|must[- ]haves?|what you(?:'ll| will)? need|what we(?:'re| are) looking for|who you are|you have|you should have|you(?:'ll| will) need|what we need from you|you(?:'ll| will) be a (?:good|great) fit if you have|who should apply|your profile|what you(?:'ll| will)? bring|what you bring|you bring|about you|what we expect|skills(?: and experience| & experience)?|key skills|essential(?: skills)?|requisitos(?: imprescindibles| mínimos| obligatorios)?|requerimientos|imprescindible|perfil|qué buscamos|lo que buscamos|требования|мы ожидаем|что мы ждем|мы ждем от (?:вас|кандидата)|что для нас важно|наши ожидания|необходимые навыки|квалификация)/u,
  ],
  [
    'duties',
    /^(responsibilities|key responsibilities|your responsibilities|in this role(?: you(?:'ll| will))?|what you(?:'ll| will)? (?:be )?do(?:ing)?|what you(?:'ll| will) own|you(?:'ll| will)|the job|position summary|your tasks|day to day|the role|role|duties|your role|job description|about the role|descripción del trabajo|descripción del puesto|responsabilidades|(?:tus )?funciones|qué harás|tu día a día|что нужно делать|обязанности|задачи|чем предстоит заниматься)/u,
  ],
  [
    'other',
    /^(benefits|job benefits|perks|what we offer|we offer|what we can offer|our offer|what(?:'s| is) in it for you|why join us|why work with us|about us|about the company|company description|who we are|how to apply|compensation|salary|beneficios|ofrecemos|sobre nosotros|quiénes somos|cómo aplicar|como aplicar|мы предлагаем|условия|о компании)/u,
  ],
]

/** Bullets, numbering and Markdown marks in front of a line. */
const LEAD_RE = /^[\s#*\-–•●▪◦·>\d.)¿¡]*/u
const FILLER_AFTER_HEADING_RE =
  /^\s*(?:(?:and|&|y|и)\s+[\p{L}]+(?:\s+[\p{L}]+)?)?\s*(?:\?\s*)?(?::.*)?$/u

/** The section a heading line opens, or null when the line is not a heading. */
export function headingKind(line: string): SectionKind | null {
  // Curly apostrophes ("What you’ll do") and ё ("Что мы ждём") are written both ways.
  const clean = line.replace(LEAD_RE, '').trim().toLowerCase().replace(/’/g, "'").replace(/ё/g, 'е')
  if (clean.length === 0 || clean.length > 400) return null
  for (const [kind, re] of HEADINGS) {
    const m = re.exec(clean)
    if (!m) continue
    const rest = clean.slice(m[0].length)
    if (/^[\p{L}]/u.test(rest)) continue
    if (FILLER_AFTER_HEADING_RE.test(rest)) return kind
  }
  return null
}

/**
 * A heading at the very start of `text` that pasting glued to what follows ("RequirementsYou
 * have", "What You Will DoBuild"): its length when the next character is a letter written in
 * capitals (or, with `endsLine`, when the line ends there), else null. Only the first 60
 * characters are read.
 */
export function gluedHeadingLength(text: string, endsLine = false): number | null {
  const head = text.slice(0, 60)
  if (!/^\p{Lu}/u.test(head)) return null
  const lower = head.toLowerCase()
  for (const [, re] of HEADINGS) {
    const m = re.exec(lower)
    if (!m) continue
    const next = head.charAt(m[0].length)
    if (/\p{Lu}/u.test(next)) return m[0].length
    // "...our team.Requirements:" closes a line: a heading all the same.
    if (endsLine && /^\s*:?\s*(?:\n|$)/u.test(head.slice(m[0].length))) return m[0].length
  }
  return null
}

/** Words at most in an unmarked line that a perk above and below make part of the benefits. */
const MAX_LISTED_PERK_WORDS = 6

/**
 * The section of every line: a heading sets it for its own line and those below; a line of the
 * benefits list is 'other' wherever it stands (perk-lines.ts).
 */
export function classifyLines(lines: string[]): SectionKind[] {
  let current: SectionKind = 'neutral'
  const kinds = lines.map(headingKind)
  const perks = lines.map((line, i) => kinds[i] === null && isPerkLine(line))
  // Whether the nearest non-blank line above (and below) each line is a perk, in two sweeps.
  const perkAbove: boolean[] = []
  const perkBelow: boolean[] = []
  let last = false
  lines.forEach((line, i) => {
    perkAbove[i] = last
    if (line.trim() !== '') last = !!perks[i]
  })
  last = false
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    perkBelow[i] = last
    if ((lines[i] ?? '').trim() !== '') last = !!perks[i]
  }
  return lines.map((line, i) => {
    const kind = kinds[i] ?? null
    if (kind) current = kind
    if (kind) return current
    // A short line between two perks belongs to the same list ("HanseFit" after "Gym membership").
    const short = line.trim() !== '' && line.trim().split(/\s+/).length <= MAX_LISTED_PERK_WORDS
    return perks[i] || (short && perkAbove[i] && perkBelow[i]) ? 'other' : current
  })
}

const B = String.raw`(?<![\p{L}\p{N}])`
const E = String.raw`(?![\p{L}\p{N}])`
const REQUIRED_CUES = new RegExp(
  `${B}(?:required|requirement|must|strong|proficien\\p{L}*|expert\\p{L}*|essential|solid|deep|extensive|advanced|mandatory|necessary|demonstrated|proven|\\d+\\+?\\s*(?:years|yrs)|requerid\\p{L}*|imprescindible|obligatori\\p{L}*|necesari\\p{L}*|sólid\\p{L}*|avanzad\\p{L}*|dominio|demostrable|обязательн\\p{L}*|необходим\\p{L}*|уверенн\\p{L}*|глубок\\p{L}*|отличн\\p{L}*|опыт от)${E}`,
  'iu',
)
const PREFERRED_CUES = new RegExp(
  `${B}(?:preferred|preferably|prefer|plus|bonus|nice[- ]to[- ]have|ideally|desirable|advantageous|advantage|optional|good to have|deseable|valorable|se valorará|un plus|preferible|idealmente|плюсом|желательно|преимуществ\\p{L}*|приветствуется)${E}`,
  'iu',
)

export type Cue = 'required' | 'preferred' | null

/** The cue a sentence gives its terms; "a plus" outweighs "experience" words in the same sentence. */
export function sentenceCue(sentence: string): Cue {
  if (PREFERRED_CUES.test(sentence)) return 'preferred'
  if (REQUIRED_CUES.test(sentence)) return 'required'
  return null
}
