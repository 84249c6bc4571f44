import {
  Document,
  Footer,
  Header,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
} from 'docx'

export interface DocxFixtureOptions {
  /** Lines put in the page header (and nowhere else), e.g. the contact line. */
  headerLines?: string[]
  footerLines?: string[]
  /** Extra body paragraphs after the title lines. */
  bodyLines?: string[]
  /** Extra experience bullets; a long list makes a document of two pages or more. */
  bulletCount?: number
  withTable?: boolean
  withTextbox?: boolean
}

/**
 * A resume-like DOCX built with the same library as our exports, so tests and the benchmark never
 * depend on a binary file someone has to regenerate by hand.
 */
export async function buildDocxFixture(options: DocxFixtureOptions = {}): Promise<Uint8Array> {
  const {
    headerLines = [],
    footerLines = [],
    bodyLines = [],
    bulletCount = 4,
    withTable = true,
    withTextbox = true,
  } = options
  const bullets = Array.from(
    { length: bulletCount },
    (_, index) =>
      new Paragraph({
        text: `Delivered project ${index + 1} with TypeScript, React and PostgreSQL for thousands of users`,
        bullet: { level: 0 },
      }),
  )
  const body: (Paragraph | Table)[] = [
    new Paragraph({ children: [new TextRun({ text: 'Jane Example', bold: true, size: 36 })] }),
    new Paragraph('Senior Software Engineer'),
    ...bodyLines.map((line) => new Paragraph(line)),
    new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
    new Paragraph('Acme Corp, Staff Engineer, 2019 to 2024'),
    ...bullets,
  ]
  if (withTable) {
    body.push(
      new Paragraph({ children: [new TextRun({ text: 'SKILLS', bold: true })] }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Languages')] }),
              new TableCell({ children: [new Paragraph('TypeScript, Go, SQL')] }),
            ],
          }),
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph('Cloud')] }),
              new TableCell({ children: [new Paragraph('AWS, Kubernetes, Terraform')] }),
            ],
          }),
        ],
      }),
    )
  }
  if (withTextbox) {
    body.push(
      new Paragraph({
        children: [
          new Textbox({
            children: [new Paragraph('Certified Kubernetes Administrator in a text box')],
            style: { width: '3in', height: '1in' },
          }),
        ],
      }),
    )
  }
  const document = new Document({
    sections: [
      {
        headers: headerLines.length
          ? { default: new Header({ children: headerLines.map((line) => new Paragraph(line)) }) }
          : undefined,
        footers: footerLines.length
          ? { default: new Footer({ children: footerLines.map((line) => new Paragraph(line)) }) }
          : undefined,
        children: body,
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
