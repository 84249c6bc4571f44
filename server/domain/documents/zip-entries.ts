import { inflateRawSync } from 'node:zlib'
import { DocumentError } from './document-error.ts'

export interface ZipEntry {
  name: string
  compressedSize: number
  uncompressedSize: number
  /** 0 stored, 8 deflated; an entry with any other method is refused when it is read. */
  method: number
  /** Where the entry's local header starts, as the directory says (checked before reading). */
  localHeaderOffset: number
}

/** Past this much declared content a "resume" is not a resume; refused before inflating a byte. */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024
/**
 * More parts than any archive we read has: a resume DOCX has 10-30 (a few hundred with many
 * pictures), LinkedIn's data export around a hundred CSV files. Bounding the count bounds the
 * directory walk and the list built from it, whatever the end record claims.
 */
export const MAX_ZIP_ENTRIES = 5000
/** A ratio this high on a large entry is a zip bomb, not a document. */
const MAX_RATIO = 200
const RATIO_CHECK_FROM_BYTES = 10 * 1024 * 1024

const END_SIGNATURE = 0x06054b50
const END_SIZE = 22
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_LOCATOR_SIZE = 20
const ZIP64_END_SIGNATURE = 0x06064b50
const ZIP64_END_SIZE = 56
const CENTRAL_SIGNATURE = 0x02014b50
const CENTRAL_SIZE = 46
const LOCAL_SIGNATURE = 0x04034b50
const LOCAL_SIZE = 30
/** A directory entry's 32-bit size or offset holding this says "see the ZIP64 extra field". */
const ZIP64_MARK = 0xffffffff
const ZIP64_EXTRA_ID = 0x0001
const FLAG_ENCRYPTED = 0x0001
/** Sizes and CRC come after the data (a data descriptor), so the local header holds zeros. */
const FLAG_DATA_DESCRIPTOR = 0x0008
const FLAG_UTF8_NAME = 0x0800
/** The end record's comment is at most 65,535 bytes, so the record is within this of the end. */
const END_SEARCH_WINDOW = END_SIZE + 0xffff

/**
 * A ZIP whose structure we refuse: it lies about itself, or uses what a DOCX or a LinkedIn export
 * never does (several disks, encryption, methods other than stored and deflate). Callers turn it
 * into their own "damaged file" message.
 */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError'
}

interface Directory {
  entries: ZipEntry[]
  /** Where the central directory starts: every entry's data must end before it. */
  offset: number
}

