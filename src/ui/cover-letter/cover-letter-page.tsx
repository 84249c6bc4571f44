import { GeneratorActions } from '../bio/generator-actions.tsx'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '../../contract/common.ts'
import type { TextWarning } from '../../contract/documents.ts'
import type {
  CoverLetterExportRequest,
  CoverLetterRequest,
  CoverLetterResponse,
} from '../../contract/generate.ts'
import type { GeneratorAccess } from '../bio/bio-page.tsx'
import { GeneratedResult } from '../bio/generated-result.tsx'
import { GeneratorHeader } from '../bio/generator-header.tsx'
import type { GenerationState } from '../bio/generator-rules.ts'
import { GeneratorUpgrade } from '../bio/generator-upgrade.tsx'
import { ToneField } from '../bio/tone-field.tsx'
import { useGeneratorForm } from '../bio/use-generator-form.ts'
import { Alert } from '../primitives/alert.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { Textarea } from '../primitives/textarea.tsx'
import type { RenderLink } from '../shell/link.tsx'
import type { COVER_LETTER_REQUIRED_FIELDS } from './cover-letter-form.ts'
import {
  COVER_LETTER_FILE_ACCEPT,
  coverLetterExportRequestOf,
  coverLetterMissingFields,
  coverLetterRequestOf,
  EMPTY_COVER_LETTER_DRAFT,
  fileReadMethod,
  type CoverLetterDraft,
  type CoverLetterFileField,
} from './cover-letter-form.ts'
import { FileTextButton, type FileTextStatus } from './file-text-button.tsx'

export type CoverLetterPageProps = {
  access: GeneratorAccess
  /** After a 403: the server's refusal, shown on the upgrade screen. */
  notice?: string | null
  /**
   * Premium's monthly cover letters from the active catalogue (null: unlimited; undefined: not
   * known yet).
   */
  premiumCoverLetters?: number | null
  generation: GenerationState<CoverLetterResponse>
  exporting?: ExportFormat | null
  exportError?: string | null
  initialDraft?: Partial<CoverLetterDraft>
  /**
   * The text of a chosen file (.txt read in the browser, Word files through the upload call), and
   * any warning about the text itself (the upload's symbol soup), which the page shows under the
   * field so the user checks the text before generating. Reject to show the read-error message,
   * or the message `describeFileError` gives.
   */
  onLoadFile: (file: File) => Promise<{ text_content: string; text_warnings?: TextWarning[] }>
  describeFileError?: (error: unknown) => string | null | undefined
  onGenerate: (request: CoverLetterRequest) => void
  /** Spec §4: reset clears the result and the upgrade flag; the page clears its own form. */
  onReset: () => void
  onCopy: (text: string) => void
  onExport: (format: ExportFormat, request: CoverLetterExportRequest) => void
  upgradeLink?: RenderLink
}

type RequiredField = (typeof COVER_LETTER_REQUIRED_FIELDS)[number]
type InputField = 'full_name' | 'email' | 'target_job_title' | 'company_name'

/**
 * /cover-letter (spec §2): the form of §3 (resume and job description as text or a file), the
 * required fields of §5, Generate and Reset, the result panel with tone, position, company,
 * character count, copy and the two exports; the upgrade screen for anyone not on premium or pro,
 * or after a 403.
 */
