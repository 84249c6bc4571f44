import type { AnalysisLanguage, RequirementKind } from '../../../src/contract/analysis.ts'
import { isDegreeKeyword } from '../analysis/ats/degree-keywords.ts'
import { extractJobKeywords, type JobKeyword } from '../analysis/keywords/extract-job-keywords.ts'
import { inCompanyVoice, speaksToCandidate } from '../analysis/keywords/company-voice.ts'
import { isPerkLine } from '../analysis/keywords/perk-lines.ts'
import {
  classifyLines,
  headingKind,
  sentenceCue,
  type SectionKind,
} from '../analysis/keywords/sections.ts'
import { parseSpokenLanguageKeyword } from '../analysis/keywords/spoken-languages.ts'
import { splitLines } from '../analysis/keywords/tokenize.ts'
import { credentialPhrases } from './credential-phrases.ts'
import { degreeAsked, type DegreeAsked } from './degree-requirement.ts'
import { kindFromContext, productInBrackets } from './requirement-kind.ts'
import {
  describesNoun,
  insideAlternativeClass,
  insideTitleMention,
  issuerInBrackets,
  stateOfLicence,
} from './requirement-noise.ts'
import {
  listedItems,
  type LinePhrase,
  measuredSkills,
  preferredSettings,
  productNames,
  requirementPhrases,
} from './requirement-phrases.ts'
import { yearsAsked } from './years-of-experience.ts'

/**
 * What a job ad requires (issue 20, item 1): its keywords read as requirements with a kind and a
 * priority, the years and the degree it asks for, its title and its other conditions (shifts,
 * travel, work authorization), each with the ad's line it comes from.
 */

/** A keyword requirement and the ad's words it was read from. */
interface Placed {
  requirement: Requirement
  line: number
  start: number
  end: number
  candidate: boolean
}

/** "NetSuite or SAP", "Django o FastAPI", "Redux или MobX": either one meets it. */
const OR_BETWEEN = /^\s*(?:,?\s*(?:or|o|u|или)|\/)\s*$/iu

/**
 * "TanStack Query or Redux": the lexicon knows "TanStack", and the capitalised words after it
 * are still its name; what follows them is the "or" of two alternatives.
 */
