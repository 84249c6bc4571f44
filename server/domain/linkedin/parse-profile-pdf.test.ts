import { describe, expect, it } from 'vitest'
import { linkedinImportResponseSchema } from '../../../src/contract/pro.ts'
import { ProfileImportError } from './import-error.ts'
import { joinWrapped, parseProfilePdf, parseProfileText } from './parse-profile-pdf.ts'
import { buildProfilePdf, PDF_PROFILE } from './profile-fixtures.ts'

const EXPECTED = {
  name: PDF_PROFILE.name,
  headline: PDF_PROFILE.headline,
  summary: PDF_PROFILE.summary.join(' '),
  experience: [
    {
      title: 'Senior Product Designer',
      company: 'Northwind Health',
      duration: 'March 2021 - Present (3 years 9 months)',
      description: 'Redesigned shift booking; missed shifts fell by 18%.',
    },
    {
      title: 'UX Researcher',
      company: 'Contoso Pay',
      duration: 'June 2017 - February 2021 (3 years 9 months)',
      description: 'Ran 120 customer interviews for the mobile wallet.',
    },
  ],
  education: [
    {
      school: 'University of Texas at Austin',
      degree: 'Master of Science - MS, Human-Computer Interaction',
      year: '2017',
    },
    {
      school: 'Colorado State University',
      degree: 'Bachelor of Arts - BA, Psychology',
      year: '2015',
    },
  ],
  skills: PDF_PROFILE.skills,
  note: 'Imported from the LinkedIn "Save to PDF" file.',
  source: 'pdf',
}

describe('parseProfilePdf', () => {
  it('maps a two-column "Save to PDF" profile', async () => {
    const profile = await parseProfilePdf(await buildProfilePdf())
    expect(profile).toEqual(EXPECTED)
    expect(linkedinImportResponseSchema.parse(profile)).toEqual(profile)
  })

  it('maps the same profile with the sidebar printed above the main column', async () => {
    expect(await parseProfilePdf(await buildProfilePdf({ twoColumns: false }))).toEqual(EXPECTED)
  })
})

describe('parseProfileText', () => {
  const text = [
    'Contact',
    'ana@example.com',
    'Top Skills',
    'Kotlin',
    'Certifications',
    'AWS Certified Developer',
    'Ana Ruiz',
    'Android engineer',
    'Madrid, Spain',
    'Experience',
    'Globex',
    '3 years 2 months',
    'Senior Android Engineer',
    'January 2022 - Present (2 years)',
    'Madrid, Spain',
    'Led the offline mode.',
    'Android Engineer',
    'November 2020 - January 2022 (1 year 3 months)',
    'Page 1 of 2',
    'Initech',
    'Intern',
    '2019 - 2020 (1 year)',
    'Education',
    'Universidad Politécnica de Madrid',
    'Grado, Ingeniería Informática · (2015 -',
    '2019)',
  ].join('\n')

  it('finds the name without type sizes, and reads roles under one company', () => {
    const profile = parseProfileText(text, null)
    expect(profile.name).toBe('Ana Ruiz')
    expect(profile.headline).toBe('Android engineer')
    expect(profile.skills).toEqual(['Kotlin'])
    expect(profile.experience).toEqual([
      {
        title: 'Senior Android Engineer',
        company: 'Globex',
        duration: 'January 2022 - Present (2 years)',
        description: 'Led the offline mode.',
      },
      {
        title: 'Android Engineer',
        company: 'Globex',
        duration: 'November 2020 - January 2022 (1 year 3 months)',
      },
      { title: 'Intern', company: 'Initech', duration: '2019 - 2020 (1 year)' },
    ])
    expect(profile.education).toEqual([
      {
        school: 'Universidad Politécnica de Madrid',
        degree: 'Grado, Ingeniería Informática',
        year: '2019',
      },
    ])
  })

  it('refuses text with none of the main sections', () => {
    expect(() => parseProfileText('Jane Doe\nSome letter text', null)).toThrow(ProfileImportError)
  })
})

describe('joinWrapped', () => {
  it('joins a wrapped parenthesis and a word broken at its hyphen', () => {
    expect(
      joinWrapped(['Spanish (Professional Working', 'Proficiency)', 'Human-', 'Computer']),
    ).toEqual(['Spanish (Professional Working Proficiency)', 'Human-Computer'])
  })
})
