import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../language.ts'
import { extractJobKeywords } from './extract-job-keywords.ts'

/** The shared sample job descriptions; three of the four PDFs are Spanish postings. */
const SAMPLES = fileURLToPath(new URL('../../../../../shared/data/samples/jds/', import.meta.url))

async function pdfText(name: string): Promise<string> {
  const data = new Uint8Array(readFileSync(`${SAMPLES}${name}`))
  const doc = await getDocument({ data, verbosity: 0 }).promise
  let text = ''
  for (let p = 1; p <= doc.numPages; p += 1) {
    const content = await (await doc.getPage(p)).getTextContent()
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '')
    }
  }
  return text
}

/**
 * What a reader of each posting expects the analysis to list (display forms): the posting's own
 * language for concepts ("bases de datos"), English where the posting writes the English term.
 */
const EXPECTED: Record<string, string[]> = {
  'job_desc_front_end_engineer.pdf': [
    'JavaScript',
    'Apps Script',
    'Power BI',
    'Looker Studio',
    'Microsoft SQL Server',
    'Oracle Database',
    'Microsoft Excel',
    'bases de datos',
    'front-end development',
  ],
  'job_desc_full_stack_engineer.pdf': [
    'Java',
    'JavaScript',
    'SQL',
    'Angular',
    'React',
    'Node.js',
    'desarrollo front-end',
    'back-end development',
    'bases de datos relacionales',
    'pruebas unitarias',
    'comunicación',
    'trabajo en equipo',
  ],
  'job_desc_java_developer.pdf': [
    'Java',
    'Spring',
    'Hibernate',
    'MySQL',
    'PostgreSQL',
    'bases de datos relacionales',
    'metodologías ágiles',
    'comunicación',
  ],
}

describe('Spanish sample job descriptions', () => {
  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`${file} yields the keywords a reader expects`, async () => {
      const text = await pdfText(file)
      expect(detectLanguage(text)).toBe('es')
      const names = extractJobKeywords(text, 'es').map((k) => k.keyword)
      expect(names).toEqual(expect.arrayContaining(expected))
    })
  }

  it('ranks the required stack of the Java posting at the top', async () => {
    const keywords = extractJobKeywords(await pdfText('job_desc_java_developer.pdf'), 'es')
    expect(keywords[0]?.keyword).toBe('Java')
  })
})
