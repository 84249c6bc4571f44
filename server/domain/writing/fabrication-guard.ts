import type { AnalysisLanguage } from '../../../src/contract/analysis.ts'
import type { AddedKeyword } from '../../../src/contract/generate.ts'
import { extractJobKeywords, type JobKeyword } from '../analysis/keywords/extract-job-keywords.ts'
import { scanLexicon } from '../analysis/keywords/lexicon-scan.ts'
import { matchKeywords } from '../analysis/keywords/match-keywords.ts'
import { tokenize } from '../analysis/keywords/tokenize.ts'
import { detectLanguage } from '../analysis/language.ts'
import { getLexicon } from '../analysis/lexicon/load-lexicon.ts'
import { isContactLine } from '../export/parse-resume.ts'
import {
  degreeLevelsOf,
  degreesIn,
  employersIn,
  isDegreeSupported,
  isTitleLike,
  SourceIndex,
  titlesIn,
  type Span,
} from './guard-claims.ts'
import { dateFactsOf, datesIn, isDateSupported } from './guard-dates.ts'
import { removeFromLine, type Cut, type LineMode } from './guard-edit.ts'
import { isAvoided } from '../fit/claims-to-avoid.ts'
import { equivalentEvidence } from './guard-support.ts'
import { headingOf, sectionKindOf, type StandardSection } from './offline/resume-sections.ts'

/*
 * The fabrication guard (decisions.md, AI writing): whichever writer wrote a text, every employer,
 * title, degree, date and skill in it must come from its sources. Unsupported ones are cut out
 * (guard-edit.ts says how), and the job keywords the text gained are listed with where they went.
 * Rules, in order, each explainable on its own:
 * - dates: a year the sources never state, or a month-year they do not state, goes (with its range);
 * - degrees: a degree of a level the sources do not hold, or in a field they never name, goes;
 * - titles and employers: in entry lines ("Title, Company — dates") and the headline each part
 *   must appear in the sources; in prose, a capitalised title ("Senior Data Engineer") or an
 *   organisation after "at"/"en"/"в" must too;
 * - skills: a lexicon term the sources lack goes unless the analysis relates it to one they have
 *   (support 'related') or it is the same term abbreviated or spelled out (guard-support.ts); a job
 *   keyword outside the lexicon goes unless the sources support it.
 */

export interface RemovedClaim {
  kind: 'employer' | 'title' | 'degree' | 'date' | 'skill'
  /** The unsupported text that was removed. */
  text: string
  /** The line it was removed from. */
  line: string
}

export interface GuardResult {
  /** The written text with every unsupported claim removed. */
  text: string
  removed: RemovedClaim[]
  /** Job keywords the written text has and the sources lacked (all supported), and where. */
  addedKeywords: AddedKeyword[]
}

interface Claim extends Span {
  kind: RemovedClaim['kind']
  line: number
}

interface GuardContext {
  sources: string[]
  /** Sources for names only (titles and employers): the job description may name them for prose. */
  nameIndex: SourceIndex
  index: SourceIndex
  jobKeywords: JobKeyword[]
  /** Prose may name what the job description names (the company), never its skills. */
  prose: boolean
  /**
   * Requirements the fit report finds missing or only bridged by a related skill
   * (claims-to-avoid.ts): a relation never lets a writer claim one of them.
   */
  avoid: readonly string[]
}

const ENTRY_SEPARATOR = /\s*(?:,|\||·|—|–|\s-\s|\s@\s|\(|\)|\s+at\s+|\s+en\s+|\s+в\s+)\s*/giu
const BULLET = /^\s*(?:[-*+•·▪●◦‣–]|\d{1,2}[.)])\s+/u

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1)
  return starts
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((starts[mid] ?? 0) <= offset) low = mid
    else high = mid - 1
  }
  return low
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end
}

