import type { AnalysisLanguage, KeywordMatch } from '../../../../src/contract/analysis.ts'
import type { ResumeChange, ResumeChangeKind } from '../../../../src/contract/resume-changes.ts'
import { unmarked } from '../../../../src/contract/apply-resume-changes.ts'
import { fold } from '../../analysis/fold.ts'
import { monthKeyOf } from '../../plans/access.ts'
import { isCloseRelation } from '../../analysis/keywords/match-keywords.ts'
import { claimsToAvoid, isAvoided, rewordingsOf } from '../../fit/claims-to-avoid.ts'
import { resumeFacts, type ResumeFacts } from '../../fit/resume-facts.ts'
import { degreeLevelIn } from '../../fit/degree-requirement.ts'
import { disagrees, statedYears } from '../../fit/stated-years.ts'
import { resumeModel, type EntryItem, type ResumeModel } from '../../resume/resume-model.ts'
import { askForNumber } from '../changes/ask-number.ts'
import { CHANGE_REASONS } from '../changes/change-reasons.ts'
import { verbFormOf } from '../changes/english-verb-forms.ts'
import { replaceStatedYears } from '../changes/replace-stated-years.ts'
import { rewriteBullet, type RoleTense } from '../changes/rewrite-bullet.ts'
import { russianGenderOf } from '../changes/russian-openers.ts'
import { equivalentEvidence } from '../guard-support.ts'
import type { OptimizeResumeInput } from '../writer.ts'
import { impliesSkill } from './implied-skills.ts'
import { SECTION_LABELS } from './resume-sections.ts'

/*
 * The offline writer's suggestions (issue 21, item 5): each a change the user reviews, with its
 * reason and the resume's lines behind it. Bullets get stronger openings in their role's tense,
 * repeats go, long bullets split, measurable work without a number gets a placeholder to fill;
 * skills the experience proves go into the skills list in the ad's words; the summary's years are
 * checked against the roles; a summary is offered from proven facts; a related skill becomes a
 * question. Nothing the resume does not prove is written in.
 */

type Draft = Omit<ResumeChange, 'id' | 'section'>

/** More placeholders than this turn a review into a form to fill. */
const MAX_NUMBER_PROMPTS = 6
const MAX_QUESTIONS = 5
const MAX_SKILLS_ADDED = 8
const MAX_SUMMARY_STRENGTHS = 3
/** Keyword kinds that belong in a skills list (certificates have their own section). */
const LISTED = new Set<KeywordMatch['category']>(['technical', 'tools'])

function plainLine(lines: readonly string[], n: number): string {
  return unmarked(lines[n] ?? '').trim()
}

function entriesOf(model: ResumeModel): EntryItem[] {
  return model.sections
    .filter((s) => s.kind !== 'education')
    .flatMap((s) => s.items)
    .filter((item): item is EntryItem => item.type === 'entry')
}

function tenseOf(entry: EntryItem, language: AnalysisLanguage): RoleTense | null {
  if (language !== 'en' || entry.end === null) return null
  return entry.end === 'present' ? 'present' : 'past'
}

