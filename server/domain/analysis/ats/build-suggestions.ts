import type { AtsCheck, AtsScore, KeywordMatch } from '../../../../src/contract/analysis.ts'
import { CORE_SECTIONS, LENGTH_BAND, SECTION_SHARES } from './formatting-checks.ts'
import { DENSITY_BAND, densityScore } from './keyword-density.ts'
import { keywordWeight } from './match-percentage.ts'
import { readResume, type ResumeFacts } from './resume-facts.ts'
import { fold } from '../fold.ts'
import { OVERALL_WEIGHTS, scoreAts, type AtsInput } from './score-ats.ts'
import { keywordSeer } from './second-look.ts'
import { SECTION_KINDS } from './sections.ts'
import {
  formatNumber,
  formatPercent,
  SUGGESTION_TEXT,
  type ContactItem,
  type KeywordNote,
  type KeywordPriority,
  type SuggestionText,
} from './suggestion-text.ts'

export const MAX_SUGGESTIONS = 8
/** Keywords leave room for at least three formatting and readability fixes. */
export const MAX_KEYWORD_SUGGESTIONS = 5
/** A passed check still earns a suggestion when fixing it would add this many overall points. */
const MIN_GAIN_OF_PASSED_CHECK = 0.5
/**
 * How readily a writer can act on a missing keyword: working in a related term is an edit,
 * gaining a missing skill is a project; an unknown support sits between.
 */
const SUPPORT_FACTOR = { related: 1, unknown: 0.8, none: 0.6 } as const
const MAX_QUOTE = 60
/** Weak openers quoted in their suggestion: enough to recognise the pattern. */
const MAX_WEAK_QUOTES = 2

interface Suggestion {
  text: string
  /** Estimated overall points the fix would add (docs/analysis-formulas.md, Suggestions). */
  gain: number
}

function priorityOf(importance: number): KeywordPriority {
  if (importance > 0.7) return 'required'
  if (importance > 0.4) return 'high'
  return 'normal'
}

