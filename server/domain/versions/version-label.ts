// Fixed English abbreviations: Intl's short months differ between ICU versions ('Sep', 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * How an export names the version it holds: 'version 3, 28 Nov 2026' (the day it was saved, in
 * UTC), so a file sent to an employer can be matched with the version list later.
 */
export function versionLabelOf(version: { number: number; createdAt: Date }): string {
  const date = version.createdAt
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`
  return `version ${version.number}, ${day}`
}

/** The export's title: the resume's title, then the version ('Backend — version 3, 28 Nov 2026'). */
export function versionedTitleOf(
  title: string,
  version: { number: number; createdAt: Date } | undefined,
): string {
  const base = title.trim() || 'Resume'
  return version === undefined ? base : `${base} — ${versionLabelOf(version)}`
}
