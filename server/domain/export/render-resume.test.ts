import { strFromU8, unzipSync } from 'fflate'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../documents/extract-document.ts'
import { resumeModel, type EntryItem } from '../resume/resume-model.ts'
import { DOCX_MIME_TYPE, PDF_MIME_TYPE, renderResume } from './render-resume.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from './sample-resumes.ts'
import { TEMPLATE_IDS, type TemplateId } from './templates.ts'

const RESUMES = { english: ENGLISH_RESUME, russian: RUSSIAN_RESUME, spanish: SPANISH_RESUME }
const FORMATS = ['docx', 'pdf'] as const

/**
 * The words a reader sees, compared loosely: Markdown markers go, a spaced dash or bar between two
 * parts goes (the templates replace the one before the dates with a tab or right alignment),
 * whitespace collapses, and case is ignored (headings may be drawn in capitals).
 */
function normalise(text: string): string {
  return text
    .replace(/\s+[—–|]\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase()
}

/** The lines that must come out as written: all but entry headings, which are laid out anew. */
function expectedLines(content: string): string[] {
  const headings = entryHeadingLines(content)
  return content
    .split('\n')
    .filter((_, n) => !headings.has(n))
    .map((line) =>
      line
        .trim()
        .replace(/^#{1,6}\s+/, '')
        .replace(/^[-*•]\s+/, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/\*\*|\*/g, ''),
    )
    .filter((line) => line !== '')
    .map(normalise)
}

function entryHeadingLines(content: string): Set<number> {
  return new Set(entriesOf(content).flatMap((entry) => entry.lines))
}

function entriesOf(content: string): EntryItem[] {
  return resumeModel(content)
    .sections.flatMap((section) => section.items)
    .filter((item): item is EntryItem => item.type === 'entry')
}

/**
 * Every entry where a recruiter looks for it: the title and the dates on one line, the employer
 * and place on that line or the next, and no word of the heading as written left out.
 */
function misplacedEntries(content: string, text: string): string[] {
  const lines = text.split('\n').map(normalise)
  const source = content.split('\n')
  const words = (line: string): string[] =>
    normalise(line.replace(/\*\*|\*|^#{1,6}\s+/g, '')).match(/[\p{L}\p{N}]+/gu) ?? []
  const found = new Set(lines.flatMap(words))
  return entriesOf(content).flatMap((entry) => {
    const title = normalise(entry.title || entry.employer)
    const at = lines.findIndex(
      (line) => line.includes(title) && line.includes(normalise(entry.dates)),
    )
    const near = `${lines[at] ?? ''} ${lines[at + 1] ?? ''}`
    const problems = [
      ...(at < 0 ? [`"${entry.title}" and "${entry.dates}" not on one line`] : []),
      ...[entry.employer, entry.location]
        .filter((part) => part !== '' && !near.includes(normalise(part)))
        .map((part) => `"${part}" not beside "${entry.title}"`),
      ...entry.lines
        .flatMap((n) => words(source[n] ?? ''))
        .filter((word) => !found.has(word))
        .map((word) => `"${word}" of "${entry.title}" lost`),
    ]
    return problems
  })
}

function extractedText(text: string): string {
  // The extractor turns every bullet glyph into "- " at the start of a line.
  return normalise(text.replace(/^- /gm, ''))
}

function docxPart(bytes: Uint8Array, name: string): string {
  const part = unzipSync(bytes, { filter: (file) => file.name === name })[name]
  if (!part) throw new Error(`${name} missing`)
  return strFromU8(part)
}

describe('renderResume round trip through our own parser', () => {
  for (const [language, content] of Object.entries(RESUMES)) {
    for (const template of TEMPLATE_IDS) {
      for (const format of FORMATS) {
        it(`keeps every line of the ${language} resume in ${template} ${format}`, async () => {
          const file = await renderResume({ title: 'My Resume', content, template, format })
          const { text, layout } = await extractDocument(file.bytes)
          const found = extractedText(text)
          const missing = expectedLines(content).filter((line) => !found.includes(line))
          expect(missing, `extracted:\n${text}`).toEqual([])
          expect(misplacedEntries(content, text), `extracted:\n${text}`).toEqual([])
          expect(layout.kind).toBe(format)
          expect(layout.columns).toBe(1)
          expect(layout.tables).toBe(0)
          expect(layout.text_boxes).toBe(0)
          expect(layout.images_without_text).toBe(0)
        })
      }
    }
  }
})

describe('renderResume files', () => {
  it('names the file after the title with the right type', async () => {
    const docx = await renderResume({
      title: 'Jane Doe / Senior Engineer',
      content: ENGLISH_RESUME,
      template: 'minimalist',
      format: 'docx',
    })
    expect(docx.fileName).toBe('jane-doe-senior-engineer.docx')
    expect(docx.mimeType).toBe(DOCX_MIME_TYPE)
    const pdf = await renderResume({
      title: 'Резюме',
      content: RUSSIAN_RESUME,
      template: 'classic',
      format: 'pdf',
    })
    expect(pdf.fileName).toBe('резюме.pdf')
    expect(pdf.mimeType).toBe(PDF_MIME_TYPE)
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('writes DOCX with Word bullets and a right tab for dates, never tables or text boxes', async () => {
    for (const template of TEMPLATE_IDS) {
      const { bytes } = await renderResume({
        title: 'x',
        content: ENGLISH_RESUME,
        template,
        format: 'docx',
      })
      const xml = docxPart(bytes, 'word/document.xml')
      expect(xml).not.toContain('w:txbxContent')
      expect(xml).not.toMatch(/<w:tbl[\s>]/)
      expect(xml).not.toContain('<w:drawing')
      expect(xml).toMatch(/<w:tab w:val="right"/)
      expect(xml).toContain('<w:numPr>')
    }
  })

  it('gives each template its own DOCX fonts and colours', async () => {
    const looks = await Promise.all(
      TEMPLATE_IDS.map(async (template) => {
        const { bytes } = await renderResume({
          title: 'x',
          content: ENGLISH_RESUME,
          template,
          format: 'docx',
        })
        const styles = docxPart(bytes, 'word/styles.xml')
        const xml = docxPart(bytes, 'word/document.xml')
        return `${/w:ascii="([^"]+)"/.exec(styles)?.[1]} ${[...xml.matchAll(/w:color w:val="(\w+)"/g)].map((m) => m[1]).join(',')}`
      }),
    )
    expect(new Set(looks).size).toBe(TEMPLATE_IDS.length)
    expect(looks[0]).toContain('Calibri')
    expect(looks[2]).toContain('Georgia')
  })

  it('embeds a different DejaVu family in each template PDF and sets the title', async () => {
    const fonts: Record<TemplateId, string> = {
      minimalist: '+DejaVuSans',
      modern: '+DejaVuSansCondensed',
      classic: '+DejaVuSerif',
    }
    for (const template of TEMPLATE_IDS) {
      const { bytes } = await renderResume({
        title: 'María Núñez — CV',
        content: SPANISH_RESUME,
        template,
        format: 'pdf',
      })
      const raw = new TextDecoder('latin1').decode(bytes)
      const baseFonts = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}(\+[\w-]+)/g)].map((m) => m[1])
      expect(baseFonts.some((name) => name?.startsWith(fonts[template]))).toBe(true)
      if (template === 'minimalist') expect(baseFonts.join()).not.toContain('Condensed')
      const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
      const pdf = await task.promise
      const { info } = await pdf.getMetadata()
      expect((info as { Title?: string }).Title).toBe('María Núñez — CV')
      await task.destroy()
    }
  })

  it('writes the same PDF bytes for the same resume', async () => {
    const input = {
      title: 'x',
      content: ENGLISH_RESUME,
      template: 'modern',
      format: 'pdf',
    } as const
    const first = await renderResume(input)
    const second = await renderResume(input)
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true)
  })

  it('falls back to the default template for an unknown id', async () => {
    const file = await renderResume({
      title: 'x',
      content: ENGLISH_RESUME,
      template: 'retro' as TemplateId,
      format: 'docx',
    })
    expect(docxPart(file.bytes, 'word/styles.xml')).toContain('Calibri')
  })

  it('exports an empty resume without failing', async () => {
    for (const format of FORMATS) {
      const file = await renderResume({ title: '', content: '', template: 'modern', format })
      expect(file.bytes.length).toBeGreaterThan(100)
      expect(file.fileName).toBe(`resume.${format}`)
    }
  })
})

describe('an entry written "Employer, City, Title" over its dates', () => {
  // Every template once printed this as an entry titled "Oct. 2021" and dated "Current".
  const content = [
    'Rachel Okoye',
    'rachel.okoye@example.com',
    '',
    'Experience',
    'Harbor Financial, Portland, OR, Staff Accountant',
    'Oct. 2021 – Current',
    '- Month-end close for two entities',
  ].join('\n')
  const expected: Record<TemplateId, string[]> = {
    minimalist: ['staff accountant, harbor financial, portland, or oct. 2021 – current'],
    modern: ['staff accountant oct. 2021 – current', 'harbor financial · portland, or'],
    classic: ['staff accountant oct. 2021 – current', 'harbor financial · portland, or'],
  }
  for (const template of TEMPLATE_IDS) {
    for (const format of FORMATS) {
      it(`shows the title, the employer and place, and the dates in ${template} ${format}`, async () => {
        const file = await renderResume({ title: 'x', content, template, format })
        const { text } = await extractDocument(file.bytes)
        const lines = text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim().toLocaleLowerCase())
          .filter((line) => line !== '')
        const at = lines.indexOf(expected[template][0] ?? '')
        expect(at, text).toBeGreaterThan(-1)
        expect(lines.slice(at, at + expected[template].length), text).toEqual(expected[template])
        expect(
          lines.filter((line) => line.startsWith('oct. 2021')),
          text,
        ).toEqual([])
      })
    }
  }
})