function bulletChanges(
  lines: readonly string[],
  model: ResumeModel,
  language: AnalysisLanguage,
): Draft[] {
  const reasons = CHANGE_REASONS[language]
  const out: Draft[] = []
  const seen = new Set<string>()
  let prompts = 0
  // The writer's gender, as their own past-tense openings say it: a Russian noun opening of a
  // past role becomes a verb only when it is known ("Разработка" → "Разработал"/"Разработала").
  const gender =
    language === 'ru'
      ? russianGenderOf(entriesOf(model).flatMap((e) => e.bullets.map((b) => b.text)))
      : null
  for (const entry of entriesOf(model)) {
    const tense = tenseOf(entry, language)
    const russianPast = entry.end !== null && entry.end !== 'present' ? gender : null
    const mixed = entry.bullets.some((b) => {
      const first = /^\p{L}+/u.exec(plainLine(lines, b.lines[0] ?? -1))?.[0] ?? ''
      return verbFormOf(first)?.form === 'past'
    })
    for (const bullet of entry.bullets) {
      const line = bullet.lines[0]
      if (line === undefined) continue
      const text = plainLine(lines, line)
      const wrapped = bullet.lines.length > 1
      const key = fold(bullet.text)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
      if (!wrapped && key !== '' && seen.has(key)) {
        out.push({
          kind: 'duplicate_merged',
          before: text,
          after: '',
          line,
          reason: reasons.duplicate_merged,
          keywords: [],
          evidence: [text],
          needs_user_input: false,
          safe: true,
        })
        continue
      }
      seen.add(key)
      const rewrite = rewriteBullet(text, { tense, mixed, russianPast })
      // A wrapped bullet keeps its lines: only its opening may change, never split.
      const usable = rewrite && !(wrapped && rewrite.steps.includes('split')) ? rewrite : null
      if (usable) {
        const [kind = 'stronger_opener'] = usable.steps
        out.push({
          kind,
          before: text,
          after: usable.text,
          line,
          reason: usable.steps
            .map((step) => (step === 'tense' ? reasons.tense(tense ?? 'past') : reasons[step]))
            .join(' '),
          keywords: [],
          evidence: [text],
          needs_user_input: false,
          safe: true,
        })
      }
      if (wrapped || prompts >= MAX_NUMBER_PROMPTS || usable?.steps.includes('split')) continue
      // Built on the rewrite, so filling the number keeps the stronger opening too.
      const asked = askForNumber(usable?.text ?? text, language)
      if (asked === null) continue
      prompts += 1
      out.push({
        kind: 'number_asked',
        before: text,
        after: asked,
        line,
        reason: reasons.number_asked,
        keywords: [],
        evidence: [text],
        needs_user_input: true,
        safe: false,
      })
    }
  }
  return out
}

function linesOfSection(model: ResumeModel, kind: string): number[] {
  return model.sections
    .filter((s) => s.kind === kind)
    .flatMap((s) => [
      ...(s.line === null ? [] : [s.line]),
      ...s.items.flatMap((item) =>
        item.type === 'entry'
          ? [...item.lines, ...[...item.bullets, ...item.details].flatMap((b) => b.lines)]
          : item.lines,
      ),
    ])
}

