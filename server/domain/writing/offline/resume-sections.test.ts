import { describe, expect, it } from 'vitest'
import { displayHeading, headingOf, sectionKindOf, splitResume } from './resume-sections.ts'

describe('sectionKindOf', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['EXPERIENCIA LABORAL', 'experience'],
    ['Опыт работы', 'experience'],
    ['Technical Skills', 'skills'],
    ['Habilidades técnicas', 'skills'],
    ['Ключевые навыки', 'skills'],
    ['Formación académica', 'education'],
    ['Образование', 'education'],
    ['Certificaciones', 'certifications'],
    ['Сертификаты', 'certifications'],
    ['Personal Projects', 'projects'],
    ['Idiomas', 'languages'],
    ['Perfil profesional', 'summary'],
    ['О себе', 'summary'],
    ['Volunteering', 'other'],
  ])('%s is %s', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind)
  })
})

describe('headingOf', () => {
  it('reads Markdown, capitals and known names as headings', () => {
    expect(headingOf('## Experience')).toBe('Experience')
    expect(headingOf('WORK EXPERIENCE')).toBe('WORK EXPERIENCE')
    expect(headingOf('Навыки:')).toBe('Навыки')
    expect(headingOf('Habilidades técnicas')).toBe('Habilidades técnicas')
  })

  it('does not take entries, bullets or sentences for headings', () => {
    expect(headingOf('### Senior Engineer, Acme')).toBeNull()
    expect(headingOf('- Skills')).toBeNull()
    expect(headingOf('Skills: Python, SQL')).toBeNull()
    expect(headingOf('Built skills training for 40 engineers')).toBeNull()
    expect(headingOf('Engineer, Acme — 2019 – 2021')).toBeNull()
    expect(headingOf('Training Coordinator')).toBeNull()
  })
})

describe('displayHeading', () => {
  it('turns a shouted heading into the language’s case style and keeps a written one', () => {
    expect(displayHeading('WORK EXPERIENCE', 'en')).toBe('Work Experience')
    expect(displayHeading('EXPERIENCIA LABORAL', 'es')).toBe('Experiencia laboral')
    expect(displayHeading('ОПЫТ РАБОТЫ', 'ru')).toBe('Опыт работы')
    expect(displayHeading('Опыт работы', 'ru')).toBe('Опыт работы')
  })
})

describe('splitResume', () => {
  it('splits the name, header, unlabelled intro and sections, keeping every line', () => {
    const split = splitResume(`JANE DOE
Data Analyst
jane@example.com | 555-010-2030
Analyst with 4 years of dashboards and reports.

SKILLS
SQL, Python

EXPERIENCE
Analyst, Acme — 2020 – Present
- Built 40 dashboards`)
    expect(split.name).toBe('JANE DOE')
    expect(split.header).toEqual(['Data Analyst', 'jane@example.com | 555-010-2030'])
    expect(split.intro).toEqual(['Analyst with 4 years of dashboards and reports.'])
    expect(split.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['skills', 'SKILLS'],
      ['experience', 'EXPERIENCE'],
    ])
    expect(split.sections[1]?.lines).toEqual([
      'Analyst, Acme — 2020 – Present',
      '- Built 40 dashboards',
    ])
  })

  it('handles a resume that starts with a section', () => {
    const split = splitResume('## Experience\nEngineer, Acme — 2020 – 2022')
    expect(split.name).toBe('')
    expect(split.sections[0]?.kind).toBe('experience')
  })
})