/**
 * The entries of a ZIP from its central directory, read by hand and without inflating anything.
 * Libraries (fflate's unzipSync among them) loop over the entry count the end record claims; a
 * 128-byte file claiming 2^32-1 entries then blocks the process until it runs out of memory. Here
 * the count must fit in the directory's size, the directory must fit in the file, and past
 * MAX_ZIP_ENTRIES the archive is refused (413). Throws ZipFormatError on a structure that lies.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  return readDirectory(bytes).entries
}

function readDirectory(bytes: Uint8Array): Directory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const endAt = findEndRecord(view)
  if (view.getUint16(endAt + 4, true) !== 0 || view.getUint16(endAt + 6, true) !== 0) {
    throw new ZipFormatError('spans several disks')
  }
  let count = view.getUint16(endAt + 10, true)
  let size = view.getUint32(endAt + 12, true)
  let offset = view.getUint32(endAt + 16, true)
  // Where the directory must end: at the ZIP64 end record when there is one, else the end record.
  let directoryLimit = endAt
  const locatorAt = endAt - ZIP64_LOCATOR_SIZE
  if (locatorAt >= 0 && view.getUint32(locatorAt, true) === ZIP64_LOCATOR_SIGNATURE) {
    const recordAt = readUint64(view, locatorAt + 8)
    if (recordAt + ZIP64_END_SIZE > locatorAt) throw new ZipFormatError('ZIP64 record misplaced')
    if (view.getUint32(recordAt, true) !== ZIP64_END_SIGNATURE) {
      throw new ZipFormatError('no ZIP64 end record where the locator points')
    }
    count = readUint64(view, recordAt + 32)
    size = readUint64(view, recordAt + 40)
    offset = readUint64(view, recordAt + 48)
    directoryLimit = recordAt
  }
  // Without a ZIP64 record, 0xffff and 0xffffffff are taken at face value and checked like any.
  if (offset + size > directoryLimit) throw new ZipFormatError('directory outside the file')
  // The smallest header is 46 bytes, so a directory of `size` bytes holds at most size/46 entries.
  if (count * CENTRAL_SIZE > size) throw new ZipFormatError('more entries than the directory holds')
  if (count > MAX_ZIP_ENTRIES) throw tooManyEntries()

  const entries: ZipEntry[] = []
  const names = new Set<string>()
  const directoryEnd = offset + size
  let at = offset
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_SIZE > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('broken directory entry')
    }
    const flags = view.getUint16(at + 8, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength
    if (next > directoryEnd) throw new ZipFormatError('directory entry past the directory')
    if (view.getUint16(at + 34, true) !== 0) throw new ZipFormatError('entry on another disk')
    const nameStart = at + CENTRAL_SIZE
    const sizes = resolveZip64(view, nameStart + nameLength, extraLength, {
      uncompressedSize: view.getUint32(at + 24, true),
      compressedSize: view.getUint32(at + 20, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    })
    const entry: ZipEntry = {
      name: decodeName(bytes.subarray(nameStart, nameStart + nameLength), flags),
      method: view.getUint16(at + 10, true),
      ...sizes,
    }
    if (flags & FLAG_ENCRYPTED) throw new ZipFormatError('encrypted entry')
    // The data cannot start before its header's fixed part nor run into the directory.
    if (entry.localHeaderOffset + LOCAL_SIZE + nameLength + entry.compressedSize > offset) {
      throw new ZipFormatError('entry data overlaps the directory')
    }
    // Two entries of one name are read differently by different readers; a DOCX never has them.
    if (names.has(entry.name)) throw new ZipFormatError('duplicate entry name')
    names.add(entry.name)
    entries.push(entry)
    at = next
  }
  return { entries, offset }
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_SEARCH_WINDOW)
  for (let at = view.byteLength - END_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) !== END_SIGNATURE) continue
    // A signature inside the comment would claim a comment running past the end of the file.
    if (at + END_SIZE + view.getUint16(at + 20, true) <= view.byteLength) return at
  }
  throw new ZipFormatError('no end of central directory record')
}

/**
 * A little-endian 64-bit field as a number: exact below 2^53, and above that still far past any
 * file we accept, which is all the checks need.
 */
function readUint64(view: DataView, at: number): number {
  if (at < 0 || at + 8 > view.byteLength) throw new ZipFormatError('field outside the file')
  return view.getUint32(at + 4, true) * 0x1_0000_0000 + view.getUint32(at, true)
}

type EntrySizes = Pick<ZipEntry, 'uncompressedSize' | 'compressedSize' | 'localHeaderOffset'>

/** The fields marked 0xffffffff, read from the ZIP64 extra field in their fixed order. */
function resolveZip64(view: DataView, extraAt: number, extraLength: number, sizes: EntrySizes) {
  const marked = (Object.keys(sizes) as (keyof EntrySizes)[]).filter(
    (field) => sizes[field] === ZIP64_MARK,
  )
  if (marked.length === 0) return sizes
  const end = extraAt + extraLength
  for (let at = extraAt; at + 4 <= end; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== ZIP64_EXTRA_ID) continue
    const dataLength = view.getUint16(at + 2, true)
    if (dataLength < marked.length * 8 || at + 4 + dataLength > end) break
    const resolved = { ...sizes }
    marked.forEach((field, index) => {
      resolved[field] = readUint64(view, at + 4 + index * 8)
    })
    return resolved
  }
  throw new ZipFormatError('ZIP64 sizes without their extra field')
}

