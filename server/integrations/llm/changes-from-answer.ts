import type { AnalysisLanguage, KeywordAnalysis } from '../../../src/contract/analysis.ts'
import { unmarked } from '../../../src/contract/apply-resume-changes.ts'
import type { ResumeChange, ResumeChangeKind } from '../../../src/contract/resume-changes.ts'
import { fold } from '../../domain/analysis/fold.ts'
import { CHANGE_REASONS } from '../../domain/writing/changes/change-reasons.ts'
import { resumeModel } from '../../domain/resume/resume-model.ts'
import type { ProposedChange } from './change-set-answer.ts'

/*
 * The model's proposed changes read into the contract's changes (issue 21, item 6), one at a time
 * so a streamed answer can be guarded change by change. The model names a line by the number the
 * prompt showed and copies it; a copy that is not that line's text means the model lost its place,
 * and the change is dropped rather than applied somewhere it was not meant for. What the model
 * says about itself is not trusted where the contract decides: a placeholder or a question always
 * waits for the user, only rewordings are safe, and the evidence comes from the analysis.
 */

const PLACEHOLDER = /\[[^\]]*\?\]/u

/** Kinds that only reword what the line says: applied to optimized_content unless they ask. */
const REWORDINGS = new Set<ResumeChangeKind>([
  'stronger_opener',
  'tense',
  'filler_removed',
  'tightened',
  'split',
  'duplicate_merged',
  'skill_wording',
])

/** Kinds that wait for the user whatever the model says. */
const ASKING = new Set<ResumeChangeKind>(['number_asked', 'summary', 'inconsistency', 'question'])

/** A line as compared: no line number the model copied, no bullet marker, spaces collapsed. */
function comparable(line: string): string {
  return unmarked(line.replace(/^\s*\d+\|\s?/, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function withoutMarkers(text: string): string {
  return text
    .split('\n')
    .map((line) => unmarked(line).trim())
    .join('\n')
}

export interface ChangeReader {
  /** The change in the contract's shape with the next id, or null when it cannot be used. */
  read(proposed: ProposedChange): ResumeChange | null
  /** How many proposed changes were dropped so far. */
  readonly dropped: number
}

export function createChangeReader(
  resume: string,
  analysis: KeywordAnalysis,
  language: AnalysisLanguage,
): ChangeReader {
  const text = resume.replace(/\r\n?/g, '\n')
  const lines = text.split('\n')
  const sections = resumeModel(text).sections
  const related = new Set(
    analysis.keyword_matches
      .filter((match) => !match.found_in_resume && match.support === 'related')
      .map((match) => fold(match.keyword)),
  )
  const evidenceOf = new Map(
    analysis.keyword_matches.flatMap((match) =>
      match.evidence ? [[fold(match.keyword), match.evidence.text] as const] : [],
    ),
  )
  let next = 1
  let dropped = 0

  const sectionAt = (line: number): string => {
    let heading = ''
    for (const section of sections) {
      if (section.line !== null && section.line <= line) heading = section.heading
    }
    return heading
  }

  const convert = (proposed: ProposedChange): Omit<ResumeChange, 'id'> | null => {
    const line = proposed.line - 1
    const original = lines[line]
    if (original === undefined || !Number.isInteger(line)) return null
    const keywords = [...new Set(proposed.keywords.map((k) => k.trim()).filter((k) => k !== ''))]
    const evidence = [...new Set(keywords.flatMap((k) => evidenceOf.get(fold(k)) ?? []))]
    const section = sectionAt(line)
    if (proposed.kind === 'question') {
      // A question only asks about a skill a related one suggests, and writes nothing.
      if (!keywords.some((k) => related.has(fold(k)))) return null
      const reason = proposed.reason.trim()
      if (reason === '') return null
      return {
        section,
        kind: 'question',
        before: '',
        after: '',
        line,
        reason,
        keywords,
        evidence,
        needs_user_input: true,
        safe: false,
      }
    }
    const adding = comparable(proposed.before) === ''
    const before = adding ? '' : comparable(original)
    if (!adding && comparable(proposed.before) !== before) return null
    const after = adding ? proposed.after.trim() : withoutMarkers(proposed.after).trim()
    if (adding ? after === '' : after === before) return null
    if (!adding && after === '' && proposed.kind !== 'duplicate_merged') return null
    const needsUser =
      proposed.needs_user_input || PLACEHOLDER.test(after) || ASKING.has(proposed.kind)
    return {
      section,
      kind: proposed.kind,
      before,
      after,
      line,
      reason: proposed.reason.trim() || CHANGE_REASONS[language].rewritten,
      keywords,
      evidence: adding ? evidence : [...new Set([before, ...evidence])],
      needs_user_input: needsUser,
      safe: !needsUser && !adding && REWORDINGS.has(proposed.kind),
    }
  }

  return {
    read(proposed) {
      const change = convert(proposed)
      if (change === null) {
        dropped += 1
        return null
      }
      const id = `c${next}`
      next += 1
      return { id, ...change }
    },
    get dropped() {
      return dropped
    },
  }
}

/** A whole answer read at once (the plain call). */
export function changesFromAnswer(
  resume: string,
  proposed: readonly ProposedChange[],
  analysis: KeywordAnalysis,
  language: AnalysisLanguage,
): { changes: ResumeChange[]; dropped: number } {
  const reader = createChangeReader(resume, analysis, language)
  const changes = proposed.flatMap((p) => reader.read(p) ?? [])
  return { changes, dropped: reader.dropped }
}
