import { Button } from '../primitives/button.tsx'

/** Reset and Generate under a generator form (bio, cover letter); Generate shows the busy state. */
export function GeneratorActions({
  busy,
  labels,
  onReset,
}: {
  busy: boolean
  labels: { reset: string; generate: string; generating: string }
  onReset: () => void
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onReset}>
        {labels.reset}
      </Button>
      <Button type="submit" loading={busy}>
        {busy ? labels.generating : labels.generate}
      </Button>
    </div>
  )
}
