import { zipSync, strToU8 } from 'fflate'
import PDFDocument from 'pdfkit'

/**
 * Test files shaped like LinkedIn's two exports, built in code (no member's real data): the
 * "Save to PDF" profile, with a narrow sidebar (Contact, Top Skills, Languages, Certifications)
 * beside the main column (name, headline and location at the top, then Summary, Experience,
 * Education), and the data-export ZIP with its CSV files.
 */

export const PDF_PROFILE = {
  name: 'Maria Lopez',
  headline: 'Senior Product Designer at Northwind Health',
  location: 'Austin, Texas, United States',
  contact: ['maria.lopez@example.com', 'www.linkedin.com/in/maria-lopez-ux (LinkedIn)'],
  skills: ['Design Systems', 'User Research', 'Figma'],
  languages: ['English (Native or Bilingual)', 'Spanish (Professional Working Proficiency)'],
  certifications: ['Certified Usability Analyst'],
  summary: [
    'I design clinical scheduling tools that nurses can use one-handed.',
    'Before that I ran research for a small fintech team.',
  ],
  experience: [
    {
      company: 'Northwind Health',
      title: 'Senior Product Designer',
      dates: 'March 2021 - Present (3 years 9 months)',
      place: 'Austin, Texas, United States',
      description: 'Redesigned shift booking; missed shifts fell by 18%.',
    },
    {
      company: 'Contoso Pay',
      title: 'UX Researcher',
      dates: 'June 2017 - February 2021 (3 years 9 months)',
      place: 'Denver, Colorado',
      description: 'Ran 120 customer interviews for the mobile wallet.',
    },
  ],
  education: [
    {
      school: 'University of Texas at Austin',
      line: 'Master of Science - MS, Human-Computer Interaction · (2015 - 2017)',
    },
    {
      school: 'Colorado State University',
      line: 'Bachelor of Arts - BA, Psychology · (2011 - 2015)',
    },
  ],
}

/** A "Save to PDF"-like profile; `twoColumns: false` puts the sidebar above the main column. */
export async function buildProfilePdf(options: { twoColumns?: boolean } = {}): Promise<Uint8Array> {
  const twoColumns = options.twoColumns ?? true
  const p = PDF_PROFILE
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  const sidebar = { x: 36, width: 160 }
  const main = twoColumns ? { x: 230, width: 340 } : { x: 36, width: 520 }
  const heading = (text: string, column: { x: number; width: number }, y?: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(text, column.x, y ?? doc.y, { width: column.width })
    doc.moveDown(0.3)
  }
  const lines = (items: readonly string[], column: { x: number; width: number }) => {
    doc.font('Helvetica').fontSize(10)
    for (const item of items) doc.text(item, column.x, doc.y, { width: column.width })
    doc.moveDown(0.8)
  }
  heading('Contact', sidebar, 40)
  lines(p.contact, sidebar)
  heading('Top Skills', sidebar)
  lines(p.skills, sidebar)
  heading('Languages', sidebar)
  lines(p.languages, sidebar)
  heading('Certifications', sidebar)
  lines(p.certifications, sidebar)

  doc
    .font('Helvetica')
    .fontSize(26)
    .text(p.name, main.x, twoColumns ? 40 : doc.y + 10, {
      width: main.width,
    })
  doc.fontSize(12).text(p.headline, main.x, doc.y, { width: main.width })
  doc.fontSize(10).text(p.location, main.x, doc.y, { width: main.width })
  doc.moveDown(1)
  heading('Summary', main)
  lines(p.summary, main)
  heading('Experience', main)
  for (const job of p.experience) {
    doc.font('Helvetica-Bold').fontSize(12).text(job.company, main.x, doc.y, { width: main.width })
    doc.font('Helvetica').fontSize(11).text(job.title, main.x, doc.y, { width: main.width })
    doc.fontSize(10).text(job.dates, main.x, doc.y, { width: main.width })
    doc.text(job.place, main.x, doc.y, { width: main.width })
    doc.text(job.description, main.x, doc.y, { width: main.width })
    doc.moveDown(0.8)
  }
  heading('Education', main)
  for (const school of p.education) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(school.school, main.x, doc.y, { width: main.width })
    doc.font('Helvetica').fontSize(10).text(school.line, main.x, doc.y, { width: main.width })
    doc.moveDown(0.8)
  }
  doc.fontSize(8).text('Page 1 of 1', main.x, 740, { width: main.width })
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

function csv(rows: readonly (readonly string[])[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  return rows.map((row) => row.map(quote).join(',')).join('\n') + '\n'
}

export const EXPORT_CSVS = {
  'Profile.csv': csv([
    [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
    [
      'Sam',
      'Okafor',
      '',
      '',
      '',
      'Data Engineer | Spark, Airflow',
      'I build pipelines that finance trusts.\nOn call, on time.',
      'Software Development',
      '',
      'Lagos, Nigeria',
      '',
      '',
      '',
    ],
  ]),
  'Positions.csv': csv([
    ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    [
      'Kora Bank',
      'Data Engineer',
      'Moved the ledger feed to Airflow, "zero" missed runs since.',
      'Lagos',
      'Feb 2022',
      '',
    ],
    ['Andela', 'Software Engineer', '', 'Remote', 'Jan 2019', 'Jan 2022'],
  ]),
  'Education.csv': csv([
    ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    ['University of Lagos', '2014', '2018', '', 'BSc Computer Science', 'Chess club'],
  ]),
  'Skills.csv': csv([['Name'], ['Apache Spark'], ['Airflow'], ['SQL'], ['SQL']]),
}

/** A data-export ZIP; `files` replaces or removes (undefined) entries, `folder` nests them. */
export function buildExportZip(
  files: Partial<Record<string, string | undefined>> = {},
  folder = '',
): Uint8Array {
  const all: Record<string, string | undefined> = {
    ...EXPORT_CSVS,
    'Connections.csv': 'Notes:\n"Not read by the import"\n',
    ...files,
  }
  const entries: Record<string, Uint8Array> = {}
  for (const [name, content] of Object.entries(all)) {
    if (content !== undefined) entries[`${folder}${name}`] = strToU8(content)
  }
  return zipSync(entries)
}
