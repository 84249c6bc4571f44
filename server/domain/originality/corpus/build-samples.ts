/**
 * Copies the text of the public sample resumes and job descriptions (../shared/data) into
 * samples/<id>.txt, the part of the originality corpus that is not written by the team (see
 * samples/ATTRIBUTION.md). Run: npx tsx server/domain/originality/corpus/build-samples.ts
 * Deterministic: the same inputs give the same files; sample-text.test.ts checks they are current.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleTextOf } from './sample-text.ts'
import { SAMPLE_SOURCES } from './sample-sources.ts'

const HERE = dirname(fileURLToPath(import.meta.url))
const SHARED_DATA = resolve(HERE, '../../../../../shared/data')

async function main(): Promise<void> {
  for (const source of SAMPLE_SOURCES) {
    const text = await sampleTextOf(source, SHARED_DATA)
    writeFileSync(join(HERE, 'samples', `${source.id}.txt`), text)
    console.log(`${source.id}: ${text.length} characters`)
  }
}

await main()
