import { describe, expect, it } from 'vitest'
import { plainText } from '../resume/inline-markdown.ts'
import {
  isCapsHeading,
  isContactLine,
  isSectionName,
  parseResume,
  type ResumeBlock,
} from './parse-resume.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from './sample-resumes.ts'

/** Each block as "kind: text", dates after a "@", to compare whole resumes at a glance. */
function outline(content: string): string[] {
  return parseResume(content).blocks.map((block) => describeBlock(block))
}

function describeBlock(block: ResumeBlock): string {
  switch (block.kind) {
    case 'name':
    case 'heading':
      return `${block.kind}: ${block.text}`
    case 'entry':
      return `entry: ${[block.title, block.employer, block.place].filter(Boolean).join(', ')}${block.dates ? ` @ ${block.dates}` : ''}`
    default:
      return `${block.kind}: ${plainText(block.spans)}`
  }
}

describe('parseResume', () => {
  it('reads the English sample into name, contacts, sections, entries and bullets', () => {
    const blocks = outline(ENGLISH_RESUME)
    expect(blocks.slice(0, 5)).toEqual([
      'name: Jane Doe',
      'headline: Senior Software Engineer',
      'contact: jane.doe@example.com | +1 (555) 123-4567 | linkedin.com/in/janedoe | San Francisco, CA',
      'heading: Summary',
      expect.stringMatching(/^paragraph: Backend engineer with 8 years/),
    ])
    expect(blocks).toContain('entry: Senior Software Engineer, Acme Payments @ Jan 2020 – Present')
    expect(blocks).toContain('entry: Software Engineer, Globex Corporation @ Jun 2016 – Dec 2019')
    expect(blocks).toContain(
      'entry: B.S. in Computer Science, University of Washington @ 2012 – 2016',
    )
    expect(blocks.filter((block) => block.startsWith('bullet: '))).toHaveLength(8)
  })

  it('reads Russian and Spanish dates and sections', () => {
    expect(outline(RUSSIAN_RESUME)).toEqual(
      expect.arrayContaining([
        'name: Иван Петров',
        'heading: Опыт работы',
        'entry: Ведущий разработчик, ООО «Ромашка» @ Март 2019 – настоящее время',
        'entry: Разработчик, Яндекс @ 2014 – 2019',
      ]),
    )
    expect(outline(SPANISH_RESUME)).toEqual(
      expect.arrayContaining([
        'name: María José Núñez',
        'entry: Diseñadora de Producto, Telefónica @ Ene 2021 – Actualidad',
        'heading: Habilidades',
      ]),
    )
  })

  it('reads a plain-text resume: first line as name, capitals and known words as headings', () => {
    const blocks = outline(
      [
        'John Smith',
        'john@smith.io  +44 20 7946 0958',
        '',
        'WORK EXPERIENCE',
        'Data Analyst | Initech | 03/2019 - 2021',
        '• Built dashboards',
        '* Cut report time by half',
        'Education:',
        'MSc Statistics, LSE, 2018',
        'SQL, AWS',
      ].join('\n'),
    )
    expect(blocks).toEqual([
      'name: John Smith',
      'contact: john@smith.io  +44 20 7946 0958',
      'heading: WORK EXPERIENCE',
      'entry: Data Analyst, Initech @ 03/2019 - 2021',
      'bullet: Built dashboards',
      'bullet: Cut report time by half',
      'heading: Education',
      'entry: MSc Statistics, LSE @ 2018',
      'paragraph: SQL, AWS',
    ])
  })

  it('treats ### headings as entries unless they name a section, and a first heading as no name', () => {
    expect(
      outline(
        '## Experience\n### Lead, Acme — 2020 – 2022\n### Staff Engineer, Globex\n### Projects',
      ),
    ).toEqual([
      'heading: Experience',
      'entry: Lead, Acme @ 2020 – 2022',
      'entry: Staff Engineer, Globex',
      'heading: Projects',
    ])
  })

  it('lays out "Employer, City, Title" over its dates as title, employer and place, dated', () => {
    expect(
      outline(
        'Rachel Okoye\n\nExperience\nHarbor Financial, Portland, OR, Staff Accountant\nOct. 2021 – Current\n- Month-end close',
      ),
    ).toEqual([
      'name: Rachel Okoye',
      'heading: Experience',
      'entry: Staff Accountant, Harbor Financial, Portland, OR @ Oct. 2021 – Current',
      'bullet: Month-end close',
    ])
  })

  it('never drops a non-empty line and remembers blank lines between blocks', () => {
    const content = '# A\n\n\nB\n---\nC\n   \n- D'
    const { blocks, spacedBefore } = parseResume(content)
    // A "---" rule is Markdown, not text; a headline stands right under the name, so B after a
    // blank line is a paragraph.
    expect(blocks.map(describeBlock)).toEqual([
      'name: A',
      'paragraph: B',
      'paragraph: C',
      'bullet: D',
    ])
    expect([...spacedBefore]).toEqual([1, 2, 3])
  })

  it('returns nothing for empty content', () => {
    expect(parseResume('  \n\n').blocks).toEqual([])
  })
})

describe('line tests', () => {
  it('knows section names in three languages', () => {
    for (const name of ['Experience', 'SKILLS:', 'Образование', 'Опыт работы', 'Educación']) {
      expect(isSectionName(name)).toBe(true)
    }
    expect(isSectionName('Senior Engineer')).toBe(false)
  })

  it('tells capital headings from capital skills', () => {
    expect(isCapsHeading('WORK EXPERIENCE')).toBe(true)
    expect(isCapsHeading('ОБРАЗОВАНИЕ')).toBe(true)
    expect(isCapsHeading('SQL, AWS')).toBe(false)
    expect(isCapsHeading('AWS GCP')).toBe(false)
  })

  it('spots contact lines', () => {
    expect(isContactLine('+7 (912) 345-67-89 | Москва')).toBe(true)
    expect(isContactLine('github.com/jane')).toBe(true)
    expect(isContactLine('Senior Software Engineer')).toBe(false)
  })
})
