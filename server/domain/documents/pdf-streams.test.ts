import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { strToU8, zlibSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  ascii85,
  lzwBomb,
  onePagePdf,
  pdfFile,
  runLengthBomb,
  streamObject,
  zlibBombAfterFakeEnd,
  xrefStreamPdf,
  zlibZeroBomb,
} from '../../test/malformed-files.ts'
import { DocumentError } from './document-error.ts'
import { MAX_PDF_DECODED_BYTES, MAX_PDF_OBJECTS, pdfDecodedBytes } from './pdf-streams.ts'

const SAMPLES = fileURLToPath(new URL('../../../../shared/data/samples', import.meta.url))
const MB = 1024 * 1024
/** Big enough that only a check that decodes less than the whole bomb stays fast. */
const BOMB = 300 * MB

function refusal(bytes: Uint8Array): DocumentError {
  try {
    pdfDecodedBytes(bytes)
  } catch (error) {
    if (error instanceof DocumentError) return error
    throw error
  }
  throw new Error('expected a DocumentError')
}

function expectTooLarge(bytes: Uint8Array): void {
  const started = performance.now()
  const error = refusal(bytes)
  expect(error.code).toBe('too_large')
  expect(error.status).toBe(413)
  expect(error.message).toMatch(/paste the text/)
  // Counting stops at the budget: a 300 MB bomb costs what 32 MB cost, not more.
  expect(performance.now() - started).toBeLessThan(5_000)
}

