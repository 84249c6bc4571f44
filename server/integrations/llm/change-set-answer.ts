import { z } from 'zod'
import { RESUME_CHANGE_KINDS } from '../../../src/contract/resume-changes.ts'

/*
 * The model's change set (issue 21, item 6): what the model answers when asked for changes rather
 * than a rewrite. The JSON schema sent as `response_format` is derived from these zod schemas by
 * the `ai` SDK, so it keeps to what strict structured outputs accept: every property required, no
 * optional ones, no length or range keywords. Line numbers are the ones the prompt shows (from 1);
 * changes-from-answer.ts turns them into the contract's changes.
 */

export const proposedChangeSchema = z.object({
  line: z
    .number()
    .describe('The number of the resume line the change replaces, or after which it adds a line.')
    .refine((value) => Number.isInteger(value) && value >= 1, 'must be a line number'),
  kind: z.enum(RESUME_CHANGE_KINDS).describe('What the change does (the kinds in the rules).'),
  before: z
    .string()
    .describe(
      'The text of that line exactly as the resume writes it, without its number; "" when the change adds a line.',
    ),
  after: z
    .string()
    .describe(
      'The proposed line; "" for a question. A missing number is a placeholder like "[how many clients?]".',
    ),
  reason: z.string().describe('Why, in one sentence, in the resume’s language.'),
  keywords: z.array(z.string()).describe('The job keywords the change writes in or asks about.'),
  needs_user_input: z
    .boolean()
    .describe('true when the user must fill a placeholder or answer a question first.'),
})
export type ProposedChange = z.infer<typeof proposedChangeSchema>

export const changeSetAnswerSchema = z.object({
  changes: z.array(proposedChangeSchema).describe('The changes, in the order of the resume.'),
})
export type ChangeSetAnswer = z.infer<typeof changeSetAnswerSchema>

/** Names the response format sent to the server. */
export const CHANGE_SET_ANSWER_NAME = 'resume_change_set'

/** The shape written out for the prompt (servers without json_schema see only this). */
export const CHANGE_SET_ANSWER_EXAMPLE =
  '{"changes": [{"line": 7, "kind": "stronger_opener", "before": "Responsible for month-end close", "after": "Led the month-end close", "reason": "...", "keywords": [], "needs_user_input": false}]}'