export function CoverLetterPage({
  access,
  notice,
  premiumCoverLetters,
  generation,
  exporting = null,
  exportError,
  initialDraft,
  onLoadFile,
  describeFileError,
  onGenerate,
  onReset,
  onCopy,
  onExport,
  upgradeLink,
}: CoverLetterPageProps) {
  const { t, i18n } = useTranslation('cover-letter')
  const busy = generation.status === 'generating'
  const form = useGeneratorForm({
    empty: EMPTY_COVER_LETTER_DRAFT,
    initial: initialDraft,
    missingFields: coverLetterMissingFields,
    requestOf: coverLetterRequestOf,
    busy,
    onGenerate,
    onReset,
  })
  const { baseId, draft, update, missing, sent, controlId } = form
  const [files, setFiles] = useState<Partial<Record<CoverLetterFileField, FileTextStatus>>>({})
  // The name of the file whose text read as symbol soup, by field: the text is in the field, and
  // the warning stays until the user edits it or picks another file.
  const [garbled, setGarbled] = useState<Partial<Record<CoverLetterFileField, string>>>({})
  const errorOf = (field: RequiredField) =>
    missing.includes(field) ? t(`required.${field}`) : null

  const setFile = (field: CoverLetterFileField, status: FileTextStatus | undefined) =>
    setFiles((current) => ({ ...current, [field]: status }))
  const setGarbledFile = (field: CoverLetterFileField, filename: string | undefined) =>
    setGarbled((current) => ({ ...current, [field]: filename }))

  const loadFile = async (field: CoverLetterFileField, file: File) => {
    setGarbledFile(field, undefined)
    if (!fileReadMethod(file.name)) {
      setFile(field, { state: 'error', message: t('errors.fileType', { name: file.name }) })
      return
    }
    setFile(field, { state: 'reading', message: t('form.readingFile', { name: file.name }) })
    try {
      const { text_content, text_warnings } = await onLoadFile(file)
      update({ [field]: text_content })
      setFile(field, { state: 'loaded', message: t('form.fileLoaded', { name: file.name }) })
      if (text_warnings?.some((warning) => warning.code === 'garbled_text')) {
        setGarbledFile(field, file.name)
      }
    } catch (error) {
      setFile(field, {
        state: 'error',
        message: describeFileError?.(error) || t('errors.fileRead'),
      })
    }
  }

  const reset = () => {
    form.reset()
    setFiles({})
    setGarbled({})
  }

  const header = <GeneratorHeader title={t('page.title')} intro={t('page.intro')} />

  if (access !== 'open') {
    const includes =
      premiumCoverLetters === undefined
        ? null
        : premiumCoverLetters === null
          ? t('upgrade.includesUnlimited')
          : t('upgrade.includes', { count: premiumCoverLetters })
    return (
      <div data-slot="cover-letter-page" className="flex flex-col gap-6">
        {header}
        <GeneratorUpgrade
          requires="premium"
          title={t('upgrade.title')}
          body={t('upgrade.body')}
          includes={includes}
          notice={access === 'forbidden' ? notice : null}
          ctaLabel={t('upgrade.cta')}
          startOverLabel={t('upgrade.startOver')}
          onStartOver={access === 'forbidden' ? reset : undefined}
          upgradeLink={upgradeLink}
        />
      </div>
    )
  }

  const input = (
    field: InputField,
    label: string,
    placeholder: string,
    options: { autoComplete: string; type?: string; required: boolean },
  ) => (
    <Field
      label={label}
      required={options.required}
      optional={!options.required}
      error={field === 'email' ? null : errorOf(field)}
      controlId={controlId(field)}
    >
      <Input
        name={field}
        type={options.type ?? 'text'}
        value={draft[field]}
        placeholder={placeholder}
        autoComplete={options.autoComplete}
        maxLength={500}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </Field>
  )

  const longField = (
    field: CoverLetterFileField,
    label: string,
    placeholder: string,
    uploadLabel: string,
  ) => {
    const garbledFile = garbled[field]
    const garbledId = `${baseId}-${field}-garbled`
    return (
      <div className="grid gap-2 sm:col-span-2">
        <Field label={label} required error={errorOf(field)} controlId={controlId(field)}>
          <Textarea
            name={field}
            rows={6}
            value={draft[field]}
            placeholder={placeholder}
            aria-describedby={garbledFile ? garbledId : undefined}
            onChange={(event) => {
              update({ [field]: event.target.value })
              if (garbledFile) setGarbledFile(field, undefined)
            }}
          />
        </Field>
        {garbledFile ? (
          <Alert
            id={garbledId}
            variant="warning"
            data-slot="cover-letter-garbled"
            title={t('form.garbledTitle', { name: garbledFile })}
          >
            {t('form.garbledBody')}
          </Alert>
        ) : null}
        <FileTextButton
          label={uploadLabel}
          typesHint={t('form.fileTypes')}
          accept={COVER_LETTER_FILE_ACCEPT}
          status={files[field]}
          disabled={busy}
          onFile={(file) => void loadFile(field, file)}
        />
      </div>
    )
  }

  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  const result = generation.status === 'done' ? generation.result : null

  return (
    <div data-slot="cover-letter-page" className="flex flex-col gap-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          noValidate
          onSubmit={form.submit}
          aria-labelledby={`${baseId}-form`}
          className="flex flex-col gap-5 rounded-ui border border-border-subtle bg-surface p-4 shadow-raised sm:p-6"
        >
          <h2 id={`${baseId}-form`} className="text-lg font-semibold text-ink">
            {t('form.heading')}
          </h2>
          <fieldset disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
            {input('full_name', t('form.fullName'), t('form.fullNamePlaceholder'), {
              autoComplete: 'name',
              required: true,
            })}
            {input('email', t('form.email'), t('form.emailPlaceholder'), {
              autoComplete: 'email',
              type: 'email',
              required: false,
            })}
            {input(
              'target_job_title',
              t('form.targetJobTitle'),
              t('form.targetJobTitlePlaceholder'),
              {
                autoComplete: 'off',
                required: true,
              },
            )}
            {input('company_name', t('form.company'), t('form.companyPlaceholder'), {
              autoComplete: 'off',
              required: true,
            })}
            {longField(
              'resume_content',
              t('form.resumeContent'),
              t('form.resumeContentPlaceholder'),
              t('form.uploadResume'),
            )}
            {longField(
              'job_description',
              t('form.jobDescription'),
              t('form.jobDescriptionPlaceholder'),
              t('form.uploadJobDescription'),
            )}
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
            generation.status === 'generating'
              ? generation.text
              : result
                ? result.cover_letter_text
                : ''
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
                  { label: t('result.position'), value: result.metadata.position },
                  { label: t('result.company'), value: result.metadata.company },
                  {
                    label: t('result.characterCount'),
                    value: number(result.metadata.character_count),
                  },
                ]
              : []
          }
          errorMessage={generation.status === 'error' ? generation.message : null}
          exporting={exporting}
          exportError={exportError}
          onCopy={() => {
            if (result) onCopy(result.cover_letter_text)
          }}
          onExport={(format) => {
            if (result) {
              onExport(
                format,
                coverLetterExportRequestOf(sent ?? coverLetterRequestOf(draft), result),
              )
            }
          }}
        />
      </div>
    </div>
  )
}