describe('pdfDecodedBytes', () => {
  const samples = ['resumes', 'jds', 'pdf-hard'].flatMap((folder) =>
    readdirSync(path.join(SAMPLES, folder))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => [folder, name] as const),
  )

  it.each(samples)('lets %s/%s through, far under the budget', (folder, name) => {
    const bytes = new Uint8Array(readFileSync(path.join(SAMPLES, folder, name)))
    expect(pdfDecodedBytes(bytes)).toBeLessThan(MB)
  })

  it('refuses cross-reference and object streams declaring more entries than pdf.js should loop over', () => {
    // pdf.js loops over what /Index or /Size declares; with /W [0 0 0] no entry reads a byte.
    const noWidths = refusal(
      xrefStreamPdf('/Type /XRef /Size 4294967295 /W [0 0 0]', new Uint8Array(0)),
    )
    expect(noWidths.status).toBe(422)
    const many = refusal(
      xrefStreamPdf(
        `/Type /XRef /Index [0 6 1000000 ${MAX_PDF_OBJECTS}] /W [1 0 0] /Filter /FlateDecode`,
        zlibSync(new Uint8Array(4_000_000).fill(1)),
      ),
    )
    expect(many.status).toBe(413)
    expect(many.message).toMatch(/built in a way we cannot read safely/)
    // Found without /Type, through an indirect /Size, as pdf.js finds it at startxref.
    const indirect = xrefStreamPdf('/Size 5 0 R /W [1 2 1]', new Uint8Array(24), [
      `${MAX_PDF_OBJECTS + 1}`,
    ])
    expect(refusal(indirect).status).toBe(413)
    const objectStream = `<< /Type /ObjStm /N ${2 ** 31} /First 4 /Length 8 >>\nstream\n1 0 <<>>\nendstream`
    expect(
      refusal(xrefStreamPdf('/Size 7 /W [1 2 1]', new Uint8Array(28), [objectStream])).status,
    ).toBe(413)
    // A count within the limit passes; pdf.js then stops where the data ends.
    expect(() =>
      pdfDecodedBytes(
        xrefStreamPdf(`/Type /XRef /Size ${MAX_PDF_OBJECTS} /W [1 2 1]`, new Uint8Array(24)),
      ),
    ).not.toThrow()
  })

  it('counts what each filter makes, as pdf.js decodes it', () => {
    const text = strToU8('BT /F1 12 Tf 72 720 Td (Jane Example) Tj ET\n'.repeat(100))
    const pdf = pdfFile([
      streamObject('/Filter /FlateDecode', zlibSync(text)),
      streamObject('', text),
      streamObject('/Filter [/ASCII85Decode /FlateDecode]', ascii85(zlibSync(text))),
      streamObject('/Filter /RunLengthDecode', runLengthBomb(128 * 10)),
      // One LZW cycle: a zero, then runs of 2, 3 ... 3839 zeros.
      streamObject('/Filter /LZWDecode', lzwBomb(1)),
    ])
    const lzw = 1 + ((2 + 3839) * 3838) / 2
    expect(pdfDecodedBytes(pdf)).toBe(text.length * 3 + 128 * 10 + lzw)
  })

  it('refuses a Flate bomb in a page content stream', () => {
    expectTooLarge(onePagePdf(streamObject('/Filter /FlateDecode', zlibZeroBomb(BOMB))))
  })

  it('refuses LZW and RunLength bombs', () => {
    expectTooLarge(
      onePagePdf(streamObject('/Filter /LZWDecode', lzwBomb(Math.ceil(BOMB / (7 * MB))))),
    )
    expectTooLarge(onePagePdf(streamObject('/Filter /RL', runLengthBomb(64 * MB))))
  })

  it('refuses bombs behind other filters, escaped names, /F and indirect filters', () => {
    expectTooLarge(onePagePdf(streamObject('/Filter [/Fl /Fl]', zlibSync(zlibZeroBomb(BOMB)))))
    expectTooLarge(onePagePdf(streamObject('/Filter [/A85 /Fl]', ascii85(zlibZeroBomb(BOMB)))))
    expectTooLarge(onePagePdf(streamObject('/F /Fl#61teDecode', zlibZeroBomb(BOMB))))
    // "4 0obj" with no space is an object header to pdf.js's lexer.
    const squeezed = Buffer.from(onePagePdf(streamObject('/Filter /Fl', zlibZeroBomb(BOMB))))
    expectTooLarge(
      new Uint8Array(
        Buffer.from(squeezed.toString('latin1').replace('4 0 obj', '4 0obj'), 'latin1'),
      ),
    )
    expectTooLarge(
      onePagePdf(streamObject('/Filter 5 0 R', zlibZeroBomb(BOMB)), '', ['/FlateDecode']),
    )
    // A filter in an object we cannot see (inside an object stream): the worst reading counts.
    expectTooLarge(onePagePdf(streamObject('/Filter 99 0 R', zlibZeroBomb(BOMB))))
  })

  it('adds streams up: many small bombs past the budget together', () => {
    const each = zlibZeroBomb(8 * MB)
    const streams = Array.from({ length: 5 }, () => streamObject('/Filter /FlateDecode', each))
    expect(5 * 8 * MB).toBeGreaterThan(MAX_PDF_DECODED_BYTES)
    expectTooLarge(pdfFile(streams))
    expect(pdfDecodedBytes(pdfFile(streams.slice(0, 3)))).toBe(3 * 8 * MB)
  })

  it('is not fooled by "endstream" inside the data when /Length says more', () => {
    const data = zlibBombAfterFakeEnd(BOMB)
    // The length as a plain object after the stream, the way pdfTeX writes it.
    expectTooLarge(
      pdfFile([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
        streamObject('/Filter /FlateDecode /Length 5 0 R', data),
        String(data.length),
      ]),
    )
    // A length nobody can resolve: the data is read to its own end.
    expectTooLarge(onePagePdf(streamObject('/Filter /FlateDecode /Length 99 0 R', data)))
  })

  it('refuses a file built to make the check itself slow', () => {
    // Streams whose length is unknown are read to the end of the file: many of them over a
    // large file would be quadratic, so the work budget stops it.
    const stream = streamObject('/Filter /FlateDecode /Length 999 0 R', zlibSync(strToU8('x')))
    const padding = strToU8(`%${'-'.repeat(2 * MB)}\n`)
    const pdf = pdfFile([...Array<Uint8Array>(200).fill(stream), padding])
    const error = refusal(pdf)
    expect(error.code).toBe('too_large')
    expect(error.message).toMatch(/cannot read safely/)
  })

  it('reads nesting 100 000 deep without overflowing the stack', () => {
    const deep = `/A ${'[ '.repeat(100_000)}${' ]'.repeat(100_000)} /Filter /FlateDecode`
    expect(pdfDecodedBytes(onePagePdf(streamObject(deep, zlibSync(strToU8('0 0 m')))))).toBe(5)
  })
})
