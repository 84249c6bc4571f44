import { useTranslation } from 'react-i18next'
import type {
  CoverLetterExportRequest,
  CoverLetterRequest,
  CoverLetterResponse,
} from '../../../contract/generate.ts'
import { generatorOpen } from '../../../ui/bio/generator-rules.ts'
import { CoverLetterPage } from '../../../ui/cover-letter/cover-letter-page.tsx'
import { fileReadMethod } from '../../../ui/cover-letter/cover-letter-form.ts'
import { Spinner } from '../../../ui/primitives/spinner.tsx'
import { isApiError, userMessageOf } from '../../api/api-error.ts'
import { exportCoverLetter, streamCoverLetter } from '../../api/generate.ts'
import { uploadResumeFile } from '../../api/resumes.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { DEMO_MODE } from '../../demo-mode.ts'
import { usePlanCatalog } from '../bio/use-plan-catalog.ts'
import { useGenerator } from '../bio/use-generator.ts'
import { renderRouterLink } from '../router-link.tsx'

/**
 * A refused upload the user can act on (too large, a type the server cannot read) keeps the
 * server's words; anything else reads as spec §5's 'Error reading file...'.
 */
function describeFileError(error: unknown): string | null {
  if (isApiError(error) && [413, 415, 422].includes(error.status)) return userMessageOf(error)
  return null
}

/**
 * /cover-letter (open to everyone, gated by plan inside, spec §2, §6): premium and pro users get the
 * form, files read into it (.txt in the browser, Word files through the upload call) and a streamed
 * generation; everyone else the upgrade screen.
 */
export function CoverLetterRoute() {
  const { t } = useTranslation('cover-letter')
  const { status, profile, getIdToken } = useAuth()
  const client = useApiClient()
  const catalog = usePlanCatalog()
  const generator = useGenerator<CoverLetterRequest, CoverLetterResponse, CoverLetterExportRequest>(
    {
      generate: (request, progress) =>
        streamCoverLetter(
          { baseUrl: client.baseUrl, getToken: getIdToken, getLanguage: client.getLanguage },
          request,
          progress,
        ),
      exportFile: (format, request) => exportCoverLetter(client, format, request),
    },
    {
      generated: t('toast.generated'),
      copied: t('toast.copied'),
      exported: { docx: t('toast.exportedWord'), pdf: t('toast.exportedPdf') },
      forbidden: t('errors.forbidden'),
      exportForbidden: t('errors.exportForbidden'),
      // A spent cover-letter allowance (429, v1 catalogue) says so in the server's words.
      generateFailed: (error) =>
        isApiError(error) && error.status === 429
          ? userMessageOf(error, t('errors.generate'))
          : t('errors.generate'),
      exportFailed: { docx: t('errors.exportWord'), pdf: t('errors.exportPdf') },
      copyFailed: t('errors.copy'),
    },
  )

  const loadFile = async (file: File) => {
    const method = fileReadMethod(file.name)
    if (method === 'text') return { text_content: await file.text() }
    // The whole answer, text_warnings too: the page warns when the text reads as symbol soup.
    if (method === 'upload') return uploadResumeFile(client, file)
    throw new Error(`Cannot read ${file.name}`)
  }

  // A signed-in user's plan arrives a moment after the sign-in itself: wait for it rather than
  // flash the upgrade screen at a paying user.
  if (status === 'loading' || (status === 'signedIn' && !profile)) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner size="lg" />
      </div>
    )
  }

  const open = DEMO_MODE || generatorOpen(profile?.plan, 'premium', 'cover_letter', catalog.data)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <CoverLetterPage
        access={generator.forbidden ? 'forbidden' : open ? 'open' : 'upgrade'}
        notice={generator.forbidden}
        premiumCoverLetters={catalog.data?.plans.premium.limits.cover_letters}
        generation={generator.generation}
        exporting={generator.exporting}
        exportError={generator.exportError}
        onLoadFile={loadFile}
        describeFileError={describeFileError}
        onGenerate={(request) => void generator.generate(request)}
        onReset={generator.reset}
        onCopy={(text) => void generator.copy(text)}
        onExport={(format, request) => void generator.exportAs(format, request)}
        upgradeLink={renderRouterLink}
      />
    </div>
  )
}
