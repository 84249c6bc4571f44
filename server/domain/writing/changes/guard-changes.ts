import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type {
  GuardRejection,
  ResumeChange,
  ResumeChangeSet,
} from '../../../../src/contract/resume-changes.ts'
import { guardResume } from '../fabrication-guard.ts'
import { CHANGE_REASONS } from './change-reasons.ts'
import { layoutChanges, unmarked } from '../../../../src/contract/apply-resume-changes.ts'

/*
 * The fabrication guard over a change set (issue 21, item 2): every change is checked, whichever
 * writer proposed it, in single optimize and in each bulk item alike. A claim the resume does not
 * support is cut from the change that made it where the change lists items (the rest of the list
 * stands); out of a sentence it takes the whole change, since the rest would not read. A change left with
 * nothing is dropped, and each cut is listed with its reason for the review. A number the resume
 * never states takes its whole change: a figure cannot be cut out of a sentence and leave it true.
 */

/** Numbers as written ("1,200", "99.6%", "$2.1M"), compared without separators. */
const NUMBER = /\d+(?:[.,]\d+)*/g

function numbersOf(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].map((m) => m[0].replace(/[.,]/g, '')))
}

function rejection(
  language: AnalysisLanguage,
  text: string,
  claim: GuardRejection['claim'],
  changeId: string,
): GuardRejection {
  return { text, claim, reason: CHANGE_REASONS[language].not_added(text), change_id: changeId }
}

/** The change's new lines as the guard left them, back in the shape of `after`. */
/**
 * A line of listed items ("SOX, Power BI, month-end close"): one cut out leaves a list. A cut out
 * of a sentence leaves a broken one ("… and ran them on"), so there the whole change goes.
 */
export function isListLine(line: string): boolean {
  const items = unmarked(line)
    .replace(/^[^:]{1,40}:\s*/u, '')
    .split(/\s*[,;|•·]\s*/u)
    .filter((item) => item.trim() !== '')
  return items.length >= 2 && items.every((item) => item.trim().split(/\s+/u).length <= 4)
}

function guardedAfter(change: ResumeChange, lines: readonly string[]): string {
  return change.before === ''
    ? lines.join('\n')
    : lines.map((line) => unmarked(line).trim()).join('\n')
}

export function guardChanges(
  original: string,
  changes: readonly ResumeChange[],
  jobDescription: string,
  avoid: readonly string[],
  language: AnalysisLanguage = 'en',
  /** Numbers the resume proves without writing them: the years its roles add up to. */
  derived: readonly number[] = [],
): ResumeChangeSet {
  const rejected: GuardRejection[] = []
  const known = new Set([...numbersOf(original), ...derived.map(String)])
  const numbered = changes.filter((change) => {
    const invented = [...numbersOf(change.after)].filter((n) => !known.has(n))
    for (const number of invented) rejected.push(rejection(language, number, 'number', change.id))
    return invented.length === 0
  })
  // Every change written at once (alternatives on one line aside), so the guard reads each line
  // in its place: an entry line, a bullet, a heading.
  const writes = numbered.filter((change) => change.after.trim() !== '')
  const laid = layoutChanges(original, writes, () => ({ accept: true }))
  const guarded = guardResume(original, laid.text, jobDescription, avoid)
  const written = laid.text.split('\n')
  const kept = guarded.text.split('\n')
  const aligned = written.length === kept.length
  const out: ResumeChange[] = []
  for (const change of numbered) {
    const span = laid.spans.get(change.id)
    if (!span || change.after.trim() === '') {
      out.push(change)
      continue
    }
    const mine = written.slice(span.from, span.to)
    const mineTrimmed = mine.map((line) => line.trim())
    const cut = guarded.removed.filter((claim) => mineTrimmed.includes(claim.line))
    if (cut.length === 0) {
      out.push(change)
      continue
    }
    for (const claim of cut) rejected.push(rejection(language, claim.text, claim.kind, change.id))
    if (!aligned || !cut.every((claim) => isListLine(claim.line))) continue
    const after = guardedAfter(change, kept.slice(span.from, span.to))
    // What is left must still change something, and say something.
    if (after.trim() === '' || after.trim() === change.before.trim()) continue
    const gone = new Set(cut.map((claim) => claim.text.toLowerCase()))
    const keywords = change.keywords.filter((keyword) => !gone.has(keyword.toLowerCase()))
    out.push({ ...change, after, keywords })
  }
  return { changes: out, rejected }
}
