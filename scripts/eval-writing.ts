/**
 * The offline writer's evaluation (issue 21, Measure) on the golden cases
 * (server/test/fixtures/writing: the Resume-Matcher cases and the team's pairs). For each case:
 * the writer's change set, every change marked safe and asking nothing accepted, then an
 * independent checker (check-fabrication.ts, not the guard's code) on the result: fabricated
 * employers, titles, degrees, dates, numbers and skills; keywords the result gained that the
 * original does not prove; original lines lost. ATS overall score and keyword match before and
 * after. Then the offline cover letter and bio of each case in the three tones, linted
 * (lint-letters.ts). One JSON object on stdout; the per-case tables on stderr.
 * Run: npm run eval:writing [-- --table] [-- --texts] (--table: the tables on stdout instead of the
 * JSON; --texts: each case's letters, bios and accepted resume in the JSON).
 */
import { TONES } from '../src/contract/common.ts'
import { RESUME_CHANGE_KINDS, type ResumeChange } from '../src/contract/resume-changes.ts'
import { analyzeResume } from '../server/domain/analysis/analyze-resume.ts'
import { detectLanguage } from '../server/domain/analysis/language.ts'
import { analyzeWithFit } from '../server/domain/fit/analyze-with-fit.ts'
import {
  checkFabrication,
  countByKind,
  FABRICATION_KINDS,
  provenInOriginal,
} from '../server/test/fixtures/writing/check-fabrication.ts'
import { lintCaseTexts, type TextLint } from '../server/test/fixtures/writing/lint-case-texts.ts'
import { plantedRecall } from '../server/test/fixtures/writing/plant-fabrications.ts'
import {
  loadWritingSet,
  WRITING_SET_TODAY,
  type WritingCase,
} from '../server/test/fixtures/writing/load-writing-set.ts'
import {
  acceptSafeChanges,
  proposeChanges,
  safeChanges,
  WRITER_UNDER_TEST,
} from '../server/test/fixtures/writing/propose-changes.ts'

/** Issue 21's targets. */
const TARGETS = {
  fabrications: 0,
  unproven_keywords: 0,
  lost_lines: 0,
  mean_ats_gain: 8,
  letter_and_bio_failures: 0,
} as const

const round1 = (x: number): number => Math.round(x * 10) / 10

function countKinds(changes: readonly ResumeChange[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const kind of RESUME_CHANGE_KINDS) {
    const n = changes.filter((c) => c.kind === kind).length
    if (n > 0) counts[kind] = n
  }
  return counts
}

const failureCount = (lint: TextLint): number =>
  TONES.reduce((sum, tone) => sum + lint.byTone[tone].length, 0) + lint.tones.length

/** "banned_phrase×2, quotes_resume" for one text's failures. */
function ruleSummary(lint: TextLint): string {
  const rules = new Map<string, number>()
  for (const failure of [...TONES.flatMap((tone) => lint.byTone[tone]), ...lint.tones])
    rules.set(failure.rule, (rules.get(failure.rule) ?? 0) + 1)
  return [...rules].map(([rule, n]) => (n > 1 ? `${rule}×${n}` : rule)).join(', ') || 'ok'
}

