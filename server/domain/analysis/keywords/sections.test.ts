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

  it('recognises the headings ads write to the candidate', () => {
    expect(headingKind('You will')).toBe('duties')
    expect(headingKind("What you'll own")).toBe('duties')
    expect(headingKind('The job')).toBe('duties')
    expect(headingKind('Tu día a día:')).toBe('duties')
    expect(headingKind('Что нужно делать:')).toBe('duties')
    expect(headingKind('You will need:')).toBe('required')
    expect(headingKind('You should have:')).toBe('required')
    expect(headingKind("You'll be a good fit if you have")).toBe('required')
    expect(headingKind('Requisitos imprescindibles')).toBe('required')
    expect(headingKind('Мы ждём от кандидата:')).toBe('required')
    expect(headingKind("It's a plus if you have:")).toBe('preferred')
    expect(headingKind('BONUS IF YOU HAVE:')).toBe('preferred')
    expect(headingKind('Extra credit')).toBe('preferred')
    expect(headingKind('¿Quiénes somos?')).toBe('other')
  })

  it('does not take a sentence that starts like a heading', () => {
    expect(headingKind('You will be joining a team of four.')).toBeNull()
    expect(headingKind('The job is based in Boise.')).toBeNull()
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
