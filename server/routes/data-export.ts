import type { FastifyInstance } from 'fastify'
import { endpoints } from '../../src/contract/endpoints.ts'
import { readUserData } from '../db/data-export.ts'
import type { Db } from '../db/database.ts'
import { buildDataExportZip, dataExportFileName } from '../domain/export/data-export-archive.ts'
import { HttpError } from '../http-error.ts'
import { defineRoute } from './define-route.ts'
import { contentDispositionOf } from './export.ts'
import { userOf } from './resumes.ts'

export interface DataExportRouteDeps {
  db: Db
  now: () => Date
  /** Exports per minute per signed-in user: the budget of the other exports (decisions.md). */
  perUserRateLimit: number
}

/**
 * GET /users/me/export ("Download my data"): everything stored for the signed-in user as a ZIP.
 * Only ever the caller's own rows: the user comes from the verified token, never the request.
 */
export function registerDataExportRoutes(app: FastifyInstance, deps: DataExportRouteDeps): void {
  defineRoute(
    app,
    endpoints.exportMyData,
    async ({ request, reply }) => {
      const user = userOf(request)
      const now = deps.now()
      const rows = await readUserData(deps.db, user.id)
      // Deleted between the auth hook and here (another tab): nothing is left to export.
      if (rows === undefined) throw new HttpError(404, 'Account not found')
      const zip = buildDataExportZip(rows, now)
      request.log.info({ userId: user.id, bytes: zip.byteLength }, 'data export downloaded')
      await reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDispositionOf(dataExportFileName(now)))
        // Personal data: no shared or browser cache keeps a copy.
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip))
      return undefined
    },
    { rateLimit: { max: deps.perUserRateLimit, noun: 'exports' } },
  )
}