/** One case: the change set accepted and checked, the scores, the letters and bios linted. */
async function evaluateCase(c: WritingCase) {
  const before = analyzeWithFit({
    resume: c.resume,
    jobDescription: c.jobDescription,
    today: WRITING_SET_TODAY,
  })
  const input = {
    resume: c.resume,
    jobDescription: c.jobDescription,
    analysis: before,
    language: before.language ?? detectLanguage(c.resume),
    today: WRITING_SET_TODAY,
  }
  const proposed = await proposeChanges(input)
  const accepted = safeChanges(proposed.changes)
  const result = acceptSafeChanges(c.resume, proposed.changes)
  const report = checkFabrication({
    original: c.resume,
    jobDescription: c.jobDescription,
    result,
    accepted,
  })
  const after = analyzeResume({ resume: result, jobDescription: c.jobDescription })
  const had = new Map(before.keyword_matches.map((m) => [m.keyword, m]))
  const added = after.keyword_matches
    .filter((m) => m.found_in_resume && !had.get(m.keyword)?.found_in_resume)
    .map((m) => m.keyword)
  // Proven by the analysis before the change, or by the checker's own whole-word/alias reading.
  const unproven = added.filter(
    (k) => had.get(k)?.support !== 'proven' && !provenInOriginal(c.resume, k),
  )
  const texts = lintCaseTexts(c, before)
  const planted = plantedRecall(c.resume, c.jobDescription, result, before)
  return {
    id: c.id,
    source: c.source,
    language: c.language,
    ats_before: before.ats_score.overall_score,
    ats_after: after.ats_score.overall_score,
    ats_gain: round1(after.ats_score.overall_score - before.ats_score.overall_score),
    match_before: before.match_percentage,
    match_after: after.match_percentage,
    changes: countKinds(proposed.changes),
    accepted: countKinds(accepted),
    guard_rejected: proposed.rejected.length,
    guard_rejections: proposed.rejected.map((r) => `${r.claim}: ${r.text}`),
    fabrications: countByKind(report),
    fabricated: report.fabrications.map((f) => `${f.kind}: ${f.text} [${f.line.trim()}]`),
    keywords_added: added,
    keywords_unproven: unproven,
    checker_planted: planted.planted,
    checker_caught: planted.caught,
    checker_missed: planted.missed,
    lost_lines: report.lost.map((l) => `${l.heading ? 'heading ' : ''}${l.index}: ${l.text}`),
    letter_failures: failureCount(texts.letter),
    bio_failures: failureCount(texts.bio),
    letter_lint: ruleSummary(texts.letter),
    bio_lint: ruleSummary(texts.bio),
    ...(process.argv.includes('--texts')
      ? { texts: { letter: texts.letter.texts, bio: texts.bio.texts, resume: result } }
      : {}),
    lint_details: {
      letter: { ...texts.letter.byTone, between_tones: texts.letter.tones },
      bio: { ...texts.bio.byTone, between_tones: texts.bio.tones },
    },
  }
}

const cases: Array<Awaited<ReturnType<typeof evaluateCase>>> = []
for (const c of loadWritingSet()) cases.push(await evaluateCase(c))

const sum = (pick: (c: (typeof cases)[number]) => number): number =>
  cases.reduce((total, c) => total + pick(c), 0)
const fabricationsByKind = Object.fromEntries(
  FABRICATION_KINDS.map((kind) => [kind, sum((c) => c.fabrications[kind])]),
)
const totals = {
  cases: cases.length,
  fabrications: sum((c) => c.fabricated.length),
  fabrications_by_kind: fabricationsByKind,
  unproven_keywords: sum((c) => c.keywords_unproven.length),
  lost_lines: sum((c) => c.lost_lines.length),
  changes_proposed: sum((c) => Object.values(c.changes).reduce((a, b) => a + b, 0)),
  guard_rejected: sum((c) => c.guard_rejected),
  changes_accepted: sum((c) => Object.values(c.accepted).reduce((a, b) => a + b, 0)),
  mean_ats_before: round1(sum((c) => c.ats_before) / cases.length),
  mean_ats_after: round1(sum((c) => c.ats_after) / cases.length),
  mean_ats_gain: round1(sum((c) => c.ats_gain) / cases.length),
  mean_match_gain: round1(sum((c) => c.match_after - c.match_before) / cases.length),
  // One planted claim of each kind per case (plant-fabrications.ts): the checker's own recall.
  checker_recall: round1(
    (sum((c) => c.checker_caught) /
      Math.max(
        1,
        sum((c) => c.checker_planted),
      )) *
      100,
  ),
  letter_failures: sum((c) => c.letter_failures),
  bio_failures: sum((c) => c.bio_failures),
}
const holds = {
  no_fabrications: totals.fabrications === TARGETS.fabrications,
  no_unproven_keywords: totals.unproven_keywords === TARGETS.unproven_keywords,
  no_lost_lines: totals.lost_lines === TARGETS.lost_lines,
  mean_ats_gain: totals.mean_ats_gain >= TARGETS.mean_ats_gain,
  letters_and_bios_clean:
    totals.letter_failures + totals.bio_failures === TARGETS.letter_and_bio_failures,
}

