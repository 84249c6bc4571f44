import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { KeywordCategory } from '../../../../src/contract/common.ts'
import { getLexicon, type Lexicon, type LexiconEntry } from '../lexicon/load-lexicon.ts'
import { cuePhrases, isPlaceCode, listItems, toolLikeCategory } from './candidates.ts'
import { inCompanyVoice } from './company-voice.ts'
import { isEverydayWord } from './everyday-words.ts'
import { keepKeyword, type KeywordFacts } from './keyword-filter.ts'
import { dutySkills, isDutyVerb } from './duty-skills.ts'
import { isVerbForm, shapeProblem, skillShapedParts } from './keyword-shape.ts'
import { mergeNestedKeywords } from './merge-nested-keywords.ts'
import { repairPastedText, toOriginalOffset, type RepairedText } from './repair-pasted-text.ts'
import { isInflection, scanLexicon, stemTokens } from './lexicon-scan.ts'
import {
  classifyLines,
  headingKind,
  SECTION_WEIGHT,
  sentenceCue,
  type SectionKind,
} from './sections.ts'
import {
  findSpokenLanguages,
  parseSpokenLanguageKeyword,
  spokenLanguageRequirements,
} from './spoken-languages.ts'
import { stemToken } from './stem.ts'
import { splitLines, tokenize, type Token } from './tokenize.ts'

export interface JobKeyword {
  /** Display form, canonical for lexicon terms (e.g. 'Kubernetes', 'Node.js', 'CI/CD'). */
  keyword: string
  category: KeywordCategory
  /** 0..1, see docs/keyword-engine.md. */
  importance_score: number
  /** Character offsets of each occurrence in the job description. */
  offsets: Array<[start: number, end: number]>
  source: 'lexicon' | 'candidate'
}

/** Words that join one duty to the next: "handle reservations, process payments and solve problems". */
const JOINERS = new Set(['and', 'or', 'y', 'o', 'и', 'или'])
/** Words that say the phrase after them is not wanted. */
const NEGATORS = new Set(['без', 'sin', 'without', 'no'])
/** Words a verb follows: "to" of an infinitive and a subject ("we use MercuryGate"). */
const INFINITIVE_MARKERS = new Set(['to', 'we', 'you', 'they', 'i', 'will', 'can', 'must'])
/** Terms from outside the lexicon kept at most, the strongest first: a list, not a word cloud. */
const MAX_CANDIDATES = 40
/** Weights of the importance formula (docs/keyword-engine.md). */
const W_BEST = 0.7
const W_FREQUENCY = 0.15
const W_POSITION = 0.1
const W_LEXICON = 0.05
const TITLE_BONUS = 0.1
const REQUIRED_CUE_BONUS = 0.2
const PREFERRED_CUE_FACTOR = 0.55
/** Mentions at which frequency stops adding. */
const FREQUENCY_SATURATION = 4
/** Terms from outside the lexicon are less certain: their score is scaled down. */
const CANDIDATE_FACTOR = 0.85

interface Occurrence {
  start: number
  end: number
  line: number
  weight: number
}

interface Draft {
  keyword: string
  category: KeywordCategory
  source: 'lexicon' | 'candidate'
  occurrences: Occurrence[]
}

interface Context {
  text: string
  tokens: Token[]
  sections: SectionKind[]
  sentenceCues: Map<number, ReturnType<typeof sentenceCue>>
  titleLine: number
}

function sentenceSpans(tokens: Token[], textLength: number): Map<number, [number, number]> {
  const spans = new Map<number, [number, number]>()
  for (const t of tokens) {
    const span = spans.get(t.sentence)
    if (span) span[1] = t.end
    else spans.set(t.sentence, [t.start, t.end])
  }
  // Let a sentence's tail (" is a plus.") count: it runs to the next sentence's first token.
  const ordered = [...spans.values()]
  for (let i = 0; i < ordered.length; i += 1) {
    const span = ordered[i]
    if (span) span[1] = ordered[i + 1]?.[0] ?? textLength
  }
  return spans
}

function occurrenceWeight(ctx: Context, token: Token): number {
  const section = ctx.sections[token.line] ?? 'neutral'
  const cue = ctx.sentenceCues.get(token.sentence) ?? null
  let weight = SECTION_WEIGHT[section]
  if (cue === 'required') weight = Math.min(1, weight + REQUIRED_CUE_BONUS)
  if (cue === 'preferred') weight *= PREFERRED_CUE_FACTOR
  return weight
}

