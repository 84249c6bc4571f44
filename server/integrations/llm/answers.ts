import { z } from 'zod'

/*
 * What the model answers for each document, as JSON objects validated with zod, and how an answer
 * (complete, or partial while it streams) becomes the text the Writer interface returns.
 *
 * The JSON schemas sent to the server are derived from these zod schemas, so they stay within what
 * every structured-output implementation accepts (OpenAI strict mode, vLLM, Ollama, llama.cpp's
 * grammar): objects, strings and arrays of strings, no length keywords. Non-blank and non-empty
 * are checked here, after the answer arrives.
 */

const text = (description: string) =>
  z
    .string()
    .describe(description)
    .refine((value) => value.trim() !== '', 'must not be blank')

// A blank paragraph in the list is harmless (rendering drops it); a list with no text is not.
const paragraphs = (description: string) =>
  z
    .array(z.string().describe('One paragraph, no line breaks inside.'))
    .describe(description)
    .refine(
      (value) => value.some((paragraph) => paragraph.trim() !== ''),
      'must have at least one non-blank paragraph',
    )

export const resumeAnswerSchema = z.object({
  resume_markdown: text(
    'The whole optimized resume in light Markdown: "# " name line, contact line, "## " section headings, "- " bullets.',
  ),
})

export const bioAnswerSchema = z.object({
  paragraphs: paragraphs('The bio, 3 or 4 paragraphs, 150 to 400 words in all.'),
})

export const coverLetterAnswerSchema = z.object({
  greeting: text('The greeting line, for example "Dear Hiring Manager,".'),
  paragraphs: paragraphs('Exactly three body paragraphs.'),
  sign_off: text('The closing phrase, a line break, then the full name (and email if given).'),
})

/** One field of an answer, in the order its text appears in the document. */
interface AnswerField {
  key: string
  kind: 'text' | 'list'
}

export interface AnswerShape<T> {
  /** Names the response format sent to the server. */
  name: string
  schema: z.ZodType<T>
  fields: readonly AnswerField[]
  /** The shape written out for the prompt (servers without json_schema see only this). */
  example: string
}

export const RESUME_ANSWER: AnswerShape<z.infer<typeof resumeAnswerSchema>> = {
  name: 'optimized_resume',
  schema: resumeAnswerSchema,
  fields: [{ key: 'resume_markdown', kind: 'text' }],
  example: '{"resume_markdown": "# Full Name\\ncontact line\\n\\n## Summary\\n..."}',
}

export const BIO_ANSWER: AnswerShape<z.infer<typeof bioAnswerSchema>> = {
  name: 'executive_bio',
  schema: bioAnswerSchema,
  fields: [{ key: 'paragraphs', kind: 'list' }],
  example: '{"paragraphs": ["first paragraph", "second paragraph", "third paragraph"]}',
}

export const COVER_LETTER_ANSWER: AnswerShape<z.infer<typeof coverLetterAnswerSchema>> = {
  name: 'cover_letter',
  schema: coverLetterAnswerSchema,
  fields: [
    { key: 'greeting', kind: 'text' },
    { key: 'paragraphs', kind: 'list' },
    { key: 'sign_off', kind: 'text' },
  ],
  example:
    '{"greeting": "Dear ...,", "paragraphs": ["first body paragraph", "second", "third"], "sign_off": "Sincerely,\\nFull Name"}',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The blocks of text (paragraphs, lines) of an answer, in document order, joined with a blank line.
 *
 * Partial answers (`partial: true`) are rendered so that each rendering extends the previous one:
 * a field is rendered only if every field before it (in document order) is present, and nothing
 * after the field the model is still writing (the last key of the partial object) is rendered. A
 * model that writes the fields in another order (JSON-object mode does not fix the order) makes the
 * text appear later, never out of order. Blocks are trimmed and blank ones dropped, which keeps
 * that property: a growing block only ever gains characters at its end.
 */
export function renderAnswer(
  fields: readonly AnswerField[],
  value: unknown,
  options: { partial: boolean },
): string {
  if (!isRecord(value)) return ''
  const keys = Object.keys(value)
  const open = options.partial ? keys[keys.length - 1] : undefined
  const blocks: string[] = []
  for (const field of fields) {
    const fieldValue = value[field.key]
    if (field.kind === 'text') {
      if (typeof fieldValue !== 'string') break
      blocks.push(fieldValue)
    } else {
      if (!Array.isArray(fieldValue)) break
      const strings: string[] = []
      for (const item of fieldValue) {
        if (typeof item !== 'string') break
        strings.push(item)
      }
      blocks.push(...strings)
      if (strings.length < fieldValue.length) break
    }
    if (field.key === open) break
  }
  return blocks
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .join('\n\n')
}

/**
 * The JSON object in a model's text, tolerating what local models add around it in JSON-object
 * mode or without any response format: a `<think>` block, a Markdown code fence, a sentence before
 * or after. `complete: false` for a text still arriving (then the object is unfinished, and only a
 * fence is cut off, since a '}' may still be inside a string).
 */
export function extractJsonText(raw: string, options: { complete: boolean }): string {
  const withoutThinking = raw.replace(/<think>[\s\S]*?(<\/think>|$)/g, '')
  const start = withoutThinking.indexOf('{')
  if (start === -1) return ''
  const fromObject = withoutThinking.slice(start)
  if (options.complete) {
    const end = fromObject.lastIndexOf('}')
    // No closing brace at all: an unfinished object, left whole so the parser reports it.
    return end === -1 ? fromObject : fromObject.slice(0, end + 1)
  }
  const fence = fromObject.indexOf('```')
  return fence === -1 ? fromObject : fromObject.slice(0, fence)
}

export type ParsedAnswer<T> = { success: true; data: T } | { success: false; problem: string }

/** The complete answer, validated; the problem is a short description for the retry prompt. */
export function parseAnswer<T>(shape: AnswerShape<T>, raw: string): ParsedAnswer<T> {
  const jsonText = extractJsonText(raw, { complete: true }).trim()
  if (jsonText === '') return { success: false, problem: 'the answer contained no JSON object' }
  let value: unknown
  try {
    value = JSON.parse(jsonText)
  } catch {
    return { success: false, problem: 'the answer was not valid JSON' }
  }
  const result = shape.schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? `"${issue.path.join('.')}"` : 'the object'
    return {
      success: false,
      problem: `the JSON did not match the shape: ${where} ${issue?.message ?? 'is wrong'}`,
    }
  }
  return { success: true, data: result.data }
}