const UTF8 = new TextDecoder('utf-8')
// Without the UTF-8 flag a name is CP437; Latin-1 reads its ASCII the same, as fflate did.
const LATIN1 = new TextDecoder('latin1')

function decodeName(raw: Uint8Array, flags: number): string {
  return (flags & FLAG_UTF8_NAME ? UTF8 : LATIN1).decode(raw)
}

/**
 * Refuses (413) when the entries `wanted` accepts declare more than `maxBytes` in all. Declared
 * sizes bound what is inflated (readZipEntries), so a directory that lies cannot make us inflate
 * more.
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
  return new DocumentError('too_large', 'zip_too_large')
}

function tooManyEntries(): DocumentError {
  return new DocumentError('too_large', 'zip_too_many_entries', {
    params: { count: MAX_ZIP_ENTRIES },
  })
}

/**
 * Inflates only the entries `wanted` accepts, each after its local header is found to agree with
 * the directory. Each entry must inflate to exactly its declared size: zlib stops at that bound
 * (fflate, given a bounded buffer, still decodes a whole bomb: 2.3 s for 200 MB), so the declared
 * sizes checked by assertSafeZip and assertWantedFit bound both memory and time.
 */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Record<string, Uint8Array> {
  const directory = readDirectory(bytes)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const contents: Record<string, Uint8Array> = {}
  for (const entry of directory.entries) {
    if (!wanted(entry.name)) continue
    const dataAt = checkLocalHeader(bytes, view, entry)
    if (dataAt + entry.compressedSize > directory.offset) {
      throw new ZipFormatError('entry data overlaps the directory')
    }
    contents[entry.name] = inflateEntry(
      bytes.subarray(dataAt, dataAt + entry.compressedSize),
      entry,
    )
  }
  return contents
}

/** Where the entry's data starts, once its local header is found to say what the directory says. */
function checkLocalHeader(bytes: Uint8Array, view: DataView, entry: ZipEntry): number {
  const at = entry.localHeaderOffset
  if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw new ZipFormatError('no local header')
  const flags = view.getUint16(at + 6, true)
  const nameLength = view.getUint16(at + 26, true)
  const extraLength = view.getUint16(at + 28, true)
  const nameAt = at + LOCAL_SIZE
  const dataAt = nameAt + nameLength + extraLength
  if (dataAt > view.byteLength) throw new ZipFormatError('local header past the end')
  const name = decodeName(bytes.subarray(nameAt, nameAt + nameLength), flags)
  if (name !== entry.name) throw new ZipFormatError('local name differs from the directory')
  if (view.getUint16(at + 8, true) !== entry.method) {
    throw new ZipFormatError('local method differs from the directory')
  }
  if (!(flags & FLAG_DATA_DESCRIPTOR)) {
    const local = resolveZip64(view, dataAt - extraLength, extraLength, {
      uncompressedSize: view.getUint32(at + 22, true),
      compressedSize: view.getUint32(at + 18, true),
      localHeaderOffset: 0,
    })
    if (
      local.compressedSize !== entry.compressedSize ||
      local.uncompressedSize !== entry.uncompressedSize
    ) {
      throw new ZipFormatError('local sizes differ from the directory')
    }
  }
  return dataAt
}

function inflateEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  let content: Uint8Array
  if (entry.method === 0) {
    content = data.slice()
  } else if (entry.method === 8) {
    try {
      // zlib refuses a bound of 0; one byte more than declared is still caught below.
      content = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) })
    } catch (error) {
      throw new ZipFormatError('entry does not inflate to its declared size', { cause: error })
    }
  } else {
    throw new ZipFormatError(`unsupported compression method ${entry.method}`)
  }
  if (content.length !== entry.uncompressedSize) {
    throw new ZipFormatError('entry does not inflate to its declared size')
  }
  return content
}
