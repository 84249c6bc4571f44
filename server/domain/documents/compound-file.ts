/*
 * An OLE2 compound file (legacy .doc) declares its own shape in its header: the sector size, how
 * many sectors hold the allocation table (FAT), where chains of sectors start. word-extractor
 * trusts all of it: it allocates (FAT sectors x sector size) bytes at once and follows each chain
 * until it ends, stopping only on a sector that points to itself. A 17 KB .doc declaring 3 million
 * FAT sectors, or whose directory chain loops between two sectors, ran for over 30 s and would run
 * out of memory. This checks the header and both allocation tables first, in one pass over them.
 */

const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const HEADER_SIZE = 512
/** Version 3 files use 512-byte sectors, version 4 files 4096; nothing else exists. */
const SECTOR_SHIFTS = new Set([9, 12])
const MINI_SECTOR_SHIFT = 6
/** The FAT sectors listed in the header itself; more are listed in the DIFAT chain. */
const HEADER_DIFAT_ENTRIES = 109
/** Values below 0 end a chain or mark free and special sectors (word-extractor stops on them). */
const LAST_REAL_SECTOR = 0x7ffffff9

/** Why a compound file was refused, for the cause of the "damaged" DocumentError. */
export class CompoundFileError extends Error {
  override name = 'CompoundFileError'
}

/**
 * Throws CompoundFileError unless the header's counts fit in the file, every FAT sector it lists
 * lies in the file, every chain in the FAT and in the mini FAT ends, and every FAT link points to
 * a sector of the file. Then word-extractor reads no chain longer than the file has sectors.
 */
export function assertCompoundFileFits(bytes: Uint8Array): void {
  if (bytes.length < HEADER_SIZE || MAGIC.some((byte, index) => bytes[index] !== byte)) {
    throw new CompoundFileError('not a compound file')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sectorShift = view.getUint16(30, true)
  if (!SECTOR_SHIFTS.has(sectorShift) || view.getUint16(32, true) !== MINI_SECTOR_SHIFT) {
    throw new CompoundFileError('unknown sector size')
  }
  const sectorSize = 1 << sectorShift
  // word-extractor finds sector n at (n + 1) x sector size: the header takes the first one.
  const sectors = Math.ceil(bytes.length / sectorSize) - 1
  const fatSectors = view.getInt32(44, true)
  const miniFatSectors = view.getInt32(64, true)
  const difatSectors = view.getInt32(72, true)
  for (const count of [fatSectors, miniFatSectors, difatSectors]) {
    if (count < 0 || count > sectors) throw new CompoundFileError('more sectors than the file has')
  }

  const sectorAt = (sector: number): number => (sector + 1) * sectorSize
  const inFile = (sector: number): boolean => sector >= 0 && sector < sectors
  const entriesPerSector = sectorSize / 4

  // The FAT's own sectors: up to 109 in the header, the rest along the DIFAT chain.
  const fatSectorIds: number[] = []
  for (let index = 0; index < Math.min(fatSectors, HEADER_DIFAT_ENTRIES); index += 1) {
    fatSectorIds.push(view.getInt32(76 + index * 4, true))
  }
  let difat = view.getInt32(68, true)
  for (let read = 0; read < difatSectors && fatSectorIds.length < fatSectors; read += 1) {
    if (!inFile(difat)) throw new CompoundFileError('DIFAT sector outside the file')
    const at = sectorAt(difat)
    for (let slot = 0; slot < entriesPerSector - 1 && fatSectorIds.length < fatSectors; slot += 1) {
      fatSectorIds.push(view.getInt32(at + slot * 4, true))
    }
    difat = view.getInt32(at + sectorSize - 4, true)
  }
  if (fatSectorIds.length < fatSectors || !fatSectorIds.every(inFile)) {
    throw new CompoundFileError('FAT sector outside the file')
  }

  const fat = readTable(view, fatSectorIds.map(sectorAt), entriesPerSector)
  assertChainsEnd(fat, sectors)
  // The mini FAT is a chain in the FAT; its links point to 64-byte sectors of the mini stream.
  const miniFatSectorIds = chainOf(fat, view.getInt32(60, true))
  if (!miniFatSectorIds.every(inFile)) throw new CompoundFileError('mini FAT outside the file')
  const miniFat = readTable(view, miniFatSectorIds.map(sectorAt), entriesPerSector)
  assertChainsEnd(miniFat, miniFat.length)
}

function readTable(view: DataView, offsets: number[], entriesPerSector: number): Int32Array {
  const table = new Int32Array(offsets.length * entriesPerSector)
  offsets.forEach((offset, sector) => {
    for (let slot = 0; slot < entriesPerSector; slot += 1) {
      const at = offset + slot * 4
      // A last sector cut short reads as free entries.
      table[sector * entriesPerSector + slot] =
        at + 4 <= view.byteLength ? view.getInt32(at, true) : -1
    }
  })
  return table
}

/**
 * Throws unless every link points below `limit` and no chain comes back on itself. Each entry is
 * visited once: a walk stops at an entry an earlier walk has already found to end.
 */
function assertChainsEnd(table: Int32Array, limit: number): void {
  // 0: not seen; walk number + 1 while walking; -1 once known to end.
  const seen = new Int32Array(table.length)
  for (let start = 0; start < table.length; start += 1) {
    let sector = start
    while (sector >= 0 && sector < table.length && seen[sector] === 0) {
      seen[sector] = start + 1
      const next = table[sector] ?? -1
      if (next >= 0 && (next > LAST_REAL_SECTOR || next >= limit)) {
        throw new CompoundFileError('chain link outside the file')
      }
      sector = next
    }
    if (sector >= 0 && sector < table.length && seen[sector] === start + 1) {
      throw new CompoundFileError('chain loops')
    }
    for (let walked = start; walked >= 0 && walked < table.length && seen[walked] === start + 1;) {
      seen[walked] = -1
      walked = table[walked] ?? -1
    }
  }
}

/** The sectors of the chain from `start`, in a table already found to end everywhere. */
function chainOf(table: Int32Array, start: number): number[] {
  const chain: number[] = []
  for (let sector = start; sector >= 0 && sector < table.length; sector = table[sector] ?? -1) {
    chain.push(sector)
  }
  return chain
}
