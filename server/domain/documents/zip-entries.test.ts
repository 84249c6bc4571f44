import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { DocumentError } from './document-error.ts'
import { assertSafeZip, listZipEntries, readZipEntries } from './zip-entries.ts'

describe('zip entries', () => {
  it('lists declared sizes without inflating', () => {
    const zip = zipSync({ 'a.xml': strToU8('x'.repeat(1000)), 'b.bin': new Uint8Array(10) })
    expect(listZipEntries(zip)).toEqual([
      expect.objectContaining({ name: 'a.xml', uncompressedSize: 1000 }),
      expect.objectContaining({ name: 'b.bin', uncompressedSize: 10 }),
    ])
  })

  it('accepts ordinary documents and refuses absurd totals or ratios', () => {
    const entry = (uncompressedSize: number, compressedSize: number) => ({
      name: 'x',
      uncompressedSize,
      compressedSize,
    })
    expect(() => assertSafeZip([entry(5_000_000, 100_000), entry(300_000, 2_000)])).not.toThrow()
    expect(() =>
      assertSafeZip([entry(30_000_000, 10_000_000), entry(30_000_000, 10_000_000)]),
    ).toThrow(DocumentError)
    expect(() => assertSafeZip([entry(20_000_000, 20_000)])).toThrow(/unpacks to far more data/)
  })

  it('inflates no more than an entry declares, even when it lies', () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(100_000) }, { level: 9 })
    // Rewrite the declared size in the central directory (offset 24 of its header) to 1,000.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
      if (view.getUint32(offset, true) === 0x02014b50) {
        view.setUint32(offset + 24, 1000, true)
        break
      }
    }
    const parts = readZipEntries(zip, () => true)
    expect(parts['word/document.xml']?.length).toBe(1000)
  })
})
