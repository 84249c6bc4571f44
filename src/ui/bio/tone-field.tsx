import { TONES, type Tone } from '../../contract/common.ts'
import { Field } from '../primitives/field.tsx'
import { Select } from '../primitives/select.tsx'

export type ToneFieldProps = {
  label: string
  value: Tone
  /** The name of each tone in the page's language. */
  toneLabel: (tone: Tone) => string
  onChange: (tone: Tone) => void
  disabled?: boolean
}

const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value)

/** The tone of a generated text (spec §3: formal, neutral, creative), as a Radix select. */
export function ToneField({ label, value, toneLabel, onChange, disabled }: ToneFieldProps) {
  return (
    <Field label={label} disabled={disabled}>
      <Select
        name="tone"
        value={value}
        onValueChange={(next) => {
          if (isTone(next)) onChange(next)
        }}
        options={TONES.map((tone) => ({ value: tone, label: toneLabel(tone) }))}
      />
    </Field>
  )
}
