import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiBase, resolveApiBase } from './base-url.ts'

describe('resolveApiBase (spec §7)', () => {
  it('uses the configured value and appends /api', () => {
    expect(resolveApiBase('https://backend.test', 'https://app.test')).toBe(
      'https://backend.test/api',
    )
  })

  it('falls back to the given origin when nothing is configured', () => {
    expect(resolveApiBase(undefined, 'https://app.test')).toBe('https://app.test/api')
  })

  it('treats an empty or blank setting as not configured', () => {
    expect(resolveApiBase('', 'https://app.test')).toBe('https://app.test/api')
    expect(resolveApiBase('  ', 'https://app.test')).toBe('https://app.test/api')
  })

  it('removes trailing slashes before appending /api', () => {
    expect(resolveApiBase('https://backend.test/', 'https://app.test')).toBe(
      'https://backend.test/api',
    )
    expect(resolveApiBase('https://backend.test///', 'https://app.test')).toBe(
      'https://backend.test/api',
    )
    expect(resolveApiBase(undefined, 'https://app.test/')).toBe('https://app.test/api')
  })

  it('keeps a value that already ends with /api', () => {
    expect(resolveApiBase('https://x.test/api', 'https://app.test')).toBe('https://x.test/api')
    expect(resolveApiBase('https://x.test/v2/api', 'https://app.test')).toBe(
      'https://x.test/v2/api',
    )
  })

  it('strips the slash after /api without doubling it', () => {
    expect(resolveApiBase('https://x.test/api/', 'https://app.test')).toBe('https://x.test/api')
    expect(resolveApiBase('https://x.test/api//', 'https://app.test')).toBe('https://x.test/api')
  })

  it('only counts a whole /api segment as the suffix', () => {
    expect(resolveApiBase('https://x.test/myapi', 'https://app.test')).toBe(
      'https://x.test/myapi/api',
    )
    expect(resolveApiBase('https://x.test/apis', 'https://app.test')).toBe(
      'https://x.test/apis/api',
    )
  })

  it('keeps a path-only setting relative', () => {
    expect(resolveApiBase('/api', 'https://app.test')).toBe('/api')
    expect(resolveApiBase('/backend/', 'https://app.test')).toBe('/backend/api')
  })
})

describe('apiBase', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('reads VITE_API_BASE_URL', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://configured.test/')
    expect(apiBase()).toBe('https://configured.test/api')
  })

  it("falls back to the page's origin when VITE_API_BASE_URL is unset", () => {
    vi.stubEnv('VITE_API_BASE_URL', undefined)
    expect(apiBase()).toBe(`${window.location.origin}/api`)
    expect(window.location.origin).toMatch(/^http/)
  })
})
