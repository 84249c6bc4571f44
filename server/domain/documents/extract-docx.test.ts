import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun } from 'docx'
import { describe, expect, it } from 'vitest'
import { extractDocx } from './extract-docx.ts'

const dash = {
  reference: 'dash',
  levels: [{ level: 0, format: LevelFormat.BULLET, text: '–', alignment: AlignmentType.LEFT }],
}
const steps = {
  reference: 'steps',
  levels: [
    { level: 0, format: LevelFormat.DECIMAL, text: '%1.' },
    { level: 1, format: LevelFormat.LOWER_LETTER, text: '%2)' },
  ],
}

async function docxOf(children: Paragraph[], withListStyle = false): Promise<Uint8Array> {
  const document = new Document({
    numbering: { config: [dash, steps] },
    styles: withListStyle
      ? {
          paragraphStyles: [
            {
              id: 'ResumeBullet',
              name: 'Resume Bullet',
              basedOn: 'Normal',
              paragraph: { numbering: { reference: 'dash', level: 0 } },
            },
            { id: 'ResumeBulletTight', name: 'Resume Bullet Tight', basedOn: 'ResumeBullet' },
          ],
        }
      : undefined,
    sections: [{ children }],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}

const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim())

describe('extractDocx lists', () => {
  it('writes Word bullets (w:numPr) as "- " lines, nested levels included', async () => {
    const bytes = await docxOf([
      new Paragraph('EXPERIENCE'),
      new Paragraph({ text: 'Cut month-end close from 8 to 5 days', bullet: { level: 0 } }),
      new Paragraph({ text: 'Trained 4 new analysts', bullet: { level: 1 } }),
      new Paragraph({
        text: 'Built the cash forecast',
        numbering: { reference: 'dash', level: 0 },
      }),
      new Paragraph('Acme, 2020 – 2024'),
    ])
    expect(lines((await extractDocx(bytes)).text)).toEqual([
      'EXPERIENCE',
      '- Cut month-end close from 8 to 5 days',
      '- Trained 4 new analysts',
      '- Built the cash forecast',
      'Acme, 2020 – 2024',
    ])
  })

  it('numbers a numbered list, restarting a sub-list under each new item', async () => {
    const item = (text: string, level: number): Paragraph =>
      new Paragraph({ text, numbering: { reference: 'steps', level } })
    const bytes = await docxOf([
      item('Mapped the process', 0),
      item('Interviewed the team', 1),
      item('Wrote the runbook', 1),
      item('Automated the export', 0),
      item('Tested it', 1),
    ])
    expect(lines((await extractDocx(bytes)).text)).toEqual([
      '1. Mapped the process',
      '1. Interviewed the team',
      '2. Wrote the runbook',
      '2. Automated the export',
      '1. Tested it',
    ])
  })

  it('starts each numbered list again where Word does, and counts on across other paragraphs', async () => {
    const bytes = await docxOf([
      new Paragraph('Job one'),
      new Paragraph({ text: 'First', numbering: { reference: 'steps', level: 0, instance: 1 } }),
      new Paragraph({ text: 'Second', numbering: { reference: 'steps', level: 0, instance: 1 } }),
      new Paragraph('Job two'),
      new Paragraph({
        text: 'Again first',
        numbering: { reference: 'steps', level: 0, instance: 2 },
      }),
      new Paragraph('A note inside the list'),
      new Paragraph({
        text: 'Then second',
        numbering: { reference: 'steps', level: 0, instance: 2 },
      }),
    ])
    expect(lines((await extractDocx(bytes)).text)).toEqual([
      'Job one',
      '1. First',
      '2. Second',
      'Job two',
      '1. Again first',
      'A note inside the list',
      '2. Then second',
    ])
  })

  it('reads a list that only a paragraph style puts the paragraphs in, inherited styles too', async () => {
    const bytes = await docxOf(
      [
        new Paragraph('SKILLS'),
        new Paragraph({ text: 'Reconciliations', style: 'ResumeBullet' }),
        new Paragraph({ text: 'Variance analysis', style: 'ResumeBulletTight' }),
        new Paragraph({ text: 'Plain line', style: 'Normal' }),
      ],
      true,
    )
    expect(lines((await extractDocx(bytes)).text)).toEqual([
      'SKILLS',
      '- Reconciliations',
      '- Variance analysis',
      'Plain line',
    ])
  })

  it('keeps a line break inside a paragraph instead of gluing the words together', async () => {
    const bytes = await docxOf([
      new Paragraph({
        children: [
          new TextRun('maria@example.com'),
          new TextRun({ text: '+34 612 34 56 78', break: 1 }),
        ],
      }),
      new Paragraph({ text: '', bullet: { level: 0 } }),
    ])
    // An empty list paragraph writes no lone marker.
    expect(lines((await extractDocx(bytes)).text)).toEqual([
      'maria@example.com',
      '+34 612 34 56 78',
    ])
  })
})
