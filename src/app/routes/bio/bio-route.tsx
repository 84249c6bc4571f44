import { useTranslation } from 'react-i18next'
import type { BioExportRequest, BioRequest, BioResponse } from '../../../contract/generate.ts'
import { BioPage } from '../../../ui/bio/bio-page.tsx'
import { generatorOpen } from '../../../ui/bio/generator-rules.ts'
import { Spinner } from '../../../ui/primitives/spinner.tsx'
import { exportBio, streamBio } from '../../api/generate.ts'
import { useApiClient } from '../../api/use-api-client.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { DEMO_MODE } from '../../demo-mode.ts'
import { renderRouterLink } from '../router-link.tsx'
import { usePlanCatalog } from './use-plan-catalog.ts'
import { useGenerator } from './use-generator.ts'

/**
 * /executive-bio (open to everyone, gated by plan inside, spec §2, §6): pro users get the form and
 * a streamed generation; everyone else, signed-out visitors included, the upgrade screen with pro's
 * monthly generations from the active catalogue.
 */
export function BioRoute() {
  const { t } = useTranslation('bio')
  const { status, profile, getIdToken } = useAuth()
  const client = useApiClient()
  const catalog = usePlanCatalog()
  const generator = useGenerator<BioRequest, BioResponse, BioExportRequest>(
    {
      generate: (request, progress) =>
        streamBio(
          { baseUrl: client.baseUrl, getToken: getIdToken, getLanguage: client.getLanguage },
          request,
          progress,
        ),
      exportFile: (format, request) => exportBio(client, format, request),
    },
    {
      generated: t('toast.generated'),
      copied: t('toast.copied'),
      exported: { docx: t('toast.exportedWord'), pdf: t('toast.exportedPdf') },
      forbidden: t('errors.forbidden'),
      exportForbidden: t('errors.exportForbidden'),
      generateFailed: () => t('errors.generate'),
      exportFailed: { docx: t('errors.exportWord'), pdf: t('errors.exportPdf') },
      copyFailed: t('errors.copy'),
    },
  )

  // A signed-in user's plan arrives a moment after the sign-in itself: wait for it rather than
  // flash the upgrade screen at a paying user.
  if (status === 'loading' || (status === 'signedIn' && !profile)) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner size="lg" />
      </div>
    )
  }

  const open = DEMO_MODE || generatorOpen(profile?.plan, 'pro', 'executive_bio', catalog.data)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BioPage
        access={generator.forbidden ? 'forbidden' : open ? 'open' : 'upgrade'}
        notice={generator.forbidden}
        proGenerations={catalog.data?.plans.pro.monthlyGenerations}
        generation={generator.generation}
        exporting={generator.exporting}
        exportError={generator.exportError}
        onGenerate={(request) => void generator.generate(request)}
        onReset={generator.reset}
        onCopy={(text) => void generator.copy(text)}
        onExport={(format, request) => void generator.exportAs(format, request)}
        upgradeLink={renderRouterLink}
      />
    </div>
  )
}
