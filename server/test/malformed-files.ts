import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32 } from 'node:zlib'
import { Deflate, deflateSync, strToU8, zipSync, zlibSync } from 'fflate'
import { buildDocxFixture } from '../domain/documents/docx-fixture.ts'

/*
 * Malformed upload files for the fuzz test (server/routes/upload-fuzz.test.ts), made from a seed so
 * a failure reproduces byte for byte. Each case says what a correct server answers: `refuse` (a
 * 4xx), `refuse-or-read` (a 4xx, or a 200 when the damage happened to leave a readable document,
 * e.g. a PDF cut after its last text) or `read` (the controls).
 */

export type FuzzKind =
  | 'truncated'
  | 'random-bytes'
  | 'wrong-magic'
  | 'corrupt-zip'
  | 'nested-archive'
  | 'zip-bomb'
  | 'xml-bomb'
  | 'pdf-structure'
  | 'declared-count'
  | 'odd-values'
  | 'empty'
  | 'bad-request'
  | 'control'

export type FuzzExpectation = 'refuse' | 'refuse-or-read' | 'read'

export interface FuzzCase {
  kind: FuzzKind
  /** What was made, for the failure message: "truncated john_doe.pdf at 1234 of 62147". */
  label: string
  expect: FuzzExpectation
  /** The request as sent: the multipart body (or whatever a bad request carries) and its type. */
  payload: Buffer
  contentType: string
}

const SAMPLES = fileURLToPath(new URL('../../../shared/data/samples', import.meta.url))
const LEGACY_DOC = fileURLToPath(
  new URL('../domain/documents/fixtures/legacy-resume.doc', import.meta.url),
)
const BOUNDARY = '----jobfit-fuzz-boundary'
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`
const MB = 1024 * 1024

/** mulberry32: small, fast and good enough to pick lengths and bytes; the seed makes runs repeat. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Dice {
  constructor(private readonly next: () => number) {}
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length)
    for (let index = 0; index < length; index += 1) bytes[index] = this.int(0, 255)
    return bytes
  }
  /** A length that is usually small and sometimes large, as real garbage is. */
  length(max: number): number {
    const roll = this.next()
    if (roll < 0.2) return this.int(1, 16)
    if (roll < 0.7) return this.int(17, 4096)
    return this.int(4097, max)
  }
}

/** A multipart/form-data body by hand, so every byte and field name is the test's choice. */
export function multipartBody(
  parts: { field: string; filename?: string; type?: string; content: Uint8Array | string }[],
  options: { close?: boolean } = {},
): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`) +
          '\r\n',
      ),
      typeof part.content === 'string' ? Buffer.from(part.content) : Buffer.from(part.content),
      Buffer.from('\r\n'),
    )
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

function fileCase(
  kind: FuzzKind,
  label: string,
  expect: FuzzExpectation,
  bytes: Uint8Array,
  filename = 'resume.pdf',
  type = 'application/pdf',
): FuzzCase {
  return {
    kind,
    label,
    expect,
    payload: multipartBody([{ field: 'file', filename, type, content: bytes }]),
    contentType: MULTIPART_TYPE,
  }
}

// ZIP files by hand, so a test can make every field lie: sizes, counts, offsets, methods.

interface ZipPart {
  name: string
  /** The bytes as stored (already compressed when method is 8). */
  stored: Uint8Array
  method: number
  /** What the headers claim; defaults to the truth. */
  declaredSize: number
  crc: number
  /** What the local header claims instead, when it should disagree with the directory. */
  local?: { name?: string; method?: number; storedSize?: number; declaredSize?: number }
}

function deflatedPart(name: string, content: Uint8Array | string): ZipPart {
  const data = typeof content === 'string' ? strToU8(content) : content
  return {
    name,
    stored: deflateSync(data, { level: 6 }),
    method: 8,
    declaredSize: data.length,
    crc: crc32(data),
  }
}

function storedPart(name: string, content: Uint8Array | string): ZipPart {
  const data = typeof content === 'string' ? strToU8(content) : content
  return { name, stored: data, method: 0, declaredSize: data.length, crc: crc32(data) }
}

