import { useId, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { renderAnchor, type RenderLink } from './link.tsx'
import { Logo } from './logo.tsx'

export type FooterLinkId =
  'home' | 'pricing' | 'dashboard' | 'support' | 'privacy' | 'terms' | 'cookies' | 'gdpr'

export type SocialNetwork = 'linkedin' | 'x' | 'instagram'

/** Where each footer link leads; the legal pages' targets are not set by the spec (§2). */
export const FOOTER_LINKS: Record<FooterLinkId, string> = {
  home: '/',
  pricing: '/pricing',
  dashboard: '/dashboard',
  support: '/support',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  gdpr: '/gdpr',
}

export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/',
  x: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
}

const QUICK: FooterLinkId[] = ['home', 'pricing', 'dashboard', 'support']
const LEGAL: FooterLinkId[] = ['privacy', 'terms', 'cookies', 'gdpr']
const NETWORKS: SocialNetwork[] = ['linkedin', 'x', 'instagram']

/** Simple marks of our own, drawn on a 24-px grid in the current colour. */
const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <rect x="6" y="10" width="2.6" height="8" rx="0.5" className="fill-surface" />
      <circle cx="7.3" cy="6.9" r="1.55" className="fill-surface" />
      <path
        d="M11 10h2.5v1.2c.5-.8 1.5-1.45 2.9-1.45 2.1 0 3.1 1.3 3.1 3.7V18h-2.6v-4.1c0-1.2-.45-1.9-1.45-1.9-1.05 0-1.85.75-1.85 2V18H11Z"
        className="fill-surface"
      />
    </>
  ),
  x: <path d="M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.3L20.5 20h-4.6l-4.3-6-5.1 6H3.8l6.5-7.7Z" />,
  instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
}

export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** Targets of the app's own links (defaults in `FOOTER_LINKS`). */
  links?: Partial<Record<FooterLinkId, string>>
  /** The social profiles (external; plain anchors in a new tab). */
  socialLinks?: Partial<Record<SocialNetwork, string>>
  /** Draws the app's own links; defaults to plain anchors (the app passes the router's Link). */
  renderLink?: RenderLink
}

const linkClass =
  'rounded-ui text-sm text-ink-muted transition-colors hover:text-accent-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'

/** The footer (spec §2): quick links, legal links, social icons, copyright 2025 and a tagline. */
export function Footer({
  links,
  socialLinks,
  renderLink = renderAnchor,
  className,
  ...props
}: FooterProps) {
  const { t } = useTranslation('shell')
  const quickId = useId()
  const legalId = useId()
  const socialId = useId()
  const hrefs = { ...FOOTER_LINKS, ...links }
  const social = { ...SOCIAL_LINKS, ...socialLinks }

  const column = (id: string, heading: string, ids: FooterLinkId[]) => (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-semibold text-ink">
        {heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {ids.map((link) => (
          <li key={link}>
            {renderLink(hrefs[link], t(`footer.${link}`), { className: linkClass })}
          </li>
        ))}
      </ul>
    </nav>
  )

  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-border-subtle bg-surface', className)}
      {...props}
    >
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">{t('footer.tagline')}</p>
          <div className="flex flex-col gap-2">
            <h2 id={socialId} className="sr-only">
              {t('footer.social')}
            </h2>
            <ul aria-labelledby={socialId} className="flex items-center gap-2">
              {NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    href={social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.${network}`)}
                    data-network={network}
                    className="inline-flex size-9 items-center justify-center rounded-ui text-ink-subtle transition-colors hover:bg-accent-50 hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      fill="currentColor"
                      aria-hidden="true"
                      focusable="false"
                      className="size-5"
                    >
                      {SOCIAL_ICONS[network]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {column(quickId, t('footer.quickLinks'), QUICK)}
        {column(legalId, t('footer.legal'), LEGAL)}
      </div>
      <div className="border-t border-border-subtle">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-ink-subtle sm:px-6">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  )
}
