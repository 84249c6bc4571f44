import * as Accordion from '@radix-ui/react-accordion'
import {
  ChevronDown,
  CircleCheck,
  CircleDashed,
  CircleHelp,
  CircleX,
  TriangleAlert,
} from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { FitRequirement } from '../../contract/analysis.ts'
import { cn } from '../lib/cn.ts'
import { Badge } from '../primitives/badge.tsx'
import { EvidenceQuote } from './evidence-quote.tsx'
import { checklistGroups, statedAdviceKey } from './fit-checklist.ts'
import { useDuration } from './use-duration.ts'

const STATUS_ICON = {
  met: CircleCheck,
  partly: CircleDashed,
  missing: CircleX,
  unknown: CircleHelp,
} as const

const STATUS_TONE = {
  met: 'success',
  partly: 'warning',
  missing: 'danger',
  unknown: 'neutral',
} as const

const ICON_COLOUR = {
  met: 'text-success-600',
  partly: 'text-warning-600',
  missing: 'text-danger-600',
  unknown: 'text-ink-muted',
} as const

export type RequirementsChecklistProps = Omit<ComponentProps<'section'>, 'children'> & {
  requirements: FitRequirement[]
  titleAs?: 'h2' | 'h3' | 'h4'
}

/**
 * The ad's requirements, must-haves first, each with its status; a row opens to the ad's line and
 * the resume lines that prove it (for years, the roles that add up to them).
 */
export function RequirementsChecklist({
  requirements,
  titleAs: Title = 'h3',
  className,
  ...props
}: RequirementsChecklistProps) {
  const { t } = useTranslation('analysis')
  const titleId = useId()
  const groups = checklistGroups(requirements)
  const sections = [
    { key: 'must', items: groups.must },
    { key: 'nice', items: groups.nice },
    { key: 'conditions', items: groups.conditions },
  ] as const
  return (
    <section
      data-slot="requirements-checklist"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-ui border border-border-subtle bg-surface p-4',
        className,
      )}
      {...props}
    >
      <Title id={titleId} className="text-sm font-semibold text-ink">
        {t('fit.checklist.title')}
      </Title>
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <div key={section.key} data-group={section.key} className="flex flex-col gap-1">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t(`fit.checklist.${section.key}`)}
            </p>
            <Accordion.Root type="multiple" className="flex flex-col divide-y divide-border-subtle">
              {section.items.map((requirement, index) => (
                <RequirementRow
                  key={`${requirement.kind}:${requirement.name}:${index}`}
                  value={`${section.key}-${index}`}
                  requirement={requirement}
                />
              ))}
            </Accordion.Root>
          </div>
        ))}
    </section>
  )
}

function RequirementRow({ requirement, value }: { requirement: FitRequirement; value: string }) {
  const { t } = useTranslation('analysis')
  const duration = useDuration()
  const Icon = STATUS_ICON[requirement.status]
  const asked = requirement.min_years
  const years = asked !== undefined && requirement.months !== undefined
  // The summary's own figure, where it disagrees with the roles' dates: a recruiter reads both.
  const stated = requirement.months !== undefined ? requirement.stated : undefined
  const statedAdvice = statedAdviceKey(requirement)
  return (
    <Accordion.Item
      value={value}
      data-slot="requirement"
      data-status={requirement.status}
      data-kind={requirement.kind}
    >
      <Accordion.Header asChild>
        <h4>
          <Accordion.Trigger className="group flex w-full items-start gap-2 rounded-ui py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', ICON_COLOUR[requirement.status])}
            />
            <span className="min-w-0 flex-1 break-words text-ink">
              <span data-slot="requirement-name" className="font-medium">
                {requirement.name}
              </span>
              <span className="sr-only">, </span>
              <span className="ml-2 text-xs text-ink-muted">
                {t(`fit.kind.${requirement.kind}`)}
              </span>
              {statedAdvice ? (
                <span
                  data-slot="requirement-check-summary"
                  className="ml-2 inline-flex items-center gap-1 text-xs text-warning-800"
                >
                  <span className="sr-only">, </span>
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  {t('fit.checklist.checkSummary')}
                </span>
              ) : null}
            </span>
            <span className="sr-only">, </span>
            <Badge tone={STATUS_TONE[requirement.status]} data-slot="requirement-status">
              {t(`fit.status.${requirement.status}`)}
            </Badge>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Accordion.Trigger>
        </h4>
      </Accordion.Header>
      <Accordion.Content className="flex flex-col gap-2 pb-3 pl-6 text-sm">
        {requirement.basis ? (
          <p data-slot="requirement-basis" className="text-ink">
            {t(`fit.basis.${requirement.basis}`)}
          </p>
        ) : null}
        {years ? (
          <p data-slot="requirement-years" className="text-ink">
            {t('fit.checklist.yearsAsked', {
              asked: duration(Math.round(asked * 12)),
              shown: duration(requirement.months ?? 0),
            })}
          </p>
        ) : null}
        {stated && statedAdvice ? (
          <p data-slot="requirement-stated" className="flex gap-1.5 text-ink">
            <TriangleAlert aria-hidden="true" className="text-warning-600 mt-0.5 size-4 shrink-0" />
            <span>
              {t(statedAdvice, {
                stated: duration(Math.round(stated.years * 12)),
                shown: duration(requirement.months ?? 0),
              })}{' '}
              <q className="text-ink-muted">{stated.text}</q>
            </span>
          </p>
        ) : null}
        {requirement.alternatives && requirement.alternatives.length > 1 ? (
          <p className="text-ink-muted">
            {t('fit.checklist.alternatives', { names: requirement.alternatives.join(', ') })}
          </p>
        ) : null}
        {requirement.degree?.or_equivalent ? (
          <p className="text-ink-muted">{t('fit.checklist.orEquivalent')}</p>
        ) : null}
        <div className="flex flex-col gap-0.5">
          <p className="text-xs font-medium text-ink-muted">{t('fit.checklist.inAd')}</p>
          <q data-slot="requirement-ad-line" className="break-words text-ink">
            {requirement.line}
          </q>
        </div>
        {requirement.status === 'unknown' ? (
          <p className="text-ink-muted">{t('fit.checklist.unknownHint')}</p>
        ) : requirement.evidence.length === 0 ? (
          <p className="text-ink-muted">{t('fit.checklist.nothingShown')}</p>
        ) : (
          <div className="flex flex-col gap-0.5">
            <p className="text-xs font-medium text-ink-muted">
              {years ? t('fit.checklist.rolesAddUp') : t('fit.checklist.inResume')}
            </p>
            <ul data-slot="requirement-evidence" className="flex flex-col gap-1">
              {requirement.evidence.map((evidence) => (
                <li key={evidence.line} className="break-words">
                  <EvidenceQuote evidence={{ ...evidence, matched: evidence.matched ?? '' }} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </Accordion.Content>
    </Accordion.Item>
  )
}
