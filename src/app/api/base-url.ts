/**
 * The API base of spec §7: the configured value, else the fallback origin; trailing slashes
 * removed; `/api` appended unless the value already ends with it.
 *
 * The spec falls back to "the product's backend host". Our server serves the app and the API from
 * one origin (and the Vite dev server proxies /api), so that host is the page's own origin: an
 * unconfigured build talks to whoever served it, with no host baked in.
 */
export function resolveApiBase(configured: string | undefined, fallbackOrigin: string): string {
  // An empty VITE_API_BASE_URL= line in a .env file means "not set", not "the root".
  const chosen = configured?.trim() ? configured.trim() : fallbackOrigin.trim()
  const trimmed = chosen.replace(/\/+$/, '')
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`
}

/** The API base of this build, for the page it runs in. */
export function apiBase(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL
  return resolveApiBase(
    typeof configured === 'string' ? configured : undefined,
    globalThis.location?.origin ?? '',
  )
}
