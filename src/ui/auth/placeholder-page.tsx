import { useTranslation } from 'react-i18next'

export interface PlaceholderPageProps {
  /** The page's heading, already translated. */
  title: string
}

/** A page a later issue builds: its heading for now. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="text-ink-muted">{t('pages.comingSoon')}</p>
    </div>
  )
}
