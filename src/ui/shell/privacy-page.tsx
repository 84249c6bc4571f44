import { useTranslation } from 'react-i18next'
import { renderAnchor, textLinkClassName, type RenderLink } from './link.tsx'

/** The page's sections, in order; each is a heading and a paragraph in shell.json's privacyPage. */
export const PRIVACY_SECTIONS = ['stored', 'where', 'howLong', 'deletion', 'logs'] as const

export interface PrivacyPageProps {
  renderLink?: RenderLink
}

/**
 * /privacy, the footer's "Privacy Policy": what is stored, where, for how long, what deleting the
 * account removes and keeps, and what the logs hold. The short form of docs/privacy.md, which
 * says the same for operators; change both together.
 */
export function PrivacyPage({ renderLink = renderAnchor }: PrivacyPageProps) {
  const { t } = useTranslation('shell')
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink">{t('privacyPage.title')}</h1>
        <p className="text-lg text-ink-muted">{t('privacyPage.intro')}</p>
      </header>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold text-ink">{t(`privacyPage.${section}.heading`)}</h2>
          <p className="leading-relaxed text-ink">{t(`privacyPage.${section}.text`)}</p>
        </section>
      ))}
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-ink">{t('privacyPage.copy.heading')}</h2>
        <p className="leading-relaxed text-ink">
          {t('privacyPage.copy.text')}{' '}
          {renderLink('/profile?tab=danger', t('privacyPage.copy.link'), {
            className: textLinkClassName,
          })}
        </p>
      </section>
    </article>
  )
}