/** Whether `phrase` stands in `text` as whole words, case and accents aside. */
function inText(text: string, phrase: string): boolean {
  const needle = fold(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${needle}(?![\\p{L}\\p{N}])`, 'u').test(fold(text))
}

/** "JS" in a line where it is the skill, not part of a product name or a slash-joined list. */
function standsAlone(original: string, start: number, matched: string): boolean {
  const before = original.slice(Math.max(0, start - 2), start)
  const after = original.slice(start + matched.length, start + matched.length + 2)
  if (/[/\\-]/.test(before) || /^[/\\-]/.test(after)) return false
  // A capitalised word right before ("Proliant ML") or a model number after ("ML350").
  const previous = /(\S+)\s+$/.exec(original.slice(Math.max(0, start - 30), start))?.[1] ?? ''
  if (/^\p{Lu}[\p{L}\d]*$/u.test(previous) && !/[,:;(]$/.test(previous)) return false
  return !/^\d/.test(after)
}

/**
 * The first four letters of each word of the job titles the resume holds: "nursing" on a nurse's
 * skills list, or "accounting" on an accountant's, tells a recruiter nothing.
 */
function titleStemsOf(model: ResumeModel): Set<string> {
  return new Set(
    entriesOf(model)
      .flatMap((entry) => fold(entry.title).split(/[^\p{L}]+/u))
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 4)),
  )
}

/** "ООО", "LLC": the legal form of an employer, never a skill. */
const COMPANY_FORM = /^(?:ооо|оао|зао|пао|ао|ип|llc|inc\.?|ltd\.?|gmbh|s\.?a\.?|s\.?l\.?)$/iu

/**
 * Whether a proven keyword reads as a skill on this resume: not a degree, certificate, title or
 * condition of the ad ("BSN", "computer science"), not shown only in the education section, and
 * not a word of the person's own job titles ("nursing" for a nurse).
 */
function listableIn(
  input: OptimizeResumeInput,
  model: ResumeModel,
): (keyword: string, evidenceLine: number) => boolean {
  const notSkills = new Set(
    (input.analysis.requirements ?? [])
      .filter((r) => r.kind !== 'skill' && r.kind !== 'tool')
      .flatMap((r) => [r.name, ...(r.alternatives ?? [])])
      .map(fold),
  )
  const education = new Set(linesOfSection(model, 'education'))
  const titleStems = titleStemsOf(model)
  return (keyword, evidenceLine) =>
    !COMPANY_FORM.test(keyword.trim()) &&
    !notSkills.has(fold(keyword)) &&
    degreeLevelIn(keyword) === null &&
    !education.has(evidenceLine) &&
    !fold(keyword)
      .split(/[^\p{L}]+/u)
      .some((word) => word.length >= 4 && titleStems.has(word.slice(0, 4)))
}

function skillChanges(
  input: OptimizeResumeInput,
  lines: readonly string[],
  model: ResumeModel,
  avoid: readonly string[],
): Draft[] {
  const { analysis, language } = input
  const skillLines = linesOfSection(model, 'skills')
  const listed = fold(skillLines.map((n) => lines[n] ?? '').join('\n'))
  // The list's items by their word stems: "яндекс метрики" from the ad is the listed
  // "Яндекс.Метрика" in another case, nothing new for a reader.
  const listedStems = new Set(
    skillLines
      .flatMap((n) => (lines[n] ?? '').split(/[,;:|•·]/))
      .map((item) => wordsIn(item).join(' '))
      .filter(Boolean),
  )
  const inList = (keyword: string) =>
    inText(listed, keyword) || listedStems.has(wordsIn(keyword).join(' '))
  const belongs = listableIn(input, model)
  const adText = fold(input.jobDescription)
  const picked: Array<{ keyword: string; evidence: string }> = []
  const matches = [...analysis.keyword_matches].sort(
    (a, b) => b.importance_score - a.importance_score,
  )
  for (const match of matches) {
    if (picked.length >= MAX_SKILLS_ADDED) break
    if (!LISTED.has(match.category) || isAvoided(match.keyword, avoid) || inList(match.keyword)) {
      continue
    }
    if (picked.some((p) => fold(p.keyword) === fold(match.keyword))) continue
    // "As the ad words it": a keyword the lexicon names in another language is not the ad's word.
    if (!inText(adText, match.keyword)) continue
    if (match.found_in_resume && match.evidence) {
      if (!belongs(match.keyword, match.evidence.line)) continue
      // "Microsoft Excel" beside a listed "Excel" tells no one anything new.
      const shown = match.evidence.matched
      if (inList(shown) && inText(match.keyword, shown)) continue
      picked.push({ keyword: match.keyword, evidence: match.evidence.text })
      continue
    }
    const equivalent = equivalentEvidence(match.keyword, input.resume)
    if (equivalent?.kind !== 'abbreviation') continue
    if (!standsAlone(input.resume, equivalent.start, equivalent.matched)) continue
    const line = input.resume.slice(0, equivalent.start).split('\n').length - 1
    if (!belongs(match.keyword, line)) continue
    picked.push({ keyword: match.keyword, evidence: (lines[line] ?? '').trim() })
  }
  // The gap plan's rewordings: the resume shows the tool or certificate under another name.
  for (const item of rewordingsOf(analysis.gap_plan, analysis.requirements)) {
    if (picked.length >= MAX_SKILLS_ADDED) break
    if (isAvoided(item.requirement, avoid) || inList(item.requirement)) continue
    if (picked.some((p) => fold(p.keyword) === fold(item.requirement))) continue
    picked.push({ keyword: item.requirement, evidence: (lines[item.line] ?? '').trim() })
  }
  if (picked.length === 0) return []
  const keywords = picked.map((p) => p.keyword)
  const reason = CHANGE_REASONS[language].skill_wording(keywords.join(', '))
  const evidence = [...new Set(picked.map((p) => p.evidence))]
  const skills = model.sections.find((s) => s.kind === 'skills')
  const last = Math.max(...skillLines)
  if (skills && Number.isFinite(last)) {
    const bulleted = skills.items.some((item) => 'bullet' in item && item.bullet)
    return [
      {
        kind: 'skill_wording',
        before: '',
        after: `${bulleted ? '- ' : ''}${keywords.join(', ')}`,
        line: last,
        reason,
        keywords,
        evidence,
        needs_user_input: false,
        safe: true,
      },
    ]
  }
  let end = lines.length - 1
  while (end > 0 && (lines[end] ?? '').trim() === '') end -= 1
  return [
    {
      kind: 'skill_wording',
      before: '',
      after: `\n## ${SECTION_LABELS[language].skills}\n${keywords.join(', ')}`,
      line: end,
      reason,
      keywords,
      evidence,
      needs_user_input: false,
      safe: true,
    },
  ]
}

