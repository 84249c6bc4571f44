import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DocumentError, type DocumentErrorCode } from './document-error.ts'
import type { DocumentMessageId } from './document-messages.ts'
import { extractDocument } from './extract-document.ts'
import { buildPdfFixture } from './pdf-fixture.ts'

const SAMPLES = fileURLToPath(new URL('../../../../shared/data/samples', import.meta.url))

function sample(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(path.join(SAMPLES, ...parts)))
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

const RESUME_LINES = [
  'Maya Chen, Senior Frontend Engineer',
  'Built React and TypeScript apps for ten years',
  'Led a team of five engineers at Northwind',
]

/** A resume's worth of prose: enough tokens for the garbled-text measure to judge. */
const LONG_LINES = [
  ...RESUME_LINES,
  'Shipped a design system used by four product teams and cut page load time by half',
  'Mentored junior developers and ran weekly reviews of accessibility and performance',
  'Worked with designers and product managers to plan each release of the web app',
  'Wrote tests for the checkout flow and kept the error rate under one percent',
]

describe('PDFs without usable text: each kind of refusal says what is wrong', () => {
  const cases: [string, () => Uint8Array, DocumentErrorCode, DocumentMessageId, RegExp][] = [
    [
      'a simple font with a custom /Differences encoding and no /ToUnicode',
      () => buildPdfFixture({ lines: RESUME_LINES, font: 'custom-encoding' }),
      'undecodable_text',
      'pdf_no_unicode_map',
      /font has no Unicode map.*It is not a scan\. Export the PDF again/,
    ],
    [
      'the same font with codes that read as punctuation',
      () => buildPdfFixture({ lines: RESUME_LINES, font: 'custom-encoding-printable' }),
      'undecodable_text',
      'pdf_no_unicode_map',
      /Unicode map/,
    ],
    [
      'a Type3 font without /ToUnicode',
      () => buildPdfFixture({ lines: RESUME_LINES, font: 'type3' }),
      'undecodable_text',
      'pdf_no_unicode_map',
      /Unicode map/,
    ],
    [
      'a Type3 font without /ToUnicode over a picture',
      () => buildPdfFixture({ lines: RESUME_LINES, font: 'type3', image: true }),
      'undecodable_text',
      'pdf_no_unicode_map',
      /Unicode map/,
    ],
    [
      'a page that is only a picture',
      () => buildPdfFixture({ image: true }),
      'no_text_layer',
      'no_text_layer',
      /scanned image with no text layer.*text recognition \(OCR\)/,
    ],
    [
      'a scanned page with a page number',
      () => buildPdfFixture({ image: true, lines: ['1'] }),
      'no_text_layer',
      'no_text_layer',
      /OCR/,
    ],
    [
      'a blank page',
      () => buildPdfFixture({}),
      'empty',
      'pdf_no_text',
      /no text in this PDF: its pages are blank/,
    ],
    [
      'the ImageMagick sample (pictures only)',
      () => sample('pdf-hard', 'imagemagick-images.pdf'),
      'no_text_layer',
      'no_text_layer',
      /OCR/,
    ],
    [
      'the password-protected LibreOffice sample',
      () => sample('pdf-hard', 'libreoffice-writer-password.pdf'),
      'encrypted',
      'pdf_encrypted',
      /protected by a password.*Remove the password/,
    ],
    [
      'the invalid sample',
      () => sample('pdf-hard', '03-invalid.pdf'),
      'corrupt',
      'pdf_damaged',
      /damaged or not a valid PDF.*Export it again/,
    ],
  ]

  it.each(cases)('%s', async (_name, build, code, messageId, english) => {
    const error = await refusal(build())
    expect(error.code).toBe(code)
    expect(error.messageId).toBe(messageId)
    // Content the server cannot use, as every refusal of a readable upload.
    expect(error.status).toBe(422)
    expect(error.message).toMatch(english)
    expect(error.messageIn('ru')).toMatch(/[А-Яа-яЁё]{3}/)
    expect(error.messageIn('es')).not.toBe(error.message)
  })

  it('tells the Unicode-map refusal apart from the scan in every language', async () => {
    const font = await refusal(buildPdfFixture({ lines: RESUME_LINES, font: 'type3' }))
    const scan = await refusal(buildPdfFixture({ image: true }))
    expect(font.messageIn('ru')).toContain('Это не скан')
    expect(font.messageIn('es')).toContain('No es un escaneo')
    expect(scan.messageIn('ru')).toContain('OCR')
    expect(scan.messageIn('es')).toContain('OCR')
  })

  it('reads the same page drawn in an ordinary font, with no warning', async () => {
    const result = await extractDocument(buildPdfFixture({ lines: LONG_LINES }))
    expect(result.text).toContain('Maya Chen, Senior Frontend Engineer')
    expect(result.textWarnings).toEqual([])
  })
})

describe('symbol soup is returned with a warning, not refused', () => {
  it('warns when a custom encoding turns the text into letters in the wrong places', async () => {
    const result = await extractDocument(
      buildPdfFixture({ lines: LONG_LINES, font: 'custom-encoding-letters' }),
    )
    expect(result.text).not.toContain('Maya')
    expect(result.textWarnings).toEqual([
      { code: 'garbled_text', word_share: expect.any(Number) as number },
    ])
  })

  it('warns about a text file in the wrong encoding', async () => {
    const spanish = [
      'Marta Villalobos, responsable de marketing digital en Valencia',
      'Dirigí la estrategia de contenidos y aumenté el tráfico orgánico un 60 % en un año',
      'Gestioné un presupuesto de campañas con informes mensuales para la dirección',
      'Coordiné a un equipo de cuatro personas y a las agencias externas de diseño',
      'Lancé la newsletter de la compañía, que hoy tiene más de treinta mil suscriptores',
      'Formación: Grado en Publicidad y Relaciones Públicas, Universidad de Valencia',
    ].join('\n')
    // UTF-8 bytes read as Windows-1252, then saved again as UTF-8: what a wrong guess leaves.
    const broken = new TextDecoder('windows-1252').decode(new TextEncoder().encode(spanish))
    const result = await extractDocument(new TextEncoder().encode(broken))
    expect(result.textWarnings.map((warning) => warning.code)).toEqual(['garbled_text'])
    const good = await extractDocument(new TextEncoder().encode(spanish))
    expect(good.textWarnings).toEqual([])
  })

  const samples = ['resumes', 'jds'].flatMap((folder) =>
    readdirSync(path.join(SAMPLES, folder))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => [folder, name] as const),
  )

  it.each(samples)('does not flag the sample %s/%s', async (folder, name) => {
    const result = await extractDocument(sample(folder, name))
    expect(result.textWarnings).toEqual([])
  })
})