function score(ctx: Context, draft: Draft): number {
  const best = Math.max(...draft.occurrences.map((o) => o.weight))
  const frequency = Math.min(1, (draft.occurrences.length - 1) / (FREQUENCY_SATURATION - 1))
  const first = Math.min(...draft.occurrences.map((o) => o.start))
  const position = ctx.text.length > 0 ? 1 - first / ctx.text.length : 0
  const inTitle = draft.occurrences.some((o) => o.line === ctx.titleLine)
  let s =
    W_BEST * best +
    W_FREQUENCY * frequency +
    W_POSITION * position +
    (draft.source === 'lexicon' ? W_LEXICON : 0) +
    (inTitle ? TITLE_BONUS : 0)
  if (draft.source === 'candidate') s *= CANDIDATE_FACTOR
  return Math.round(Math.min(1, Math.max(0, s)) * 1000) / 1000
}

/** A word with an inner capital or a digit: a product or a name, not a prose phrase. */
function isNameLike(words: Token[]): boolean {
  return words.some((t) => /\p{Lu}/u.test(t.text.slice(1)) || /\d/.test(t.text))
}

function displayOf(words: Token[]): string {
  const surface = words.map((t) => t.text).join(' ')
  // Lower-case prose phrases read better lower-cased; names keep their capitals.
  return isNameLike(words) || words.length === 1 ? surface : surface.toLowerCase()
}

/**
 * Keywords of a job description, most important first: lexicon terms (canonical display forms,
 * aliases resolved) and tool-like or cue-named terms outside it. Never throws.
 */
export function extractJobKeywords(
  jobDescription: string,
  language: AnalysisLanguage,
): JobKeyword[] {
  try {
    const found = extract(jobDescription, language, getLexicon())
    const kept = found.filter((k) => keepKeyword(k.facts))
    const lexiconKeywords = kept.filter((k) => k.keyword.source === 'lexicon')
    const candidates = kept.filter((k) => k.keyword.source === 'candidate').slice(0, MAX_CANDIDATES)
    return [...lexiconKeywords, ...candidates].map((k) => k.keyword).sort(byImportance)
  } catch {
    return []
  }
}

/**
 * Every keyword found, before the learned filter and the cap on candidates, with the facts the
 * filter reads: what scripts/build-keyword-filter.ts trains on.
 */
export function extractJobKeywordsWithFacts(
  jobDescription: string,
  language: AnalysisLanguage,
): Array<{ keyword: JobKeyword; facts: KeywordFacts }> {
  return extract(jobDescription, language, getLexicon())
}

/** The draft of a lexicon entry's keyword: the entries of one concept share one. */
function conceptDraft(
  drafts: Map<string, Draft>,
  lexicon: Lexicon,
  entry: LexiconEntry,
): [string, Draft] {
  const key = `l:${Math.min(entry.id, ...(lexicon.equivalents.get(entry.id) ?? []))}`
  const draft = drafts.get(key) ?? {
    keyword: entry.display,
    category: entry.category,
    source: 'lexicon' as const,
    occurrences: [],
  }
  return [key, draft]
}

/** A name the lexicon knows as written ("JavaScript", "LinkedIn"): pasted-text repair keeps it. */
function isKnownName(lexicon: Lexicon, word: string): boolean {
  // A word of letters is one token: a first-level key of the trie.
  if (lexicon.tokenTrie.get('x')?.has(word)) return true
  return (
    /\p{Ll}\p{Lu}/u.test(word) && (lexicon.tokenTrie.get('n')?.has(word.toLowerCase()) ?? false)
  )
}

