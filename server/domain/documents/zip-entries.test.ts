import { crc32 } from 'node:zlib'
import { strFromU8, strToU8, Zip, ZipDeflate, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { zip64EndClaiming } from '../../test/malformed-files.ts'
import { DocumentError } from './document-error.ts'
import {
  assertSafeZip,
  listZipEntries,
  MAX_ZIP_ENTRIES,
  readZipEntries,
  ZipFormatError,
} from './zip-entries.ts'

const CENTRAL_SIGNATURE = 0x02014b50
const END_SIGNATURE = 0x06054b50

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Where the first central directory header of a ZIP starts. */
function centralAt(zip: Uint8Array): number {
  const view = viewOf(zip)
  for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
    if (view.getUint32(offset, true) === END_SIGNATURE) return view.getUint32(offset + 16, true)
  }
  throw new Error('no end record')
}

function endAt(zip: Uint8Array): number {
  return Buffer.from(zip).lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
}

/** The error `run` throws, so a test can say which kind and that it came quickly. */
function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

/**
 * One stored entry in a ZIP that uses ZIP64 everywhere it can: sizes and offset marked 0xffffffff
 * and given in ZIP64 extra fields, and the end record deferring to a ZIP64 end record. What a
 * streaming writer that cannot know sizes in advance may produce for a small file.
 */
function zip64Archive(name: string, content: string): Uint8Array {
  const data = Buffer.from(content)
  const nameBytes = Buffer.from(name)
  const extra = (values: number[]) => {
    const field = Buffer.alloc(4 + values.length * 8)
    field.writeUInt16LE(0x0001, 0)
    field.writeUInt16LE(values.length * 8, 2)
    values.forEach((value, index) => field.writeBigUInt64LE(BigInt(value), 4 + index * 8))
    return field
  }
  const localExtra = extra([data.length, data.length])
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(45, 4)
  local.writeUInt32LE(crc32(data), 14)
  local.writeUInt32LE(0xffffffff, 18)
  local.writeUInt32LE(0xffffffff, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  local.writeUInt16LE(localExtra.length, 28)
  const centralExtra = extra([data.length, data.length, 0])
  const central = Buffer.alloc(46)
  central.writeUInt32LE(CENTRAL_SIGNATURE, 0)
  central.writeUInt16LE(45, 4)
  central.writeUInt16LE(45, 6)
  central.writeUInt32LE(crc32(data), 16)
  central.writeUInt32LE(0xffffffff, 20)
  central.writeUInt32LE(0xffffffff, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  central.writeUInt16LE(centralExtra.length, 30)
  central.writeUInt32LE(0xffffffff, 42)
  const entry = Buffer.concat([local, nameBytes, localExtra, data])
  const directory = Buffer.concat([central, nameBytes, centralExtra])
  const record = Buffer.alloc(56)
  record.writeUInt32LE(0x06064b50, 0)
  record.writeBigUInt64LE(44n, 4)
  record.writeUInt16LE(45, 12)
  record.writeUInt16LE(45, 14)
  record.writeBigUInt64LE(1n, 24)
  record.writeBigUInt64LE(1n, 32)
  record.writeBigUInt64LE(BigInt(directory.length), 40)
  record.writeBigUInt64LE(BigInt(entry.length), 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(entry.length + directory.length), 8)
  locator.writeUInt32LE(1, 16)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END_SIGNATURE, 0)
  end.writeUInt16LE(0xffff, 8)
  end.writeUInt16LE(0xffff, 10)
  end.writeUInt32LE(0xffffffff, 12)
  end.writeUInt32LE(0xffffffff, 16)
  return new Uint8Array(Buffer.concat([entry, directory, record, locator, end]))
}

/** A ZIP written the streaming way: sizes and CRC after the data, zeros in the local header. */
function streamedZip(files: Record<string, string>): Uint8Array {
  const chunks: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    chunks.push(chunk)
  })
  for (const [name, content] of Object.entries(files)) {
    const file = new ZipDeflate(name)
    zip.add(file)
    file.push(strToU8(content), true)
  }
  zip.end()
  return new Uint8Array(Buffer.concat(chunks))
}