function firstRoleLine(facts: ResumeFacts, lines: readonly string[]): number {
  const starts = facts.roles.flatMap((r) => r.lines)
  return starts.length > 0 ? Math.min(...starts) : lines.length
}

function inconsistencyChanges(
  resume: string,
  lines: readonly string[],
  facts: ResumeFacts,
  language: AnalysisLanguage,
): Draft[] {
  if (facts.roles.length === 0 || facts.total_months < 12) return []
  const stated = statedYears(resume, firstRoleLine(facts, lines))
  if (!stated || !disagrees(stated.years, facts.total_months)) return []
  const reasons = CHANGE_REASONS[language]
  const shown = reasons.duration(Math.floor(facts.total_months / 12), facts.total_months % 12)
  const before = plainLine(lines, stated.line)
  const corrected = replaceStatedYears(before, Math.floor(facts.total_months / 12), language)
  return [
    {
      kind: 'inconsistency',
      before: corrected ? before : '',
      after: corrected?.text ?? '',
      line: stated.line,
      reason: reasons.inconsistency(corrected?.phrase ?? String(stated.years), shown),
      keywords: [],
      evidence: [stated.text, ...facts.roles.map((r) => plainLine(lines, r.lines[0] ?? -1))],
      needs_user_input: false,
      safe: false,
    },
  ]
}

