import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { endpoints } from '../../src/contract/endpoints.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import { LINKEDIN_URL_MESSAGE, plagiarismRequestSchema } from '../../src/contract/pro.ts'
import type { UserRow } from '../db/schema.ts'
import type { Db } from '../db/database.ts'
import { recordUsageEvent } from '../db/usage.ts'
import { ProfileImportError } from '../domain/linkedin/import-error.ts'
import { importMessage } from '../domain/linkedin/import-messages.ts'
import { languageFromAcceptLanguage, type RequestLanguage } from '../domain/language-of-request.ts'
import { importProfileFile } from '../domain/linkedin/import-profile-file.ts'
import type { ProfileDataProvider } from '../domain/linkedin/profile-provider.ts'
import { linkedinSlugOf } from '../../src/contract/pro.ts'
import { OriginalityProviderError } from '../domain/originality/provider.ts'
import type { OriginalityProvider } from '../domain/originality/provider.ts'
import { mayUseFeature } from '../domain/plans/access.ts'
import { HttpError } from '../http-error.ts'
import { userOf } from './resumes.ts'
import { defineRoute } from './define-route.ts'
import { registerGated } from './plan-gate.ts'
import { readUploadedFile } from './upload.ts'

export interface ProToolRouteDeps {
  db: Db
  catalog: PlanCatalog
  originality: OriginalityProvider
  profiles: ProfileDataProvider
  /** Originality checks and profile URL imports per minute per signed-in user (each its own). */
  perUserRateLimit: number
  /** Profile file imports per minute per signed-in user: an upload like the resume upload. */
  perUserUploadLimit: number
}

/** The pro dashboard's refusal (spec §6 'Pro Plan Required'; the mocks' errorBodies.proRequired). */
export const PRO_TOOL_FORBIDDEN = 'Pro Plan Required'
/** Spec §5, word for word. */
export const PLAGIARISM_TOO_SHORT = 'Please provide at least 50 characters'
/** A LinkedIn export is a few hundred kilobytes; the upload's own limit suits it. */
export const MAX_PROFILE_FILE_BYTES = 5 * 1024 * 1024
/** Past this the text is no resume; the check's time stays bounded. */
export const MAX_CHECKED_CHARS = 100_000

const ORIGINALITY_FAILED =
  'The originality service did not answer properly. Please try again in a minute.'

/*
 * The wire schemas only bound sizes: the rules with the spec's own messages (at least 50
 * characters, a LinkedIn profile address) are checked in the handlers, because a schema failure
 * is answered with a generic field message (plugins/errors.ts).
 */
const plagiarismTransport = z.object({ text: z.string().max(MAX_CHECKED_CHARS) })
const linkedinTransport = z.object({ profile_url: z.string().max(2000) })

function gate(catalog: PlanCatalog, feature: 'plagiarism_check' | 'linkedin_import') {
  return (user: UserRow) => {
    if (!mayUseFeature(catalog, user.plan, feature)) throw new HttpError(403, PRO_TOOL_FORBIDDEN)
  }
}

/** A refused import as the answer, in the request's language. */
function asHttpError(error: unknown, language: RequestLanguage): unknown {
  return error instanceof ProfileImportError
    ? new HttpError(error.status, error.messageIn(language))
    : error
}

/**
 * POST /pro/plagiarism-check, /pro/linkedin-import and /pro/linkedin-import/file (spec §2, §3;
 * decisions.md, Originality check and Professional-network import). The plan is checked before the
 * body is read, so a free or premium caller gets 403 whatever it sends.
 */
export function registerProToolRoutes(app: FastifyInstance, deps: ProToolRouteDeps): void {
  const { catalog, originality, profiles } = deps
  const limitOf = (noun: string) => ({ rateLimit: { max: deps.perUserRateLimit, noun } })

  registerGated(app, gate(catalog, 'plagiarism_check'), (scope) => {
    defineRoute(
      scope,
      { ...endpoints.plagiarismCheck, request: plagiarismTransport },
      async ({ request, body }) => {
        if (!plagiarismRequestSchema.safeParse(body).success) {
          throw new HttpError(422, PLAGIARISM_TOO_SHORT)
        }
        try {
          // The text as sent (not trimmed), so flagged offsets point into what the client holds.
          const result = await originality.check(body.text)
          await recordUsageEvent(deps.db, {
            userId: userOf(request).id,
            kind: 'plagiarism_check',
            metadata: { provider: result.provider, word_count: result.word_count },
          })
          return result
        } catch (error) {
          if (error instanceof OriginalityProviderError) {
            throw new HttpError(502, ORIGINALITY_FAILED)
          }
          throw error
        }
      },
      limitOf('originality checks'),
    )
  })

  registerGated(app, gate(catalog, 'linkedin_import'), (scope) => {
    // Multipart parsing in this scope only, so no other route accepts uploads.
    void scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_PROFILE_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    })

    defineRoute(
      scope,
      { ...endpoints.linkedinImport, request: linkedinTransport },
      async ({ request, body }) => {
        // Only the slug is kept; the address itself is never requested (decisions.md).
        const slug = linkedinSlugOf(body.profile_url)
        if (slug === null) throw new HttpError(422, LINKEDIN_URL_MESSAGE)
        try {
          const profile = await profiles.fetchProfile(slug)
          await recordUsageEvent(deps.db, {
            userId: userOf(request).id,
            kind: 'linkedin_import',
            metadata: { source: 'provider' },
          })
          return profile
        } catch (error) {
          throw asHttpError(error, languageFromAcceptLanguage(request.headers['accept-language']))
        }
      },
      limitOf('profile imports'),
    )

    defineRoute(
      scope,
      endpoints.linkedinImportFile,
      async ({ request }) => {
        const language = languageFromAcceptLanguage(request.headers['accept-language'])
        const { bytes } = await readUploadedFile(
          request,
          scope.multipartErrors,
          {
            tooLarge: importMessage('file_too_large', language, {
              megabytes: MAX_PROFILE_FILE_BYTES / 1024 / 1024,
            }),
            noFile: importMessage('no_file', language),
          },
          language,
        )
        try {
          const profile = await importProfileFile(new Uint8Array(bytes))
          await recordUsageEvent(deps.db, {
            userId: userOf(request).id,
            kind: 'linkedin_import',
            metadata: { source: 'file' },
          })
          return profile
        } catch (error) {
          throw asHttpError(error, language)
        }
      },
      { rateLimit: { max: deps.perUserUploadLimit, noun: 'uploads' } },
    )
  })
}
