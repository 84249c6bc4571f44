import { GeneratorActions } from './generator-actions.tsx'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '../../contract/common.ts'
import type { BioExportRequest, BioRequest, BioResponse } from '../../contract/generate.ts'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import type { RenderLink } from '../shell/link.tsx'
import type { BIO_REQUIRED_FIELDS } from './bio-form.ts'
import {
  bioExportRequestOf,
  bioMissingFields,
  bioRequestOf,
  EMPTY_BIO_DRAFT,
  type BioDraft,
} from './bio-form.ts'
import { GeneratedResult } from './generated-result.tsx'
import { GeneratorHeader } from './generator-header.tsx'
import type { GenerationState } from './generator-rules.ts'
import { GeneratorUpgrade } from './generator-upgrade.tsx'
import { ToneField } from './tone-field.tsx'
import { useGeneratorForm } from './use-generator-form.ts'

/** Whether the page shows the form, the plan's upgrade screen, or the upgrade screen after a 403. */
export type GeneratorAccess = 'open' | 'upgrade' | 'forbidden'

export type BioPageProps = {
  access: GeneratorAccess
  /** After a 403: the server's refusal, shown on the upgrade screen. */
  notice?: string | null
  /** Pro's monthly AI generations from the active catalogue (null: unlimited; undefined: not known yet). */
  proGenerations?: number | null
  generation: GenerationState<BioResponse>
  exporting?: ExportFormat | null
  exportError?: string | null
  /** Starting values (stories, and a draft kept across renders). */
  initialDraft?: Partial<BioDraft>
  onGenerate: (request: BioRequest) => void
  /** Spec §4: reset clears the result and the upgrade flag; the page clears its own form. */
  onReset: () => void
  onCopy: (text: string) => void
  onExport: (format: ExportFormat, request: BioExportRequest) => void
  upgradeLink?: RenderLink
}

type RequiredField = (typeof BIO_REQUIRED_FIELDS)[number]
type InputField = Exclude<RequiredField, 'education' | 'accomplishments'>

/**
 * /executive-bio (spec §2): the form of §3 with the required fields of §5, Generate and Reset, and
 * the result panel with tone, industry, word and paragraph counts, copy and the two exports; the
 * upgrade screen for anyone not on pro, or after a 403.
 */
