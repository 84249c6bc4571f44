/**
 * Requirements the lexicon does not know, named by the shape of a requirement line: "experience
 * selling to restaurants, hospitality or retail", "Healthcare industry experience", "experiencia
 * en consolidación de grupos", "conocimientos de vinos", "опыт работы в частной клинике". The
 * keyword extractor finds what its lexicon names; a requirement line names the rest with the
 * same few cue words, whatever the trade.
 */

import { eng, rus, spa } from 'stopword'
import { isVerbForm } from '../analysis/keywords/keyword-shape.ts'

/** A phrase found on a line: where it starts and ends in the line, and its text. */
export interface LinePhrase {
  name: string
  start: number
  end: number
}

/**
 * The cue words before what was done or known: "experience in|with", "background in",
 * "experience selling to", "experiencia en|con", "conocimientos de", "опыт (работы) в|с".
 * The gerund of "experience selling to" is part of the phrase (the experience asked is selling).
 */
const CUE =
  /\b(?:(?:hands-on\s+)?experience|background|expertise)\s+(?:(?:in|with)\s+(?:the\s+|an?\s+)?|(?=\p{Ll}+ing\s))|\b(?:experiencia|conocimientos?)\s+(?:\p{Ll}+\s+)?(?:en|de|con)\s+(?:el\s+|la\s+|los\s+|las\s+)?|(?:^|[\s,;])опыт(?:\s+работы)?\s+(?:в|во|с)\s+/giu

