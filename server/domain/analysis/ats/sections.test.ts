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

  it('reads headings in capitals, letter-spaced and with a trailing colon', () => {
    expect(kindsOf('WORK EXPERIENCE')).toEqual(['experience'])
    expect(kindsOf('E X P E R I E N C E')).toEqual(['experience'])
    expect(kindsOf('W O R K   E X P E R I E N C E')).toEqual(['experience'])
    expect(kindsOf('E D U C A T I O N:')).toEqual(['education'])
    expect(kindsOf('S K I L L S')).toEqual(['skills'])
    expect(kindsOf('Experience:')).toEqual(['experience'])
    expect(kindsOf('EXPERIENCIA LABORAL')).toEqual(['experience'])
    expect(kindsOf('EXPERIENCIA LABORAL:')).toEqual(['experience'])
    expect(kindsOf('Formación')).toEqual(['education'])
    expect(kindsOf('FORMACIÓN ACADÉMICA')).toEqual(['education'])
    expect(kindsOf('Опыт работы:')).toEqual(['experience'])
    expect(kindsOf('О П Ы Т   Р А Б О Т Ы')).toEqual(['experience'])
    expect(kindsOf('Образование')).toEqual(['education'])
    expect(kindsOf('Навыки')).toEqual(['skills'])
    expect(kindsOf('НАВЫКИ:')).toEqual(['skills'])
    expect(kindsOf('Internships')).toEqual(['experience'])
    // Spelled-out letters that name no section are no heading.
    expect(kindsOf('A B C D E')).toBeNull()
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

  it('does not take the lower-case tail of a wrapped line for a heading', () => {
    const text =
      'Experiencia\n- Escribí la guía interna de buenas\nprácticas\nPrácticas\nBanco Azul'
    const map = mapSections(parseLines(text), splitLines(text))
    expect([...map.headings]).toEqual([0, 3])
  })
})