const NAME_THEN_OR = /^((?:\s+\p{Lu}[\p{L}\p{N}.+#-]*){1,2})(\s*(?:,?\s*(?:or|o|u|или)|\/)\s*)$/u

/**
 * "REST or GraphQL APIs": the noun after the last alternative is what both alternatives are
 * (REST APIs, GraphQL APIs), not a requirement of its own.
 */
const SHARED_HEAD =
  /^(?:APIs?|services|databases?|frameworks?|libraries|platforms?|systems?|tools?|stacks?)$/iu

/** A certificate or a licence: earned, where a skill or a tool is practised. */
const CREDENTIAL_KINDS = new Set<RequirementKind>(['certification', 'licence'])

/** Skills and tools are both what the candidate works with: "REST or GraphQL" is one choice. */
const TECHNICAL_KINDS = new Set<RequirementKind>(['skill', 'tool'])

const sameChoice = (a: RequirementKind, b: RequirementKind): boolean =>
  a === b || (TECHNICAL_KINDS.has(a) && TECHNICAL_KINDS.has(b))

const lowerWords = (text: string): string =>
  ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ')} `

/** "Spanish, Japanese or Mandarin": a comma between items of a list that an "or" closes. */
const COMMA_BETWEEN = /^\s*,\s*$/u

/**
 * The items of a list of alternatives that starts at sorted[k] ("NetSuite or SAP", "Spanish,
 * Japanese or Mandarin"): their indexes, or just [k] when no "or" closes a list there. A list
 * joined by "and" ("Python, Django and PostgreSQL") asks for each one.
 */
function alternativesFrom(sorted: Placed[], k: number, ad: string): number[] {
  const p = sorted[k]
  if (!p) return [k]
  const chain = [k]
  for (let j = k + 1; j < sorted.length; j += 1) {
    const prev = sorted[j - 1]
    const next = sorted[j]
    if (!prev || !next || next.line !== p.line) break
    // "Forklift or reach truck certification": the certificate word after the last names both.
    const certified =
      TECHNICAL_KINDS.has(p.requirement.kind) &&
      CREDENTIAL_KINDS.has(next.requirement.kind) &&
      CERTIFICATE_AFTER.test(ad.slice(next.end))
    if (!sameChoice(next.requirement.kind, p.requirement.kind) && !certified) break
    const between = ad.slice(prev.end, next.start)
    if (OR_BETWEEN.test(between) || (j === k + 1 && NAME_THEN_OR.test(between))) {
      chain.push(j)
      return chain
    }
    if (!COMMA_BETWEEN.test(between)) break
    chain.push(j)
  }
  return [k]
}

/**
 * Keyword requirements as a reader counts them: alternatives joined by "or" are one requirement,
 * and a phrase outside the lexicon that holds another requirement of its line ("Active CPA
 * license" beside CPA) says nothing more.
 */
function joinAlternatives(placed: Placed[], ad: string): Requirement[] {
  const sorted = [...placed].sort((a, b) => a.start - b.start)
  const out: Requirement[] = []
  const used = new Set<number>()
  sorted.forEach((p, k) => {
    if (used.has(k)) return
    const others = sorted.filter((q, j) => j !== k && q.line === p.line)
    if (
      p.candidate &&
      others.some((q) => lowerWords(p.requirement.name).includes(lowerWords(q.requirement.name)))
    )
      return
    // "Med-Surg certification (CMSRN)": the abbreviation in brackets names the same certificate.
    const abbreviation = sorted[k + 1]
    if (
      abbreviation &&
      abbreviation.line === p.line &&
      CREDENTIAL_KINDS.has(p.requirement.kind) &&
      CREDENTIAL_KINDS.has(abbreviation.requirement.kind) &&
      /^(?:\s*(?:certifications?|certificates?|cards?|endorsements?|licen[cs]es?))?\s*\(\s*$/iu.test(
        ad.slice(p.end, abbreviation.start),
      ) &&
      /^\s*\)/u.test(ad.slice(abbreviation.end))
    ) {
      used.add(k + 1)
      out.push({
        ...p.requirement,
        name: `${p.requirement.name} (${abbreviation.requirement.name})`,
        alternatives: [p.requirement.name, abbreviation.requirement.name],
      })
      return
    }
    const chain = alternativesFrom(sorted, k, ad)
    const lastIndex = chain[chain.length - 1] ?? k
    const last = sorted[lastIndex]
    if (chain.length < 2 || !last) {
      out.push(p.requirement)
      return
    }
    for (const j of chain) used.add(j)
    const items = chain.map((j) => sorted[j] as Placed)
    // "TanStack Query or Redux": the capitalised words after a name the lexicon knows are its own.
    const extended = chain.length === 2 ? NAME_THEN_OR.exec(ad.slice(p.end, last.start)) : null
    const names = items.map((q) => q.requirement.name)
    if (extended) names[0] = `${p.requirement.name} ${(extended[1] ?? '').trim()}`
    const before = items[items.length - 2] ?? p
    const joiner = (extended ? (extended[2] ?? '') : ad.slice(before.end, last.start)).trim()
    const glue = joiner === '/' ? '/' : ` ${joiner.replace(/^,\s*/, '')} `
    const head = sorted[lastIndex + 1]
    const shared =
      head &&
      head.line === p.line &&
      SHARED_HEAD.test(head.requirement.name) &&
      /^\s+$/u.test(ad.slice(last.end, head.start))
    if (shared) used.add(lastIndex + 1)
    const better =
      items.find((q) => q.requirement.priority === 'must')?.requirement ?? p.requirement
    const kinds = new Set(items.map((q) => q.requirement.kind))
    const years = items.find((q) => q.requirement.min_years)?.requirement.min_years
    const certificate = CREDENTIAL_KINDS.has(last.requirement.kind)
      ? CERTIFICATE_AFTER.exec(ad.slice(last.end))
      : null
    const joined = `${names.slice(0, -1).join(', ')}${glue}${names[names.length - 1] ?? ''}`
    out.push({
      ...better,
      // "SQL or Looker": a choice between a skill and a product is a skill; "Forklift or reach
      // truck certification" is a certificate, named as the ad writes it.
      kind: certificate ? last.requirement.kind : kinds.size === 1 ? p.requirement.kind : 'skill',
      name: certificate
        ? `${ad.slice(p.start, last.end)}${certificate[0]}`.trim()
        : `${joined}${shared ? ` ${head.requirement.name}` : ''}`,
      alternatives: names,
      ...(years ? { min_years: years } : {}),
    })
  })
  return out
}

export interface Requirement {
  name: string
  kind: RequirementKind
  /** A trait or a way of working ("friendly", "attention to detail"): a resume rarely proves it. */
  soft?: true
  /** "NetSuite or SAP": each one meets the requirement. */
  alternatives?: string[]
  priority: 'must' | 'nice'
  min_years?: number
  degree?: DegreeAsked
  /** The ad's line, trimmed. */
  line: string
}

/** A legal permission to practise, not a course: RN, CPA, CDL, a driver's or teaching licence. */
const LICENCE =
  /licen[cs]e|licencia|carn[eé]t? de (?:conducir|instalador)|credential|teaching certificate|colegiaci[oó]n|удостоверени|^(RN|LPN|LVN|CPA|CDL|PE|NCLEX)\b|registered nurse|journeyman/iu

/** A driving licence asked for: an endorsement is then one of its permissions. */
const DRIVING_LICENCE =
  /\bCDL\b|commercial driver|driver'?s licen[cs]e|carn[eé]t? de conducir|водительск\p{L}* удостоверени/iu

/**
 * A name the ad calls a certificate, a card, an endorsement or a course ("CMSRN" of "Med-Surg
 * certification (CMSRN)", "Curso de PRL", "сертификат CAE", "SEI endorsement", "DOT medical
 * card"): something earned by a course or an exam, whatever the lexicon files the name under.
 */
const CERTIFICATE_WORD =
  /\b(?:certifications?|certificates?|cards?|endorsements?|authori[sz]ations?)\b|certificaci[oó]n|certificado|curso|carn[eé]t?(?!\p{L})|сертификат|аттестат|удостоверени/iu
// "CLAD/EL Authorization": a second abbreviation may stand between the name and the word.
const CERTIFICATE_AFTER =
  /^(?:\/\p{Lu}{2,6})?\s*\)?\s*(?:certifications?|certificates?|cards?|endorsements?|authori[sz]ations?)\b/iu
const CERTIFICATE_BEFORE =
  /(?:certificaci[oó]n|certificado|curso|carn[eé]t?|сертификат\p{L}*|удостоверени\p{L}*|аттестат\p{L}*)\s+(?:(?:de|del|en)\s+(?:la\s+)?)?$|(?:certification|certificate|card|endorsement|carn[eé]t?|certificado|сертификат\p{L}*)(?!\p{L})[^()]{0,40}\(\s*$/iu

/**
 * "TB clearance", "IVP fingerprint clearance card", "Clean MVR", "a DOT drug screen": the
 * abbreviation names a check the job sets (a condition), not a skill.
 */
const CHECK_AROUND =
  /\b(?:clearance|background check|drug (?:test|screen)|fingerprint\w*|screening)\b|\bclean\s*$|^\s*(?:\p{Lu}{2,5}\s+)?(?:clearance|check|drug screen)\b/iu

/** Conditions of the job that the resume cannot settle: shown, never scored. */
const OTHER_CONDITIONS =
  /\b(shifts?|schedule|weekends?|overnight|travel|on-?site|hybrid|remote|relocat\w*|reliable transportation|MVR|\d+ or older|\d+ years of age|contract-to-hire|(?:\d+[- ](?:day|week|month|year)|W-2|fixed-term|temporary|permanent)\s+contract|contract (?:role|position)|overtime|stand(?:ing)? for|Monday|weekdays?|authori[sz](?:ation|ed) to work|work authori[sz]ation|visa|sponsorship|background check|drug (?:test|screen)|lift(?:ing)? (?:up to )?\d+|\d+ ?(?:lbs?|pounds|kg)|(?:security |fingerprint |TB )?clearance|clean driving record|at least 18|18 years of age|commute|live (?:with)?in|reside (?:with)?in|in-office|(?:internet|broadband) connection)\b|turnos?|horario|fines de semana|desplazamientos|disponibilidad|viajar|guardias|presencial|h[ií]brido|remoto|teletrabajo|temporada|antecedentes penales|delitos sexuales|график|смен|командировк|медкнижк|вахт|гибрид|удал[её]нн|пятидневк|судимост/iu

/**
 * Where the work is done, as an ad's header line states it beside the employer ("Austin, TX
 * (hybrid, 2 days in office)", "Madrid (híbrido) o remoto desde España"): a condition of the job
 * even above the first heading, where the employer introduces itself.
 */
const WORK_ARRANGEMENT =
  /\b(?:hybrid|remote|on-?site|in-office)\b|presencial|h[ií]brido|remoto|teletrabajo|гибрид|удал[её]нн|в офисе/iu
/** "para la temporada de mayo a octubre", "seasonal": when the work is done. */
const SEASON = /\bseasonal\b|\btemporada\b|сезонн/iu

/**
 * Among pay and perks, the terms that still bind the candidate: where and when the work is done
 * ("hybrid, 2 days in office", "график 2/2 с 8:00 до 20:00", "Monday to Friday") and the kind of
 * contract. "Shift differentials", "free meals on shift" and "relocation support" are perks.
 */
const TERMS_IN_OFFER =
  /\d{1,2}[:.]\d{2}|\b(?:schedule|contract|Monday|hybrid|remote|on-?site)\b|график|пятидневк|гибрид|в офисе|horario|jornada|h[ií]brido|presencial|temporada/iu
/** A perk that loosens the terms ("flexible schedule", "гибкий график") binds no one. */
const LOOSE_TERMS = /flexib|гибк|flexible/iu

/** "Shift: Monday–Friday, 2:30 PM – 11:00 PM", "Horario: ...": the job's terms, labelled. */
const TERMS_LINE =
  /^(?:shift|schedule|hours|location|horario|jornada|turno|ubicaci[oó]n|график|режим работы|смена)\s*:/iu

/** "Условия:", "What we offer:": the label of a list of terms, not a term itself. */
const TERMS_LABEL = /^[^:]{1,40}:\s*/u

/** Years of a role or a setting, not of one skill. */
/**
 * The job title of an ad's title line: "Senior Frontend Engineer - Northwind Commerce (Remote,
 * US)" asks for a Senior Frontend Engineer; the employer and the place are not part of the title.
 */
export function jobTitleOf(line: string): string {
  const bare = line
    .replace(/\s*\([^)]*\)/gu, ' ')
    .replace(/\s{2,}/gu, ' ')
    .trim()
  const [title] = bare.split(/\s+[-–—|]\s+|\s+(?:at|@|en|в)\s+/u)
  return (title ?? bare).replace(/[,;:]+$/u, '').trim() || line
}

const ROLE_WORDS =
  /\b(?:role|roles|position|capacity|setting|environment)\b|роли|должности|puesto/iu

/** "experience with", "experiencia en", "опыт работы с": the words before what was done. */
const EXPERIENCE_WITH =
  /^\s*(?:professional\s+|hands-on\s+|commercial\s+)?(?:experience|experiencia|опыт(?:\s+работы)?)\s+(?:with|in|using|on|de|en|con|с|в)\s+/iu

/** "... на Python", "... with Go": a name that closes the object written before the years. */
const NAME_CLOSES_OBJECT = /(?:^|\s)(?:на|в|с|with|in|using|en|con|de)\s+([\p{L}\p{N}#+.]+)$/u

/** A product or an abbreviation ("Python", "SQL", "C#"): years of it are years of one skill. */
const NAME_LIKE = /\p{Lu}|\d|[#+]/u

/**
 * "of Python", "in a similar role", "with React", "building web applications": the words that tie
 * years to what follows.
 */
const YEARS_TIE =
  /^\s*(?:of|in|with|as|using|building|developing|managing|leading|working|selling|designing|de|en|con|como|работы|опыта?|в|с)\b\s*/iu

/** The sentence of a line around a position: a paragraph line mixes "must" and "a plus". */
function sentenceAround(line: string, at: number): string {
  const before = line.slice(0, at).search(/[.!?;](?=[^.!?;]*$)/u)
  const start = before < 0 ? 0 : before + 1
  const after = line.slice(at).search(/[.!?;](?:\s|$)/u)
  return line.slice(start, after < 0 ? line.length : at + after).trim()
}

/**
 * The words whose cue ("preferred", "желательно") sets the priority of what stands at `at`: a
 * cue in brackets speaks of the brackets only ("OSHA 10 card (OSHA 30 preferred)", "C1
 * (желательно подтверждённый сертификатом CAE)"); outside them, the sentence without them.
 */
export function cueWordsAround(line: string, at: number): string {
  const open = line.lastIndexOf('(', at)
  const close = open < 0 ? -1 : line.indexOf(')', open)
  if (open >= 0 && close >= at) {
    // "(SEI) endorsement is a plus": brackets without a cue of their own take the sentence's.
    const inside = line.slice(open + 1, close)
    return sentenceCue(inside) !== null ? inside : sentenceAround(line, at)
  }
  const blanked = line.replace(/\([^()]*\)/gu, (m) => ' '.repeat(m.length))
  return sentenceAround(blanked, at)
}

/**
 * Is position `at` of the line inside a bracketed list of details that follows a requirement
 * ("Excel (pivot tables, XLOOKUP, Power Query)")? One name in brackets ("a TMS (MercuryGate)")
 * is the thing asked itself and stays; so does a list after a plain noun that is no requirement
 * itself ("a second language (Spanish, Japanese or Mandarin)"): the list says what meets it.
 * `requirementEnd(i)`: does a keyword end at index i of the line?
 */
function inBrackets(line: string, at: number, requirementEnd: (i: number) => boolean): boolean {
  const open = line.lastIndexOf('(', at)
  const close = line.indexOf(')', open)
  if (open <= 0 || close < at || !/\p{L}\s*$/u.test(line.slice(0, open))) return false
  if (!requirementEnd(line.slice(0, open).trimEnd().length)) return false
  return /[,;]/.test(line.slice(open, close))
}

/**
 * Is position `at` of a paragraph in the employer's introduction? A paragraph that opens in the
 * company's voice ("Northwind builds the checkout ...", "The Patient Experience team owns the
 * app") goes on introducing it until a sentence turns to the candidate ("We are looking for a
 * senior engineer to lead ...").
 */
function inIntroduction(line: string, at: number, introducing = false): boolean {
  for (const [end, voice] of introductionOf(line, introducing)) if (at < end) return voice
  return introducing
}

/** Each sentence's end and whether the introduction still runs there; the last lines, kept. */
const introductions = new Map<string, Array<[number, boolean]>>()

function introductionOf(line: string, opening: boolean): Array<[number, boolean]> {
  const key = `${opening ? 1 : 0}${line}`
  const known = introductions.get(key)
  if (known) return known
  let introducing = opening
  let start = 0
  const out: Array<[number, boolean]> = []
  const ends = [...line.matchAll(/(?<=[.!?;])\s+(?=\p{Lu}|\d)/gu)].map((m) => m.index)
  for (const end of [...ends, line.length]) {
    const sentence = line.slice(start, end)
    if (inCompanyVoice(sentence)) introducing = true
    else if (speaksToCandidate(sentence)) introducing = false
    out.push([end, introducing])
    start = end
  }
  // One ad's lines, read for each of its keywords: a small cache, cleared as it fills.
  if (introductions.size >= 2_000) introductions.clear()
  introductions.set(key, out)
  return out
}

/** The sentences of a line ("Hours: ... . On-site only." is two conditions). */
function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?;])\s+(?=\p{Lu}|\d)/u)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** Pay, perks and benefits lines name what the job gives, not what it asks. */
const PAY_LINE =
  /^(?:pay|perks?|benefits?|salary|compensation|we pay|we offer|wage|sueldo|salario|retribuci[oó]n|ofrecemos|зарплата|оплата|доход|мы предлагаем)\b|\$\s?\d|\d\s?(?:€|₽|руб)|\/\s?(?:hr|hour|hora|час)\b|401\(k\)/iu

/** "30 years on the market", "40 años de historia", "10 лет на рынке": the company's age. */
const COMPANY_YEARS =
  /^\s*(?:on the market|in business|ago|of history|de historia|de trayectoria|en el mercado|на рынке|назад)/iu

/** "We have 450 employees across two shifts": the company telling its story, not a condition. */
const COMPANY_SUBJECT = /^(?:we|we're|we've|our|nosotros|somos|nuestr[oa]s?|мы|наш\p{L}*)\s/iu

/**
 * "no DUI in the past 7 years", "BSN completed within 3 years of hire": a window of time, not
 * years of experience.
 */
const TIME_WINDOW = /\b(?:in|within|during|over)\s+(?:the\s+)?(?:last|past|first|next)?\s*$/iu

/** "experience as an RN", "experiencia como camarero/a": the years are of a job title. */
const TITLE_AFTER_YEARS = /\bas\s+an?\s+\p{L}|\bcomo\s+\p{L}|в\s+должности/iu
/** "опыт работы бухгалтером", "работы процедурной медсестрой": worked as (instrumental case). */
const WORKED_AS = /работы\s+(?!(?:в|во|на|с|со|по|у|за)\s)[\p{L}-]+(?:ом|ем|ой|ей)(?!\p{L})/iu
/** "at least 2 in a senior role": a later number that takes the unit of the years before it. */
const BARE_YEARS =
  /\b(?:at least|al menos|не менее|a minimum of|minimum of)\s+(\d+)\+?\s+(?=(?:in|as|en|como|в)\s)/iu

function bareYears(text: string): { min_years: number; start: number; end: number } | null {
  const m = BARE_YEARS.exec(text)
  return m ? { min_years: Number(m[1]), start: m.index, end: m.index + m[0].length } : null
}

/** Level words that do not change the job ("Senior Accountant" is an accountant's job). */
const LEVEL_WORDS =
  /\b(?:senior|sr|junior|jr|lead|principal|staff|head|chief|full time|part time)\b/giu

/** Words of a title of three letters or more, lower case, level words aside. */
const titleWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(LEVEL_WORDS, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)

/**
 * Do two names share a word, a case ending aside ("бухгалтером" and "Бухгалтер", "camarero/a" and
 * "Camarero/a de sala")? Words of five letters or more may differ in their last two.
 */
function sharesWord(a: string, b: string): boolean {
  const bs = titleWords(b)
  return titleWords(a).some((x) =>
    bs.some((y) => {
      const [short, long] = x.length <= y.length ? [x, y] : [y, x]
      if (short.length < 5) return short === long
      return long.startsWith(short.slice(0, Math.max(5, short.length - 2)))
    }),
  )
}

/**
 * Is the title the years are of the ad's own ("camarero/a en hoteles" in a "Camarero/a de sala"
 * ad, "опыт работы бухгалтером" in a "Бухгалтер" ad)? Every word of its head, the words before a
 * setting, stands in the ad's title: "registered nurse" is not a "Charge Nurse".
 */
function isAdTitle(name: string, adTitle: string): boolean {
  const head =
    name
      .replace(
        /\b(?:experience|experiencia)\b|опыт(?!\p{L})|работы(?!\p{L})|\b(?:as\s+an?|como)\s+/giu,
        ' ',
      )
      .split(/[,;(]|\s(?:in|at|on|for|with|en|de|del|para|con|в|на|с)\s/iu)[0] ?? ''
  const words = titleWords(head)
  return words.length > 0 && words.every((w) => sharesWord(w, adTitle))
}

/**
 * "line cook experience" in a Line Cook ad, "HR generalist experience" in an HR Generalist ad: the
 * experience named by the ad's own title (every word of it, level words aside).
 */
function namesTitle(name: string, adTitle: string): boolean {
  const asked = titleWords(adTitle)
  const object = titleWords(name.replace(/\bexperience\b.*$/iu, ''))
  return (
    asked.length > 0 && object.length === asked.length && asked.every((w) => object.includes(w))
  )
}

/** "2 years minimum line cook experience": the object follows with no word to tie it. */
const UNTIED_EXPERIENCE =
  /^\s*(?:minimum|at minimum|or more)?\s*((?:[\p{L}-]+\s+){1,4}experience)\b/iu

/** "23 years old", "at least 18 years of age": an age, not experience. */
const AGE = /^\s*(?:old|of age)\b|^\s*or older\b/iu

function bulletless(line: string): string {
  return line.replace(/^[\s\-–—*•·▪◦●]+|^\d+[.)]\s+/u, '').trim()
}

/**
 * "B2B", "SaaS", "B2B2C": the market a product or a sale is in. It narrows experience asked
 * ("outside B2B sales", "a consumer or B2B2C product"); alone it is nothing a resume can show.
 */
const MARKET_SEGMENT = /^(?:B2B|B2C|B2B2C|B2G|D2C|DTC|SaaS|PaaS|IaaS)$/iu

/**
 * "WCAG 2.1 AA", "ISO 9001": an acronym and its version name one standard. A keyword that is
 * the level after the version ("AA") is part of that name, and the requirement is the whole name.
 */
const STANDARD_BEFORE = /\b(\p{Lu}{2,}[\p{Lu}\d]*\s+\d+(?:\.\d+)*)\s+$/u

/** Programming and markup languages: skills, where frameworks and products are tools. */
const PROGRAMMING_LANGUAGES = new Set(
  (
    'javascript typescript python java c# c++ c go golang rust sql html css ruby php kotlin swift ' +
    'scala r bash perl dart elixir haskell lua matlab vba t-sql pl/sql objective-c'
  ).split(' '),
)

function kindOf(keyword: JobKeyword, surface: string, before = '', after = ''): RequirementKind {
  if (parseSpokenLanguageKeyword(keyword.keyword)) return 'language'
  if (
    keyword.category !== 'certifications' &&
    (CERTIFICATE_WORD.test(keyword.keyword) ||
      CERTIFICATE_AFTER.test(after) ||
      CERTIFICATE_BEFORE.test(before))
  )
    return LICENCE.test(keyword.keyword) || LICENCE.test(before.slice(-30))
      ? 'licence'
      : 'certification'
  if (keyword.category === 'tools') return 'tool'
  // "React", "PostgreSQL", "Opera PMS": a named product is a tool; "JavaScript" is a skill.
  if (
    keyword.category === 'technical' &&
    /\p{Lu}/u.test(keyword.keyword) &&
    !/^\p{Lu}{2,5}$/u.test(keyword.keyword) &&
    !PROGRAMMING_LANGUAGES.has(keyword.keyword.toLowerCase())
  )
    return 'tool'
  if (keyword.category === 'certifications') {
    if (isDegreeKeyword(keyword.keyword)) return 'degree'
    return LICENCE.test(keyword.keyword) || LICENCE.test(surface) ? 'licence' : 'certification'
  }
  return 'skill'
}

/** A certificate's noun, in the form that names it, right before the thing certified. */
const CERTIFICATE_NOUN_BEFORE =
  /(?:^|[\s(])((?:удостоверение|аттестат|сертификат|carn[eé]t?|curso|certificado)\s+(?:(?:de|del)\s+)?)$/iu

/** Words that end a licence's qualifiers on their left: "a current", "valid", "holds". */
const QUALIFIER_STOP =
  /^(?:a|an|the|current|valid|active|and|or|with|holds?|has|have|in|of|for|our|your|any|must|be|is|required|vigente|en|de|un|una|el|la|y|o|действующ\p{L}*)$/iu

/**
 * "Arizona elementary" of "a current Arizona elementary teaching certificate": the words that say
 * which licence a generic one ("teaching certificate", "driver's license") is, up to three, with
 * a space after; '' for a named one (RN, CDL) or when none stand there.
 */
function qualifiersBefore(before: string, keyword: string, certified: boolean): string {
  // "удостоверение водителя погрузчика", "Curso de PRL": the document is part of the name.
  const document = CERTIFICATE_NOUN_BEFORE.exec(before)
  if (document) return document[1] ?? ''
  // A generic name: two words or more, or one the ad certifies ("oncology nursing certification").
  if (!(certified ? /^\p{Ll}/u : /^\p{Ll}[\p{L}'’-]*\s/u).test(keyword)) return ''
  const words = before.split(/\s+/u)
  if (words[words.length - 1] !== '') return ''
  const taken: string[] = []
  for (let k = words.length - 2; k >= 0 && taken.length < 3; k -= 1) {
    const word = words[k] ?? ''
    if (!/^\p{L}[\p{L}-]*$/u.test(word) || QUALIFIER_STOP.test(word)) break
    taken.unshift(word)
  }
  return taken.length > 0 ? `${taken.join(' ')} ` : ''
}

/** Must or nice, from the line's section and its own cue words (which win). */
function priorityOf(section: SectionKind, line: string): 'must' | 'nice' {
  const cue = sentenceCue(line)
  if (cue === 'preferred') return 'nice'
  if (cue === 'required') return 'must'
  // The ad's duties name what the employer uses; asked for nowhere else, it is a plus.
  return section === 'preferred' || section === 'duties' ? 'nice' : 'must'
}

/** Words between an object and its years: "at least", "не менее", "(". */
const BEFORE_YEARS_TAIL =
  /(?:\s|[(:,—–-])*(?:at least|a minimum of|minimum(?: of)?|more than|over|al menos|mínimo(?: de)?|más de|не менее|не меньше|более|от)?(?:\s|[(:,—–-])*$/iu
/** Words that open a years clause without naming its object: "Previous", "Must have". */
const BEFORE_YEARS_HEAD = /^(?:previous|prior|must have|have|you have|tienes|tener|требуется)\s+/iu

/** The object written before the years, within their sentence, and where it starts. */
function objectBefore(text: string, yearsStart: number): { name: string; start: number } | null {
  const sentenceStart = Math.max(
    0,
    ...['. ', '; ', '? ', '! '].map((end) => {
      const at = text.lastIndexOf(end, yearsStart)
      return at < 0 ? 0 : at + end.length
    }),
  )
  const clause = text.slice(sentenceStart, yearsStart).replace(BEFORE_YEARS_TAIL, '')
  const name = clause.replace(BEFORE_YEARS_HEAD, '').trim()
  if (name.split(/\s+/).length > 8 || !/\p{L}{3}/u.test(name)) return null
  return { name, start: sentenceStart + clause.indexOf(name) }
}

/** A degree's name: its clause, without the ad's framing ("An associate's ... is preferred"). */
function degreeName(sentence: string): string {
  return sentence
    .replace(/\s+(?:is|are)\s+(?:preferred|required|a plus|desired|welcome)\b.*$/iu, '')
    .replace(/^(?:an?|the)\s+/iu, '')
    .replace(/[.;]$/u, '')
    .trim()
}

/**
 * A years requirement's name as a reader says it: the whole field ("transportation or logistics
 * coordination", "DevOps, SRE or systems engineering") without the setting that narrows it ("on
 * a consumer or B2B2C product", "in a high-volume environment") or what follows a comma.
 * `object` is the words after the years' tie; null when no shorter clean name stands out.
 */
function yearsName(object: string): string | null {
  const [head = ''] = object.split(
    /[.;:(]|,\s*(?:including|with|preferably|ideally|and|or)\b|\s(?:including|preferably|ideally|with)\b|\s(?:on|at|for|within|in)\s+(?:a|an|the)\s/iu,
  )
  const name = head
    .replace(/^\s*(?:a|an|the)\s+/iu, '')
    .replace(/,\s*$/u, '')
    .replace(/\s+(?:is|are)\s+(?:required|preferred|a plus|desired)\b.*$/iu, '')
    .replace(/\s+(?:or|and)$/iu, '')
    .trim()
  // "experience in a data or business analyst role": the field follows the setting word.
  if (/^(?:experience|professional experience|work experience)$/iu.test(name)) {
    const field = /^\s*\S+(?:\s+experience)?\s+(?:in|at|as|with)\s+(?:an?\s+|the\s+)?(.+)$/iu.exec(
      object.split(/[.;:(]|,\s*(?:including|with|preferably|ideally)\b/iu)[0] ?? '',
    )
    return field?.[1] ? yearsName(field[1]) : null
  }
  const words = name.split(/\s+/u).length
  return words >= 1 && words <= 8 && /\p{L}{3}/u.test(name) ? name : null
}

/** The years' object: "accounting experience" of "5+ years of accounting experience, including". */
function yearsObject(rest: string): string {
  const [head = ''] = rest
    .replace(YEARS_TIE, '')
    .split(/[,.;:(]|\bincluding\b|\bwith\b|\band\b|\bor\b/iu)
  return head.replace(/^\s*(?:a|an|the)\s+/iu, '').trim()
}

/** `keywords`: the ad's keywords when the caller has them already (extracting is the cost). */
export function extractRequirements(
  ad: string,
  language: AnalysisLanguage,
  keywords: JobKeyword[] = extractJobKeywords(ad, language),
): Requirement[] {
  const lines = splitLines(ad)
  const sections = classifyLines(lines)
  const lineStarts: number[] = []
  let offset = 0
  for (const line of lines) {
    lineStarts.push(offset)
    offset += line.length + 1
  }
  const lineAt = (index: number): number => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((lineStarts[mid] ?? 0) <= index) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  const out: Requirement[] = []
  // The ad's first line is its title, unless it opens a section ("Requirements:") or a list.
  const firstLine = lines.findIndex((l) => l.trim() !== '')
  const first = lines[firstLine] ?? ''
  const titleLine =
    firstLine >= 0 && headingKind(first) === null && bulletless(first) === first.trim()
      ? firstLine
      : -1
  if (titleLine >= 0) {
    const line = (lines[titleLine] ?? '').trim()
    out.push({ name: jobTitleOf(line), kind: 'title', priority: 'nice', line })
  }

  // The lines above the first heading introduce the employer ("Cascade Valley — Portland, OR
  // (hybrid)", "Riverbend Unified School District", "ten years on the market"): conditions, years
  // and degrees are read from the ad's sections, and from a bullet anywhere. An ad without
  // headings introduces itself on the line under its title.
  const firstHeading = sections.findIndex(
    (k, i) => i > titleLine && headingKind(lines[i] ?? '') !== null && k !== 'neutral',
  )
  // The employer's introduction names its own trade ("our finance team", "a single ERP"): a
  // keyword asks something of the candidate from the ad's sections on.
  const keywordInBody = (i: number, at: number): boolean => {
    if (i === titleLine || sections[i] === 'other') return false
    if (firstHeading >= 0 && i >= firstHeading) return true
    const line = lines[i] ?? ''
    // Above an ad's first heading a paragraph introduces the employer ("Keystone is a
    // third-party logistics provider handling e-commerce orders") until it turns to the reader.
    const unlabelled = sections[i] === 'neutral'
    return (
      bulletless(line) !== line.trim() || !inIntroduction(line, at, firstHeading > i && unlabelled)
    )
  }
  const inBody = (i: number): boolean => {
    const raw = lines[i] ?? ''
    if (i === titleLine || sections[i] === 'other') return false
    if (bulletless(raw) !== raw.trim()) return true
    return firstHeading < 0 ? i > titleLine + 1 : i >= firstHeading
  }

  // Years and degrees, line by line.
  const yearsOnLine = new Map<
    number,
    {
      min_years: number
      name: string
      sentence: string
      objectStart: number
      objectEnd: number
      /** Where a named skill must start to take the years (-1: the years are a role's). */
      tieFrom: number
      tieTo: number
      /** The years are of a job title ("as an RN", "como camarero/a", "работы бухгалтером"). */
      ofTitle: boolean
    }
  >()
  /** Narrower years said after the first on a line ("with at least 3 years managing ..."). */
  const laterYears = new Map<number, Array<{ min_years: number; from: number; to: number }>>()
  const titleYears: Requirement[] = []
  const levelYears: Array<{ min_years: number; line: number }> = []
  const adTitle = titleLine >= 0 ? jobTitleOf((lines[titleLine] ?? '').trim()) : ''
  lines.forEach((raw, i) => {
    const text = bulletless(raw)
    if (!text || !inBody(i)) return
    const years = yearsAsked(text)
    // "3–5 years of HR generalist experience, preferably in manufacturing": the cue after the
    // comma speaks for the setting it adds, not for the years.
    const yearsSentence = years
      ? (sentenceAround(text, years.end - 1).split(
          /,\s*(?=(?:preferably|ideally|preferiblemente|idealmente|желательно)(?!\p{L}))/iu,
        )[0] ?? '')
      : ''
    if (
      years &&
      !AGE.test(text.slice(years.end)) &&
      !COMPANY_YEARS.test(text.slice(years.end)) &&
      !TIME_WINDOW.test(text.slice(0, years.start))
    ) {
      const rest = text.slice(years.end)
      const base = raw.indexOf(text)
      const tie = YEARS_TIE.exec(rest)
      const after = tie ? yearsObject(rest) : ''
      // "опыт работы бухгалтером не менее 3 лет", "retail experience (6 months or more)": the
      // object stands before the years.
      const before = after ? null : objectBefore(text, years.start)
      const objectStart = before ? base + before.start : base + years.end + (tie?.[0].length ?? 0)
      let objectEnd = objectStart + (before ? before.name.length : after.length) + 1
      // A named skill right at the object's start takes the years ("3+ years of Python").
      let tieFrom = objectStart
      let tieTo = objectStart + 1
      // "опыт коммерческой разработки на Python не менее 3 лет", "experiencia con Java de 3
      // años": a name closing the object before the years takes them.
      const closingName = before ? NAME_CLOSES_OBJECT.exec(before.name) : null
      if (before && closingName?.[1] && NAME_LIKE.test(closingName[1])) {
        tieFrom = objectStart + before.name.length - closingName[1].length
        tieTo = objectStart + before.name.length
      }
      // "5+ years of experience with Python and PostgreSQL": each skill of the list after it.
      const experienceOf = EXPERIENCE_WITH.exec(rest.slice(tie?.[0].length ?? 0))
      if (after && experienceOf) {
        const tail = rest.slice((tie?.[0].length ?? 0) + experienceOf[0].length)
        const list = tail.split(/[.;:(,]|\bincluding\b|\bpreferably\b/iu)[0] ?? ''
        tieFrom = objectStart + experienceOf[0].length
        tieTo = tieFrom + list.length
        objectEnd = Math.max(objectEnd, tieTo)
      }
      // "4+ years in a DevOps, SRE or systems engineering role": years of a role, not of a skill.
      const ofRole = ROLE_WORDS.test(sentenceAround(text, years.end))
      // "5+ years building production web applications": the doing is the experience asked.
      const gerund = tie && /^\s*\p{L}+ing\b/iu.test(tie[0]) ? tie[0].trim() : ''
      const untied = tie ? null : UNTIED_EXPERIENCE.exec(rest)
      const named = after
        ? yearsName(rest.slice(tie?.[0].length ?? 0))
        : (untied?.[1]?.trim() ?? null)
      const yearsLabel = [gerund, named ?? after].filter(Boolean).join(' ') || before?.name || ''
      // "4+ years in a DevOps, SRE or systems engineering role", "2 years of ICU or critical care
      // experience": the whole field the years name is theirs, past its first "or".
      const namedAt = named ? rest.indexOf(named) : -1
      if (named && namedAt >= 0)
        objectEnd = Math.max(objectEnd, base + years.end + namedAt + named.length)
      const objectText = before ? before.name : (rest.split(/[.;]/u)[0] ?? '')
      const ofTitle =
        TITLE_AFTER_YEARS.test(objectText) ||
        (tie !== null && /^\s*(?:como|as)\b/iu.test(tie[0])) ||
        (before !== null && WORKED_AS.test(before.name)) ||
        namesTitle(yearsLabel, adTitle)
      yearsOnLine.set(i, {
        min_years: years.min_years,
        name: yearsLabel,
        sentence: yearsSentence,
        objectStart,
        objectEnd,
        tieFrom: ofRole || ofTitle ? -1 : tieFrom,
        tieTo: ofRole || ofTitle ? -1 : tieTo,
        ofTitle,
      })
      // "5+ years of accounting experience, including at least 2 in a senior role", "with at
      // least 3 years managing paid media budgets": later years narrow the first.
      let from = years.end
      for (let guard = 0; guard < 3; guard += 1) {
        const tail = text.slice(from)
        const later = yearsAsked(tail) ?? bareYears(tail)
        if (!later) break
        const end = from + later.end
        const clause = (text.slice(end).split(/[,.;]/u)[0] ?? '').trim()
        if (ROLE_WORDS.test(clause) || /^(?:as|como)\s/iu.test(clause)) {
          const role = yearsName(clause.replace(YEARS_TIE, ''))
          // "at least 2 in a senior role" in a Senior Accountant ad: years at the ad's own level.
          const level = role?.match(LEVEL_WORDS)?.[0]?.toLowerCase()
          const levelOnly = role !== null && titleWords(role.replace(ROLE_WORDS, '')).length === 0
          if (level && levelOnly && adTitle.toLowerCase().includes(level))
            levelYears.push({ min_years: later.min_years, line: i })
          else if (role)
            titleYears.push({
              name: role,
              kind: 'title',
              priority: priorityOf(sections[i] ?? 'neutral', sentenceAround(text, end - 1)),
              min_years: later.min_years,
              line: raw.trim(),
            })
        } else {
          const windows = laterYears.get(i) ?? []
          windows.push({
            min_years: later.min_years,
            from: base + end,
            to: base + end + clause.length + 1,
          })
          laterYears.set(i, windows)
        }
        from = end
      }
    }
    for (const sentence of sentencesOf(text)) {
      const degree = degreeAsked(sentence)
      if (!degree) continue
      out.push({
        name: degreeName(sentence),
        kind: 'degree',
        priority: priorityOf(sections[i] ?? 'neutral', sentence),
        degree,
        line: raw.trim(),
      })
    }
  })

  // Many keywords share a sentence: read its degree and its cue once.
  const degrees = new Map<string, boolean>()
  const degreeIn = (sentence: string): boolean => {
    const known = degrees.get(sentence)
    if (known !== undefined) return known
    const found = degreeAsked(sentence) !== null
    degrees.set(sentence, found)
    return found
  }
  const cues = new Map<string, 'must' | 'nice'>()
  const priorityIn = (section: SectionKind, words: string): 'must' | 'nice' => {
    const key = `${section}|${words}`
    const known = cues.get(key)
    if (known) return known
    const found = priorityOf(section, words)
    cues.set(key, found)
    return found
  }
  // A line lower-cased once for the title's mentions in it.
  const adTitleLower = adTitle.toLowerCase()
  const lowered = new Map<string, string>()
  const lowerLine = (line: string): string => {
    const known = lowered.get(line)
    if (known !== undefined) return known
    const lower = line.toLowerCase()
    lowered.set(line, lower)
    return lower
  }
  // "Employee discount of 40%, flexible scheduling, and paid training": perks, read once each.
  const perks = new Map<string, boolean>()
  const perkSentence = (sentence: string): boolean => {
    const known = perks.get(sentence)
    if (known !== undefined) return known
    const found = isPerkLine(sentence)
    perks.set(sentence, found)
    return found
  }
  /** Does a keyword where it stands ask something of the candidate (requirement-noise.ts)? */
  const isRequirementThere = (
    keyword: JobKeyword,
    kind: RequirementKind,
    line: string,
    at: number,
    end: number,
  ): boolean => {
    const before = line.slice(0, at)
    const after = line.slice(end)
    if (
      adTitle &&
      lowerLine(line).includes(adTitleLower) &&
      insideTitleMention(line, at, end, adTitle)
    )
      return false
    if (kind === 'skill' && keyword.category === 'soft' && describesNoun(keyword.keyword, after))
      return false
    if (kind === 'skill' || kind === 'tool') {
      if (insideAlternativeClass(before, after)) return false
      if (issuerInBrackets(keyword.keyword, before, after)) return false
      if (stateOfLicence(keyword.keyword, after)) return false
    }
    return !perkSentence(sentenceAround(line, at))
  }
  // Keywords: the first line that names each one is its source; the best priority wins.
  const keywordEnds = new Set(keywords.flatMap((k) => k.offsets.map(([, end]) => end)))
  const tiedYears = new Set<number>()
  const named: Array<{
    requirement: Requirement
    line: number
    start: number
    end: number
    candidate: boolean
  }> = []
  for (const keyword of keywords) {
    const placedAll = keyword.offsets
      .map(([start, end]) => ({ line: lineAt(start), start, end }))
      .filter((o) => keywordInBody(o.line, o.start - (lineStarts[o.line] ?? 0)))
    const first = placedAll[0]
    if (!first) continue
    const firstLine = lines[first.line] ?? ''
    const firstAt = first.start - (lineStarts[first.line] ?? 0)
    const lineBefore = firstLine.slice(0, firstAt)
    const lineAfter = firstLine.slice(firstAt + first.end - first.start)
    const surface = ad.slice(first.start, first.end)
    const kind = kindFromContext(
      kindOf(keyword, surface, lineBefore, lineAfter),
      keyword.keyword,
      surface,
      lineBefore,
      lineAfter,
    )
    if (kind === 'degree' || MARKET_SEGMENT.test(keyword.keyword)) continue
    if (
      (kind === 'skill' || kind === 'tool') &&
      /^\p{Lu}{2,5}$/u.test(keyword.keyword) &&
      (CHECK_AROUND.test(lineBefore.slice(-12)) ||
        CHECK_AROUND.test(lineAfter.slice(0, 30).split(/[,;.]/u)[0] ?? ''))
    )
      continue
    const nameLike = NAME_LIKE.test(keyword.keyword)
    const tied: Array<{ line: number; min_years: number }> = []
    const narrowed: number[] = []
    const placed = placedAll.filter((o) => {
      const at = o.start - (lineStarts[o.line] ?? 0)
      const line = lines[o.line] ?? ''
      if (!isRequirementThere(keyword, kind, line, at, at + o.end - o.start)) return false
      // "a degree in accounting or finance": the degree's fields, not skills asked on their own;
      // a certificate asked in the same sentence ("... and a current teaching certificate") is.
      if (kind !== 'licence' && kind !== 'certification' && degreeIn(sentenceAround(line, at)))
        return false
      const absolute = o.start - (lineStarts[o.line] ?? 0)
      const later = laterYears.get(o.line)?.find((w) => absolute >= w.from && absolute < w.to)
      if (later) {
        narrowed.push(later.min_years)
        return true
      }
      const years = yearsOnLine.get(o.line)
      if (!years || at < years.objectStart || at >= years.objectEnd) return true
      // "3+ years of Python" gives Python its years; "5+ years of accounting experience" is the
      // overall experience asked, of which "accounting" is a part.
      if ((kind === 'tool' || nameLike) && at >= years.tieFrom && at < years.tieTo) {
        tied.push({ line: o.line, min_years: years.min_years })
        return true
      }
      return false
    })
    if (placed.length === 0) continue
    // "Advanced Excel (pivot tables, XLOOKUP)": the details in brackets are ways to show Excel,
    // not requirements of their own.
    if (
      placed.every((o) => {
        const base = lineStarts[o.line] ?? 0
        return inBrackets(lines[o.line] ?? '', o.start - base, (i) => keywordEnds.has(base + i))
      })
    )
      continue
    // Named only among the duties ("close the books in NetSuite", "month-end close"), a skill is
    // what the job is done with: a nice-to-have (priorityOf), not a screen, and a candidate who
    // shows it is stronger. The fixture README annotates it so.
    const priorities = placed.map((o) => {
      const line = lines[o.line] ?? ''
      const at = o.start - (lineStarts[o.line] ?? 0)
      return priorityIn(sections[o.line] ?? 'neutral', cueWordsAround(line, at))
    })
    const must = priorities.includes('must')
    const source = placed[must ? priorities.indexOf('must') : 0] ?? first
    const sourceLine = lines[source.line] ?? ''
    const standard = STANDARD_BEFORE.exec(
      sourceLine.slice(0, source.start - (lineStarts[source.line] ?? 0)),
    )
    // A licence is named as the ad writes it ("Teaching Credential", not the lexicon's "teaching
    // certificate"), with the words that say which one ("Arizona elementary teaching
    // certificate"): a California credential does not meet it.
    const credential = kind === 'licence' || kind === 'certification'
    const sourceAt = source.start - (lineStarts[source.line] ?? 0)
    const sourceBefore = sourceLine.slice(0, sourceAt)
    // "forklift certification", "SEI endorsement": the word that makes it a certificate is part
    // of its name ("forklift" alone is the skill of driving one).
    const certifiedBy =
      credential && keyword.category !== 'certifications'
        ? CERTIFICATE_AFTER.exec(sourceLine.slice(sourceAt + source.end - source.start))
        : null
    const qualifiers = credential
      ? qualifiersBefore(sourceBefore, keyword.keyword, certifiedBy !== null)
      : ''
    const certificateWord = certifiedBy ? ` ${certifiedBy[0].replace(/^[\s)]+/u, '').trim()}` : ''
    const written = `${qualifiers}${ad.slice(source.start, source.end)}${certificateWord}`
    const asWritten =
      credential &&
      /\s/u.test(written) &&
      (qualifiers !== '' ||
        certificateWord !== '' ||
        !written.toLowerCase().includes(keyword.keyword.toLowerCase()))
    // "ЭДО (Диадок)": the class of product and the product the ad uses, either one meets it.
    const product =
      kind === 'tool' && /^\p{Lu}{2,5}$/u.test(keyword.keyword)
        ? productInBrackets(sourceLine.slice(sourceAt + source.end - source.start))
        : null
    // "paquete Office": the product as the ad writes it, capitals kept.
    const productName = kind === 'tool' && keyword.source === 'candidate' ? surface : null
    const requirement: Requirement = {
      name: standard
        ? `${standard[1] ?? ''} ${keyword.keyword}`
        : asWritten
          ? written
          : product
            ? `${keyword.keyword} (${product})`
            : (productName ?? keyword.keyword),
      ...(product ? { alternatives: [keyword.keyword, product] } : {}),
      kind,
      priority: must ? 'must' : 'nice',
      line: (lines[source.line] ?? '').trim(),
      ...(keyword.category === 'soft' && kind === 'skill' ? { soft: true as const } : {}),
    }
    const [years] = tied
    if (years) {
      requirement.min_years = years.min_years
      tiedYears.add(years.line)
    } else if (narrowed[0] !== undefined) requirement.min_years = narrowed[0]
    named.push({
      requirement,
      line: source.line,
      start: source.start,
      end: source.end,
      candidate: keyword.source === 'candidate',
    })
  }
  // What the lexicon does not know, a requirement line still names by its shape ("experience
  // selling to restaurants", "Healthcare industry experience"): only in the requirements and the
  // nice-to-haves, or a sentence with a cue, never on a line whose years or degree say it already.
  /** Phrases of line i found by the shape rules, kept where no keyword stands already. */
  const addPhrases = (
    i: number,
    raw: string,
    text: string,
    base: number,
    section: SectionKind,
    found: Array<LinePhrase & { kind: RequirementKind }>,
  ): void => {
    for (const phrase of found) {
      const start = base + phrase.start
      const end = base + phrase.end
      const same = phrase.name.toLowerCase()
      if (named.some((q) => q.line === i && q.start < end && q.end > start)) continue
      if (named.some((q) => q.requirement.name.toLowerCase() === same)) continue
      if (degreeIn(sentenceAround(text, phrase.start))) continue
      // "Yardi, MRI or another ... system": the words around a phrase say its kind as a name's.
      const kind = kindFromContext(
        phrase.kind,
        phrase.name,
        phrase.name,
        text.slice(0, phrase.start),
        text.slice(phrase.end),
      )
      named.push({
        requirement: {
          name: phrase.name,
          kind,
          priority: priorityIn(section, cueWordsAround(text, phrase.start)),
          line: raw.trim(),
        },
        line: i,
        start,
        end,
        candidate: true,
      })
    }
  }
  let drivingLicence: boolean | null = null
  const drivingLicenceAsked = (): boolean => (drivingLicence ??= DRIVING_LICENCE.test(ad))
  lines.forEach((raw, i) => {
    const section = sections[i] ?? 'neutral'
    if (!inBody(i) || section === 'other' || section === 'duties') return
    const text = bulletless(raw)
    if (!text || (section === 'neutral' && sentenceCue(text) === null)) return
    const base = (lineStarts[i] ?? 0) + raw.indexOf(text)
    // "Hazmat and Tanker endorsements" are of the driving licence the ad asks for; a teaching
    // endorsement is a certificate.
    const credentials = credentialPhrases(text).map((p) => ({
      ...p,
      kind:
        p.kind !== 'endorsement'
          ? p.kind
          : drivingLicenceAsked()
            ? ('licence' as const)
            : ('certification' as const),
    }))
    // "5+ years of HR experience, preferably in manufacturing": a years line names its setting.
    const settings = preferredSettings(text).map((p) => ({ ...p, kind: 'skill' as const }))
    const products = productNames(text).map((p) => ({ ...p, kind: 'tool' as const }))
    // The object of a line's years is the years' own (the cue phrases would name it twice).
    if (yearsOnLine.has(i)) {
      addPhrases(i, raw, text, base, section, [...credentials, ...settings, ...products])
      return
    }
    const phrases = [...requirementPhrases(text), ...measuredSkills(text)].map((p) => ({
      ...p,
      kind: 'skill' as const,
    }))
    // A bullet that lists short noun phrases names each one; a condition's bullet names none.
    const items = phrases.length === 0 && bulletless(raw) !== raw.trim() ? listedItems(text) : []
    const listed = items.length > 0 && !OTHER_CONDITIONS.test(text) ? items : []
    addPhrases(i, raw, text, base, section, [
      ...credentials,
      ...settings,
      ...products,
      ...phrases,
      ...listed,
    ])
  })
  out.push(...joinAlternatives(named, ad))

  const title = out.find((r) => r.kind === 'title')
  for (const [i, years] of yearsOnLine) {
    if (tiedYears.has(i)) continue
    const priority = priorityOf(sections[i] ?? 'neutral', years.sentence)
    // "2 years minimum line cook experience" in a Line Cook ad: the years are of the job itself,
    // one row with the title; another title's years are a title of their own ("as an RN").
    if (years.ofTitle && title && title.min_years === undefined && isAdTitle(years.name, adTitle)) {
      title.min_years = years.min_years
      if (priority === 'must') title.priority = 'must'
      continue
    }
    out.push({
      name: years.name || 'experience',
      kind: years.ofTitle ? 'title' : 'years',
      priority,
      min_years: years.min_years,
      line: (lines[i] ?? '').trim(),
    })
  }
  out.push(...titleYears)
  // The years at the ad's own level ride on its title, as its own job's years do.
  const [atLevel] = levelYears
  if (atLevel && title && title.min_years === undefined) {
    title.min_years = atLevel.min_years
    title.priority = 'must'
  }

  const conditions: Requirement[] = []
  const headerConditions: Requirement[] = []
  const name = (clause: string): string => clause.replace(/[.;,]$/u, '').trim()
  // The lines under the title, before the first heading: the employer introducing itself.
  const inHeader = (i: number): boolean =>
    i > titleLine &&
    bulletless(lines[i] ?? '') === (lines[i] ?? '').trim() &&
    (firstHeading >= 0 ? i < firstHeading : i === titleLine + 1)
  lines.forEach((raw, i) => {
    const text = bulletless(raw)
    if (!text || i === titleLine) return
    // There only where and when the work is done counts ("Austin, TX (hybrid, 2 days in
    // office)", "para la temporada de mayo a octubre").
    if (inHeader(i) || !(inBody(i) || sections[i] === 'other')) {
      const terms = TERMS_LINE.test(text) || WORK_ARRANGEMENT.test(text) || SEASON.test(text)
      if (terms && !COMPANY_SUBJECT.test(text))
        headerConditions.push({
          name: name(text),
          kind: 'other',
          priority: 'must',
          line: raw.trim(),
        })
      return
    }
    for (const sentence of sentencesOf(text)) {
      const offer = PAY_LINE.test(sentence) || COMPANY_SUBJECT.test(sentence)
      const clauses = offer
        ? // "Schedule ... Salary $62,000", "Мы предлагаем: график 2/2, оклад от 55 000 ₽": pay
          // and perks beside a term of the job, which still binds the candidate.
          sentence
            .replace(TERMS_LABEL, '')
            .split(/,\s+(?!\d)|;\s*/u)
            .filter(
              (c) =>
                !PAY_LINE.test(c) &&
                !COMPANY_SUBJECT.test(c) &&
                TERMS_IN_OFFER.test(c) &&
                !LOOSE_TERMS.test(c),
            )
        : [sentence]
      for (const clause of clauses) {
        if (!OTHER_CONDITIONS.test(clause)) continue
        conditions.push({
          name: name(clause),
          kind: 'other',
          // A perk ("Hybrid schedule") still binds the candidate; the company's story does not.
          priority: sentenceCue(clause) === 'preferred' ? 'nice' : 'must',
          line: raw.trim(),
        })
      }
    }
  })
  // The header's "(hybrid)" is the body's "Hybrid, three days a week in our office" said short.
  const arrangedInBody = conditions.some((c) => WORK_ARRANGEMENT.test(c.name))
  const fromHeader = headerConditions.filter(
    (c) =>
      SEASON.test(c.name) ||
      TERMS_LINE.test(c.name) ||
      (!arrangedInBody && WORK_ARRANGEMENT.test(c.name)),
  )
  out.push(...fromHeader, ...conditions)
  return out
}