function writeZip(parts: ZipPart[], options: { entryCount?: number } = {}): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name)
    const localName = Buffer.from(part.local?.name ?? part.name)
    const fields = (header: Buffer, at: number, claim: ZipPart['local'] = {}): void => {
      header.writeUInt16LE(20, at) // version needed to extract
      header.writeUInt16LE(claim.method ?? part.method, at + 4)
      header.writeUInt32LE(part.crc >>> 0, at + 10)
      header.writeUInt32LE(claim.storedSize ?? part.stored.length, at + 14)
      header.writeUInt32LE((claim.declaredSize ?? part.declaredSize) >>> 0, at + 18)
      header.writeUInt16LE((claim.name === undefined ? name : localName).length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    fields(local, 4, part.local)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    fields(central, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, localName, Buffer.from(part.stored))
    centrals.push(central, name)
    offset += local.length + localName.length + part.stored.length
  }
  const directory = Buffer.concat(centrals)
  const count = options.entryCount ?? parts.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count & 0xffff, 8)
  end.writeUInt16LE(count & 0xffff, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'
const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

function documentXml(paragraphs: string[], prolog = ''): string {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>${prolog}<w:document ${W_NS}><w:body>${body}</w:body></w:document>`
}

/** The three parts every DOCX needs, with the given body; `extra` parts go in as they are. */
function docxParts(document: string | Uint8Array, extra: ZipPart[] = []): ZipPart[] {
  return [
    deflatedPart('[Content_Types].xml', CONTENT_TYPES),
    deflatedPart('_rels/.rels', PACKAGE_RELS),
    deflatedPart('word/document.xml', document),
    ...extra,
  ]
}

/**
 * `size` bytes of zeros as raw DEFLATE data, in about size/1000 bytes: one megabyte is compressed
 * once with fflate and sync-flushed to a byte boundary, so copies of it chain into one valid stream
 * (each copy refers only to itself), and an empty final block ends it. Making a 300 MB bomb this way
 * takes milliseconds and no 300 MB buffer.
 */
function zeroBomb(size: number): Uint8Array {
  const chunks: Uint8Array[] = []
  const deflate = new Deflate({ level: 9 }, (chunk) => {
    chunks.push(chunk)
  })
  deflate.push(new Uint8Array(MB))
  deflate.flush(true)
  const megabyte = Buffer.concat(chunks)
  const copies = Math.ceil(size / MB)
  const finalEmptyBlock = Buffer.from([0x03, 0x00])
  return new Uint8Array(Buffer.concat([...Array<Buffer>(copies).fill(megabyte), finalEmptyBlock]))
}

/** The zlib wrapping of zeroBomb (what a PDF's FlateDecode expects): header, data, Adler-32. */
export function zlibZeroBomb(size: number): Uint8Array {
  const raw = zeroBomb(size)
  const megabytes = Math.ceil(size / MB)
  // Adler-32 of n zeros: a = 1, b = n mod 65521.
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((megabytes * MB) % 65521) * 65536 + 1) >>> 0)
  return new Uint8Array(Buffer.concat([Buffer.from([0x78, 0xda]), raw, adler]))
}

/** LZW codes that grow a run of zeros by one byte a code (3,838 codes make 7 MB), as pdf.js reads them. */
export function lzwBomb(cycles: number): Uint8Array {
  const out: number[] = []
  let accumulator = 0
  let bits = 0
  const emit = (code: number, width: number) => {
    accumulator = (accumulator << width) | code
    bits += width
    while (bits >= 8) {
      bits -= 8
      out.push((accumulator >>> bits) & 0xff)
    }
    accumulator &= (1 << bits) - 1
  }
  let width = 9
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    let next = 258
    width = 9
    emit(0, width)
    while (next < 4096) {
      emit(next, width)
      next += 1
      // pdf.js widens codes one step early (EarlyChange 1).
      if (((next + 1) & next) === 0) width = Math.min(Math.log2(next + 1) + 1, 12)
    }
    emit(256, width)
  }
  emit(257, 9)
  if (bits > 0) out.push((accumulator << (8 - bits)) & 0xff)
  return new Uint8Array(out)
}

/** RunLength pairs that each repeat a zero 128 times. */
export function runLengthBomb(size: number): Uint8Array {
  return new Uint8Array(Buffer.alloc(Math.ceil(size / 128) * 2, Buffer.from([0x81, 0x00])))
}

export function ascii85(data: Uint8Array): Uint8Array {
  const out: string[] = []
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4)
    let value = 0
    for (let index = 0; index < 4; index += 1) value = value * 256 + (group[index] ?? 0)
    if (value === 0 && group.length === 4) {
      out.push('z')
      continue
    }
    const chars: string[] = []
    for (let index = 0; index < 5; index += 1) {
      chars.unshift(String.fromCharCode(33 + (value % 85)))
      value = Math.floor(value / 85)
    }
    out.push(chars.slice(0, group.length + 1).join(''))
  }
  return strToU8(`${out.join('')}~>`)
}

/** A zlib stream whose first block is stored text reading "endstream", then the bomb. */
export function zlibBombAfterFakeEnd(size: number): Uint8Array {
  const fake = Buffer.from('\nendstream\nendobj\n')
  const stored = Buffer.alloc(5)
  stored.writeUInt8(0x00, 0) // not final, stored
  stored.writeUInt16LE(fake.length, 1)
  stored.writeUInt16LE(~fake.length & 0xffff, 3)
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x78, 0xda]), stored, fake, zeroBomb(size), Buffer.alloc(4)]),
  )
}

// PDFs by hand: objects in order, a correct xref table, so only the chosen part is absurd.

export function pdfFile(
  objects: (string | Uint8Array)[],
  trailerExtra = '',
  xrefSize?: number,
): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]?.length ?? 0
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(offset)
    const bytes = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ])
    chunks.push(bytes)
    offset += bytes.length
  })
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`]
  for (const at of offsets) xref.push(`${String(at).padStart(10, '0')} 00000 n \n`)
  chunks.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${xrefSize ?? objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  )
  return new Uint8Array(Buffer.concat(chunks))
}

/** A stream object's body; /Length is the true one unless the dictionary brings its own. */
export function streamObject(dictionary: string, data: Uint8Array): Uint8Array {
  const length = dictionary.includes('/Length') ? '' : ` /Length ${data.length}`
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(`<< ${dictionary}${length} >>\nstream\n`),
      Buffer.from(data),
      Buffer.from('\nendstream'),
    ]),
  )
}

/** Catalog, page tree, one page with the given content stream object (4) and no text. */
export function onePagePdf(content: Uint8Array, pagesExtra = '', extra: string[] = []): Uint8Array {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count 1 ${pagesExtra}>>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    content,
    ...extra,
  ])
}

