import type { ResumeChange } from './resume-changes.ts'

/** A change for tests: a safe opener rewrite of line 0 unless told otherwise. */
export function testChange(over: Partial<ResumeChange>): ResumeChange {
  return {
    id: 'c1',
    section: 'Experience',
    kind: 'stronger_opener',
    before: '',
    after: '',
    line: 0,
    reason: '',
    keywords: [],
    evidence: [],
    needs_user_input: false,
    safe: true,
    ...over,
  }
}
