import { describe, expect, it } from 'vitest'
import {
  degreeLevelsOf,
  degreesIn,
  employersIn,
  isDegreeSupported,
  isTitleLike,
  SourceIndex,
  titlesIn,
} from './guard-claims.ts'

describe('degreesIn', () => {
  it.each([
    ['B.S. Computer Science, MIT — 2014 - 2018', 'bachelor', 'B.S. Computer Science'],
    ['M.S. in Data Science, Stanford', 'master', 'M.S. in Data Science'],
    ['She holds a Ph.D. in Physics from MIT', 'doctorate', 'Ph.D. in Physics'],
    ['Máster en Diseño, Universidad de Madrid', 'master', 'Máster en Diseño'],
    ['Grado en Ingeniería Informática', 'bachelor', 'Grado en Ingeniería Informática'],
    ['Магистр информатики, МГУ', 'master', 'Магистр информатики'],
    ['MBA, INSEAD', 'mba', 'MBA'],
  ])('%s', (line, level, text) => {
    expect(degreesIn(line)[0]).toMatchObject({ level, text })
  })

  it('does not read a Scrum Master certificate as a degree', () => {
    expect(degreesIn('Certified Scrum Master (CSM)')).toEqual([])
  })

  it('supports a degree of the same level in a field the sources name', () => {
    const sources = ['B.S. in Computer Science, University of Washington']
    const index = new SourceIndex(sources)
    const levels = degreeLevelsOf(sources)
    const [same] = degreesIn('Bachelor of Computer Science')
    const [higher] = degreesIn('M.S. in Computer Science')
    const [otherField] = degreesIn('B.S. in Physics')
    expect(same && isDegreeSupported(same, levels, index)).toBe(true)
    expect(higher && isDegreeSupported(higher, levels, index)).toBe(false)
    expect(otherField && isDegreeSupported(otherField, levels, index)).toBe(false)
  })
})

describe('titles', () => {
  it('finds claimed titles, not plurals or greetings', () => {
    expect(titlesIn('As a Senior Data Engineer, I built pipelines').map((t) => t.text)).toEqual([
      'Senior Data Engineer',
    ])
    expect(titlesIn('Mentored 3 junior developers')).toEqual([])
    expect(titlesIn('Dear Hiring Manager,')).toEqual([])
    expect(titlesIn('María es Diseñadora de Producto.').map((t) => t.text)).toEqual([
      'Diseñadora de Producto',
    ])
    expect(titlesIn('Работал ведущим разработчиком').map((t) => t.text)).toEqual([
      'ведущим разработчиком',
    ])
  })

  it('matches a title by its run of words, in any inflection', () => {
    const index = new SourceIndex(['Ведущий разработчик, ООО «Ромашка»', 'Senior Backend Engineer'])
    expect(index.hasRun('ведущим разработчиком')).toBe(true)
    expect(index.hasRun('Senior Backend Engineer')).toBe(true)
    expect(index.hasRun('Staff Backend Engineer')).toBe(false)
    expect(isTitleLike('Senior Backend Engineer')).toBe(true)
    expect(isTitleLike('Acme Corp')).toBe(false)
  })
})

describe('employersIn', () => {
  it('finds organisations after a preposition, with a company form, or in guillemets', () => {
    expect(employersIn('Previously worked at Google on search.').map((e) => e.text)).toEqual([
      'Google',
    ])
    expect(employersIn('Antes trabajó en Mercado Libre.').map((e) => e.text)).toEqual([
      'Mercado Libre',
    ])
    expect(employersIn('Работал в ООО «Рога и копыта»').map((e) => e.text)).toEqual([
      'ООО «Рога и копыта»',
    ])
    expect(employersIn('Consulted for Initech Inc. in 2019').map((e) => e.text)).toEqual([
      'Initech Inc',
    ])
    expect(employersIn('At Acme Payments I built APIs').map((e) => e.text)).toEqual([])
    expect(employersIn('the role at TechCorp. At Acme I built').map((e) => e.text)).toEqual([
      'TechCorp',
    ])
  })
})