function extract(
  original: string,
  language: AnalysisLanguage,
  lexicon: Lexicon,
): Array<{ keyword: JobKeyword; facts: KeywordFacts }> {
  if (typeof original !== 'string' || original.trim().length === 0) return []
  // Keywords are read in the repaired text; their offsets are mapped back to the original.
  const repaired = repairPastedText(original, {
    isWord: isEverydayWord,
    isName: (word) => isKnownName(lexicon, word),
  })
  const { text } = repaired
  const tokens = tokenize(text)
  if (tokens.length === 0) return []
  const lines = splitLines(text)
  const sections = classifyLines(lines)
  const spans = sentenceSpans(tokens, text.length)
  const sentenceCues = new Map<number, ReturnType<typeof sentenceCue>>()
  const companyVoice = new Set<number>()
  for (const [index, [s, e]] of spans) {
    sentenceCues.set(index, sentenceCue(text.slice(s, e)))
    if (inCompanyVoice(text.slice(s, e))) companyVoice.add(index)
  }
  const titleLine = tokens[0]?.line ?? 0
  const ctx: Context = { text, tokens, sections, sentenceCues, titleLine }

  const stems = stemTokens(tokens, language)
  // A spoken language with its level ("fluent French") is one keyword, "French, fluent".
  const mentions = findSpokenLanguages(text)
  const spoken = spokenLanguageRequirements(text, language, mentions)
  const spokenCodes = new Set(spoken.map((s) => s.language))
  // "Structured English Immersion": the language is a word of the name asked, not a language.
  const inNames = mentions.filter((m) => m.inName)
  const hits = scanLexicon(text, tokens, lexicon, language, stems).filter((h) => {
    if (spokenCodes.size === 0 && inNames.length === 0) return true
    const display = lexicon.entries[h.entry]?.display ?? ''
    const code = parseSpokenLanguageKeyword(display)?.language
    if (!code) return true
    const start = tokens[h.start]?.start ?? -1
    return !spokenCodes.has(code) && !inNames.some((m) => m.start === start)
  })
  const covered = new Uint8Array(tokens.length)
  const hitSpans: Array<[number, number]> = []
  const drafts = new Map<string, Draft>()

  for (const hit of hits) {
    const entry = lexicon.entries[hit.entry]
    const first = tokens[hit.start]
    const last = tokens[hit.end - 1]
    if (!entry || !first || !last) continue
    for (let i = hit.start; i < hit.end; i += 1) covered[i] = 1
    hitSpans.push([hit.start, hit.end])
    // Company blurbs and benefits praise "innovation" and "integrity": not the job's soft skills.
    if (entry.category === 'soft' && sections[first.line] === 'other') continue
    // "We are a passionate team": the company's trait, not one the candidate is asked for.
    if (entry.category === 'soft' && companyVoice.has(first.sentence)) continue
    // Entries of one concept ("desarrollo front-end", "front-end development") are one keyword,
    // shown in the ad's language when the ad uses both.
    const [key, draft] = conceptDraft(drafts, lexicon, entry)
    if (entry.language === language && entry.display !== draft.keyword) {
      const shown = lexicon.entries[lexicon.byDisplay.get(draft.keyword.toLowerCase()) ?? -1]
      if (shown?.language !== language) draft.keyword = entry.display
    }
    draft.occurrences.push({
      start: first.start,
      end: last.end,
      line: first.line,
      weight: occurrenceWeight(ctx, first),
    })
    drafts.set(key, draft)
  }

  for (const s of spoken) {
    const occurrences = s.spans.flatMap(([start, end]) => {
      const first = tokens.findIndex((t) => t.end > start)
      for (let i = first; i >= 0 && (tokens[i]?.start ?? end) < end; i += 1) covered[i] = 1
      const t = tokens[first]
      return t ? [{ start, end, line: t.line, weight: occurrenceWeight(ctx, t) }] : []
    })
    const draft = { keyword: s.keyword, category: s.category, source: 'lexicon' as const }
    // "German language classes" among the perks, "an English-speaking company" about the company:
    // a language named only there is not asked of the candidate.
    const asked = occurrences.some((o) => sections[o.line] !== 'other')
    if (asked) drafts.set(`s:${s.language}`, { ...draft, occurrences })
  }

  const candidateDrafts = new Map<string, Draft>()
  const candidateStarts = new Map<string, Set<number>>()
  /** One skill-shaped phrase: token indexes in order ("accounts ... receivable" may skip some). */
  const addCandidate = (indexes: number[], category: KeywordCategory): void => {
    // A phrase may hold a whole lexicon term ("billing and invoicing reconciliation") when it says
    // more; a word lent by a term outside it does not count ("accounts" of "accounts payable" in
    // "accounts payable and receivable" makes accounts receivable).
    let uncovered = 0
    for (const i of indexes) if (!covered[i]) uncovered += 1
    if (uncovered === 0) return
    const inside = new Set(indexes)
    const holdsTerm = hitSpans.some(([a, b]) => {
      for (let i = a; i < b; i += 1) if (!inside.has(i)) return false
      return true
    })
    if (holdsTerm && uncovered < 2) return
    const first = tokens[indexes[0] ?? -1]
    const last = tokens[indexes[indexes.length - 1] ?? -1]
    if (!first || !last || sections[first.line] === 'other') return
    const words = indexes.map((i) => tokens[i] as Token)
    // "We build innovative solutions" praises the company; "We use FluxoRunner" names its tool.
    if (companyVoice.has(first.sentence) && !isNameLike(words)) return
    const stemLang = language === 'es' ? 'es' : 'en'
    const key = `c:${words.map((t) => stemToken(t.norm, stemLang)).join(' ')}`
    const draft = candidateDrafts.get(key) ?? {
      keyword: displayOf(words),
      category,
      source: 'candidate' as const,
      occurrences: [],
    }
    const seen = candidateStarts.get(key) ?? new Set<number>()
    if (seen.has(first.start)) return
    seen.add(first.start)
    candidateStarts.set(key, seen)
    draft.occurrences.push({
      start: first.start,
      end: last.end,
      line: first.line,
      weight: occurrenceWeight(ctx, first),
    })
    candidateDrafts.set(key, draft)
  }

  const shouting = lines.map((line) => {
    const letters = line.replace(/[^\p{L}]/gu, '')
    return letters.length >= 12 && letters === letters.toUpperCase()
  })
  // An unknown name is read as a tool where the ad asks for skills (its requirements, a "must"
  // or "a plus" sentence) or beside a technology the lexicon knows ("Selenium, TestCafe");
  // elsewhere it is as likely a brand, a product of the company or a perk ("HanseFit", "PS4").
  const techSentences = new Set<number>()
  for (const hit of hits) {
    const category = lexicon.entries[hit.entry]?.category
    const token = tokens[hit.start]
    if (token && (category === 'technical' || category === 'tools'))
      techSentences.add(token.sentence)
  }
  const asksForSkills = (token: Token): boolean =>
    techSentences.has(token.sentence) ||
    sections[token.line] === 'required' ||
    sections[token.line] === 'preferred' ||
    (sentenceCues.get(token.sentence) ?? null) !== null
  tokens.forEach((token, i) => {
    if (covered[i] || !asksForSkills(token) || isPlaceCode(text, tokens, i)) return
    const category = toolLikeCategory(token, shouting[token.line] ?? false)
    if (category && shapeProblem([token], isEverydayWord) === null) addCandidate([i], category)
  })
  const headingLines = new Set<number>()
  lines.forEach((line, index) => {
    if (headingKind(line)) headingLines.add(index)
  })
  const phrases = [
    ...cuePhrases(text, tokens, () => true),
    ...listItems(text, tokens, headingLines),
  ]
  for (const c of phrases) {
    const words = tokens.slice(c.start, c.end)
    for (const part of skillShapedParts(words, isEverydayWord)) {
      const indexes = part.map((k) => c.start + k)
      // "ability to document processes", "we use MercuryGate": a word after "to" or a subject is
      // a verb, whatever it is elsewhere.
      const first = indexes[0] ?? -1
      const token = tokens[first]
      const afterTo = INFINITIVE_MARKERS.has(tokens[first - 1]?.norm ?? '')
      const lowerCase = token?.text === token?.norm
      // A duty opens with its verb ("- Review code", "..., process payments and ..."); in a list
      // of requirements the same word names a skill ("- Process improvement").
      const before = tokens[first - 1]
      const opensClause =
        before?.sentence !== token?.sentence ||
        JOINERS.has(before?.norm ?? '') ||
        /,\s*$/.test(text.slice(before?.end ?? 0, token?.start ?? 0))
      const opensDuty =
        token !== undefined &&
        opensClause &&
        sections[token.line] !== 'required' &&
        sections[token.line] !== 'preferred' &&
        isVerbForm(token.norm)
      // "без вредных привычек", "sin experiencia", "no experience needed": what is not asked for.
      if (NEGATORS.has(before?.norm ?? '')) continue
      const kept = (afterTo && lowerCase) || opensDuty ? indexes.slice(1) : indexes
      // What is left after the verb must still be a skill's shape ("Review code" leaves "code").
      const left = kept.map((k) => tokens[k] as Token)
      if (kept.length > 0 && shapeProblem(left, isEverydayWord) === null)
        addCandidate(kept, c.category)
    }
  }

  // "Manage stakeholders", "improve processes": a duty named as a skills list names it.
  if (language === 'en') {
    const opensClause = (i: number): boolean => {
      const before = tokens[i - 1]
      const token = tokens[i] as Token
      return (
        before?.sentence !== token.sentence ||
        JOINERS.has(before.norm) ||
        INFINITIVE_MARKERS.has(before.norm) ||
        /,\s*$/.test(text.slice(before.end, token.start))
      )
    }
    for (const duty of dutySkills(tokens, opensClause)) {
      const first = tokens[duty.verb] as Token
      const last = tokens[duty.head] as Token
      if (sections[first.line] === 'other' || companyVoice.has(first.sentence)) continue
      const occurrence = {
        start: first.start,
        end: last.end,
        line: first.line,
        weight: occurrenceWeight(ctx, first),
      }
      // Only a skill the lexicon names: without a reading of the sentence's grammar, "design
      // patterns" or "deliver clean code" would give "pattern design" and "clean delivery".
      const known = lexicon.anyCase.get(`n|${duty.keyword}`)?.[0]
      const entry = known ? lexicon.entries[known.entry] : undefined
      if (!entry || entry.language !== 'en') continue
      const [key, draft] = conceptDraft(drafts, lexicon, entry)
      if (draft.occurrences.some((o) => o.start === occurrence.start)) continue
      draft.occurrences.push(occurrence)
      drafts.set(key, draft)
    }
  }

  for (const draft of drafts.values()) showAdWording(draft, text, language)
  const merged = mergeNestedKeywords([...drafts.values(), ...candidateDrafts.values()])
  return merged
    .map((d) => ({
      keyword: toKeyword(ctx, d, repaired),
      facts: {
        keyword: d.keyword,
        source: d.source,
        category: d.category,
        occurrences: d.occurrences.length,
        bestWeight: Math.max(...d.occurrences.map((o) => o.weight)),
        onlyOther: d.occurrences.every((o) => sections[o.line] === 'other'),
        language,
        aliasOnly: d.occurrences.every(
          (o) => !writtenAsKeyword(text.slice(o.start, o.end), d.keyword, language),
        ),
      },
    }))
    .sort((a, b) => byImportance(a.keyword, b.keyword))
}