function joinList(items: readonly string[], language: AnalysisLanguage): string {
  const and = { en: 'and', es: 'y', ru: 'и' }[language]
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`
}

function summarySentence(
  title: string,
  credentials: readonly string[],
  years: number,
  strengths: readonly string[],
  language: AnalysisLanguage,
): string {
  const list = joinList(strengths, language)
  const named = credentials.length > 0 ? `${title} (${credentials.join(', ')})` : title
  if (language === 'es') {
    return `${named} con ${years} ${years === 1 ? 'año' : 'años'} de experiencia en ${list}.`
  }
  if (language === 'ru')
    return `${named}, опыт работы ${CHANGE_REASONS.ru.duration(years, 0)}: ${list}.`
  return `${named} with ${years} ${years === 1 ? 'year' : 'years'} of experience in ${list}.`
}

/** "RN" of "Registered Nurse": a credential the title already says. */
function initialsOf(title: string): string {
  return (title.match(/\p{L}+/gu) ?? []).map((word) => word.charAt(0).toUpperCase()).join('')
}

/**
 * A skill as it reads inside a sentence: "Холодные звонки" from the start of a line becomes
 * "холодные звонки"; a name ("Salesforce", "SAP", "Excel") keeps its capitals.
 */
function midSentence(name: string): string {
  if (/^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(name))
    return name.charAt(0).toLowerCase() + name.slice(1)
  return name
}

/** The first sentence of a paragraph and the rest, so a summary's own voice is kept. */
function firstSentence(text: string): { head: string; rest: string } {
  const at = /[.!?](?:\s+)(?=\p{Lu}|\p{Lt})/u.exec(text)
  if (!at) return { head: text, rest: '' }
  return { head: text.slice(0, at.index + 1), rest: text.slice(at.index + at[0].length) }
}

/**
 * A summary's opening sentence from proven facts only: the most recent title, the certificates
 * and licences the report finds met, the years the roles add up to, and the skills and tools of
 * the ad the resume shows, in the resume's own words, must-haves first.
 */
function summaryChanges(
  input: OptimizeResumeInput,
  lines: readonly string[],
  model: ResumeModel,
  facts: ResumeFacts,
  avoid: readonly string[],
): Draft[] {
  const { analysis, language } = input
  const years = Math.floor(facts.total_months / 12)
  if (!facts.recent_title || years < 1) return []
  const met = (analysis.requirements ?? [])
    .filter((r) => r.status === 'met')
    .sort((a, b) => (a.priority === b.priority ? 0 : a.priority === 'must' ? -1 : 1))
  const credentials = met
    .filter((r) => r.kind === 'certification' || r.kind === 'licence')
    // "RN, Arizona (compact)": the credential, without where it was issued.
    .map((r) => (r.evidence[0]?.matched ?? r.name).split(/\s*[,(]/)[0]?.trim() ?? '')
    .filter(
      (name, n, all) => name !== '' && name.split(/\s+/).length <= 3 && all.indexOf(name) === n,
    )
    .filter((name) => name !== initialsOf(facts.recent_title ?? ''))
    .slice(0, 2)
  const listable = listableIn(input, model)
  const proven = analysis.keyword_matches
    .filter(
      (m) =>
        m.found_in_resume &&
        (m.category === 'technical' || m.category === 'tools') &&
        !isAvoided(m.keyword, avoid),
    )
    .sort((a, b) => b.importance_score - a.importance_score)
  const strengths: string[] = []
  const evidence: string[] = []
  const candidates = [
    ...met
      .filter((r) => r.kind === 'skill' || r.kind === 'tool')
      .map((r) => ({ name: r.evidence[0]?.matched ?? r.name, proof: r.evidence[0] })),
    ...proven.map((m) => ({ name: m.evidence?.matched ?? m.keyword, proof: m.evidence })),
  ].filter(({ name, proof }) => proof && listable(name, proof.line))
  const taken = [...credentials, facts.recent_title].map(fold)
  for (const { name, proof } of candidates) {
    if (strengths.length >= MAX_SUMMARY_STRENGTHS) break
    const key = fold(name)
    if (
      [...strengths.map(fold), ...taken].some((other) => other.includes(key) || key.includes(other))
    ) {
      continue
    }
    strengths.push(midSentence(name))
    if (proof) evidence.push(proof.text)
  }
  if (strengths.length < 2) return []
  // "Registered Nurse, Medical-Surgical Unit": the title without the unit it was held in.
  const title = facts.recent_title.split(/,\s+/)[0] ?? facts.recent_title
  const sentence = summarySentence(title, credentials, years, strengths, language)
  const shown = CHANGE_REASONS[language].duration(years, facts.total_months % 12)
  const reason = CHANGE_REASONS[language].summary(
    [title, ...credentials, shown, strengths.join(', ')].join('; '),
  )
  const base = {
    kind: 'summary' as const,
    reason,
    keywords: strengths,
    evidence,
    needs_user_input: false,
    safe: false,
  }
  const summary = model.sections.find((s) => s.kind === 'summary')
  const paragraph = summary?.items.find((item) => item.type === 'paragraph')
  // A summary in the person's own words says more than a formula can (the units, the voice):
  // one is offered only where there is none. A wrong number in it is flagged on its own.
  const written = summary?.items.map((item) => ('text' in item ? item.text : '')).join(' ') ?? ''
  if (written.trim() !== '') return []
  if (summary && paragraph && paragraph.lines.length === 1) {
    const line = paragraph.lines[0] ?? 0
    const before = plainLine(lines, line)
    const { rest } = firstSentence(before)
    return [{ ...base, before, after: rest ? `${sentence} ${rest}` : sentence, line }]
  }
  if (summary?.line !== null && summary?.line !== undefined) {
    return [{ ...base, before: '', after: sentence, line: summary.line }]
  }
  const firstHeading = model.sections.find((s) => s.line !== null)?.line
  let at = Math.max(0, (firstHeading ?? 1) - 1)
  while (at > 0 && (lines[at] ?? '').trim() === '') at -= 1
  return [
    {
      ...base,
      before: '',
      after: `\n## ${SECTION_LABELS[language].summary}\n${sentence}`,
      line: at,
    },
  ]
}

/** Words cut to five letters, so "продажам" and "продаж", "modeled" and "modeling" compare equal. */
function wordsIn(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 5))
}

/**
 * A relation worth a question: "Docker" for Kubernetes. Not a word of the keyword itself ("care"
 * for critical care, "orders" for e-commerce orders: every resume has those), and not the keyword
 * inside a longer name ("Manhattan WMS" for WMS: that is the skill, not a neighbour of it).
 */
