/*
 * Which link targets a resume may carry, for every place that turns resume text into a live link:
 * the editor (src/ui/editor) and the DOCX/PDF exports (server/domain/export). One rule, so a link
 * the editor shows as plain text never becomes a clickable one in a downloaded file, whether the
 * text came from the editor or straight from the API.
 */

/** The only link targets a resume may carry: web pages and email addresses. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * Whether a stored href may become a link: an absolute http(s) or mailto URL. Anything else
 * ("javascript:", "data:", "file:", relative paths) stays plain text, so nothing in a resume can
 * execute or open a local file. The URL parser decides the scheme, so tabs or newlines inside
 * "java\tscript:" do not slip through.
 */
export function isSafeHref(href: string): boolean {
  if (href.trim() !== href || href === '' || /\s/.test(href)) return false
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return false
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return false
  if (url.protocol === 'mailto:') return url.pathname.length > 0
  return url.hostname.length > 0
}
