import { useId, useState, type FormEvent } from 'react'

export interface GeneratorFormOptions<Draft, Request, Field extends string> {
  empty: Draft
  initial?: Partial<Draft>
  /** The required fields still empty, in form order (the first one gets the focus). */
  missingFields: (draft: Draft) => Field[]
  requestOf: (draft: Draft) => Request
  busy: boolean
  onGenerate: (request: Request) => void
  /** Spec §4: reset clears the result and the upgrade flag; the form clears itself. */
  onReset: () => void
}

/**
 * The form state the bio and cover-letter pages share: the draft, required-field errors shown
 * after the first submit, the request last sent (the exports reuse it), Generate and Reset.
 */
export function useGeneratorForm<Draft, Request, Field extends string>({
  empty,
  initial,
  missingFields,
  requestOf,
  busy,
  onGenerate,
  onReset,
}: GeneratorFormOptions<Draft, Request, Field>) {
  const baseId = useId()
  const [draft, setDraft] = useState<Draft>({ ...empty, ...initial })
  const [showErrors, setShowErrors] = useState(false)
  const [sent, setSent] = useState<Request | null>(null)
  const missing = showErrors ? missingFields(draft) : []
  const controlId = (field: string) => `${baseId}-${field}`

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

  const reset = () => {
    setDraft({ ...empty })
    setShowErrors(false)
    setSent(null)
    onReset()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setShowErrors(true)
    const [first] = missingFields(draft)
    if (first) {
      document.getElementById(controlId(first))?.focus()
      return
    }
    const request = requestOf(draft)
    setSent(request)
    onGenerate(request)
  }

  return { baseId, draft, update, missing, sent, controlId, reset, submit }
}
