import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { forgedLegacyDoc } from '../../test/malformed-files.ts'
import { assertCompoundFileFits, CompoundFileError } from './compound-file.ts'

const LEGACY_DOC = fileURLToPath(new URL('./fixtures/legacy-resume.doc', import.meta.url))

function legacyDoc(): Buffer {
  return readFileSync(LEGACY_DOC)
}

describe('assertCompoundFileFits', () => {
  it('lets a real Word 97-2003 file through', () => {
    expect(() => assertCompoundFileFits(new Uint8Array(legacyDoc()))).not.toThrow()
  })

  it('refuses a header claiming more FAT sectors than the file has, at once', () => {
    const started = performance.now()
    expect(() => assertCompoundFileFits(forgedLegacyDoc('fat-sector-count'))).toThrow(
      /more sectors than the file has/,
    )
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('refuses a sector chain that loops, and a link outside the file', () => {
    expect(() => assertCompoundFileFits(forgedLegacyDoc('looping-chain'))).toThrow(/chain loops/)
    const bytes = legacyDoc()
    const directory = bytes.readInt32LE(48)
    const sectorSize = 1 << bytes.readUInt16LE(30)
    const fatAt = (bytes.readInt32LE(76) + 1) * sectorSize
    bytes.writeInt32LE(directory, fatAt + directory * 4)
    expect(() => assertCompoundFileFits(new Uint8Array(bytes))).toThrow(/chain loops/)
    bytes.writeInt32LE(1_000_000, fatAt + directory * 4)
    expect(() => assertCompoundFileFits(new Uint8Array(bytes))).toThrow(/outside the file/)
  })

  it('refuses sector sizes word-extractor would allocate unchecked', () => {
    const bytes = legacyDoc()
    // A shift of 22 would make every sector 4 MB.
    bytes.writeUInt16LE(22, 30)
    expect(() => assertCompoundFileFits(new Uint8Array(bytes))).toThrow(CompoundFileError)
    expect(() => assertCompoundFileFits(new Uint8Array(200))).toThrow(/not a compound file/)
  })
})
