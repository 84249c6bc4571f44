import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import type { AnalysisLanguage, KeywordAnalysis } from '../../src/contract/analysis.ts'
import { endpoints } from '../../src/contract/endpoints.ts'
import { bioResponseSchema, coverLetterResponseSchema } from '../../src/contract/generate.ts'
import type { PlanCatalog } from '../../src/contract/plans.ts'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { recordUsageEvent, refundCoverLetter, takeCoverLetter } from '../db/usage.ts'
import { claimsToAvoid } from '../domain/fit/claims-to-avoid.ts'
import { analyzeWithFit } from '../domain/fit/analyze-with-fit.ts'
import { detectLanguage } from '../domain/analysis/language.ts'
import { renderBio, renderCoverLetter } from '../domain/export/render-letter.ts'
import type { RenderedLetter } from '../domain/export/render-letter.ts'
import { allowanceOf, mayUseFeature, monthKeyOf, resetDateOf } from '../domain/plans/access.ts'
import { guardProse } from '../domain/writing/fabrication-guard.ts'
import { runGeneration } from '../domain/writing/run-generation.ts'
import { characterCountOf, paragraphCountOf, wordCountOf } from '../domain/writing/text-metrics.ts'
import type { Writer } from '../domain/writing/writer.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { answerGeneration } from './event-stream.ts'
import { contentDispositionOf } from './export.ts'
import { giveBack } from './optimize.ts'
import { registerGated } from './plan-gate.ts'
import { userOf } from './resumes.ts'

export interface GenerateRouteDeps {
  db: Db
  catalog: PlanCatalog
  writer: Writer
  now: () => Date
  /** Generations per minute per signed-in user. */
  perUserRateLimit: number
  /**
   * DOCX and PDF renderings per minute per signed-in user: CPU work like an analysis (tens of
   * milliseconds, no model), so they get the analysis budget, counted apart from analyses.
   */
  perUserExportLimit: number
}

/** Spec §8, word for word as the front end's mocks have them (src/mocks/fixtures/errors.ts). */
export const BIO_FORBIDDEN = 'Pro subscription required for Executive BIO Generator'
export const BIO_EXPORT_FORBIDDEN = 'Pro subscription required for BIO export'
export const COVER_LETTER_FORBIDDEN = 'Premium subscription required for Cover Letter Generator'
export const COVER_LETTER_EXPORT_FORBIDDEN = 'Premium subscription required for Cover Letter export'

/** About how long each text runs (characters), for the writing stage's progress. */
const EXPECTED_BIO_LENGTH = 1800
const EXPECTED_COVER_LETTER_LENGTH = 2200

function gateOn(catalog: PlanCatalog, feature: 'executive_bio' | 'cover_letter', detail: string) {
  return (user: UserRow) => {
    if (!mayUseFeature(catalog, user.plan, feature)) throw new HttpError(403, detail)
  }
}

/** The 429 of a used-up cover letter allowance (the v1 catalogue's premium has 10 a month). */
export function coverLetterLimitExceeded(limit: number, now: Date): HttpError {
  return new HttpError(429, {
    error: 'limit_exceeded',
    message: `Monthly cover letter limit reached (${limit} ${limit === 1 ? 'cover letter' : 'cover letters'}).`,
    reset_date: resetDateOf(now).toISOString(),
    limit,
  })
}

/** A rendered letter as the download, the way POST /export/resume answers its file. */
async function sendFile(reply: FastifyReply, file: RenderedLetter): Promise<undefined> {
  await reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDispositionOf(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body)
  return undefined
}

/**
 * POST /generate/bio/{docx,pdf} and /generate/cover-letter/{docx,pdf} (spec §7): the text the user
 * has (maybe edited) rendered as a file. Not AI calls: nothing is counted or recorded.
 */
export function registerLetterExportRoutes(
  app: FastifyInstance,
  deps: Pick<GenerateRouteDeps, 'catalog' | 'now' | 'perUserExportLimit'>,
): void {
  const limited = { rateLimit: { max: deps.perUserExportLimit, noun: 'exports' } }
  registerGated(app, gateOn(deps.catalog, 'executive_bio', BIO_EXPORT_FORBIDDEN), (scope) => {
    defineRoute(
      scope,
      endpoints.exportBioDocx,
      async ({ reply, body }) => sendFile(reply, await renderBio(body, 'docx')),
      limited,
    )
    defineRoute(
      scope,
      endpoints.exportBioPdf,
      async ({ reply, body }) => sendFile(reply, await renderBio(body, 'pdf')),
      limited,
    )
  })
  registerGated(
    app,
    gateOn(deps.catalog, 'cover_letter', COVER_LETTER_EXPORT_FORBIDDEN),
    (scope) => {
      const options = () => ({ now: deps.now() })
      defineRoute(
        scope,
        endpoints.exportCoverLetterDocx,
        async ({ reply, body }) =>
          sendFile(reply, await renderCoverLetter(body, 'docx', options())),
        limited,
      )
      defineRoute(
        scope,
        endpoints.exportCoverLetterPdf,
        async ({ reply, body }) => sendFile(reply, await renderCoverLetter(body, 'pdf', options())),
        limited,
      )
    },
  )
}

