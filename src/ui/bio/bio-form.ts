import { DEFAULT_BIO_TONE, type Tone } from '../../contract/common.ts'
import type { BioExportRequest, BioRequest, BioResponse } from '../../contract/generate.ts'
import { missingFields, trimmed } from './generator-rules.ts'

/** The bio form as typed (spec §3 bio request); awards may stay blank. */
export interface BioDraft {
  full_name: string
  current_title: string
  industry: string
  education: string
  awards: string
  accomplishments: string
  tone: Tone
}

export type BioTextField = Exclude<keyof BioDraft, 'tone'>

/** Spec §4: the bio's tone starts at neutral. */
export const EMPTY_BIO_DRAFT: Readonly<BioDraft> = {
  full_name: '',
  current_title: '',
  industry: '',
  education: '',
  awards: '',
  accomplishments: '',
  tone: DEFAULT_BIO_TONE,
}

/** Spec §5: every field but awards (and tone, which always has a value). */
export const BIO_REQUIRED_FIELDS = [
  'full_name',
  'current_title',
  'industry',
  'education',
  'accomplishments',
] as const satisfies readonly BioTextField[]

/** The required fields still blank, in form order. */
export function bioMissingFields(draft: BioDraft): BioTextField[] {
  const { tone: _tone, ...text } = draft
  return missingFields<BioTextField>(text, BIO_REQUIRED_FIELDS)
}

/** POST /generate/bio's body: trimmed, blank awards left out (decisions.md: blank is absent). */
export function bioRequestOf(draft: BioDraft): BioRequest {
  const { tone, ...text } = draft
  const { awards, ...rest } = trimmed(text)
  return { ...rest, ...(awards ? { awards } : {}), tone }
}

/** The export payload of spec §3: the generated text with the form's name, title and industry. */
export function bioExportRequestOf(sent: BioRequest, result: BioResponse): BioExportRequest {
  return {
    bio_text: result.bio_text,
    full_name: sent.full_name,
    current_title: sent.current_title,
    industry: sent.industry,
    tone: result.metadata.tone,
  }
}