/** The PDFs made absurd on purpose: each is small on the wire and has no readable text. */
function pdfStructureCases(dice: Dice): { label: string; bytes: Uint8Array }[] {
  const repeat = (text: string, times: number) => strToU8(text.repeat(times))
  const cases: { label: string; bytes: Uint8Array }[] = []
  const objectCount = dice.int(50_000, 100_000)
  cases.push({
    label: `${objectCount} null objects`,
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      ...Array<string>(objectCount).fill('null'),
    ]),
  })
  cases.push({
    label: 'xref /Size 2147483647',
    bytes: pdfFile(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      ],
      '',
      2147483647,
    ),
  })
  cases.push({
    label: 'page tree /Count 1000000000',
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ]),
  })
  cases.push({
    label: 'page tree that contains itself',
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>',
    ]),
  })
  const depth = dice.int(20_000, 200_000)
  cases.push({
    label: `${depth} nested arrays in the content`,
    bytes: onePagePdf(streamObject('', repeat('[', depth))),
  })
  cases.push({
    label: `${depth} nested dictionaries in an object`,
    bytes: onePagePdf(streamObject('', strToU8('0 0 m')), '', [
      `${'<< /A '.repeat(depth)}${' >>'.repeat(depth)}`,
    ]),
  })
  cases.push({
    label: `${depth} nested arrays in the page tree`,
    bytes: onePagePdf(streamObject('', strToU8('0 0 m')), `/X ${'['.repeat(depth)}`),
  })
  const operators = dice.int(200_000, 400_000)
  cases.push({
    label: `${operators} path operators, deflated`,
    bytes: onePagePdf(
      streamObject('/Filter /FlateDecode', deflateSync(repeat('0 0 m 1 1 l S\n', operators))),
    ),
  })
  const bombSize = dice.pick([200, 300, 500]) * MB
  cases.push({
    label: `content stream inflating to ${bombSize / MB} MB`,
    bytes: onePagePdf(streamObject('/Filter /FlateDecode', zlibZeroBomb(bombSize))),
  })
  cases.push({
    label: `text operator after a ${bombSize / MB} MB inflated stream`,
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 5 0 R] >>',
      streamObject('/Filter /FlateDecode', zlibZeroBomb(bombSize)),
      streamObject('', strToU8('BT /F1 12 Tf 72 720 Td (x) Tj ET')),
    ]),
  })
  cases.push({
    label: `LZW content stream decoding to about ${bombSize / MB} MB`,
    bytes: onePagePdf(
      streamObject('/Filter /LZWDecode', lzwBomb(Math.ceil(bombSize / (7.37 * MB)))),
    ),
  })
  cases.push({
    label: 'RunLength content stream decoding to 150 MB',
    bytes: onePagePdf(streamObject('/Filter /RunLengthDecode', runLengthBomb(150 * MB))),
  })
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB inside another Flate stream`,
    bytes: onePagePdf(
      streamObject('/Filter [/FlateDecode /FlateDecode]', zlibSync(zlibZeroBomb(bombSize))),
    ),
  })
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB written in ASCII85`,
    bytes: onePagePdf(streamObject('/Filter [/A85 /Fl]', ascii85(zlibZeroBomb(bombSize)))),
  })
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB behind a #-escaped filter name and /F`,
    bytes: onePagePdf(streamObject('/F /Fl#61teDecode', zlibZeroBomb(bombSize))),
  })
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB whose filter is an indirect object`,
    bytes: onePagePdf(streamObject('/Filter 5 0 R', zlibZeroBomb(bombSize)), '', ['/FlateDecode']),
  })
  const fakeEnd = zlibBombAfterFakeEnd(bombSize)
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB behind a fake endstream, /Length indirect`,
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      new Uint8Array(
        Buffer.concat([
          Buffer.from('<< /Filter /FlateDecode /Length 5 0 R >>\nstream\n'),
          Buffer.from(fakeEnd),
          Buffer.from('\nendstream'),
        ]),
      ),
      String(fakeEnd.length),
    ]),
  })
  cases.push({
    label: `Flate bomb of ${bombSize / MB} MB behind a fake endstream, /Length unknown`,
    bytes: onePagePdf(streamObject('/Filter /FlateDecode /Length 99 0 R', fakeEnd)),
  })
  const pages = dice.int(5_000, 20_000)
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ')
  cases.push({
    label: `${pages} blank pages`,
    bytes: pdfFile([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
      ...Array<string>(pages).fill('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
    ]),
  })
  cases.push({
    label: 'xref /Prev pointing at itself',
    bytes: strToU8(
      Buffer.from(onePagePdf(streamObject('', strToU8('0 0 m'))))
        .toString('latin1')
        .replace(/trailer\n<< /, (match) => `${match}/Prev 9 `),
      true,
    ),
  })
  const filters = dice.int(1_000, 50_000)
  cases.push({
    label: `${filters} chained filters`,
    bytes: onePagePdf(
      streamObject(`/Filter [${'/ASCIIHexDecode '.repeat(filters)}]`, strToU8('30>')),
    ),
  })
  cases.push({
    label: 'object stream claiming 1000000 objects',
    bytes: onePagePdf(streamObject('', strToU8('0 0 m')), '', [
      new TextDecoder('latin1').decode(
        streamObject('/Type /ObjStm /N 1000000 /First 4', strToU8('6 0 null')),
      ),
    ]),
  })
  return cases
}

interface Samples {
  pdfs: { name: string; bytes: Uint8Array }[]
  docxs: { name: string; bytes: Uint8Array }[]
  txts: { name: string; bytes: Uint8Array }[]
  doc: { name: string; bytes: Uint8Array }
}

/** Resume text from a JSON Resume sample: enough words to be read as a resume. */
function resumeText(json: string): string {
  const resume = JSON.parse(json) as {
    basics?: { name?: string; label?: string; email?: string; summary?: string }
    work?: { name?: string; position?: string; summary?: string; highlights?: string[] }[]
  }
  const lines = [
    resume.basics?.name ?? 'Jane Example',
    resume.basics?.label ?? '',
    resume.basics?.email ?? '',
    resume.basics?.summary ?? '',
    'EXPERIENCE',
  ]
  for (const job of resume.work ?? []) {
    lines.push(`${job.position ?? ''}, ${job.name ?? ''}`, job.summary ?? '')
    for (const highlight of job.highlights ?? []) lines.push(`- ${highlight}`)
  }
  return lines.filter(Boolean).join('\n')
}

/** Everything the mutations start from, read and built once. */
export async function loadSamples(): Promise<Samples> {
  const pdfs: Samples['pdfs'] = []
  for (const folder of ['resumes', 'jds']) {
    for (const name of readdirSync(path.join(SAMPLES, folder)).filter((n) => n.endsWith('.pdf'))) {
      pdfs.push({ name, bytes: new Uint8Array(readFileSync(path.join(SAMPLES, folder, name))) })
    }
  }
  const txts = readdirSync(path.join(SAMPLES, 'resumes'))
    .filter((name) => name.endsWith('.resume.json'))
    .map((name) => ({
      name: name.replace(/\.resume\.json$/, '.txt'),
      bytes: strToU8(resumeText(readFileSync(path.join(SAMPLES, 'resumes', name), 'utf8'))),
    }))
  const docxs = [
    { name: 'fixture.docx', bytes: await buildDocxFixture({ headerLines: ['jane@mail.com'] }) },
    {
      name: 'plain.docx',
      bytes: await buildDocxFixture({ withTable: false, withTextbox: false, bulletCount: 8 }),
    },
    {
      name: 'hand-made.docx',
      bytes: writeZip(
        docxParts(
          documentXml([
            'Grace Hopper',
            'Rear Admiral and computer scientist',
            'Invented the first compiler and championed COBOL across the Navy.',
          ]),
        ),
      ),
    },
  ]
  return {
    pdfs,
    docxs,
    txts,
    doc: { name: 'legacy-resume.doc', bytes: new Uint8Array(readFileSync(LEGACY_DOC)) },
  }
}