/** A line shortened to 60 characters, cut between words where one ends late enough. */
function quote(line: string): string {
  const clean = line.replace(/\s+/g, ' ').trim()
  if (clean.length <= MAX_QUOTE) return clean
  const cut = clean.slice(0, MAX_QUOTE - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= MAX_QUOTE * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, '')}…`
}

/**
 * Missing keywords, most valuable first. A keyword the matcher calls missing but whose words all
 * stand in one resume line (the second look, second-look.ts) is not suggested: the resume has it.
 */
function keywordSuggestions(
  matches: readonly KeywordMatch[],
  facts: ResumeFacts,
  text: SuggestionText,
): Suggestion[] {
  const totalWeight = matches.reduce((sum, match) => sum + keywordWeight(match), 0)
  if (totalWeight <= 0) return []
  const seen = new Set<string>()
  const inResume = keywordSeer(facts.raws)
  const suggestions: Suggestion[] = []
  for (const match of matches) {
    const key = fold(match.keyword.trim())
    if (match.found_in_resume || key === '' || seen.has(key)) continue
    seen.add(key)
    if (inResume(match.keyword)) continue
    const support = match.support === 'proven' ? undefined : match.support
    const evidence = support === 'related' ? match.evidence?.text.trim() : undefined
    const note: KeywordNote = {
      keyword: match.keyword.trim(),
      category: match.category,
      priority: priorityOf(match.importance_score),
      line: evidence ? quote(evidence) : null,
    }
    const sentence =
      support === 'related'
        ? text.keywordRelated(note)
        : support === 'none'
          ? text.keywordMissing(note)
          : text.keywordUnknown(note)
    const gain =
      ((OVERALL_WEIGHTS.match * 100 * keywordWeight(match)) / totalWeight) *
      SUPPORT_FACTOR[support ?? 'unknown']
    suggestions.push({ text: sentence, gain })
  }
  return suggestions.sort((a, b) => b.gain - a.gain).slice(0, MAX_KEYWORD_SUGGESTIONS)
}

function sectionsText(facts: ResumeFacts, text: SuggestionText): string | null {
  const found = facts.sections.found
  const core = CORE_SECTIONS.filter((kind) => !found.has(kind))
  const missing =
    core.length > 0
      ? core
      : SECTION_KINDS.filter((kind) => !found.has(kind) && SECTION_SHARES[kind] > 0)
  return missing.length > 0 ? text.sections(missing) : null
}

function contactText(facts: ResumeFacts, text: SuggestionText): string | null {
  const missing: ContactItem[] = []
  if (!facts.contact.email) missing.push('email')
  if (!facts.contact.phone) missing.push('phone')
  if (missing.length > 0) return text.contact(missing)
  return facts.contact.linkedin ? null : text.linkedin
}

function datesText(facts: ResumeFacts, text: SuggestionText): string {
  if (facts.dates.ranges === 0) return text.datesMissing
  return facts.dates.reversed > 0 ? text.datesReversed : text.datesMixed
}

/**
 * The action-verb advice counts the bullets that open with one and quotes one that opens with
 * something else (a noun, a number). Bullets with weak openers have their own suggestion, so
 * when they are the only ones without an action verb this one says nothing.
 */
function actionVerbsText(facts: ResumeFacts, text: SuggestionText): string | null {
  const { openers } = facts
  const other = facts.statements.find((_, index) => openers[index] === 'other')
  if (!other) return null
  const done = openers.filter((opener) => opener === 'action').length
  return text.actionVerbs(done, facts.statements.length, quote(other.text))
}

/**
 * Bullets that open with a weak phrase ("Helped…", "Responsible for…", "Monitoring…"), quoted:
 * worth at least a passed check's minimum, since the fix also makes room for a result.
 */
function weakOpenerSuggestion(
  checks: readonly AtsCheck[],
  facts: ResumeFacts,
  input: AtsInput,
  text: SuggestionText,
): Suggestion[] {
  const weak = facts.statements.filter((_, index) => facts.openers[index] === 'weak')
  if (weak.length === 0) return []
  const check = checks.find((candidate) => candidate.id === 'action_verbs')
  const aspectShare = input.matches.length === 0 ? 0.5 : OVERALL_WEIGHTS.readability
  const checkGain = check ? aspectShare * Math.max(0, check.weight - check.points) : 0
  const withoutVerb = facts.openers.filter((opener) => opener !== 'action').length
  const share = weak.length / withoutVerb
  return [
    {
      text: text.weakOpeners(weak.slice(0, MAX_WEAK_QUOTES).map((line) => quote(line.text))),
      gain: Math.max(MIN_GAIN_OF_PASSED_CHECK, checkGain * share),
    },
  ]
}

function checkText(
  check: AtsCheck,
  facts: ResumeFacts,
  input: AtsInput,
  text: SuggestionText,
): string | null {
  const share = formatPercent(check.value ?? 0, input.language)
  switch (check.id) {
    case 'sections':
      return sectionsText(facts, text)
    case 'contact':
      return contactText(facts, text)
    case 'dates':
      return datesText(facts, text)
    case 'bullets':
      return facts.prose.length > 0 || check.value === 0 ? text.bullets : text.moreBullets
    case 'length': {
      const words = facts.words.length
      if (words > LENGTH_BAND.max) return text.lengthLong(words)
      return words < LENGTH_BAND.min ? text.lengthShort(words) : null
    }
    case 'single_column':
      return text.singleColumn
    case 'no_tables':
      return text.noTables
    case 'no_text_boxes':
      return text.noTextBoxes
    case 'text_layer':
      return text.textLayer
    case 'contact_in_body':
      return text.contactInBody
    case 'reading_ease':
      return check.value === null || check.value === undefined
        ? null
        : text.readingEase(formatNumber(check.value, input.language))
    case 'bullet_length':
      return text.bulletLength(share)
    case 'action_verbs':
      return actionVerbsText(facts, text)
    case 'quantified_results':
      return text.quantified(share)
  }
}

function checkSuggestions(
  checks: readonly AtsCheck[],
  facts: ResumeFacts,
  input: AtsInput,
  text: SuggestionText,
): Suggestion[] {
  const suggestions: Suggestion[] = []
  for (const check of checks) {
    // Without keywords formatting and readability make the whole overall (score-ats.ts).
    const aspectShare = input.matches.length === 0 ? 0.5 : OVERALL_WEIGHTS[check.aspect]
    const gain = aspectShare * Math.max(0, check.weight - check.points)
    if (check.passed && gain < MIN_GAIN_OF_PASSED_CHECK) continue
    if (gain <= 0) continue
    const sentence = checkText(check, facts, input, text)
    if (sentence !== null) suggestions.push({ text: sentence, gain })
  }
  return suggestions
}

function densitySuggestion(ats: AtsScore, input: AtsInput, text: SuggestionText): Suggestion[] {
  if (ats.keyword_density <= DENSITY_BAND.stuffing) return []
  return [
    {
      text: text.densityHigh(formatPercent(ats.keyword_density, input.language)),
      gain: OVERALL_WEIGHTS.density * (100 - densityScore(ats.keyword_density)),
    },
  ]
}

/**
 * What to change, most valuable first, in the resume's language: missing keywords (with where to
 * add them when the resume shows related work), then failed checks, at most eight. When nothing
 * is left to fix, one line says so.
 */
export function buildSuggestions(input: AtsInput & { ats: AtsScore }): string[] {
  const text = SUGGESTION_TEXT[input.language]
  const facts = input.facts ?? readResume(input.resume)
  const checks = input.ats.checks ?? scoreAts(input).checks ?? []
  const suggestions = [
    ...keywordSuggestions(input.matches, facts, text),
    ...checkSuggestions(checks, facts, input, text),
    ...weakOpenerSuggestion(checks, facts, input, text),
    ...densitySuggestion(input.ats, input, text),
  ]
  if (suggestions.length === 0) return [text.allGood]
  // A stable sort keeps keywords before checks of equal gain.
  return suggestions
    .sort((a, b) => b.gain - a.gain)
    .slice(0, MAX_SUGGESTIONS)
    .map((suggestion) => suggestion.text)
}