function relatedEnough(keyword: string, matched: string): boolean {
  const key = wordsIn(keyword)
  const shown = wordsIn(matched)
  const contains = (a: string[], b: string[]) =>
    b.length > 0 && a.some((_, i) => b.every((word, j) => a[i + j] === word))
  return !contains(key, shown) && !contains(shown, key)
}

/** A related skill becomes a question for the user, must-haves first; it is never written in. */
function questionChanges(input: OptimizeResumeInput): Draft[] {
  const { analysis, language } = input
  const must = new Set(
    (analysis.requirements ?? []).filter((r) => r.priority === 'must').map((r) => fold(r.name)),
  )
  const related = analysis.keyword_matches
    .filter(
      (m) => !m.found_in_resume && m.support === 'related' && m.evidence && m.category !== 'soft',
    )
    .sort(
      (a, b) =>
        Number(must.has(fold(b.keyword))) - Number(must.has(fold(a.keyword))) ||
        b.importance_score - a.importance_score,
    )
  const out: Draft[] = []
  for (const match of related) {
    if (out.length >= MAX_QUESTIONS) break
    const evidence = match.evidence
    if (!evidence || !relatedEnough(match.keyword, evidence.matched)) continue
    // Only a close relation is worth asking about: Docker for Kubernetes, not every tool of the
    // same O*NET group (Python for TypeScript, REST APIs for React).
    if (!isCloseRelation(match.keyword, evidence.matched)) continue
    // "Have you used SQL? Your PostgreSQL is related": PostgreSQL is SQL, nothing to ask.
    if (impliesSkill(match.keyword, evidence.matched)) continue
    out.push({
      kind: 'question',
      before: '',
      after: '',
      line: evidence.line,
      reason: CHANGE_REASONS[language].question(match.keyword, evidence.matched),
      keywords: [match.keyword],
      evidence: [evidence.text],
      needs_user_input: true,
      safe: false,
    })
  }
  return out
}

const KIND_ORDER: readonly ResumeChangeKind[] = [
  'inconsistency',
  'summary',
  'stronger_opener',
  'filler_removed',
  'tense',
  'split',
  'duplicate_merged',
  'number_asked',
  'skill_wording',
  'question',
]

/** The heading of the section holding `line` ('' above the first heading). */
function sectionAt(model: ResumeModel, line: number): string {
  let heading = ''
  for (const section of model.sections) {
    if (section.line !== null && section.line <= line) heading = section.heading
  }
  return heading
}

/**
 * The section a change belongs to: a change that adds a section of its own ("## Skills" after the
 * last line) is in that section, not in the one above it.
 */
function sectionOf(model: ResumeModel, draft: Draft): string {
  const first = draft.after.split('\n').find((line) => line.trim() !== '') ?? ''
  const heading = draft.before === '' ? /^\s*#{1,6}\s+(.+?)\s*$/u.exec(first) : null
  return heading?.[1] ?? sectionAt(model, draft.line)
}

/** The offline writer's change set for one resume and one job ad, in the order of the resume. */
export function suggestResumeChanges(input: OptimizeResumeInput): ResumeChange[] {
  const resume = input.resume.replace(/\r\n?/g, '\n')
  const lines = resume.split('\n')
  const model = resumeModel(resume)
  const facts = resumeFacts(resume, input.today ?? monthKeyOf(new Date()))
  const avoid = claimsToAvoid(input.analysis.requirements)
  const drafts = [
    ...inconsistencyChanges(resume, lines, facts, input.language),
    ...summaryChanges(input, lines, model, facts, avoid),
    ...bulletChanges(lines, model, input.language),
    ...skillChanges({ ...input, resume }, lines, model, avoid),
    ...questionChanges(input),
  ]
  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort(
      (a, b) =>
        a.draft.line - b.draft.line ||
        KIND_ORDER.indexOf(a.draft.kind) - KIND_ORDER.indexOf(b.draft.kind) ||
        a.index - b.index,
    )
    .map(({ draft }, n) => ({ id: `c${n + 1}`, section: sectionOf(model, draft), ...draft }))
}