/** Valid files, named and typed honestly or not: the type comes from the bytes, so all read. */
function controlCases(samples: Samples, dice: Dice): FuzzCase[] {
  const cases: FuzzCase[] = []
  const pdf = samples.pdfs.slice(0, 3)
  for (const { name, bytes } of pdf) cases.push(fileCase('control', name, 'read', bytes, name))
  for (const { name, bytes } of samples.docxs) {
    cases.push(
      fileCase(
        'control',
        name,
        'read',
        bytes,
        name,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    )
  }
  for (const { name, bytes } of samples.txts.slice(0, 2)) {
    cases.push(fileCase('control', name, 'read', bytes, name, 'text/plain'))
  }
  cases.push(fileCase('control', samples.doc.name, 'read', samples.doc.bytes, samples.doc.name))
  // Mislabelled on purpose: a DOCX named .pdf, a PDF named .txt, text named .docx.
  const docx = dice.pick(samples.docxs)
  cases.push(fileCase('control', `${docx.name} named cv.pdf`, 'read', docx.bytes, 'cv.pdf'))
  const aPdf = dice.pick(samples.pdfs)
  cases.push(
    fileCase('control', `${aPdf.name} named cv.txt`, 'read', aPdf.bytes, 'cv.txt', 'text/plain'),
  )
  const txt = dice.pick(samples.txts)
  cases.push(
    fileCase(
      'control',
      `${txt.name} named cv.docx`,
      'read',
      txt.bytes,
      'cv.docx',
      'application/octet-stream',
    ),
  )
  return cases
}

function truncatedCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const sources = [
    ...samples.pdfs.map((file) => ({ ...file, kind: 'pdf' as const })),
    ...samples.docxs.map((file) => ({ ...file, kind: 'docx' as const })),
    { ...samples.doc, kind: 'doc' as const },
    ...samples.txts.map((file) => ({ ...file, kind: 'txt' as const })),
  ]
  const cases: FuzzCase[] = []
  for (let index = 0; index < count; index += 1) {
    const source = sources[index % sources.length]
    if (source === undefined) throw new Error('no samples')
    // Text cut short is still text; cut it before any word, so it is empty.
    const cut =
      source.kind === 'txt'
        ? dice.int(0, 12)
        : dice.int(0, 2) === 0
          ? dice.int(0, Math.min(1024, source.bytes.length - 1))
          : dice.int(0, source.bytes.length - 1)
    // A ZIP keeps its directory at the end and a text cut before any word is empty, so those must
    // be refused; a PDF or .doc cut after its text may still read.
    const expect: FuzzExpectation =
      source.kind === 'docx' || source.kind === 'txt' ? 'refuse' : 'refuse-or-read'
    cases.push(
      fileCase(
        'truncated',
        `${source.name} cut at ${cut} of ${source.bytes.length}`,
        expect,
        source.bytes.subarray(0, cut),
        source.name,
      ),
    )
  }
  return cases
}

function randomByteCases(dice: Dice, count: number): FuzzCase[] {
  return Array.from({ length: count }, (_, index) => {
    const bytes = dice.bytes(dice.length(256 * 1024))
    // A few random bytes with no NUL can decode as a short text; with no letters it is empty.
    return fileCase('random-bytes', `#${index}, ${bytes.length} bytes`, 'refuse', bytes)
  })
}

const FOREIGN_MAGIC: [string, number[]][] = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['JPEG', [0xff, 0xd8, 0xff, 0xe0]],
  ['GIF', [...strToU8('GIF89a')]],
  ['ELF', [0x7f, 0x45, 0x4c, 0x46]],
  ['gzip', [0x1f, 0x8b, 0x08, 0x00]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['RAR', [...strToU8('Rar!'), 0x1a, 0x07, 0x00]],
  ['RTF', [...strToU8('{\\rtf1\\ansi ')]],
  ['Mach-O', [0xcf, 0xfa, 0xed, 0xfe]],
  ['UTF-16 BOM', [0xff, 0xfe]],
]
const PDF_MAGIC = strToU8('%PDF-1.7\n')
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

function wrongMagicCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const cases: FuzzCase[] = []
  const concat = (...parts: (Uint8Array | number[])[]) =>
    new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))))
  const makers: (() => { label: string; bytes: Uint8Array })[] = [
    () => {
      const docx = dice.pick(samples.docxs)
      return { label: `PDF header on ${docx.name}`, bytes: concat(PDF_MAGIC, docx.bytes) }
    },
    () => {
      const pdf = dice.pick(samples.pdfs)
      return {
        label: `ZIP magic on ${pdf.name}`,
        bytes: concat(ZIP_MAGIC, pdf.bytes.subarray(4)),
      }
    },
    () => {
      const pdf = dice.pick(samples.pdfs)
      // In place of the %PDF- header: pdf.js finds a header anywhere in the first kilobyte.
      return {
        label: `OLE2 magic in place of the header of ${pdf.name}`,
        bytes: concat(OLE2_MAGIC, pdf.bytes.subarray(OLE2_MAGIC.length)),
      }
    },
    () => ({
      label: 'PDF header on random bytes',
      bytes: concat(PDF_MAGIC, dice.bytes(dice.length(64 * 1024))),
    }),
    () => ({
      label: 'ZIP magic on random bytes',
      bytes: concat(ZIP_MAGIC, dice.bytes(dice.length(64 * 1024))),
    }),
    () => ({
      label: 'OLE2 magic on random bytes',
      bytes: concat(OLE2_MAGIC, dice.bytes(dice.length(64 * 1024))),
    }),
    () => {
      const [name, magic] = dice.pick(FOREIGN_MAGIC)
      return { label: `${name} magic on random bytes`, bytes: concat(magic, dice.bytes(2048)) }
    },
    () => {
      const [name, magic] = dice.pick(FOREIGN_MAGIC)
      const docx = dice.pick(samples.docxs)
      return { label: `${name} magic on ${docx.name}`, bytes: concat(magic, docx.bytes) }
    },
    () => {
      const docx = dice.pick(samples.docxs)
      const cut = dice.int(1, 200)
      return {
        label: `${docx.name} behind ${cut} random bytes`,
        bytes: concat(dice.bytes(cut), docx.bytes),
      }
    },
    () => {
      // A ZIP of files that are not a Word document, whatever its name says.
      const zip = zipSync({
        'notes.txt': strToU8('Notes, not a resume.'),
        'a/b.bin': dice.bytes(64),
      })
      return { label: 'a ZIP of notes named .docx', bytes: zip }
    },
  ]
  for (let index = 0; index < count; index += 1) {
    const made = makers[index % makers.length]?.()
    if (made === undefined) continue
    const filename = dice.pick(['cv.pdf', 'cv.docx', 'cv.txt', 'cv.doc', 'cv'])
    cases.push(fileCase('wrong-magic', made.label, 'refuse', made.bytes, filename))
  }
  return cases
}

function corruptZipCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const cases: FuzzCase[] = []
  for (let index = 0; index < count; index += 1) {
    const docx = dice.pick(samples.docxs)
    const bytes = new Uint8Array(docx.bytes)
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
    const endAt = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    const directoryAt = view.readUInt32LE(endAt + 16)
    let label: string
    let expect: FuzzExpectation = 'refuse'
    switch (index % 6) {
      case 0: {
        // A few random bytes of the central directory: a name or a size may survive the change.
        const flips = dice.int(1, 8)
        for (let flip = 0; flip < flips; flip += 1) {
          bytes[dice.int(directoryAt, bytes.length - 1)] = dice.int(0, 255)
        }
        label = `${flips} random bytes in the directory of ${docx.name}`
        expect = 'refuse-or-read'
        break
      }
      case 1: {
        view.writeUInt32LE(dice.int(bytes.length, 0xffffffff), endAt + 16)
        label = `directory offset past the end of ${docx.name}`
        break
      }
      case 2: {
        view.writeUInt32LE(dice.int(0, directoryAt - 1), endAt + 16)
        label = `directory offset inside the data of ${docx.name}`
        expect = 'refuse-or-read'
        break
      }
      case 3: {
        view.writeUInt16LE(dice.int(1000, 0xffff), endAt + 8)
        view.writeUInt16LE(view.readUInt16LE(endAt + 8), endAt + 10)
        // fflate reads the real entries and stops at the end of the directory.
        label = `directory claiming thousands of entries in ${docx.name}`
        expect = 'refuse-or-read'
        break
      }
      case 4: {
        // Every entry's method becomes one nobody supports (99 is WinZip's AES).
        let at = directoryAt
        while (at + 46 <= endAt && view.readUInt32LE(at) === 0x02014b50) {
          view.writeUInt16LE(99, at + 10)
          at +=
            46 +
            view.readUInt16LE(at + 28) +
            view.readUInt16LE(at + 30) +
            view.readUInt16LE(at + 32)
        }
        label = `every entry of ${docx.name} with compression method 99`
        break
      }
      default: {
        // Damage in the compressed data itself: inflate fails, or the XML comes out broken.
        const flips = dice.int(4, 64)
        for (let flip = 0; flip < flips; flip += 1) {
          bytes[dice.int(30, Math.max(31, directoryAt - 1))] = dice.int(0, 255)
        }
        label = `${flips} random bytes in the compressed data of ${docx.name}`
        expect = 'refuse-or-read'
      }
    }
    cases.push(fileCase('corrupt-zip', label, expect, bytes, docx.name))
  }
  return cases
}

function nestedArchiveCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const cases: FuzzCase[] = []
  const nest = (inner: Uint8Array, depth: number): Uint8Array => {
    let bytes = inner
    for (let level = 0; level < depth; level += 1) bytes = zipSync({ [`level${level}.zip`]: bytes })
    return bytes
  }
  for (let index = 0; index < count; index += 1) {
    const docx = dice.pick(samples.docxs)
    const depth = dice.int(1, 12)
    let label: string
    let bytes: Uint8Array
    switch (index % 5) {
      case 0:
        label = `${docx.name} inside ${depth} ZIPs`
        bytes = nest(docx.bytes, depth)
        break
      case 1:
        // Every part of a DOCX replaced by a ZIP of ZIPs of itself.
        label = `DOCX whose parts are ZIPs ${depth} deep`
        bytes = writeZip([
          deflatedPart('[Content_Types].xml', nest(strToU8(CONTENT_TYPES), depth)),
          deflatedPart('_rels/.rels', nest(strToU8(PACKAGE_RELS), depth)),
          deflatedPart('word/document.xml', nest(docx.bytes, depth)),
        ])
        break
      case 2:
        label = `DOCX whose document.xml is a DOCX`
        bytes = writeZip(docxParts(docx.bytes))
        break
      case 3:
        // Media may be anything; only the XML is read, and this body is empty.
        label = `empty DOCX carrying ZIPs ${depth} deep as media`
        bytes = writeZip(
          docxParts(documentXml([]), [
            storedPart('word/media/archive.zip', nest(docx.bytes, depth)),
            storedPart('word/media/bomb.zip', nest(zeroBomb(50 * MB), 2)),
          ]),
        )
        break
      default:
        label = `DOCX whose document.xml is deflated twice`
        bytes = writeZip(docxParts(deflateSync(strToU8(documentXml(['Hello world resume'])))))
    }
    cases.push(fileCase('nested-archive', label, 'refuse', bytes, 'nested.docx'))
  }
  return cases
}

function zipBombCases(dice: Dice, count: number): FuzzCase[] {
  const cases: FuzzCase[] = []
  for (let index = 0; index < count; index += 1) {
    const size = dice.pick([100, 200, 300, 500]) * MB
    const bomb = zeroBomb(size)
    const bombPart = (name: string, declaredSize: number): ZipPart => ({
      name,
      stored: bomb,
      method: 8,
      declaredSize,
      crc: 0,
    })
    let label: string
    let parts: ZipPart[]
    switch (index % 7) {
      case 5: {
        // Below the ratio check's 10 MB: real paragraphs, so the XML parser must cope with it.
        const paragraphs = dice.int(150_000, 250_000)
        label = `document.xml of ${paragraphs} paragraphs (about ${Math.round((paragraphs * 45) / MB)} MB)`
        parts = docxParts(documentXml(Array<string>(paragraphs).fill('lorem ipsum')))
        break
      }
      case 6: {
        const entries = dice.int(20_000, 60_000)
        label = `${entries} tiny XML parts beside an empty body`
        parts = docxParts(
          documentXml([]),
          Array.from({ length: entries }, (_, entry) => storedPart(`word/p${entry}.xml`, '<a/>')),
        )
        break
      }
      case 0:
        label = `document.xml inflating to ${size / MB} MB, declared`
        parts = docxParts('', [])
        parts[2] = bombPart('word/document.xml', size)
        break
      case 1:
        // The directory lies: it says 1 KB. The reader must not trust it to grow its buffer.
        label = `document.xml inflating to ${size / MB} MB, declared 1 KB`
        parts = docxParts('', [])
        parts[2] = bombPart('word/document.xml', 1024)
        break
      case 2:
        label = `styles.xml inflating to ${size / MB} MB, declared 2 KB, beside an empty body`
        parts = docxParts(documentXml([]), [bombPart('word/styles.xml', 2048)])
        break
      case 3: {
        const copies = dice.int(2, 6)
        label = `${copies} header parts of ${size / MB} MB each, declared 4 KB`
        parts = docxParts(
          documentXml([]),
          Array.from({ length: copies }, (_, copy) => bombPart(`word/header${copy + 1}.xml`, 4096)),
        )
        break
      }
      default:
        label = `media of ${size / MB} MB, declared 10 bytes, beside an empty body`
        parts = docxParts(documentXml([]), [bombPart('word/media/image1.png', 10)])
    }
    cases.push(fileCase('zip-bomb', label, 'refuse', writeZip(parts), 'bomb.docx'))
  }
  return cases
}

/**
 * A ZIP that is only end records (issue 18): one empty local header so it sniffs as a ZIP, a ZIP64
 * end record claiming `entries` in a directory of 0 bytes at offset 0, its locator, and a classic
 * end record that defers to it. 128 bytes; a reader that loops over the claimed count without
 * checking it against the directory's size runs for minutes (2^32-1) and runs out of memory.
 */
