import { unzipSync } from 'fflate'
import { DocumentError } from './document-error.ts'

export interface ZipEntry {
  name: string
  compressedSize: number
  uncompressedSize: number
}

/** Past this much declared content a "resume" is not a resume; refused before inflating a byte. */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024
/** A ratio this high on a large entry is a zip bomb, not a document. */
const MAX_RATIO = 200
const RATIO_CHECK_FROM_BYTES = 10 * 1024 * 1024

/**
 * The entries of a ZIP from its central directory, without inflating anything (fflate calls the
 * filter with each entry's declared sizes; returning false skips the entry). Throws on a ZIP
 * whose directory cannot be read.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = []
  unzipSync(bytes, {
    filter: (file) => {
      entries.push({
        name: file.name,
        compressedSize: file.size,
        uncompressedSize: file.originalSize,
      })
      return false
    },
  })
  return entries
}

/**
 * Refuses (413) when the entries `wanted` accepts declare more than `maxBytes` in all. Declared
 * sizes bound what is inflated (readZipEntries), so a lying directory only cuts its entries short.
 */
export function assertWantedFit(
  entries: ZipEntry[],
  wanted: (name: string) => boolean,
  maxBytes: number,
): void {
  let total = 0
  for (const entry of entries) if (wanted(entry.name)) total += entry.uncompressedSize
  if (total > maxBytes) throw tooLarge()
}

/** Refuses (413) archives whose declared sizes add up past the limit or compress absurdly well. */
export function assertSafeZip(entries: ZipEntry[]): void {
  let total = 0
  for (const entry of entries) {
    total += entry.uncompressedSize
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1)
    if (entry.uncompressedSize > RATIO_CHECK_FROM_BYTES && ratio > MAX_RATIO) {
      throw tooLarge()
    }
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw tooLarge()
}

function tooLarge(): DocumentError {
  return new DocumentError(
    'too_large',
    'This Word file unpacks to far more data than a resume could hold, so we did not open it. Save it again from your word processor, or paste the text instead.',
  )
}

/**
 * Inflates only the entries `wanted` accepts. Safe after assertSafeZip: fflate writes each entry
 * into a buffer of its declared size, so an entry that lies about its size is cut short, never
 * grown.
 */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Record<string, Uint8Array> {
  return unzipSync(bytes, { filter: (file) => wanted(file.name) })
}
