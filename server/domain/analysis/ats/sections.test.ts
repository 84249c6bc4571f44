import { describe, expect, it } from 'vitest'
import { parseLines, splitLines } from './resume-text.ts'
import { headingKinds, mapSections } from './sections.ts'

function kindsOf(raw: string) {
  const [line] = parseLines(raw)
  return line ? headingKinds(line, raw) : null
}

describe('section headings', () => {
  it('reads English headings, plain, Markdown and with a colon', () => {
    expect(kindsOf('Professional Summary')).toEqual(['summary'])
    expect(kindsOf('## Work Experience')).toEqual(['experience'])
    expect(kindsOf('EDUCATION')).toEqual(['education'])
    expect(kindsOf('Technical Skills: Go, Python, SQL, Docker, Kafka, Terraform')).toEqual([
      'skills',
    ])
    expect(kindsOf('Licenses & Certifications')).toEqual(['extras'])
    expect(kindsOf('Projects')).toEqual(['extras'])
  })

  it('reads Spanish headings with or without accents', () => {
    expect(kindsOf('Experiencia profesional')).toEqual(['experience'])
    expect(kindsOf('Educación')).toEqual(['education'])
    expect(kindsOf('Formacion academica')).toEqual(['education'])
    expect(kindsOf('Habilidades')).toEqual(['skills'])
    expect(kindsOf('Perfil')).toEqual(['summary'])
    expect(kindsOf('Certificaciones')).toEqual(['extras'])
  })

  it('reads Russian headings', () => {
    expect(kindsOf('Опыт работы')).toEqual(['experience'])
    expect(kindsOf('ОБРАЗОВАНИЕ')).toEqual(['education'])
    expect(kindsOf('Ключевые навыки')).toEqual(['skills'])
    expect(kindsOf('О себе')).toEqual(['summary'])
    expect(kindsOf('Сертификаты')).toEqual(['extras'])
  })

  it('knows unscored headings and rejects sentences and bullets', () => {
    expect(kindsOf('Languages')).toEqual(['other'])
    expect(kindsOf('# Jane Doe')).toEqual(['other'])
    expect(kindsOf('Senior Software Engineer')).toBeNull()
    expect(kindsOf('- Skills')).toBeNull()
    expect(kindsOf('Eight years of experience building payment platforms')).toBeNull()
    expect(kindsOf('')).toBeNull()
    expect(kindsOf('LinkedIn profile: linkedin.com/in/jane')).toBeNull()
  })

  it('maps lines to the section they sit under', () => {
    const text = 'Jane\nExperience\nEngineer, Acme\n- Built APIs\nEducation\nBSc\nInterests\nChess'
    const map = mapSections(parseLines(text), splitLines(text))
    expect([...map.found].sort()).toEqual(['education', 'experience'])
    expect([...map.headings]).toEqual([1, 4, 6])
    expect(map.under[0]).toEqual([])
    expect(map.under[3]).toEqual(['experience'])
    expect(map.under[5]).toEqual(['education'])
    expect(map.under[7]).toEqual(['other'])
  })
})
