import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32, deflateRawSync } from 'node:zlib'
import { strToU8, zipSync } from 'fflate'
import iconv from 'iconv-lite'
import { beforeAll, describe, expect, it } from 'vitest'
import { layoutSignalsSchema } from '../../../src/contract/documents.ts'
import { DocumentError, type DocumentErrorCode } from './document-error.ts'
import { buildDocxFixture } from './docx-fixture.ts'
import { extractDocument } from './extract-document.ts'
import { sniffDocumentKind } from './sniff-kind.ts'
import { listZipEntries } from './zip-entries.ts'

const DATA = fileURLToPath(new URL('../../../../shared/data', import.meta.url))
const SAMPLES = path.join(DATA, 'samples')

function sample(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(path.join(SAMPLES, ...parts)))
}

/**
 * A ZIP of deflated entries, built with Node's zlib: fflate's own compressor takes seconds on the
 * 100 MB of zeros of the zip-bomb test, zlib at level 1 a tenth of a second.
 */
function deflatedZip(files: Record<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name)
    const compressed = deflateRawSync(data, { level: 1 })
    const fields = (header: Buffer, at: number): void => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(8, at + 4) // deflate
      header.writeUInt32LE(crc32(data), at + 10)
      header.writeUInt32LE(compressed.length, at + 14)
      header.writeUInt32LE(data.length, at + 18)
      header.writeUInt16LE(nameBytes.length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    fields(local, 4)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    fields(central, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, compressed)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + compressed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(files).length, 8)
  end.writeUInt16LE(Object.keys(files).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

async function refusal(bytes: Uint8Array): Promise<DocumentError> {
  try {
    await extractDocument(bytes)
  } catch (error) {
    if (error instanceof DocumentError) return error
    throw error
  }
  throw new Error('expected a DocumentError')
}

describe('sample PDFs', () => {
  const readable = [
    ...readdirSync(path.join(SAMPLES, 'resumes'))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => ['resumes', name] as const),
    ...readdirSync(path.join(SAMPLES, 'jds'))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => ['jds', name] as const),
  ]

  it('finds every sample', () => {
    expect(readable.length).toBeGreaterThanOrEqual(9)
  })

  it.each(readable)('reads %s/%s', async (folder, name) => {
    const result = await extractDocument(sample(folder, name))
    expect(layoutSignalsSchema.parse(result.layout)).toEqual(result.layout)
    expect(result.layout.kind).toBe('pdf')
    expect(result.layout.page_count).toBeGreaterThanOrEqual(1)
    expect(result.layout.columns).toBe(1)
    expect(result.layout.word_count).toBeGreaterThan(150)
    expect(result.text).not.toMatch(/[ \t]+$/m)
    expect(result.text).not.toMatch(/\n{4}/)
  })

  it('keeps resume bullets on lines of their own', async () => {
    const { text } = await extractDocument(sample('resumes', 'john_doe.pdf'))
    expect(text).toMatch(/^JOHN DOE$/m)
    expect(text).toMatch(/john\.doe@email\.com/)
    expect(text).toContain('SKILLS\n- Java and J2EE\n- Spring Boot, Spring MVC, and Hibernate\n')
  })

  it('reads the ligature test file as plain letters', async () => {
    const { text } = await extractDocument(sample('pdf-hard', 'copy_paste_ligatures.pdf'))
    expect(['abcdeffffiflffifflſtstghijklmno', 'abcdeffffiflffifflststghijklmno']).toContain(
      text.trim(),
    )
  })

  it('reads a two-column page one column at a time', async () => {
    const { text, layout } = await extractDocument(sample('pdf-hard', 'multicolumn.pdf'))
    expect(layout.columns).toBe(2)
    expect(layout.page_count).toBe(3)
    // The left column ends mid-sentence and the right column finishes it.
    expect(text).toContain('Vivamus viverra fermentum felis. Donec nonummy\npellentesque ante.')
    expect(text.indexOf('Pellentesque cursus luctus mauris.')).toBeLessThan(
      text.indexOf('Proin fermentum massa ac quam.'),
    )
    expect(text).toMatch(/^Abstract$/m)
    // The table on page 3 stays row by row.
    expect(text).toContain('Austria 8.9 83,879 Vienna German')
  })

  const refusals: [string, DocumentErrorCode, RegExp][] = [
    ['imagemagick-images.pdf', 'no_text_layer', /scanned image with no text layer/],
    ['libreoffice-writer-password.pdf', 'encrypted', /password/],
    ['03-invalid.pdf', 'corrupt', /damaged/],
  ]
  it.each(refusals)('refuses %s as %s', async (name, code, message) => {
    const error = await refusal(sample('pdf-hard', name))
    expect(error.code).toBe(code)
    expect(error.status).toBe(422)
    expect(error.message).toMatch(message)
    expect(error.message).toMatch(/paste the text/)
  })

  it('goes by the bytes, not the name: a PDF renamed .txt is a PDF', async () => {
    const bytes = sample('resumes', 'barry_allen_fe.pdf')
    expect(sniffDocumentKind(bytes)).toBe('pdf')
    expect((await extractDocument(bytes)).layout.kind).toBe('pdf')
  })
})

