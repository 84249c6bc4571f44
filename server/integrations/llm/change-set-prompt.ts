import type { AnalysisLanguage, KeywordAnalysis } from '../../../src/contract/analysis.ts'
import { unprovenKeywords } from '../../domain/writing/changes/propose-changes.ts'
import type { OptimizeResumeInput } from '../../domain/writing/writer.ts'
import { CHANGE_SET_ANSWER_EXAMPLE } from './change-set-answer.ts'
import { DATA_RULE, LANGUAGE_NAMES, fenced, type ChatPrompt } from './prompts.ts'

/*
 * The prompt of the model's change set (issue 21, item 6). The model sees the resume with numbered
 * lines (a change names its line, and copies the line so a miscount is caught), the ad, the
 * keywords the analysis proves with the lines that prove them, the ones it must not write in, and
 * the related ones it may only ask about. The rules are the offline writer's (docs/writing.md, the
 * change set); the fabrication guard checks every change afterwards, so the prompt's job is to
 * keep the guard's work small. Instructions are in English, as the other prompts (prompts.ts); the
 * language of the answer and its placeholders is named per resume language.
 */

/** How a number the user must supply is asked for, in the resume's language. */
const PLACEHOLDER_EXAMPLES: Record<AnalysisLanguage, string> = {
  en: '[how many clients?]',
  es: '[¿cuántos clientes?]',
  ru: '[сколько клиентов?]',
}

/** The tense rule as it applies in each language. */
const TENSE_RULES: Record<AnalysisLanguage, string> = {
  en: 'Tense: bullets of past roles in the past tense ("Managed"); in the current role (ending "Present") ongoing work in the present ("Manage"), a finished result stays in the past ("Launched").',
  es: 'Tense: past roles in the first-person preterite ("Gestioné"); in the current role (ending "Actualidad" or "Presente") ongoing work in the present ("Gestiono"), a finished result in the preterite.',
  ru: 'Tense: past roles in the past tense ("Руководил", keeping the gender the resume uses); in the current role (ending "н.в." or "настоящее время") ongoing work in the present ("Руковожу"), a finished result in the past.',
}

/** What each kind means; the model may use no other. */
const KIND_GUIDE = [
  'stronger_opener: a filler or weak opening ("Responsible for", "Helped", "Worked on") becomes the action verb the line supports. Honest about shared work: "Helped reduce" becomes "Contributed to reducing".',
  'tense: the opening verb in the tense of its role (rule below).',
  'filler_removed: only a leading "I" goes.',
  'tightened: the same facts in fewer words.',
  'split: a bullet of more than 28 words holding two sentences becomes two lines (joined with a line break in "after").',
  'duplicate_merged: the second of two identical bullets is removed ("after" is "").',
  'number_asked: measurable work without a number gets a placeholder to fill; needs_user_input true.',
  'skill_wording: a proven keyword missing from the skills line is added to that line in the ad’s words.',
  'summary: a summary from proven facts, only where the resume has none ("before" "", added after the line named); needs_user_input true.',
  'inconsistency: two statements of the resume disagree (the summary’s years against the roles’ dates); "after" is the corrected line; needs_user_input true.',
  'question: a related keyword, asked about ("Do you have experience with Kubernetes? Your resume shows Docker."): the question goes in "reason", "after" is "", needs_user_input true.',
]

function languageRule(language: AnalysisLanguage): string {
  return `Language: write "after" and "reason" in ${LANGUAGE_NAMES[language]}, the language of the resume, even if the job description is in another language.`
}

/** The resume as the model sees it: "7| - Built services in Go." (numbers from 1). */
export function numberedResume(resume: string): string {
  const lines = resume.replace(/\r\n?/g, '\n').split('\n')
  return lines.map((line, n) => `${n + 1}| ${line}`).join('\n')
}

/** The job keywords the resume proves, each with the line (numbered as the prompt shows) proving it. */
export function provenKeywordLines(analysis: KeywordAnalysis): string[] {
  return analysis.keyword_matches
    .filter((match) => match.found_in_resume)
    .map((match) =>
      match.evidence
        ? `${match.keyword} (line ${match.evidence.line + 1}: "${match.evidence.text}")`
        : match.keyword,
    )
}

/** Keywords a related term of the resume suggests: asked about, never written in. */
export function relatedKeywordLines(analysis: KeywordAnalysis): string[] {
  return analysis.keyword_matches
    .filter((match) => !match.found_in_resume && match.support === 'related')
    .map((match) =>
      match.evidence
        ? `${match.keyword} (your resume shows "${match.evidence.matched}", line ${match.evidence.line + 1})`
        : match.keyword,
    )
}

function list(items: string[], none: string): string {
  return items.length === 0 ? none : items.map((item) => `- ${item}`).join('\n')
}

export function suggestChangesPrompt(input: OptimizeResumeInput): ChatPrompt {
  const language = input.language
  const system = [
    'You review resumes against a job description and propose changes, one line at a time, that the person accepts or rejects. You never rewrite the whole resume.',
    'Facts: use only facts the resume states. Never invent or change an employer, job title, degree, school, date, certification, skill, tool or achievement.',
    `Numbers: never invent a number. Where a number would help and the resume has none, ask with a placeholder like "${PLACEHOLDER_EXAMPLES[language]}" and set needs_user_input true.`,
    'Keywords: write in only the keywords listed under "Proven keywords", in a line about the experience their evidence comes from. Never write in a keyword listed under "Keywords you must not add". A keyword under "Related keywords" may only be asked about, in a change of kind "question".',
    TENSE_RULES[language],
    `Kinds (use only these):\n${KIND_GUIDE.map((line) => `- ${line}`).join('\n')}`,
    'Each change: "line" is the number shown before the "|" of the line it replaces (or after which it adds a line); "before" copies that line exactly, without the number, the "|" and the bullet marker ("- "), or is "" when the change adds a line; "after" is the proposed line without a bullet marker. Propose nothing for a line that is already good. Keep the resume’s order; never move sections.',
    languageRule(language),
    DATA_RULE,
    `Output: answer with one JSON object only, no Markdown fence and no text before or after it, of exactly this shape: ${CHANGE_SET_ANSWER_EXAMPLE}`,
  ].join('\n\n')
  const user = [
    fenced('Resume (numbered lines)', numberedResume(input.resume)),
    fenced('Job description', input.jobDescription),
    `Proven keywords (with the line that proves each):\n${list(provenKeywordLines(input.analysis), '(none)')}`,
    `Keywords you must not add:\n${list(unprovenKeywords(input.analysis, input.resume), '(none)')}`,
    `Related keywords (only ask about them):\n${list(relatedKeywordLines(input.analysis), '(none)')}`,
    `Language of the answer: ${LANGUAGE_NAMES[language]}.`,
  ].join('\n\n')
  return { system, user }
}
