import { isSafeHref } from '../../contract/safe-href.ts'

// A scheme at the start ("javascript:", "data:", "ftp:" ...). Checked before the URL parser, which
// would otherwise read "localhost:3000" or "javascript:alert(1)" after an added https:// oddly.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/

/**
 * What the link dialog makes of what the user typed: an http(s) or mailto URL as is, a bare email
 * address as mailto:, a bare host ("linkedin.com/in/ada") as https://. Any other scheme is refused
 * (null), as is anything the URL parser does not accept.
 */
export function normalizeHref(input: string): string | null {
  const value = input.trim()
  if (value === '' || /\s/.test(value)) return null
  let candidate: string
  if (SCHEME.test(value)) candidate = value
  else if (EMAIL.test(value)) candidate = `mailto:${value}`
  else if (/^[^./]+\.[^/]/.test(value)) candidate = `https://${value}`
  else return null
  return isSafeHref(candidate) ? candidate : null
}
