import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SAMPLE_SOURCES } from './sample-sources.ts'
import { sampleTextOf } from './sample-text.ts'

// The shared data sits next to the repository: ../shared/data from its root.
const SHARED_DATA = fileURLToPath(new URL('../../../../../shared/data', import.meta.url))

describe('the shipped sample texts', () => {
  it.each(SAMPLE_SOURCES.map((source) => [source.id, source] as const))(
    '%s is current with its source (rerun build-samples.ts if not)',
    async (id, source) => {
      const shipped = readFileSync(new URL(`./samples/${id}.txt`, import.meta.url), 'utf8')
      expect(shipped).toBe(await sampleTextOf(source, SHARED_DATA))
    },
  )

  it('are credited in ATTRIBUTION.md, with both licences beside them', () => {
    const attribution = readFileSync(new URL('./samples/ATTRIBUTION.md', import.meta.url), 'utf8')
    expect(attribution).toMatch(/Resume-Matcher[\s\S]*Apache-2\.0/)
    expect(attribution).toMatch(/JSON Resume[\s\S]*MIT/)
    for (const licence of ['LICENSE-Apache-2.0.txt', 'LICENSE-MIT-jsonresume.txt']) {
      expect(readFileSync(new URL(`./samples/${licence}`, import.meta.url), 'utf8')).toMatch(
        /License/,
      )
    }
  })
})
