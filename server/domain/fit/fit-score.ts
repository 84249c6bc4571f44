import type { AssessedRequirement } from './assess-requirements.ts'

/**
 * The fit score, 0-100 (issue 20, item 4; docs/analysis-formulas.md, "Fit score"): the
 * requirements the resume meets, a must-have weighing three times a nice-to-have, plus a little
 * for the ad's other keywords the resume shows. A missing must-have caps it: a licence, a
 * certification, a degree, the years or a spoken language hard (60, then 15 less for each further
 * one), a skill or a tool below 80. Conditions the resume cannot settle (kind other) count for
 * nothing.
 */
export const MUST_WEIGHT = 3
export const NICE_WEIGHT = 1
/** Credit of a status: partly is half of met. */
export const CREDIT = { met: 1, partly: 0.5, missing: 0 } as const
/** Share of the score the keywords outside the requirements give. */
export const KEYWORD_SHARE = 0.1
/** The most a resume missing a must-have skill or tool can score: not a strong fit. */
export const MISSING_SKILL_CAP = 79
/** The most a resume missing one knockout must-have can score. */
export const ONE_MISSING_KNOCKOUT_CAP = 60
/** What each further missing knockout must-have takes off the cap, down to LOWEST_CAP. */
export const FURTHER_KNOCKOUT_STEP = 15
export const LOWEST_CAP = 15

/**
 * The must-haves a recruiter screens out on. A skill or a tool the resume does not name may still
 * be there unwritten: it caps lower, not hard.
 */
export const KNOCKOUT_KINDS: ReadonlySet<string> = new Set([
  'licence',
  'certification',
  'degree',
  'years',
  'language',
])

export interface FitScore {
  score: number
  /** The cap that lowered the score, or null. */
  capped_at: number | null
  /** Must-haves the resume does not show (soft skills and the title aside). */
  missing_musts: number
}

/** The cap for this many missing knockout and skill must-haves, or null. */
export function fitCap(missingKnockouts: number, missingSkills: number): number | null {
  if (missingKnockouts > 0) {
    return Math.max(
      LOWEST_CAP,
      ONE_MISSING_KNOCKOUT_CAP - FURTHER_KNOCKOUT_STEP * (missingKnockouts - 1),
    )
  }
  return missingSkills > 0 ? MISSING_SKILL_CAP : null
}

/**
 * `keywordShare` is the share (0..1) of the ad's keywords that are not requirements which the
 * resume shows; with no such keywords the requirements decide alone.
 */
export function fitScore(
  requirements: readonly AssessedRequirement[],
  keywordShare: number | null,
): FitScore {
  let weight = 0
  let earned = 0
  let missingKnockouts = 0
  let missingSkills = 0
  for (const r of requirements) {
    if (r.status === 'unknown') continue
    // A soft skill weighs as a nice-to-have: few resumes can prove "friendly" or "flexible".
    const w = r.priority === 'must' && !r.soft ? MUST_WEIGHT : NICE_WEIGHT
    weight += w
    earned += w * CREDIT[r.status]
    if (r.priority !== 'must' || r.status !== 'missing' || r.soft || r.kind === 'title') continue
    if (KNOCKOUT_KINDS.has(r.kind)) missingKnockouts += 1
    else missingSkills += 1
  }
  const fromRequirements = weight === 0 ? (keywordShare ?? 0) : earned / weight
  const blended =
    keywordShare === null || weight === 0
      ? fromRequirements
      : (1 - KEYWORD_SHARE) * fromRequirements + KEYWORD_SHARE * keywordShare
  const raw = Math.round(blended * 100)
  const cap = fitCap(missingKnockouts, missingSkills)
  return {
    score: cap === null ? raw : Math.min(raw, cap),
    capped_at: cap !== null && raw > cap ? cap : null,
    missing_musts: missingKnockouts + missingSkills,
  }
}