export function zip64EndClaiming(entries: number): Uint8Array {
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  const record = Buffer.alloc(56)
  record.writeUInt32LE(0x06064b50, 0)
  record.writeBigUInt64LE(44n, 4) // size of the rest of the record
  record.writeUInt16LE(45, 12) // version needed: 4.5, ZIP64
  record.writeBigUInt64LE(BigInt(entries), 24) // entries on this disk
  record.writeBigUInt64LE(BigInt(entries), 32) // entries in all
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(local.length), 8) // where the ZIP64 end record is
  locator.writeUInt32LE(1, 16) // disks in all
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(0xffff, 8)
  end.writeUInt16LE(0xffff, 10)
  end.writeUInt32LE(0xffffffff, 12)
  end.writeUInt32LE(0xffffffff, 16)
  return new Uint8Array(Buffer.concat([local, record, locator, end]))
}

/** A readable one-page DOCX as parts, so only the damage a case adds can make it unreadable. */
function readableDocxParts(extra: ZipPart[] = []): ZipPart[] {
  return docxParts(
    documentXml(['Jane Doe, data engineer', 'Built pipelines that finance trusts, on time.']),
    extra,
  )
}

/** `zip` with its end record's directory offset (offset 16 of the record) set to `offset(at)`. */
function withDirectoryOffset(zip: Uint8Array, offset: (endAt: number) => number): Uint8Array {
  const bytes = new Uint8Array(zip)
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  const endAt = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  view.writeUInt32LE(offset(endAt), endAt + 16)
  return bytes
}

/**
 * A one-page PDF whose cross-reference is a stream (the last object) with the given dictionary
 * entries and data, and no classic table: pdf.js reads as many entries as /Index or /Size
 * declares. `extra` objects come after the four of the page (object 5 on).
 */
export function xrefStreamPdf(entries: string, data: Uint8Array, extra: string[] = []): Uint8Array {
  const content = 'BT /F1 12 Tf 72 700 Td (Jane Doe, data engineer who builds pipelines) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...extra,
  ]
  const chunks = [Buffer.from('%PDF-1.7\n')]
  for (const [index, body] of objects.entries()) {
    chunks.push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'))
  }
  const xrefAt = Buffer.concat(chunks).length
  chunks.push(
    Buffer.from(
      `${objects.length + 1} 0 obj\n<< ${entries} /Root 1 0 R /Length ${data.length} >>\nstream\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
  )
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * The legacy .doc fixture with its compound-file header or FAT lying (issue 18): claiming 3 million
 * FAT sectors in a 17 KB file, or its directory's sector chain looping between two sectors.
 * word-extractor ran for over 30 s on each before it was guarded.
 */
export function forgedLegacyDoc(forgery: 'fat-sector-count' | 'looping-chain'): Uint8Array {
  const bytes = Buffer.from(readFileSync(LEGACY_DOC))
  if (forgery === 'fat-sector-count') {
    bytes.writeInt32LE(3_000_000, 44)
  } else {
    const sectorSize = 1 << bytes.readUInt16LE(30)
    const perSector = sectorSize / 4
    // Where FAT entry `index` is: its FAT sector (listed in the header from offset 76), then slot.
    const fatEntryAt = (index: number) =>
      (bytes.readInt32LE(76 + Math.floor(index / perSector) * 4) + 1) * sectorSize +
      (index % perSector) * 4
    const directory = bytes.readInt32LE(48)
    const other = directory === 1 ? 2 : 1
    bytes.writeInt32LE(other, fatEntryAt(directory))
    bytes.writeInt32LE(directory, fatEntryAt(other))
  }
  return new Uint8Array(bytes)
}

/** A case of a declared count and the status a correct server answers it with. */
export type DeclaredCountCase = FuzzCase & { status: 413 | 422 }

/**
 * Files whose structure declares a count or an offset a reader must not trust (issue 18). ZIP
 * directories that lie about their own shape: counts no directory of that size can hold,
 * directory offsets outside the file or onto the end record, local headers that disagree with the
 * directory, and an honest archive of more parts than any resume has. PDF cross-reference streams
 * declaring billions of entries of no bytes each, or millions of one byte. Legacy .doc files whose
 * header claims more FAT sectors than the file has, or whose sector chain loops. Each is refused in
 * milliseconds, before anything is inflated or looped over: 422 for a lie, 413 for too many parts.
 */
export function declaredCountCases(): DeclaredCountCase[] {
  const made: { label: string; status: 413 | 422; bytes: Uint8Array }[] = [
    {
      label: 'ZIP64 end record claiming 2^32-1 entries',
      status: 422,
      bytes: zip64EndClaiming(0xffffffff),
    },
    {
      label: 'ZIP64 end record claiming a million entries',
      status: 422,
      bytes: zip64EndClaiming(1_000_000),
    },
    {
      label: 'end record claiming 65535 entries in a directory of three',
      status: 422,
      bytes: writeZip(readableDocxParts(), { entryCount: 0xffff }),
    },
    {
      label: 'directory offset past the end of the file',
      status: 422,
      bytes: withDirectoryOffset(writeZip(readableDocxParts()), (endAt) => endAt + 1000),
    },
    {
      label: 'directory offset pointing at the end record itself',
      status: 422,
      bytes: withDirectoryOffset(writeZip(readableDocxParts()), (endAt) => endAt),
    },
  ]
  const disagreeing: [string, NonNullable<ZipPart['local']>][] = [
    ['a different name', { name: 'word/documenX.xml' }],
    ['a different compressed size', { storedSize: 7 }],
    ['a different uncompressed size', { declaredSize: 70_000 }],
    ['a different compression method', { method: 0 }],
  ]
  for (const [what, local] of disagreeing) {
    const parts = readableDocxParts()
    const document = parts[2]
    if (document === undefined) throw new Error('no document part')
    parts[2] = { ...document, local }
    made.push({
      label: `local header of document.xml with ${what} than the directory`,
      status: 422,
      bytes: writeZip(parts),
    })
  }
  made.push({
    label: '6000 tiny parts beside a readable body',
    status: 413,
    bytes: writeZip(
      readableDocxParts(
        Array.from({ length: 6000 }, (_, index) => storedPart(`word/media/p${index}.bin`, 'x')),
      ),
    ),
  })
  const zipCases = made.map(({ label, status, bytes }) => ({
    ...fileCase('declared-count', label, 'refuse', bytes, 'forged.docx'),
    status,
  }))
  const pdfs: { label: string; status: 413 | 422; bytes: Uint8Array }[] = [
    {
      label: 'XRef stream declaring 2^32-1 entries of zero bytes',
      status: 422,
      bytes: xrefStreamPdf('/Type /XRef /Size 4294967295 /W [0 0 0]', new Uint8Array(0)),
    },
    {
      label: 'XRef stream declaring 4 million one-byte entries, deflated to 4 KB',
      status: 413,
      bytes: xrefStreamPdf(
        '/Type /XRef /Size 4000000 /W [1 0 0] /Filter /FlateDecode',
        zlibSync(new Uint8Array(4_000_000).fill(1), { level: 9 }),
      ),
    },
  ]
  const docs: { label: string; bytes: Uint8Array }[] = [
    { label: '.doc claiming 3 million FAT sectors', bytes: forgedLegacyDoc('fat-sector-count') },
    { label: '.doc whose directory chain loops', bytes: forgedLegacyDoc('looping-chain') },
  ]
  return [
    ...zipCases,
    ...pdfs.map(({ label, status, bytes }) => ({
      ...fileCase('declared-count', label, 'refuse', bytes, 'forged.pdf'),
      status,
    })),
    ...docs.map(({ label, bytes }) => ({
      ...fileCase('declared-count', label, 'refuse', bytes, 'forged.doc', 'application/msword'),
      status: 422 as const,
    })),
  ]
}

function xmlBombCases(dice: Dice, count: number): FuzzCase[] {
  const laughs = (levels: number, fanOut: number) => {
    const entities = ['<!ENTITY lol0 "lol">']
    for (let level = 1; level <= levels; level += 1) {
      entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(fanOut)}">`)
    }
    return { prolog: `<!DOCTYPE w:document [${entities.join('')}]>`, top: `&lol${levels};` }
  }
  const cases: FuzzCase[] = []
  for (let index = 0; index < count; index += 1) {
    let label: string
    let parts: ZipPart[]
    const levels = dice.int(6, 10)
    const { prolog, top } = laughs(levels, 10)
    switch (index % 5) {
      case 0:
        label = `billion laughs (${levels} levels) in document.xml`
        parts = docxParts(documentXml([top], prolog))
        break
      case 1: {
        // Quadratic blow-up: one big entity used many times, no nesting for a parser to count.
        const size = dice.int(20_000, 100_000)
        const uses = dice.int(1_000, 20_000)
        label = `one ${size}-byte entity used ${uses} times`
        parts = docxParts(
          documentXml(
            [`&big;`.repeat(uses)],
            `<!DOCTYPE w:document [<!ENTITY big "${'a'.repeat(size)}">]>`,
          ),
        )
        break
      }
      case 2:
        label = `billion laughs (${levels} levels) in header1.xml and [Content_Types].xml`
        parts = [
          deflatedPart(
            '[Content_Types].xml',
            CONTENT_TYPES.replace('?>', `?>${prolog.replace('w:document', 'Types')}`).replace(
              '</Types>',
              `<X>${top}</X></Types>`,
            ),
          ),
          deflatedPart('_rels/.rels', PACKAGE_RELS),
          deflatedPart('word/document.xml', documentXml([])),
          deflatedPart(
            'word/header1.xml',
            `<?xml version="1.0"?>${prolog.replace('w:document', 'w:hdr')}<w:hdr ${W_NS}><w:p><w:r><w:t>${top}</w:t></w:r></w:p></w:hdr>`,
          ),
        ]
        break
      case 3:
        // An external entity must never be fetched or read from disk.
        label = 'external entities (file and http) in document.xml'
        parts = docxParts(
          documentXml(
            ['&xxe;', '&remote;'],
            '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>',
          ),
        )
        break
      default: {
        // No entities, just depth: elements nested far deeper than any document.
        const depth = dice.int(50_000, 200_000)
        label = `${depth} nested elements in document.xml`
        parts = docxParts(
          `<?xml version="1.0"?><w:document ${W_NS}><w:body>${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}</w:body></w:document>`,
        )
      }
    }
    cases.push(fileCase('xml-bomb', label, 'refuse', writeZip(parts), 'bomb.docx'))
  }
  return cases
}