describe('zip entries', () => {
  it('lists names, declared sizes and where each entry starts, without inflating', () => {
    const zip = zipSync({ 'a.xml': strToU8('x'.repeat(1000)), 'b.bin': new Uint8Array(10) })
    expect(listZipEntries(zip)).toEqual([
      expect.objectContaining({ name: 'a.xml', uncompressedSize: 1000, localHeaderOffset: 0 }),
      expect.objectContaining({ name: 'b.bin', uncompressedSize: 10 }),
    ])
  })

  it('reads the wanted entries only, stored or deflated, with or without data descriptors', () => {
    const zip = zipSync(
      { 'word/document.xml': strToU8('<w:document/>'), 'media/x.png': new Uint8Array(50) },
      { level: 6 },
    )
    const parts = readZipEntries(zip, (name) => name.endsWith('.xml'))
    expect(Object.keys(parts)).toEqual(['word/document.xml'])
    expect(strFromU8(parts['word/document.xml'] ?? new Uint8Array())).toBe('<w:document/>')

    const stored = zipSync({ 'a.txt': strToU8('plain') }, { level: 0 })
    expect(strFromU8(readZipEntries(stored, () => true)['a.txt'] ?? new Uint8Array())).toBe('plain')

    const streamed = streamedZip({ 'Profile.csv': 'First Name\nSam', 'Skills.csv': 'Name\nSQL' })
    expect(viewOf(streamed).getUint16(6, true) & 0x0008).toBe(0x0008)
    const csv = readZipEntries(streamed, () => true)
    expect(strFromU8(csv['Skills.csv'] ?? new Uint8Array())).toBe('Name\nSQL')
  })

  it('reads a ZIP64 archive through its ZIP64 end record and extra fields', () => {
    const zip = zip64Archive('word/document.xml', '<w:document>Hello</w:document>')
    expect(listZipEntries(zip)).toEqual([
      expect.objectContaining({ name: 'word/document.xml', uncompressedSize: 30, method: 0 }),
    ])
    expect(
      strFromU8(readZipEntries(zip, () => true)['word/document.xml'] ?? new Uint8Array()),
    ).toBe('<w:document>Hello</w:document>')
  })

  it.each([
    ['2^32-1', 0xffffffff],
    ['a million', 1_000_000],
  ])('refuses at once a ZIP64 end record claiming %s entries in an empty directory', (_, count) => {
    const zip = zip64EndClaiming(count)
    expect(zip.length).toBe(128)
    const started = performance.now()
    const error = thrownBy(() => listZipEntries(zip))
    expect(error).toBeInstanceOf(ZipFormatError)
    expect((error as Error).message).toMatch(/more entries than the directory holds/)
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('refuses a count the directory cannot hold, and a directory outside the file', () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'), 'b.xml': strToU8('<b/>') })
    const end = endAt(zip)
    const claiming = new Uint8Array(zip)
    viewOf(claiming).setUint16(end + 10, 0xffff, true)
    expect(() => listZipEntries(claiming)).toThrow(/more entries than the directory holds/)

    const pastTheEnd = new Uint8Array(zip)
    viewOf(pastTheEnd).setUint32(end + 16, zip.length + 100, true)
    expect(() => listZipEntries(pastTheEnd)).toThrow(/directory outside the file/)

    const ontoItsEnd = new Uint8Array(zip)
    viewOf(ontoItsEnd).setUint32(end + 16, end, true)
    expect(() => listZipEntries(ontoItsEnd)).toThrow(/directory outside the file/)

    // Into the entries' data: no directory header is found there.
    const intoTheData = new Uint8Array(zip)
    viewOf(intoTheData).setUint32(end + 16, 10, true)
    expect(() => listZipEntries(intoTheData)).toThrow(ZipFormatError)

    expect(() => listZipEntries(new Uint8Array(200))).toThrow(/no end of central directory/)
  })

  it('refuses an honest archive of more entries than any resume or export has (413)', () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, index) => [`p${index}`, new Uint8Array(0)]),
    )
    const error = thrownBy(() => listZipEntries(zipSync(files, { level: 0 })))
    expect(error).toBeInstanceOf(DocumentError)
    expect((error as DocumentError).status).toBe(413)
    expect((error as DocumentError).message).toMatch(/more than 5,000 files inside/)
    const fitting = Object.fromEntries(Object.entries(files).slice(0, MAX_ZIP_ENTRIES))
    expect(listZipEntries(zipSync(fitting, { level: 0 }))).toHaveLength(MAX_ZIP_ENTRIES)
  })

  it('refuses an entry whose local header disagrees with the directory', () => {
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document>Hello</w:document>') })
    const damaged = (write: (view: DataView) => void) => {
      const copy = new Uint8Array(zip)
      write(viewOf(copy))
      return () => readZipEntries(copy, () => true)
    }
    expect(() => readZipEntries(zip, () => true)).not.toThrow()
    // Local header: method at 8, compressed size at 18, uncompressed size at 22, name from 30.
    expect(damaged((view) => view.setUint8(30, 0x57))).toThrow(/local name differs/)
    expect(damaged((view) => view.setUint16(8, 0, true))).toThrow(/local method differs/)
    expect(damaged((view) => view.setUint32(18, 7, true))).toThrow(/local sizes differ/)
    expect(damaged((view) => view.setUint32(22, 70_000, true))).toThrow(/local sizes differ/)
    expect(damaged((view) => view.setUint32(0, 0, true))).toThrow(/no local header/)
  })

  it('refuses a directory entry whose data would run into the directory', () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>') })
    const forged = new Uint8Array(zip)
    viewOf(forged).setUint32(centralAt(zip) + 42, centralAt(zip) - 10, true)
    expect(() => listZipEntries(forged)).toThrow(/overlaps the directory/)
  })

  it('accepts ordinary documents and refuses absurd totals or ratios', () => {
    const entry = (uncompressedSize: number, compressedSize: number) => ({
      name: 'x',
      uncompressedSize,
      compressedSize,
      method: 8,
      localHeaderOffset: 0,
    })
    expect(() => assertSafeZip([entry(5_000_000, 100_000), entry(300_000, 2_000)])).not.toThrow()
    expect(() =>
      assertSafeZip([entry(30_000_000, 10_000_000), entry(30_000_000, 10_000_000)]),
    ).toThrow(DocumentError)
    expect(() => assertSafeZip([entry(20_000_000, 20_000)])).toThrow(/unpacks to far more data/)
  })

  it('refuses an entry that inflates to more or less than it declares, inflating no more', () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(100_000) }, { level: 9 })
    const declaring = (size: number) => {
      const copy = new Uint8Array(zip)
      // Both headers, so only the inflated size can disagree.
      viewOf(copy).setUint32(22, size, true)
      viewOf(copy).setUint32(centralAt(copy) + 24, size, true)
      return copy
    }
    expect(readZipEntries(declaring(100_000), () => true)['word/document.xml']).toHaveLength(
      100_000,
    )
    expect(() => readZipEntries(declaring(1000), () => true)).toThrow(/declared size/)
    expect(() => readZipEntries(declaring(200_000), () => true)).toThrow(/declared size/)
  })
})
