import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sniffDocumentKind } from './sniff-kind.ts'

describe('sniffDocumentKind', () => {
  it('knows a PDF by %PDF-, even after a little junk', () => {
    expect(sniffDocumentKind(strToU8('%PDF-1.7\n...'))).toBe('pdf')
    expect(sniffDocumentKind(strToU8('\n\n%PDF-1.4\n...'))).toBe('pdf')
  })

  it('knows a DOCX by word/document.xml inside a ZIP, and refuses other ZIPs', () => {
    expect(sniffDocumentKind(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toBe(
      'docx',
    )
    expect(sniffDocumentKind(zipSync({ 'content.xml': strToU8('<office/>') }))).toBeNull()
    expect(sniffDocumentKind(strToU8('PK\u0003\u0004 broken'))).toBeNull()
  })

  it('knows a legacy Word file by the OLE2 signature', () => {
    const ole = new Uint8Array(512)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(sniffDocumentKind(ole)).toBe('doc')
  })

  it('takes text, and refuses images, RTF and empty files', () => {
    expect(sniffDocumentKind(strToU8('Jane Example, engineer'))).toBe('txt')
    expect(
      sniffDocumentKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBeNull()
    expect(sniffDocumentKind(strToU8('{\\rtf1\\ansi Jane}'))).toBeNull()
    expect(sniffDocumentKind(new Uint8Array())).toBeNull()
  })
})
