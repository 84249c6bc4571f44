/** The title and introduction of a generator page (bio, cover letter). */
export function GeneratorHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="max-w-3xl text-sm text-ink-muted sm:text-base">{intro}</p>
    </header>
  )
}