/**
 * A soft skill or a licence the ad names only in other words ("team player" for teamwork,
 * "proactive" for self-motivated, "carnet de conducir" for licencia de conducir) is shown in the
 * ad's words: they are what the recruiter wrote and an ATS looks for, and the resume is still
 * matched by the concept. Abbreviations and names keep the lexicon's form.
 */
function showAdWording(draft: Draft, text: string, language: AnalysisLanguage): void {
  const wordy = draft.category === 'soft' || draft.category === 'certifications'
  if (!wordy || draft.source !== 'lexicon') return
  // "French, fluent" is read back as a language and a level (matching, the requirement's kind):
  // the ad's "French fluency" would turn it into a soft skill no resume's "French (C1)" proves.
  if (parseSpokenLanguageKeyword(draft.keyword) !== null) return
  const surfaces = draft.occurrences.map((o) => text.slice(o.start, o.end))
  if (surfaces.some((s) => writtenAsKeyword(s, draft.keyword, language))) return
  // "resolve conflicts" read as conflict resolution: a duty reads worse than the skill's name.
  const first = surfaces.find((s) => {
    const words = tokenize(s)
    return words.length < 2 || !isDutyVerb(words[0]?.norm ?? '')
  })
  // A name or an abbreviation keeps the lexicon's form.
  if (!first || /\p{Lu}/u.test(first.slice(1)) || first.length < 4) return
  // "collaborate with", "make decisions": a piece of a sentence reads worse than the skill's name.
  // A licence's name holds function words of its own ("carnet de conducir").
  const problem = shapeProblem(tokenize(first), isEverydayWord)
  const licenceWords = draft.category === 'certifications' && problem === 'sentence_piece'
  if (problem !== null && !licenceWords) return
  draft.keyword = first.toLowerCase()
}

