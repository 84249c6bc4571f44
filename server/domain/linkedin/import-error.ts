/**
 * A profile import we refuse or cannot finish. The message is shown to the user as is, so it says
 * what to do instead; the route answers with `status`.
 */
export class ProfileImportError extends Error {
  override name = 'ProfileImportError'
  constructor(
    readonly status: 413 | 415 | 422 | 502,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** What every refusal of a URL import points to: the two files LinkedIn gives every member. */
export const FILE_IMPORT_HINT =
  'Upload your LinkedIn "Save to PDF" file (on your profile: More > Save to PDF) or the data-export ZIP (Settings > Data privacy > Get a copy of your data) instead.'

export const NO_PROVIDER_MESSAGE = `Importing by profile URL needs a profile-data provider, and none is configured on this server. ${FILE_IMPORT_HINT}`
export const PROFILE_NOT_PUBLIC_MESSAGE = `This LinkedIn profile is not public, or the profile-data provider cannot see it. Make it public, or ${FILE_IMPORT_HINT.charAt(0).toLowerCase()}${FILE_IMPORT_HINT.slice(1)}`
export const PROVIDER_FAILED_MESSAGE = `The profile-data provider did not answer properly. Try again later, or ${FILE_IMPORT_HINT.charAt(0).toLowerCase()}${FILE_IMPORT_HINT.slice(1)}`
