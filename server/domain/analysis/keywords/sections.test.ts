import { describe, expect, it } from 'vitest'
import { classifyLines, headingKind, sentenceCue } from './sections.ts'

describe('headingKind', () => {
  it('recognises headings in English, Spanish and Russian', () => {
    expect(headingKind('Requirements:')).toBe('required')
    expect(headingKind('## Nice to have')).toBe('preferred')
    expect(headingKind('Responsabilidades:')).toBe('duties')
    expect(headingKind('Requisitos')).toBe('required')
    expect(headingKind('Требования:')).toBe('required')
    expect(headingKind('Будет плюсом:')).toBe('preferred')
    expect(headingKind('Benefits')).toBe('other')
    expect(headingKind('In this role you will:')).toBe('duties')
    expect(headingKind('Что для нас важно:')).toBe('required')
    expect(headingKind('¿Qué buscamos?')).toBe('required')
  })

  it('takes an inline heading with text after its colon', () => {
    expect(headingKind('Bonus: dbt, Airflow')).toBe('preferred')
  })

  it('does not take a bullet that starts with a heading word', () => {
    expect(headingKind('- Experience with microservices architecture')).toBeNull()
    expect(headingKind('Requirements gathering with stakeholders')).toBeNull()
  })
})

describe('classifyLines', () => {
  it('carries a heading down to the next one', () => {
    expect(classifyLines(['Intro', 'Requirements:', '- A', 'Nice to have:', '- B'])).toEqual([
      'neutral',
      'required',
      'required',
      'preferred',
      'preferred',
    ])
  })
})

describe('sentenceCue', () => {
  it('reads required and preferred cues, preferred first', () => {
    expect(sentenceCue('Experience with Docker is required.')).toBe('required')
    expect(sentenceCue('Terraform experience is a plus.')).toBe('preferred')
    expect(sentenceCue('Se valorará experiencia con Docker')).toBe('preferred')
    expect(sentenceCue('Обязательно знание SQL')).toBe('required')
    expect(sentenceCue('We build things.')).toBeNull()
  })
})