function pad(text: string | number, width: number): string {
  const s = String(text)
  return s.length >= width ? s : s + ' '.repeat(width - s.length)
}

function tables(): string {
  const head = [
    'case',
    'emp tit deg dat num skl',
    'unprov',
    'lost',
    'rej',
    'ATS',
    'match',
    'changes (accepted)',
  ]
  const widths = [34, 24, 7, 5, 4, 15, 15, 0]
  const rows = cases.map((c) => {
    const f = c.fabrications
    const kinds = Object.entries(c.changes)
      .map(([kind, n]) => `${kind} ${n}${c.accepted[kind] ? `(${c.accepted[kind]})` : ''}`)
      .join(', ')
    return [
      c.id,
      [f.employer, f.title, f.degree, f.date, f.number, f.skill].map((n) => pad(n, 3)).join(' '),
      c.keywords_unproven.length,
      c.lost_lines.length,
      c.guard_rejected,
      `${c.ats_before} → ${c.ats_after}`,
      `${c.match_before} → ${c.match_after}`,
      kinds || '-',
    ]
  })
  const line = (cells: Array<string | number>): string =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0))
      .join(' ')
      .trimEnd()
  const out = [
    `writer: ${WRITER_UNDER_TEST}`,
    '',
    line(head),
    ...rows.map(line),
    '',
    'details (fabrications, unproven keywords, lost lines, planted claims the checker missed):',
  ]
  for (const c of cases) {
    const details = [
      ...c.fabricated.map((f) => `  fabricated ${f}`),
      ...c.keywords_unproven.map((k) => `  unproven keyword: ${k}`),
      ...c.lost_lines.map((l) => `  lost ${l}`),
      ...c.checker_missed.map((m) => `  checker missed a planted ${m}`),
    ]
    if (details.length) out.push(c.id, ...details)
  }
  out.push('', `${pad('case', 34)} ${pad('letters (3 tones)', 60)} bios (3 tones)`)
  for (const c of cases)
    out.push(
      `${pad(c.id, 34)} ${pad(`${c.letter_failures}: ${c.letter_lint}`, 60)} ${c.bio_failures}: ${c.bio_lint}`,
    )
  out.push(
    '',
    `totals: fabrications ${totals.fabrications} ${JSON.stringify(fabricationsByKind)}, unproven keywords ${totals.unproven_keywords}, lost lines ${totals.lost_lines}`,
    `ATS ${totals.mean_ats_before} → ${totals.mean_ats_after} (mean gain ${totals.mean_ats_gain}, target ≥ ${TARGETS.mean_ats_gain}); match gain ${totals.mean_match_gain}`,
    `letter failures ${totals.letter_failures}, bio failures ${totals.bio_failures}; checker recall on planted claims ${totals.checker_recall}%`,
    `targets: ${Object.entries(holds)
      .map(([k, v]) => `${k} ${v ? 'holds' : 'FAILS'}`)
      .join(', ')}`,
  )
  return `${out.join('\n')}\n`
}

const result = {
  writer: WRITER_UNDER_TEST,
  today: WRITING_SET_TODAY,
  totals,
  targets: TARGETS,
  holds,
  cases,
}
if (process.argv.includes('--table')) process.stdout.write(tables())
else {
  process.stderr.write(tables())
  process.stdout.write(`${JSON.stringify(result)}\n`)
}