/** The parts of an entry line between its separators, dates and degrees left out. */
function entryParts(line: string, skip: readonly Span[]): Span[] {
  const parts: Span[] = []
  let start = 0
  const push = (end: number): void => {
    const raw = line.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    const text = raw.trim().replace(/^[#*_\s]+|[*_\s]+$/g, '')
    const from = start + lead + (raw.trim().length - raw.trim().replace(/^[#*_\s]+/, '').length)
    if (
      /\p{L}/u.test(text) &&
      !skip.some((span) => overlaps(span, { start: from, end: from + text.length, text }))
    ) {
      parts.push({ start: from, end: from + text.length, text })
    }
  }
  for (const match of line.matchAll(ENTRY_SEPARATOR)) {
    push(match.index)
    start = match.index + match[0].length
  }
  push(line.length)
  return parts
}

/**
 * An organisation is supported when the sources write every word of it, or write its initials:
 * "Massachusetts Institute of Technology" for a resume that says "MIT".
 */
function isNameSupported(ctx: GuardContext, name: string): boolean {
  if (ctx.nameIndex.hasAllWords(name)) return true
  const initials = (name.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).map((word) => word[0]).join('')
  if (initials.length < 2) return false
  const written = new RegExp(`(?<![\\p{L}])${initials}(?![\\p{L}])`, 'u')
  return ctx.sources.some((source) => written.test(source))
}

function isEntryLine(line: string, section: StandardSection | null, hasDate: boolean): boolean {
  if (BULLET.test(line) || line.trim().length === 0) return false
  if (/^\s*#{3,6}\s/.test(line)) return true
  // "**Senior Engineer**, Acme" under Experience is an entry even without its dates.
  const short = line.split(/\s+/).length <= 12 && !/[.!?]\s*$/.test(line)
  if (!hasDate) return section === 'experience' && short

  // An entry line is short: a sentence that mentions a year is prose.
  const words = line.split(/\s+/).length
  return words <= 16 && section !== 'summary'
}

function claimsInLine(
  ctx: GuardContext,
  line: string,
  lineIndex: number,
  role: 'header' | 'entry' | 'body',
  section: StandardSection | null,
  facts: ReturnType<typeof dateFactsOf>,
  levels: ReturnType<typeof degreeLevelsOf>,
): Claim[] {
  const claims: Claim[] = []
  const add = (kind: Claim['kind'], span: Span): void => {
    if (!claims.some((claim) => overlaps(claim, span)))
      claims.push({ ...span, kind, line: lineIndex })
  }
  const dates = datesIn(line)
  for (const date of dates) {
    if (isDateSupported(date, facts)) continue
    // "с 2009 года": the word for "year" goes with its year.
    const yearWord = /^\s*(?:года|году|год|гг?\.)/u.exec(line.slice(date.rangeEnd))
    const end = date.rangeEnd + (yearWord?.[0].length ?? 0)
    add('date', { start: date.rangeStart, end, text: line.slice(date.rangeStart, end) })
  }
  const degrees = degreesIn(line)
  for (const degree of degrees) {
    if (!isDegreeSupported(degree, levels, ctx.index)) add('degree', degree)
  }
  const known: Span[] = [
    ...dates.map((date) => ({ start: date.rangeStart, end: date.rangeEnd, text: date.text })),
    ...degrees,
  ]
  if (role === 'entry' || role === 'header') {
    for (const part of entryParts(line, known)) {
      if (role === 'header' && (isContactLine(part.text) || !isTitleLike(part.text))) continue
      const titled = isTitleLike(part.text)
      const supported =
        (titled ? ctx.nameIndex.hasRun(part.text) : isNameSupported(ctx, part.text)) ||
        equivalentEvidence(part.text, ctx.sources.join('\n')) !== null
      if (!supported) add(titled ? 'title' : 'employer', part)
    }
    return claims
  }
  // "AWS Certified Solutions Architect" names a certificate, not a job.
  const titles = section === 'certifications' ? [] : titlesIn(line)
  for (const title of titles) {
    if (known.some((span) => overlaps(span, title)) || /certifi/iu.test(title.text)) continue
    if (!ctx.nameIndex.hasRun(title.text)) add('title', title)
  }
  for (const employer of employersIn(line)) {
    if (!isNameSupported(ctx, employer.text)) add('employer', employer)
  }
  return claims
}

/** Skills (lexicon terms and job keywords) the text states and its sources do not support. */
function skillClaims(
  ctx: GuardContext,
  text: string,
  starts: readonly number[],
  skipLines: ReadonlySet<number>,
): Claim[] {
  const lexicon = getLexicon()
  const language = detectLanguage(text)
  const joined = ctx.sources.join('\n')
  const sourceLanguage: AnalysisLanguage = detectLanguage(joined)
  const sourceEntries = new Set(
    scanLexicon(joined, tokenize(joined), lexicon, sourceLanguage).map((hit) => hit.entry),
  )
  const tokens = tokenize(text)
  const asked = new Set(ctx.jobKeywords.map((keyword) => keyword.keyword.toLowerCase()))
  const unknown = new Map<string, Span[]>()
  for (const hit of scanLexicon(text, tokens, lexicon, language)) {
    const entry = lexicon.entries[hit.entry]
    const first = tokens[hit.start]
    const last = tokens[hit.end - 1]
    if (!entry || !first || !last || sourceEntries.has(hit.entry)) continue
    // Headings, the name and contact lines are not checked ("Professional Summary").
    if (skipLines.has(lineAt(starts, first.start))) continue
    // A soft skill is checked when the job asks for it, the one reason a writer would invent it;
    // otherwise it is tone ("results-driven"), not a fact the guard protects.
    if (entry.category === 'soft' && !asked.has(entry.display.toLowerCase())) continue
    const spans = unknown.get(entry.display) ?? []
    spans.push({ start: first.start, end: last.end, text: text.slice(first.start, last.end) })
    unknown.set(entry.display, spans)
  }
  const claims: Claim[] = []
  const toClaims = (spans: readonly Span[]): void => {
    for (const span of spans)
      claims.push({ ...span, kind: 'skill', line: lineAt(starts, span.start) })
  }
  const asKeywords: JobKeyword[] = [...unknown.keys()].map((display) => ({
    keyword: display,
    category: 'technical',
    importance_score: 0,
    offsets: [],
    source: 'lexicon',
  }))
  const candidates = ctx.jobKeywords.filter((keyword) => keyword.source === 'candidate')
  // One pass over the sources answers both questions: the unknown terms and the job's candidates.
  const inSourcesAll = matchKeywords(joined, [...asKeywords, ...candidates], sourceLanguage)
  const support = inSourcesAll.slice(0, asKeywords.length)
  // 'related' support lets a writer work in a keyword the job asks for; a skill the job does not
  // ask for must be in the sources as it is (or abbreviated, or spelled out).
  // The curated pairs (cloud computing ~ AWS) are close enough for any text; the looser group
  // relations only for a keyword the job asks for.
  const sourceWords = new SourceIndex([joined])
  const curated = (display: string): boolean =>
    (lexicon.related.get(display.toLowerCase()) ?? []).some((term) => {
      const id = lexicon.byDisplay.get(term.toLowerCase())
      return (id !== undefined && sourceEntries.has(id)) || sourceWords.hasRun(term)
    })
  for (const match of support) {
    const related =
      match.support === 'related' &&
      !isAvoided(match.keyword, ctx.avoid) &&
      (asked.has(match.keyword.toLowerCase()) || curated(match.keyword))
    if (match.support === 'proven' || related || equivalentEvidence(match.keyword, joined)) continue
    toClaims(unknown.get(match.keyword) ?? [])
  }
  // Job keywords outside the lexicon ("TechCorp", "platform team") the sources never support.
  const inSources = inSourcesAll.slice(asKeywords.length)
  const inText = matchKeywords(text, candidates, language)
  inText.forEach((match, i) => {
    const source = inSources[i]
    if (!match.found_in_resume || !source || source.found_in_resume) return
    const supported = source.support !== 'none' && !isAvoided(match.keyword, ctx.avoid)
    if (supported || equivalentEvidence(match.keyword, joined)) return
    // Prose may name the company the job description names ("TechCorp"), never its skills.
    if (ctx.prose && /^\p{Lu}/u.test(match.keyword)) return
    toClaims(
      occurrences(text, match.evidence?.matched ?? match.keyword).filter(
        (span) => !skipLines.has(lineAt(starts, span.start)),
      ),
    )
  })
  return claims
}

function occurrences(text: string, phrase: string): Span[] {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
  return [...text.matchAll(pattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }))
}

function guard(ctx: GuardContext, written: string, kind: 'resume' | 'prose'): GuardResult {
  const text = written.replace(/\r\n?/g, '\n')
  const lines = text.split('\n')
  const starts = lineStarts(text)
  const facts = dateFactsOf(ctx.sources)
  const levels = degreeLevelsOf(ctx.sources)

  const claims: Claim[] = []
  let section: StandardSection | null = null
  const skipLines = new Set<number>()
  const headingLines = new Map<number, StandardSection>()
  let beforeFirstHeading = true
  let sawName = false
  lines.forEach((line, i) => {
    if (line.trim().length === 0) return
    if (kind === 'resume') {
      if (!sawName) {
        // The first line is the person's name: the guard leaves it to them.
        sawName = true
        skipLines.add(i)
        return
      }
      const heading = headingOf(line)
      if (heading !== null) {
        beforeFirstHeading = false
        section = sectionKindOf(heading)
        headingLines.set(i, section)
        skipLines.add(i)
        return
      }
    }
    // Contact details (email, phone, links) hold no claim the guard checks.
    if (isContactLine(line) && line.length <= 160) {
      skipLines.add(i)
      return
    }
    const hasDate = /\d{4}/.test(line)
    const role =
      kind === 'resume' && beforeFirstHeading && !isContactLine(line)
        ? 'header'
        : kind === 'resume' && isEntryLine(line, section, hasDate)
          ? 'entry'
          : 'body'
    for (const claim of claimsInLine(ctx, line, i, role, section, facts, levels)) {
      claims.push({
        ...claim,
        start: claim.start + (starts[i] ?? 0),
        end: claim.end + (starts[i] ?? 0),
      })
    }
  })
  for (const claim of skillClaims(ctx, text, starts, skipLines)) {
    if (!claims.some((other) => overlaps(other, claim))) claims.push(claim)
  }

  const byLine = new Map<number, Claim[]>()
  for (const claim of claims) {
    const list = byLine.get(claim.line) ?? []
    list.push(claim)
    byLine.set(claim.line, list)
  }
  const removed: RemovedClaim[] = []
  const out: Array<{ text: string; from: number }> = []
  let dropBulletsAfter = -1
  lines.forEach((line, i) => {
    const lineClaims = byLine.get(i)
    if (dropBulletsAfter >= 0 && BULLET.test(line)) {
      removed.push({ kind: 'employer', text: line.replace(BULLET, '').trim(), line: line.trim() })
      return
    }
    dropBulletsAfter = -1
    if (!lineClaims) {
      out.push({ text: line, from: i })
      return
    }
    const offset = starts[i] ?? 0
    // A date goes with its preposition ("since 2009") and leaves the sentence standing.
    const cuts: Cut[] = lineClaims.map((claim) => ({
      start: claim.start - offset,
      end: claim.end - offset,
      inline: claim.kind === 'date',
    }))
    const mode: LineMode = kind === 'prose' || isParagraph(line) ? 'prose' : 'list'
    const next = removeFromLine(line, cuts, mode)
    for (const claim of lineClaims)
      removed.push({ kind: claim.kind, text: claim.text, line: line.trim() })
    if (next !== null) out.push({ text: next, from: i })
    else if (lineClaims.some((claim) => claim.kind === 'employer' || claim.kind === 'title')) {
      // An invented job goes with its bullets: left behind, they would read as the previous job's.
      dropBulletsAfter = i
    }
  })
  const result = collapseBlankLines(withoutEmptiedHeadings(out, lines, headingLines).join('\n'))
  return { text: result, removed, addedKeywords: addedKeywordsOf(ctx, result, kind) }
}

/** Headings whose every line the guard removed go too: an empty section says nothing. */
function withoutEmptiedHeadings(
  out: ReadonlyArray<{ text: string; from: number }>,
  lines: readonly string[],
  headingLines: ReadonlyMap<number, StandardSection>,
): string[] {
  const kept: string[] = []
  out.forEach((entry, k) => {
    if (headingLines.has(entry.from)) {
      const next = out.slice(k + 1).find((later) => headingLines.has(later.from))
      const end = next?.from ?? lines.length
      const hadContent = lines.slice(entry.from + 1, end).some((line) => line.trim().length > 0)
      const hasContent = out
        .slice(k + 1)
        .some((later) => later.from < end && later.text.trim().length > 0)
      if (hadContent && !hasContent) return
    }
    kept.push(entry.text)
  })
  return kept
}

/** A line of running text (two sentences, or a long unbulleted line), not a list or entry line. */
function isParagraph(line: string): boolean {
  if (BULLET.test(line)) return /[.!?]\s+\p{Lu}/u.test(line)
  return /[.!?]\s+\p{Lu}/u.test(line) || line.split(/\s+/).length > 18
}

function collapseBlankLines(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '')
}

/** The job keywords the final text has and the sources lack, each with its section and line. */
function addedKeywordsOf(
  ctx: GuardContext,
  text: string,
  kind: 'resume' | 'prose',
): AddedKeyword[] {
  if (ctx.jobKeywords.length === 0) return []
  const joined = ctx.sources.join('\n')
  const before = matchKeywords(joined, ctx.jobKeywords, detectLanguage(joined))
  const after = matchKeywords(text, ctx.jobKeywords, detectLanguage(text))
  const lines = text.split('\n')
  const added: AddedKeyword[] = []
  after.forEach((match, i) => {
    if (!match.found_in_resume || before[i]?.found_in_resume || !match.evidence) return
    let section = ''
    if (kind === 'resume') {
      for (let k = match.evidence.line; k > 0; k -= 1) {
        const heading = headingOf(lines[k] ?? '')
        if (heading !== null) {
          section = heading
          break
        }
      }
    }
    added.push({ keyword: match.keyword, section, line: (lines[match.evidence.line] ?? '').trim() })
  })
  return added
}

function jobKeywordsOf(jobDescription: string): JobKeyword[] {
  return jobDescription.trim()
    ? extractJobKeywords(jobDescription, detectLanguage(jobDescription))
    : []
}

/**
 * Checks an optimized resume against its original. `avoid`: the requirements the fit report finds
 * unmet (claimsToAvoid), which no relation may bring in.
 */
export function guardResume(
  original: string,
  written: string,
  jobDescription: string,
  avoid: readonly string[] = [],
): GuardResult {
  const sources = [original]
  const index = new SourceIndex(sources)
  return guard(
    {
      sources,
      index,
      nameIndex: index,
      jobKeywords: jobKeywordsOf(jobDescription),
      prose: false,
      avoid,
    },
    written,
    'resume',
  )
}

/**
 * Checks prose (a bio or a cover letter) against what the user gave: the form's fields and, for a
 * cover letter, the resume. The job description may name the company and title, never skills.
 */
export function guardProse(input: {
  sources: string[]
  written: string
  jobDescription: string
  /** The requirements the fit report finds unmet (claimsToAvoid). */
  avoid?: readonly string[]
}): GuardResult {
  const sources = input.sources.filter((source) => source.trim().length > 0)
  return guard(
    {
      sources,
      index: new SourceIndex(sources),
      nameIndex: new SourceIndex([...sources, input.jobDescription]),
      jobKeywords: jobKeywordsOf(input.jobDescription),
      prose: true,
      avoid: input.avoid ?? [],
    },
    input.written,
    'prose',
  )
}