/**
 * Is an occurrence written as the keyword itself? Spanish and Russian ads decline their terms
 * ("Опыт управления проектами"): there a case ending is still the keyword, not an alias.
 */
function writtenAsKeyword(surface: string, keyword: string, language: AnalysisLanguage): boolean {
  // "negotiation skills" writes the keyword "negotiation" as it is.
  if (surface.toLowerCase().includes(keyword.toLowerCase())) return true
  if (language === 'en') return false
  const a = tokenize(surface)
  const b = tokenize(keyword)
  return (
    a.length === b.length &&
    a.every((t, k) => t.norm === b[k]?.norm || isInflection(t.norm, b[k]?.norm ?? ''))
  )
}

function toKeyword(ctx: Context, d: Draft, repaired: RepairedText): JobKeyword {
  const offsets = d.occurrences
    .map((o): [number, number] => [
      toOriginalOffset(repaired, o.start),
      toOriginalOffset(repaired, o.end),
    ])
    .sort((a, b) => a[0] - b[0])
  return {
    keyword: d.keyword,
    category: d.category,
    importance_score: score(ctx, d),
    offsets,
    source: d.source,
  }
}

function byImportance(a: JobKeyword, b: JobKeyword): number {
  return (
    b.importance_score - a.importance_score ||
    (a.offsets[0]?.[0] ?? 0) - (b.offsets[0]?.[0] ?? 0) ||
    a.keyword.localeCompare(b.keyword)
  )
}