/** Valid files carrying values no real document has: each once crashed a reader (found here). */
function oddValueCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const text = 'Jane Example, senior engineer with a decade of TypeScript and PostgreSQL work'
  const makers: (() => { label: string; expect: FuzzExpectation; bytes: Uint8Array })[] = [
    () => {
      const digits = dice.int(309, 2000)
      return {
        label: `a DOCX asking for a ${digits}-digit number of columns`,
        expect: 'read',
        bytes: writeZip(
          docxParts(
            documentXml([text]).replace(
              '</w:body>',
              `<w:sectPr><w:cols w:num="${'9'.repeat(digits)}"/></w:sectPr></w:body>`,
            ),
          ),
        ),
      }
    },
    () => ({
      label: 'a DOCX header with character references past U+10FFFF',
      expect: 'read',
      bytes: writeZip(
        docxParts(documentXml([text]), [
          deflatedPart(
            'word/header1.xml',
            `<w:hdr ${W_NS}><w:p><w:r><w:t>&#${dice.int(0x110000, 2 ** 31)}; &#x7FFFFFFF;</w:t></w:r></w:p></w:hdr>`,
          ),
        ]),
      ),
    }),
    () => ({
      label: 'a DOCX text box with a character reference past U+10FFFF',
      expect: 'read',
      bytes: writeZip(
        docxParts(
          documentXml([text]).replace(
            '</w:body>',
            `<w:p><w:r><w:pict><w:txbxContent><w:p><w:r><w:t>&#x${dice.int(0x110000, 0xfffffff).toString(16)};</w:t></w:r></w:p></w:txbxContent></w:pict></w:r></w:p></w:body>`,
          ),
        ),
      ),
    }),
    () => ({
      label: 'a DOCX of 3 MB of XML (past the 2 MB a resume may have)',
      expect: 'refuse',
      bytes: writeZip(docxParts(documentXml(Array<string>(70_000).fill('lorem ipsum')))),
    }),
    () => {
      const txt = dice.pick(samples.txts)
      return {
        label: `${txt.name} with NUL bytes sprinkled in`,
        expect: 'refuse-or-read',
        bytes: txt.bytes.map((byte, index) => (index % dice.int(3, 50) === 0 ? 0 : byte)),
      }
    },
  ]
  return Array.from({ length: count }, (_, index) => {
    const made = makers[index % makers.length]?.()
    if (made === undefined) throw new Error('no maker')
    return fileCase('odd-values', made.label, made.expect, made.bytes, 'odd.docx')
  })
}

