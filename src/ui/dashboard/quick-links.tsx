import { CreditCard, FileText, SearchCheck, type LucideIcon } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Card, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx'
import { renderAnchor, type RenderLink } from '../shell/link.tsx'

export type QuickLinksProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Draws the links to /resumes and /pricing; defaults to plain anchors. */
  renderLink?: RenderLink
}

interface QuickCard {
  key: 'resumes' | 'pricing' | 'analysis'
  icon: LucideIcon
  /** The Free Analysis card has no link (spec §2). */
  to: string | null
}

const CARDS: QuickCard[] = [
  { key: 'resumes', icon: FileText, to: '/resumes' },
  { key: 'pricing', icon: CreditCard, to: '/pricing' },
  { key: 'analysis', icon: SearchCheck, to: null },
]

/** Quick cards to /resumes and /pricing, and the 'Free Analysis' card, which links nowhere. */
export function QuickLinks({ renderLink = renderAnchor, className, ...props }: QuickLinksProps) {
  const { t } = useTranslation('dashboard')
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-slot="quick-links"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold text-ink">
        {t('quick.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {CARDS.map(({ key, icon: Icon, to }) => (
          <li key={key} data-quick={key}>
            <Card interactive={to !== null} className="flex-row items-start gap-3 sm:gap-4 sm:p-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-ui bg-accent-50 text-accent-700"
              >
                <Icon className="size-5" />
              </span>
              <CardHeader className="min-w-0 gap-1">
                <CardTitle className="text-base">
                  {to === null
                    ? t(`quick.${key}.title`)
                    : // The link covers the whole card, so the card is one big target.
                      renderLink(to, t(`quick.${key}.title`), {
                        className:
                          'after:absolute after:inset-0 focus-visible:outline-none hover:text-accent-700',
                      })}
                </CardTitle>
                <CardDescription>{t(`quick.${key}.body`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
