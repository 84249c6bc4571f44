import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { parseResume } from './parse-resume.ts'
import { renderDocx } from './render-docx.ts'
import { TEMPLATES, type TemplateId } from './templates.ts'

const RESUME =
  '# Jane Doe\njane@doe.dev\n## Experience\nLead, Acme — 2020 – Present\n- Shipped **it**'

async function documentXml(template: TemplateId): Promise<string> {
  const bytes = await renderDocx(parseResume(RESUME), TEMPLATES[template], 'Jane')
  const name = 'word/document.xml'
  return strFromU8(
    unzipSync(bytes, { filter: (file) => file.name === name })[name] ?? new Uint8Array(),
  )
}

describe('renderDocx', () => {
  it('writes the lines in order as paragraphs, the title bold, the dates after a tab', async () => {
    const xml = await documentXml('minimalist')
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)].map(
      (match) => match[1] ?? '\t',
    )
    expect(texts.join('|')).toBe(
      'Jane Doe|jane@doe.dev|Experience|Lead|, Acme|\t|2020 – Present|Shipped |it',
    )
    expect(xml).toContain('<w:hyperlink')
    expect(xml).toMatch(/<w:b\/>[^]*?<w:t[^>]*>Lead<\/w:t>/)
  })

  it('styles headings per template: capitals, an accent bar, small caps', async () => {
    expect(await documentXml('minimalist')).toMatch(/<w:caps\/>[\s\S]*Experience/)
    const modern = await documentXml('modern')
    expect(modern).toMatch(/<w:left w:val="single"[^>]*w:color="0F6E8C"/)
    expect(modern).not.toContain('<w:caps/>')
    expect(await documentXml('classic')).toMatch(/<w:smallCaps\/>[\s\S]*Experience/)
  })
})