function emptyCases(dice: Dice, count: number): FuzzCase[] {
  const makers: { label: string; bytes: () => Uint8Array }[] = [
    { label: 'no bytes', bytes: () => new Uint8Array() },
    { label: 'whitespace', bytes: () => strToU8(' \n\t\r\n'.repeat(dice.int(1, 500))) },
    { label: 'a UTF-8 BOM', bytes: () => new Uint8Array([0xef, 0xbb, 0xbf]) },
    { label: 'a UTF-16 BOM', bytes: () => new Uint8Array([0xff, 0xfe]) },
    { label: 'the PDF header only', bytes: () => strToU8('%PDF-1.7\n') },
    { label: 'the ZIP magic only', bytes: () => new Uint8Array(ZIP_MAGIC) },
    { label: 'the OLE2 magic only', bytes: () => new Uint8Array(OLE2_MAGIC) },
    { label: 'NUL bytes', bytes: () => new Uint8Array(dice.int(1, 4096)) },
    { label: 'punctuation', bytes: () => strToU8('-.,;:!?()[]{}'.repeat(dice.int(1, 200))) },
    { label: 'a DOCX with an empty body', bytes: () => writeZip(docxParts(documentXml([]))) },
    {
      label: 'a PDF with one blank page',
      bytes: () => onePagePdf(streamObject('', new Uint8Array())),
    },
    { label: 'an empty ZIP', bytes: () => zipSync({}) },
  ]
  return Array.from({ length: count }, (_, index) => {
    const maker = makers[index % makers.length]
    if (maker === undefined) throw new Error('no maker')
    return fileCase('empty', maker.label, 'refuse', maker.bytes())
  })
}

/** Requests that are broken before any file is read: the multipart layer must refuse them. */
function badRequestCases(samples: Samples, dice: Dice, count: number): FuzzCase[] {
  const text = dice.pick(samples.txts).bytes
  const makers: (() => FuzzCase)[] = [
    () => ({
      kind: 'bad-request',
      label: 'the file in the wrong field',
      expect: 'refuse',
      payload: multipartBody([{ field: 'document', filename: 'cv.txt', content: text }]),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'only a text field, no file',
      expect: 'refuse',
      payload: multipartBody([{ field: 'file', content: 'not a file' }]),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'no parts at all',
      expect: 'refuse',
      payload: Buffer.from(`--${BOUNDARY}--\r\n`),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'JSON instead of multipart',
      expect: 'refuse',
      payload: Buffer.from(JSON.stringify({ file: 'cv' })),
      contentType: 'application/json',
    }),
    () => ({
      kind: 'bad-request',
      label: 'a file with no closing boundary',
      expect: 'refuse',
      payload: multipartBody([{ field: 'file', filename: 'cv.bin', content: dice.bytes(2048) }], {
        close: false,
      }),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'a boundary that never appears',
      expect: 'refuse',
      payload: multipartBody([{ field: 'file', filename: 'cv.txt', content: text }]),
      contentType: 'multipart/form-data; boundary=something-else',
    }),
    () => ({
      kind: 'bad-request',
      label: 'multipart with no boundary parameter',
      expect: 'refuse',
      payload: multipartBody([{ field: 'file', filename: 'cv.txt', content: text }]),
      contentType: 'multipart/form-data',
    }),
    () => ({
      kind: 'bad-request',
      label: 'a file over 5 MB',
      expect: 'refuse',
      payload: multipartBody([
        { field: 'file', filename: 'big.txt', content: new Uint8Array(5 * MB + dice.int(1, 4096)) },
      ]),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'random bytes as the whole body',
      expect: 'refuse',
      payload: Buffer.from(dice.bytes(dice.length(16 * 1024))),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'a text resume with a 120,000-character file name',
      // Busboy refuses part headers past its limit, or the name is kept: either is an answer.
      expect: 'refuse-or-read',
      payload: multipartBody([
        { field: 'file', filename: `${'x'.repeat(120_000)}.txt`, content: text },
      ]),
      contentType: MULTIPART_TYPE,
    }),
    () => ({
      kind: 'bad-request',
      label: 'binary garbage with a path-traversal file name',
      expect: 'refuse',
      payload: multipartBody([
        { field: 'file', filename: '../../../etc/passwd', content: dice.bytes(512) },
      ]),
      contentType: MULTIPART_TYPE,
    }),
  ]
  return Array.from({ length: count }, (_, index) => {
    const made = makers[index % makers.length]?.()
    if (made === undefined) throw new Error('no maker')
    return made
  })
}

/** How many cases of each kind: the cheap kinds many times, the expensive ones fewer. */
export const FUZZ_PLAN: Record<
  Exclude<FuzzKind, 'control' | 'pdf-structure' | 'declared-count'>,
  number
> = {
  truncated: 260,
  'random-bytes': 260,
  'wrong-magic': 150,
  'corrupt-zip': 150,
  'nested-archive': 50,
  'zip-bomb': 35,
  'xml-bomb': 40,
  'odd-values': 20,
  empty: 48,
  'bad-request': 40,
}

/** Every case, in a seeded order that mixes the kinds (as real traffic would). */
export async function generateFuzzCases(seed: number): Promise<FuzzCase[]> {
  const dice = new Dice(seededRandom(seed))
  const samples = await loadSamples()
  const pdfCases = [0, 1].flatMap(() =>
    pdfStructureCases(dice).map(({ label, bytes }) =>
      fileCase('pdf-structure', label, 'refuse', bytes, 'absurd.pdf'),
    ),
  )
  const cases = [
    ...truncatedCases(samples, dice, FUZZ_PLAN.truncated),
    ...randomByteCases(dice, FUZZ_PLAN['random-bytes']),
    ...wrongMagicCases(samples, dice, FUZZ_PLAN['wrong-magic']),
    ...corruptZipCases(samples, dice, FUZZ_PLAN['corrupt-zip']),
    ...nestedArchiveCases(samples, dice, FUZZ_PLAN['nested-archive']),
    ...zipBombCases(dice, FUZZ_PLAN['zip-bomb']),
    ...xmlBombCases(dice, FUZZ_PLAN['xml-bomb']),
    ...oddValueCases(samples, dice, FUZZ_PLAN['odd-values']),
    ...emptyCases(dice, FUZZ_PLAN.empty),
    ...badRequestCases(samples, dice, FUZZ_PLAN['bad-request']),
    ...pdfCases,
    ...declaredCountCases(),
    ...controlCases(samples, dice),
  ]
  // Fisher-Yates with the same dice, so the order is part of the seed too.
  for (let index = cases.length - 1; index > 0; index -= 1) {
    const other = dice.int(0, index)
    const a = cases[index]
    const b = cases[other]
    if (a === undefined || b === undefined) continue
    cases[index] = b
    cases[other] = a
  }
  return cases
}
