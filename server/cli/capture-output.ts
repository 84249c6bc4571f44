import { vi } from 'vitest'

/**
 * For the command-line tests: what a command writes to stdout and stderr, collected instead of
 * printed. The spies are undone by `vi.restoreAllMocks()` in the test's `afterEach`.
 */
export function captureOutput(): { out: string[]; err: string[] } {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk))
    return true
  })
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err.push(String(chunk))
    return true
  })
  return { out, err }
}