export function BioPage({
  access,
  notice,
  proGenerations,
  generation,
  exporting = null,
  exportError,
  initialDraft,
  onGenerate,
  onReset,
  onCopy,
  onExport,
  upgradeLink,
}: BioPageProps) {
  const { t, i18n } = useTranslation('bio')
  const { t: tc } = useTranslation()
  const busy = generation.status === 'generating'
  const { baseId, draft, update, missing, sent, controlId, reset, submit } = useGeneratorForm({
    empty: EMPTY_BIO_DRAFT,
    initial: initialDraft,
    missingFields: bioMissingFields,
    requestOf: bioRequestOf,
    busy,
    onGenerate,
    onReset,
  })
  const errorOf = (field: RequiredField) =>
    missing.includes(field) ? t(`required.${field}`) : null

  const header = <GeneratorHeader title={t('page.title')} intro={t('page.intro')} />

  if (access !== 'open') {
    const generations =
      proGenerations === undefined
        ? null
        : proGenerations === null
          ? tc('pricing.generationsUnlimited')
          : tc('pricing.generations', { count: proGenerations })
    return (
      <div data-slot="bio-page" className="flex flex-col gap-6">
        {header}
        <GeneratorUpgrade
          requires="pro"
          title={t('upgrade.title')}
          body={t('upgrade.body')}
          includes={generations ? t('upgrade.includes', { generations }) : null}
          notice={access === 'forbidden' ? notice : null}
          ctaLabel={t('upgrade.cta')}
          startOverLabel={t('upgrade.startOver')}
          onStartOver={access === 'forbidden' ? reset : undefined}
          upgradeLink={upgradeLink}
        />
      </div>
    )
  }

  const input = (field: InputField, label: string, placeholder: string, autoComplete: string) => (
    <Field label={label} required error={errorOf(field)} controlId={controlId(field)}>
      <Input
        name={field}
        value={draft[field]}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={500}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </Field>
  )

  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  const result = generation.status === 'done' ? generation.result : null

  return (
    <div data-slot="bio-page" className="flex flex-col gap-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={`${baseId}-form`}
          className="flex flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6"
        >
          <h2 id={`${baseId}-form`} className="text-lg font-semibold text-ink">
            {t('form.heading')}
          </h2>
          <fieldset disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
            {input('full_name', t('form.fullName'), t('form.fullNamePlaceholder'), 'name')}
            {input(
              'current_title',
              t('form.currentTitle'),
              t('form.currentTitlePlaceholder'),
              'organization-title',
            )}
            <div className="sm:col-span-2">
              {input('industry', t('form.industry'), t('form.industryPlaceholder'), 'off')}
            </div>
            <Field
              label={t('form.education')}
              required
              error={errorOf('education')}
              controlId={controlId('education')}
              className="sm:col-span-2"
            >
              <Textarea
                name="education"
                rows={3}
                value={draft.education}
                placeholder={t('form.educationPlaceholder')}
                onChange={(event) => update({ education: event.target.value })}
              />
            </Field>
            <Field
              label={t('form.awards')}
              optional
              controlId={controlId('awards')}
              className="sm:col-span-2"
            >
              <Textarea
                name="awards"
                rows={2}
                value={draft.awards}
                placeholder={t('form.awardsPlaceholder')}
                onChange={(event) => update({ awards: event.target.value })}
              />
            </Field>
            <Field
              label={t('form.accomplishments')}
              required
              error={errorOf('accomplishments')}
              controlId={controlId('accomplishments')}
              className="sm:col-span-2"
            >
              <Textarea
                name="accomplishments"
                rows={5}
                value={draft.accomplishments}
                placeholder={t('form.accomplishmentsPlaceholder')}
                onChange={(event) => update({ accomplishments: event.target.value })}
              />
            </Field>
            <ToneField
              label={t('form.tone')}
              value={draft.tone}
              toneLabel={(tone) => t(`tone.${tone}`)}
              onChange={(tone) => update({ tone })}
            />
          </fieldset>
          <GeneratorActions
            busy={busy}
            labels={{
              reset: t('form.reset'),
              generate: t('form.generate'),
              generating: t('form.generating'),
            }}
            onReset={reset}
          />
        </form>
        <GeneratedResult
          labels={{
            heading: t('result.heading'),
            empty: t('result.empty'),
            text: t('result.text'),
            facts: t('result.facts'),
            copy: t('result.copy'),
            exportWord: t('result.exportWord'),
            exportPdf: t('result.exportPdf'),
          }}
          status={generation.status}
          text={
            generation.status === 'generating' ? generation.text : result ? result.bio_text : ''
          }
          stageLabel={
            generation.status === 'generating'
              ? t(`stage.${generation.stage ?? 'starting'}`)
              : undefined
          }
          percent={generation.status === 'generating' ? generation.percent : 0}
          facts={
            result
              ? [
                  { label: t('result.tone'), value: t(`tone.${result.metadata.tone}`) },
                  { label: t('result.industry'), value: result.metadata.industry },
                  { label: t('result.wordCount'), value: number(result.metadata.word_count) },
                  {
                    label: t('result.paragraphCount'),
                    value: number(result.metadata.paragraph_count),
                  },
                ]
              : []
          }
          errorMessage={generation.status === 'error' ? generation.message : null}
          exporting={exporting}
          exportError={exportError}
          onCopy={() => {
            if (result) onCopy(result.bio_text)
          }}
          onExport={(format) => {
            if (result) onExport(format, bioExportRequestOf(sent ?? bioRequestOf(draft), result))
          }}
        />
      </div>
    </div>
  )
}
