import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractDocument } from '../../documents/extract-document.ts'
import type { SampleSource } from './sample-sources.ts'

/** Addresses, e-mails, phone numbers and ISO dates: not prose anyone could copy. */
const NOT_PROSE = /^(https?:\/\/|www\.|[\w.+-]+@[\w-]+\.|\+?[\d\s().-]{6,}$|\d{4}-\d{2}(-\d{2})?$)/

function stringsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    const text = value.trim()
    return text === '' || key.startsWith('$') || NOT_PROSE.test(text) ? [] : [text]
  }
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name))
  }
  return []
}

/**
 * The text of one sample as the corpus ships it: a JSON document's string values one per line, a
 * PDF through the upload extractor, a text file as is. `dataDir` is the shared data folder.
 */
export async function sampleTextOf(source: SampleSource, dataDir: string): Promise<string> {
  const bytes = readFileSync(join(dataDir, source.origin))
  if (source.origin.endsWith('.json')) {
    return `${stringsOf(JSON.parse(bytes.toString('utf8'))).join('\n')}\n`
  }
  if (source.origin.endsWith('.pdf')) {
    return `${(await extractDocument(new Uint8Array(bytes))).text}\n`
  }
  return `${bytes.toString('utf8').trim()}\n`
}
