import { endpoints } from '../../contract/endpoints.ts'
import type {
  ResumeReview,
  ResumeVersionList,
  ResumeVersionSaved,
  SaveResumeVersionRequest,
} from '../../contract/resume-versions.ts'
import type { ApiClient } from './client.ts'

/*
 * A resume's versions (issue 21, item 4): the list, the last optimization's proposal to review,
 * a save of a reviewed or edited text, and a restore, each answered by the server's contract.
 */

interface CallOptions {
  signal?: AbortSignal
}

/** GET /resumes/{id}/versions: newest first, so the first is the text the resume holds now. */
export function listVersions(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<ResumeVersionList> {
  return client.request(endpoints.listResumeVersions, { params: { id }, ...options })
}

/** GET /resumes/{id}/review: the latest optimization's changes; a 404 ApiError when none. */
export function getReview(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<ResumeReview> {
  return client.request(endpoints.getResumeReview, { params: { id }, ...options })
}

/** POST /resumes/{id}/versions: the text becomes the resume's current one, as a new version. */
export function saveVersion(
  client: ApiClient,
  id: string,
  body: SaveResumeVersionRequest,
  options: CallOptions = {},
): Promise<ResumeVersionSaved> {
  return client.request(endpoints.saveResumeVersion, { params: { id }, body, ...options })
}

/** POST /resumes/{id}/versions/{versionId}/restore: an earlier version, current again. */
export function restoreVersion(
  client: ApiClient,
  id: string,
  versionId: string,
  options: CallOptions = {},
): Promise<ResumeVersionSaved> {
  return client.request(endpoints.restoreResumeVersion, {
    params: { id, version: versionId },
    ...options,
  })
}