/**
 * POST /generate/bio and /generate/cover-letter (spec §7): the writer composes the text from the
 * form (and, for the letter, the resume and the job), the fabrication guard checks it against
 * what the user gave, and the response carries spec §3's metadata measured on the final text.
 */
export function registerGenerateRoutes(app: FastifyInstance, deps: GenerateRouteDeps): void {
  const { db, catalog, writer } = deps
  const options = { rateLimit: { max: deps.perUserRateLimit, noun: 'generations' } }
  registerLetterExportRoutes(app, deps)

  registerGated(app, gateOn(catalog, 'executive_bio', BIO_FORBIDDEN), (scope) => {
    defineRoute(
      scope,
      endpoints.generateBio,
      async ({ request, reply, body }) => {
        const user = userOf(request)
        const awards = body.awards ?? ''
        const facts = [body.current_title, body.industry, body.education, awards]
        const sources = [body.full_name, ...facts, body.accomplishments]
        return answerGeneration({ request, reply }, bioResponseSchema, (observer) =>
          runGeneration<{ language: AnalysisLanguage }, z.input<typeof bioResponseSchema>>(
            {
              expectedLength: EXPECTED_BIO_LENGTH,
              // The form's own words decide the language; a name says nothing about it.
              analyze: () => ({
                language: detectLanguage([body.accomplishments, ...facts].join('\n')),
              }),
              write: ({ language }, writeOptions) =>
                writer.writeBio(
                  {
                    fullName: body.full_name,
                    currentTitle: body.current_title,
                    industry: body.industry,
                    education: body.education,
                    awards,
                    accomplishments: body.accomplishments,
                    tone: body.tone,
                    language,
                  },
                  writeOptions,
                ),
              check: (written) => guardProse({ sources, written, jobDescription: '' }),
              save: async (guarded, { language }) => {
                const metadata = {
                  tone: body.tone,
                  industry: body.industry,
                  word_count: wordCountOf(guarded.text),
                  paragraph_count: paragraphCountOf(guarded.text),
                }
                await recordUsageEvent(db, {
                  userId: user.id,
                  kind: 'bio',
                  metadata: { writer: writer.name, language, ...metadata },
                })
                return {
                  bio_text: guarded.text,
                  metadata,
                  writer: writer.name,
                  added_keywords: guarded.addedKeywords,
                }
              },
            },
            observer,
          ),
        )
      },
      options,
    )
  })

  registerGated(app, gateOn(catalog, 'cover_letter', COVER_LETTER_FORBIDDEN), (scope) => {
    defineRoute(
      scope,
      endpoints.generateCoverLetter,
      async ({ request, reply, body }) => {
        const user = userOf(request)
        const now = deps.now()
        const month = monthKeyOf(now)
        // Counted where the catalogue has a limit (v1-2025-10-02); unlimited plans are counted too.
        const { limit } = allowanceOf(catalog, user.plan, 'cover_letters', 0)
        const taken = await takeCoverLetter(db, user.id, month, limit)
        if (taken === null) throw coverLetterLimitExceeded(limit ?? 0, now)

        const email = body.email ?? ''
        const resumeContent = body.resume_content
        const jobDescription = body.job_description
        return answerGeneration({ request, reply }, coverLetterResponseSchema, async (observer) => {
          try {
            return await runGeneration<KeywordAnalysis, z.input<typeof coverLetterResponseSchema>>(
              {
                expectedLength: EXPECTED_COVER_LETTER_LENGTH,
                analyze: () =>
                  analyzeWithFit({ resume: resumeContent, jobDescription, today: month }),
                write: (analysis, writeOptions) =>
                  writer.writeCoverLetter(
                    {
                      fullName: body.full_name,
                      email,
                      targetJobTitle: body.target_job_title,
                      companyName: body.company_name,
                      resumeContent,
                      jobDescription,
                      tone: body.tone,
                      analysis,
                      // The candidate's own text (the resume) decides the letter's language.
                      language: analysis.language ?? detectLanguage(resumeContent),
                    },
                    writeOptions,
                  ),
                check: (written, analysis) =>
                  guardProse({
                    sources: [
                      resumeContent,
                      body.full_name,
                      email,
                      body.target_job_title,
                      body.company_name,
                    ],
                    written,
                    jobDescription,
                    avoid: claimsToAvoid(analysis.requirements),
                  }),
                save: async (guarded, analysis) => {
                  const metadata = {
                    tone: body.tone,
                    position: body.target_job_title,
                    company: body.company_name,
                    character_count: characterCountOf(guarded.text),
                  }
                  await recordUsageEvent(db, {
                    userId: user.id,
                    kind: 'cover_letter',
                    metadata: {
                      writer: writer.name,
                      language: analysis.language ?? null,
                      ...metadata,
                    },
                  })
                  return {
                    cover_letter_text: guarded.text,
                    metadata,
                    writer: writer.name,
                    added_keywords: guarded.addedKeywords,
                  }
                },
              },
              observer,
            )
          } catch (error) {
            // Text the client has read is a generation spent, even if it hangs up before the end.
            if (!observer.textDelivered) {
              await giveBack(() => refundCoverLetter(db, user.id, month), request.log)
            }
            throw error
          }
        })
      },
      options,
    )
  })
}
