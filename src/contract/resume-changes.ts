import * as z from 'zod/mini'

/*
 * Issue 21: an optimization is a set of proposed changes the user reviews, not a rewritten blob.
 * Both writers (the offline rules and a configured model) answer in this shape; the fabrication
 * guard checks every change, and what it keeps out is listed beside the changes with its reason.
 */

/**
 * What a change does. A `question` and an `inconsistency` write nothing by themselves: the first
 * asks the user about a related skill, the second points at two statements of the resume that
 * disagree (the summary's years against the roles' dates) and proposes the corrected line.
 */
export const RESUME_CHANGE_KINDS = [
  'stronger_opener',
  'tense',
  'filler_removed',
  'tightened',
  'split',
  'duplicate_merged',
  'number_asked',
  'skill_wording',
  'summary',
  'inconsistency',
  'question',
] as const
export const resumeChangeKindSchema = z.enum(RESUME_CHANGE_KINDS)
export type ResumeChangeKind = z.infer<typeof resumeChangeKindSchema>

export const resumeChangeSchema = z.object({
  /** Stable within one change set ("c1", "c2", …); decisions refer to it. */
  id: z.string(),
  /** The heading of the section the change sits in, as the resume writes it ('' above the first). */
  section: z.string(),
  kind: resumeChangeKindSchema,
  /**
   * The original line the change replaces (without its bullet marker), '' when the change adds a
   * line. Lines are matched by `line`, so a repeated line is never changed in the wrong place.
   */
  before: z.string(),
  /** The proposed text ('' when the change removes the line or only asks). */
  after: z.string(),
  /** Index of the original line (0-based) the change replaces, or after which it adds a line. */
  line: z.int().check(z.gte(0)),
  /** Why, in one sentence in the resume's language. */
  reason: z.string(),
  /** The job's keywords the change writes in (each proven by `evidence`), or asks about. */
  keywords: z.array(z.string()),
  /** Lines of the resume that prove what the change says (or, for a question, what is related). */
  evidence: z.array(z.string()),
  /**
   * The user must answer before the change can be accepted: a placeholder such as
   * "[how many clients?]" to fill, or a question to answer. Never applied without them.
   */
  needs_user_input: z.boolean(),
  /**
   * The writer applied it to `optimized_content`: it only rewords what the line already says.
   * Placeholders, questions, summaries and corrections of facts are never safe.
   */
  safe: z.boolean(),
})
export type ResumeChange = z.infer<typeof resumeChangeSchema>

/** Something a writer proposed that the fabrication guard kept out, and why. */
export const guardRejectionSchema = z.object({
  /** The claim as written ("SOX", "2016", "Senior Data Engineer"). */
  text: z.string(),
  /** What kind of claim it was. */
  claim: z.enum(['skill', 'date', 'degree', 'title', 'employer', 'number']),
  /** In the resume's language: "not added: SOX, nothing in your resume supports it". */
  reason: z.string(),
  /** The change it was cut from, when the guard cut it out of one. */
  change_id: z.optional(z.string()),
})
export type GuardRejection = z.infer<typeof guardRejectionSchema>

/** A writer's whole proposal for one resume and one job ad. */
export const resumeChangeSetSchema = z.object({
  changes: z.array(resumeChangeSchema),
  rejected: z.array(guardRejectionSchema),
  /**
   * The configured model's answer could not be used (it failed, answered unusably or proposed
   * nothing usable): these are the offline writer's suggestions instead. Absent otherwise.
   */
  model_failed: z.optional(z.boolean()),
})
export type ResumeChangeSet = z.infer<typeof resumeChangeSetSchema>