describe('DOCX', () => {
  let docx: Uint8Array
  beforeAll(async () => {
    docx = await buildDocxFixture({ headerLines: ['jane.example@mail.com'] })
  })

  it('reads paragraphs, bullets, tables and text boxes, and counts the structures', async () => {
    const { text, layout, warnings } = await extractDocument(docx)
    expect(layout).toMatchObject({
      kind: 'docx',
      page_count: null,
      columns: 1,
      tables: 1,
      text_boxes: 1,
      images_without_text: 0,
      contact_only_in_header_footer: true,
    })
    expect(text).toMatch(/^Senior Software Engineer$/m)
    // Word list paragraphs come out as bullets, as in the PDF of the same resume.
    expect(text).toMatch(/^- Delivered project 2 with TypeScript/m)
    expect(text).toContain('AWS, Kubernetes, Terraform')
    expect(text).toContain('Certified Kubernetes Administrator in a text box')
    // The header's email comes first, so nothing is lost.
    expect(text.startsWith('jane.example@mail.com')).toBe(true)
    expect(warnings.join(' ')).toMatch(/header or footer/)
    expect(layout.word_count).toBeGreaterThan(40)
  })

  it('does not flag contact details that are also in the body', async () => {
    const bytes = await buildDocxFixture({
      headerLines: ['jane.example@mail.com'],
      bodyLines: ['Contact: jane.example@mail.com, +1 415 555 0100'],
      withTable: false,
      withTextbox: false,
    })
    const { text, layout } = await extractDocument(bytes)
    expect(layout.contact_only_in_header_footer).toBe(false)
    expect(layout.tables).toBe(0)
    expect(layout.text_boxes).toBe(0)
    expect(text.startsWith('Jane Example')).toBe(true)
  })

  it('refuses a zip bomb from its directory, without inflating it', async () => {
    const bomb = deflatedZip({
      'word/document.xml': strToU8('<w:document><w:body><w:p/></w:body></w:document>'),
      'word/media/filler.bin': new Uint8Array(100 * 1024 * 1024),
    })
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const started = performance.now()
    const error = await refusal(bomb)
    expect(performance.now() - started).toBeLessThan(250)
    expect(error.code).toBe('too_large')
    expect(error.status).toBe(413)
  })

  it('reads a ZIP built by hand like any other (the bomb test relies on it)', async () => {
    const small = deflatedZip({ 'notes.txt': strToU8('hello') })
    expect(listZipEntries(small)).toEqual([
      {
        name: 'notes.txt',
        compressedSize: expect.any(Number),
        uncompressedSize: 5,
        method: 8,
        localHeaderOffset: 0,
      },
    ])
  })

  it('refuses a ZIP that is not a Word document', async () => {
    const zip = zipSync({ 'notes.txt': strToU8('Just some notes, not a resume at all.') })
    expect(sniffDocumentKind(zip)).toBeNull()
    const error = await refusal(zip)
    expect(error.code).toBe('unsupported_type')
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/PDF.*DOCX.*TXT/)
  })

  it('calls a broken DOCX corrupt', async () => {
    const error = await refusal(docx.subarray(0, docx.length - 200))
    expect(error.code).toBe('corrupt')
    expect(error.status).toBe(422)
  })

  it('refuses a DOCX with no text as empty', async () => {
    const bytes = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
      ),
    })
    const error = await refusal(bytes)
    expect(error.code).toBe('empty')
  })
})

