import { describe, expect, it } from 'vitest'
import { extractDocument } from '../documents/extract-document.ts'
import { parseResume } from './parse-resume.ts'
import { renderPdf, smallCapsPieces } from './render-pdf.ts'
import { twoPageResume } from './sample-resumes.ts'
import { TEMPLATES } from './templates.ts'

describe('smallCapsPieces', () => {
  it('draws capitals full size and the other letters as smaller capitals', () => {
    expect(smallCapsPieces('Work Experience', 10)).toEqual([
      { text: 'W', size: 10 },
      { text: 'ORK', size: 8 },
      { text: ' E', size: 10 },
      { text: 'XPERIENCE', size: 8 },
    ])
  })
})

describe('renderPdf', () => {
  it('keeps Latin letters readable after Cyrillic ones built from the same glyphs', async () => {
    // Documents share parsed fonts; a letter first met inside a composite once lost its text.
    const contents = [
      '# Иван Петров\nЙога, ёжик и йогурт на завтрак\n',
      '# Maria Madrid\nJava, Kafka and Go on a daily basis\n',
    ]
    for (const content of contents) {
      const bytes = await renderPdf(parseResume(content), TEMPLATES.modern, 'x')
      const { text } = await extractDocument(bytes)
      for (const line of content.replace('# ', '').trim().split('\n')) expect(text).toContain(line)
    }
  })

  it('lays a long resume over two pages with every date beside its title, the employer under it', async () => {
    const bytes = await renderPdf(parseResume(twoPageResume()), TEMPLATES.classic, 'x')
    const { text, layout } = await extractDocument(bytes)
    expect(layout.page_count).toBe(2)
    expect(layout.columns).toBe(1)
    for (let role = 1; role <= 5; role += 1) {
      expect(text).toContain(
        `Senior Engineer ${role} Jan ${2009 + role} – Dec ${2010 + role}\nCompany ${role}\n`,
      )
    }
  })

  it('keeps a long title and its dates without overlap', async () => {
    const title = 'Principal Engineer and Head of Platform, Very Long Company Name Incorporated'
    const content = `# Jane\n## Experience\n${title} — January 2020 – Present\n- Did things`
    const bytes = await renderPdf(parseResume(content), TEMPLATES.minimalist, 'x')
    const { text } = await extractDocument(bytes)
    // The title wraps under itself, so its last word is read after the dates, as a person would.
    expect(text).toContain(
      'Principal Engineer and Head of Platform, Very Long Company Name January 2020 – Present\nIncorporated',
    )
  })
})
