export const TEMPLATE_IDS = ['minimalist', 'modern', 'classic'] as const
export type TemplateId = (typeof TEMPLATE_IDS)[number]

/** The four faces of a family, as DejaVu TTF file names (PDF) — Unicode, so Cyrillic renders. */
export interface PdfFontFiles {
  regular: string
  bold: string
  italic: string
  boldItalic: string
}

/**
 * What makes a template look like itself. Sizes are in points, colours are hex without "#".
 * Every template is one column of real text with no tables, text boxes or images, so an ATS
 * reads it in order.
 */
export interface TemplateStyle {
  id: TemplateId
  /** DOCX font name: a font Word ships, so the file looks the same on the recruiter's machine. */
  docxFont: string
  pdfFonts: PdfFontFiles
  text: string
  muted: string
  accent: string
  rule: string
  nameSize: number
  nameBold: boolean
  nameAlign: 'left' | 'center'
  headlineSize: number
  contactSize: number
  headingSize: number
  headingBold: boolean
  headingColor: string
  /** upper: capitals; smallCaps: capitals a size smaller (Word's small caps in DOCX). */
  headingCase: 'asTyped' | 'upper' | 'smallCaps'
  headingLetterSpacing: number
  headingRuleBelow: number
  /** Width of a coloured bar left of each heading, 0 for none. */
  headingBar: number
  bodySize: number
  /**
   * How an entry's heading is laid out: `inline`, "Title, Employer, Place" on one line with the
   * dates at the right margin; `stacked`, the title and dates on one line and the employer and
   * place under it (in the accent colour, or in italics where the template has no colour).
   */
  entryLayout: 'inline' | 'stacked'
  lineGap: number
  /** Space above a section heading, and above an entry after a blank line. */
  sectionSpace: number
  entrySpace: number
  margin: number
}

const DEJAVU_SANS: PdfFontFiles = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
}

const DEJAVU_SANS_CONDENSED: PdfFontFiles = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
  boldItalic: 'DejaVuSansCondensed-BoldOblique.ttf',
}

const DEJAVU_SERIF: PdfFontFiles = {
  regular: 'DejaVuSerif.ttf',
  bold: 'DejaVuSerif-Bold.ttf',
  italic: 'DejaVuSerif-Italic.ttf',
  boldItalic: 'DejaVuSerif-BoldItalic.ttf',
}

export const TEMPLATES: Record<TemplateId, TemplateStyle> = {
  minimalist: {
    id: 'minimalist',
    docxFont: 'Calibri',
    pdfFonts: DEJAVU_SANS,
    text: '222222',
    muted: '6B6B6B',
    accent: '222222',
    rule: 'C8C8C8',
    nameSize: 22,
    nameBold: false,
    nameAlign: 'left',
    headlineSize: 11,
    contactSize: 8.5,
    headingSize: 8.5,
    headingBold: true,
    headingColor: '6B6B6B',
    headingCase: 'upper',
    headingLetterSpacing: 1.5,
    headingRuleBelow: 0.5,
    headingBar: 0,
    bodySize: 9.5,
    entryLayout: 'inline',
    lineGap: 2,
    sectionSpace: 16,
    entrySpace: 7,
    margin: 60,
  },
  modern: {
    id: 'modern',
    docxFont: 'Arial',
    pdfFonts: DEJAVU_SANS_CONDENSED,
    text: '1F2933',
    muted: '52606D',
    accent: '0F6E8C',
    rule: '0F6E8C',
    nameSize: 25,
    nameBold: true,
    nameAlign: 'left',
    headlineSize: 12,
    contactSize: 9,
    headingSize: 12.5,
    headingBold: true,
    headingColor: '0F6E8C',
    headingCase: 'asTyped',
    headingLetterSpacing: 0,
    headingRuleBelow: 0,
    headingBar: 3.5,
    bodySize: 10,
    entryLayout: 'stacked',
    lineGap: 1.5,
    sectionSpace: 13,
    entrySpace: 6,
    margin: 48,
  },
  classic: {
    id: 'classic',
    docxFont: 'Georgia',
    pdfFonts: DEJAVU_SERIF,
    text: '111111',
    muted: '333333',
    accent: '111111',
    rule: '111111',
    nameSize: 20,
    nameBold: true,
    nameAlign: 'center',
    headlineSize: 11,
    contactSize: 9,
    headingSize: 10.5,
    headingBold: true,
    headingColor: '111111',
    headingCase: 'smallCaps',
    headingLetterSpacing: 0.6,
    headingRuleBelow: 0.8,
    headingBar: 0,
    bodySize: 9.5,
    entryLayout: 'stacked',
    lineGap: 1.5,
    sectionSpace: 12,
    entrySpace: 6,
    margin: 54,
  },
}

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value)
}