describe('legacy Word (.doc)', () => {
  // fixtures/legacy-resume.doc is buildDocxFixture({ headerLines: ['jane.example@mail.com'],
  // bulletCount: 3 }) saved by LibreOffice as "MS Word 97" (soffice --convert-to doc).
  const doc = (): Uint8Array =>
    new Uint8Array(
      readFileSync(fileURLToPath(new URL('fixtures/legacy-resume.doc', import.meta.url))),
    )

  it('reads the header, the body, the table and the text box', async () => {
    const bytes = doc()
    expect(sniffDocumentKind(bytes)).toBe('doc')
    const { text, layout } = await extractDocument(bytes)
    expect(text.startsWith('jane.example@mail.com')).toBe(true)
    expect(text).toMatch(/^Delivered project 3 with TypeScript/m)
    expect(text).toContain('AWS, Kubernetes, Terraform')
    expect(text).toContain('Certified Kubernetes Administrator in a text box')
    expect(layout).toMatchObject({
      kind: 'doc',
      text_boxes: 1,
      contact_only_in_header_footer: true,
    })
  })

  it('calls a damaged .doc corrupt', async () => {
    const error = await refusal(doc().subarray(0, 4096))
    expect(error.code).toBe('corrupt')
    expect(error.message).toMatch(/Word 97-2003/)
  })
})

describe('plain text', () => {
  const resume = 'Jane Example\nSenior Engineer\n\nEXPERIENCE\n• Led a team of five engineers\n'
  const russian =
    'Иван Петров\nВедущий инженер\n\nОПЫТ РАБОТЫ\n• Руководил командой из пяти инженеров\n'

  it('reads UTF-8 with and without a BOM', async () => {
    for (const bytes of [strToU8(resume), new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(resume)])]) {
      const { text, layout } = await extractDocument(bytes)
      expect(text).toBe(
        'Jane Example\nSenior Engineer\n\nEXPERIENCE\n- Led a team of five engineers',
      )
      expect(layout).toMatchObject({ kind: 'txt', page_count: null, columns: 1, word_count: 11 })
    }
  })

  it('reads UTF-16 LE with a BOM, and UTF-16 BE', async () => {
    const le = new Uint8Array([0xff, 0xfe, ...iconv.encode(russian, 'utf16le')])
    expect((await extractDocument(le)).text).toContain('Руководил командой')
    const be = new Uint8Array([0xfe, 0xff, ...iconv.encode(resume, 'utf16be')])
    expect((await extractDocument(be)).text).toContain('Led a team')
  })

  it('reads Windows-1251 Russian', async () => {
    const bytes = new Uint8Array(iconv.encode(russian.repeat(3), 'windows-1251'))
    const { text, layout } = await extractDocument(bytes)
    expect(text).toContain('Ведущий инженер')
    expect(text).toContain('- Руководил командой из пяти инженеров')
    expect(layout.kind).toBe('txt')
  })

  it('refuses binary garbage, naming the formats it accepts', async () => {
    let seed = 42
    const random = new Uint8Array(4096).map(() => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed >> 16
    })
    expect(sniffDocumentKind(random)).toBeNull()
    const error = await refusal(random)
    expect(error.code).toBe('unsupported_type')
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/PDF.*DOCX.*TXT/)
  })

  it('refuses files with no real text as empty', async () => {
    for (const bytes of [new Uint8Array(), strToU8('   \n\n  \t'), strToU8('Hi there, ok')]) {
      const error = await refusal(bytes)
      expect(error.code).toBe('empty')
      expect(error.message).toMatch(/couldn't find any text/)
    }
  })
})