/** "- Pasta-making experience", "- Healthcare industry experience": a bullet that names it. */
const NAMED_EXPERIENCE =
  /^((?:\p{L}[\p{L}'’-]*\s+){0,2}\p{L}[\p{L}'’-]*)\s+(?:experience|background)\s*[.;]?$/u

/**
 * Where the phrase stops: punctuation that closes a clause, and the words that open another
 * ("with deals of", "such as", "is a plus", "preferred", "и знание").
 */
const STOP =
  /[.;:()—–]|\s(?:with|including|such as|is|are|will|who|that|preferred|preferably|ideally|strongly|required|and\s+(?:reading|knowledge|a\b)|para|que|es|será|se|y\s+(?:conocimientos?|experiencia|manejo|nivel)|и\s+(?:знание|умение|опыт)|будет|желательно|приветствуется)(?!\p{L})|\s(?:a|an|the)$/iu

/** A comma goes on only into a list that an "or" or "and" closes ("restaurants, hospitality or retail"). */
function untilComma(phrase: string): string {
  const comma = phrase.indexOf(',')
  if (comma < 0) return phrase
  const rest = phrase.slice(comma + 1)
  return /\s(?:or|and|o|y|или|и)\s/iu.test(rest) && !/[,]/u.test(rest.replace(/^[^,]*,/u, ''))
    ? phrase
    : phrase.slice(0, comma)
}

/** Words that name nothing by themselves: "experience in a similar role", "with the team". */
const EMPTY =
  /^(?:(?:this|that|the|a|an|similar|related|relevant|same|our|your|it|them|this\s+field|a\s+similar\s+(?:role|position|field))(?:\s+(?:role|position|field|area|capacity|environment|setting))?|similar|puesto\s+similar|posiciones?\s+similares?|un\s+puesto\s+similar|аналогичн\p{L}*(?:\s+\p{L}+)?|подобн\p{L}*(?:\s+\p{L}+)?)$/iu

/** The cue words of CUE and NAMED_EXPERIENCE, found without Unicode classes. */
const CUE_WORDS = /experien|background|expertise|conocimient|опыт/i

/** At most this many words: a requirement is a noun phrase, not a sentence. */
const MAX_WORDS = 8

/**
 * The phrases a requirement line names after its cue words, or the whole bullet's "X
 * experience". `text` is the line without its bullet; offsets are into `text`.
 */
export function requirementPhrases(text: string): LinePhrase[] {
  const out: LinePhrase[] = []
  // A cheap test first (no Unicode classes): most lines hold none of the cue words.
  if (!CUE_WORDS.test(text)) return out
  const named = NAMED_EXPERIENCE.exec(text)
  if (
    named?.[1] &&
    !EMPTY.test(named[1]) &&
    !/^(?:previous|prior|relevant|some|any)\b/iu.test(named[1])
  )
    out.push({ name: named[1], start: 0, end: named[1].length })
  for (const cue of text.matchAll(CUE)) {
    const from = cue.index + cue[0].length
    const tail = text.slice(from)
    // "experience selling to clinics", "negotiating with suppliers": the gerund's own preposition.
    const lead = /^\p{Ll}+ing\s+(?:with|to|for|in)\s+/u.exec(tail)?.[0].length ?? 0
    const stop = STOP.exec(tail.slice(lead))
    let phrase = untilComma(stop ? tail.slice(0, lead + stop.index) : tail)
    phrase = phrase.replace(/\s+(?:and|or|y|o|и|или)\s*$/iu, '').trim()
    const words = phrase.split(/\s+/u).filter(Boolean)
    if (words.length === 0 || words.length > MAX_WORDS || EMPTY.test(phrase)) continue
    if (!/\p{L}{3}/u.test(phrase)) continue
    out.push({ name: phrase, start: from, end: from + phrase.length })
  }
  return out
}

/**
 * "el programa Selene", "знание программы «Инфоклиника»", "the Procore platform": a product the
 * line names after a noun that says it is one (a program, a platform, a system).
 */
const PRODUCT_AFTER_NOUN =
  /(?:^|[\s(])(?:program(?:me)?|software|platform|programa|plataforma|aplicaci[oó]n|программ\p{L}*|платформ\p{L}*|систем\p{L}*)\s+[«"“]?(\p{Lu}[\p{L}\p{N}.+-]*(?:\s\p{Lu}[\p{L}\p{N}.+-]*)?)/dgu

/** "the Vetstoria platform", "in our Orbis system": the name before the noun, after an article. */
const PRODUCT_BEFORE_NOUN =
  /\b(?:the|our|an?|in|with|using)\s+(\p{Lu}[\p{L}\p{N}.+-]*)\s+(?:platform|software|system|app)\b/dgu

/** The products a line names beside a noun that says so; offsets are into `text`. */
export function productNames(text: string): LinePhrase[] {
  const out: LinePhrase[] = []
  for (const pattern of [PRODUCT_AFTER_NOUN, PRODUCT_BEFORE_NOUN])
    for (const m of text.matchAll(pattern)) {
      const name = m[1] ?? ''
      const start = m.indices?.[1]?.[0] ?? m.index
      out.push({ name, start, end: start + name.length })
    }
  return out
}

/** Function words: an item holding one is a piece of a sentence, not a name. */
const FUNCTION_WORDS = new Set([...eng, ...spa, ...rus])

/** Words in front that grade the item ("Strong", "Hands-on") and say nothing of what it is. */
const GRADE =
  /^(?:(?:knowledge of|proficiency (?:in|with)|manejo de|dominio de|владение|знание)\s+)?(?:(?:strong|sound|solid|excellent|good|great|basic|advanced|proven|working|hands-on|deep|proficient|fluent|sólid[oa]s?|buen[oa]s?|avanzad[oa]s?|уверенн\p{L}*|хорош\p{L}*|отличн\p{L}*|базов\p{L}*)\s+)*/iu

/** "уверенное владение X": the cue after the grade. */
const CUED = /^(?:владение|знание|умение)\s+/iu

/** Nouns behind that say the kind of thing ("attribution basics", "presentation skills"). */
const GENERIC_TAIL =
  /\s+(?:basics|fundamentals|skills?|knowledge|experience|abilities|ability|habilidades|conocimientos|навыки)$/iu

/** Longest list bullet read, in words: longer ones are sentences. */
const MAX_LIST_WORDS = 8

/** "Java 17 o superior", "Windows 10 or later": a version's bound, not an item of the list. */
const VERSION_BOUND = /\s+(?:o superior|or (?:higher|later|newer|above)|или выше)(?!\p{L})/giu

/**
 * "Curso de cocina", "Máster en urgencias", "RN license": education and credentials, which the
 * degree and credential rules read.
 */
const CREDENTIAL_WORDS =
  /\b(?:school|training|degree|diploma|course|program(?:me)?|certifi\p{L}*|licen[cs]e\p{L}*|credential\p{L}*)\b|formaci[oó]n|m[aá]ster|grado|carn[eé]t?|curso|образовани\p{L}*|сертификат\p{L}*|удостоверени\p{L}*|аккредитаци\p{L}*/iu

/**
 * The items of a short bullet of the requirements that lists noun phrases ("Three-way matching
 * and 1099 reporting", "Strong confidentiality and sound judgment", "Hands-on Meta Ads and Google
 * Ads"), each of one to three words with no function word and no verb in front; none when one
 * item is a piece of a sentence (the bullet is a sentence, not a list). `kind` of each: tool
 * when every word is capitalised (a product's name), else skill. "Email marketing platforms
 * (Klaviyo preferred)": a product in brackets after an item names the tool it means.
 */
export function listedItems(text: string): Array<LinePhrase & { kind: 'skill' | 'tool' }> {
  if (CREDENTIAL_WORDS.test(text)) return []
  const bare = text
    .replace(VERSION_BOUND, (m) => ' '.repeat(m.length))
    .replace(/\([^)]*\)/gu, (m) => ' '.repeat(m.length))
    .replace(/[.;]\s*$/u, '')
  if (bare.trim().split(/\s+/u).length > MAX_LIST_WORDS || /[:!?]/u.test(bare)) return []
  const out: Array<LinePhrase & { kind: 'skill' | 'tool' }> = []
  for (const m of bare.matchAll(/[^,]+?(?=,|\s+(?:and|or|&|y|o|и|или)\s+|\s*$)/gu)) {
    const raw = m[0].replace(/^\s*(?:,\s*)?(?:(?:and|or|&|y|o|и|или)\s+)?/iu, '')
    const item = raw.replace(GRADE, '').replace(CUED, '').replace(GENERIC_TAIL, '').trim()
    const words = item.split(/\s+/u).filter(Boolean)
    if (words.length === 0) continue
    if (words.length > 3 || words.some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) return []
    if (isVerbForm((words[0] ?? '').toLowerCase())) return []
    if (!/\p{L}{3}/u.test(item)) continue
    const start = m.index + m[0].indexOf(item)
    // A capitalised word that does not open the bullet is a name; at its start it may be prose.
    const named = words.every((w) => /^\p{Lu}|^\d/u.test(w)) && (words.length > 1 || start > 0)
    const product = /^\s*\(\s*(\p{Lu}[\p{L}\p{N}.+-]*)/u.exec(text.slice(start + item.length))?.[1]
    out.push({
      name: product ? `${item} (${product})` : item,
      start,
      end: start + item.length,
      kind: named || product ? 'tool' : 'skill',
    })
  }
  return out
}

/**
 * "3–5 years of HR experience, preferably in manufacturing", "ideally with refrigerated (reefer)
 * freight", "(preferiblemente en el sector industrial)": the setting a preference cue adds to a
 * requirement is a nice-to-have of its own.
 */
const PREFERRED_SETTING =
  /\b(?:preferably|ideally|preferiblemente|idealmente|желательно)\s+(?:in|with|from|en|con|de|в|с)\s+(?:the\s+|an?\s+|el\s+|la\s+|los\s+|las\s+)?/giu

/** The setting after a preference cue, to the end of its clause (brackets inside kept). */
export function preferredSettings(text: string): LinePhrase[] {
  const out: LinePhrase[] = []
  if (!/prefer|ideal|желательно/i.test(text)) return out
  for (const m of text.matchAll(PREFERRED_SETTING)) {
    const from = m.index + m[0].length
    let depth = 0
    let end = from
    for (; end < text.length; end += 1) {
      const c = text[end]
      if (c === '(') depth += 1
      else if (c === ')') {
        if (depth === 0) break
        depth -= 1
      } else if (c === '.' || c === ';' || c === ',' || c === ':') break
    }
    const name = text.slice(from, end).trim()
    const words = name.split(/\s+/u).length
    if (words >= 1 && words <= MAX_WORDS && /\p{L}{3}/u.test(name) && !EMPTY.test(name))
      out.push({ name, start: from, end: from + name.length })
  }
  return out
}

/**
 * "Typing speed of at least 45 WPM", "velocidad de mecanografía de 300 ppm": a skill asked with a
 * measured speed, named with it.
 */
const MEASURED_SPEED =
  /\b(\p{L}+)\s+speed\s+of\s+(?:at least\s+|a minimum of\s+)?(\d+\+?)\s*(?:WPM|words per minute)|velocidad\s+de\s+(\p{L}+)\s+(?:de\s+)?(?:al menos\s+)?(\d+\+?)\s*(?:ppm|pulsaciones)/diu

/** The skill a line asks at a measured speed; offsets are into `text`. */
export function measuredSkills(text: string): LinePhrase[] {
  if (!/wpm|words per minute|ppm|pulsaciones/i.test(text)) return []
  const m = MEASURED_SPEED.exec(text)
  if (!m) return []
  const skill = m[1] ?? m[3] ?? ''
  const speed = m[2] ?? m[4] ?? ''
  const unit = m[1] ? 'WPM' : 'ppm'
  return [{ name: `${skill} ${speed} ${unit}`, start: m.index, end: m.index + m[0].length }]
}
