import { describe, expect, it } from 'vitest'
import {
  headPart,
  normaliseTitle,
  occupationsOf,
  titleIndex,
  titleRelation,
  withoutLevel,
} from './job-titles.ts'

describe('normaliseTitle, withoutLevel and headPart', () => {
  it('writes a title one way: case, brackets, punctuation, compounds spelt two ways', () => {
    expect(normaliseTitle('Registered Nurse (RN)')).toBe('registered nurse')
    expect(normaliseTitle('Front-End Developer')).toBe('frontend developer')
    expect(normaliseTitle('Full Stack  Engineer')).toBe('fullstack engineer')
    expect(normaliseTitle('C++ Developer')).toBe('c++ developer')
    expect(normaliseTitle('Python-разработчик')).toBe('python разработчик')
  })

  it('sets the level aside, unless the level is the whole title', () => {
    expect(withoutLevel('senior accountant')).toBe('accountant')
    expect(withoutLevel('sr software engineer ii')).toBe('software engineer')
    expect(withoutLevel('accountant i')).toBe('accountant')
    expect(withoutLevel('entry level data analyst')).toBe('data analyst')
    expect(withoutLevel('principal')).toBe('principal')
  })

  it('keeps the title before its employer, place or unit', () => {
    expect(headPart('Registered Nurse, Medical-Surgical Unit')).toBe('Registered Nurse')
    expect(headPart('Account Executive - Remote')).toBe('Account Executive')
    expect(headPart('Barista at Blue Bottle')).toBe('Barista')
    expect(headPart('Regional Driver (CDL-A)')).toBe('Regional Driver')
  })
})

describe('occupationsOf (the shipped O*NET index)', () => {
  const main = (title: string) => occupationsOf(title)?.occupations[0]?.code

  it('finds a title, without its level, its employer or a leading qualifier', () => {
    expect(main('Software Engineer')).toBe('15-1252.00')
    expect(main('Senior Software Developer')).toBe('15-1252.00')
    expect(main('Registered Nurse, Medical-Surgical Unit')).toBe('29-1141.00')
    expect(occupationsOf('ICU Registered Nurse')?.key).toBe('registered nurse')
    expect(main('Civil Engineer')).toBe('17-2051.00')
  })

  it('knows no Spanish or Russian title, and does not shorten a title to a vague head word', () => {
    expect(occupationsOf('Enfermera de Urgencias')).toBeNull()
    expect(occupationsOf('Бухгалтер по расчётам с контрагентами')).toBeNull()
    // "engineer" alone names forty occupations: no answer beats a guess.
    expect(occupationsOf('Quantum Widget Engineer')).toBeNull()
  })
})

describe('titleRelation', () => {
  it('reads titles of one occupation as the same', () => {
    expect(titleRelation('Software Developer', 'Software Engineer')).toBe('same')
    expect(titleRelation('Full Stack Engineer', 'Full-Stack Developer')).toBe('same')
    expect(titleRelation('Registered Nurse', 'RN')).toBe('same')
    expect(titleRelation('Registered Nurse', 'Staff Nurse')).toBe('same')
    expect(titleRelation('Senior Accountant', 'Staff Accountant')).toBe('same')
    expect(titleRelation('Senior Backend Engineer', 'Software Engineer')).toBe('same')
  })

  it('never reads titles of different occupations as the same, whatever word they end in', () => {
    expect(titleRelation('Civil Engineer', 'Software Engineer')).toBe('different')
    expect(titleRelation('Data Analyst', 'Financial Analyst')).not.toBe('same')
    expect(titleRelation('Financial Analyst', 'Data Analyst')).not.toBe('same')
    expect(titleRelation('Registered Nurse', 'Licensed Practical Nurse')).toBe('different')
    expect(titleRelation('CDL-A Regional Truck Driver', 'Forklift Operator')).toBe('different')
  })

  it('relates neighbouring occupations of one SOC broad group', () => {
    expect(titleRelation('Frontend Developer', 'Software Engineer')).toBe('related')
    expect(titleRelation('CDL-A Regional Truck Driver', 'Delivery Driver (Class B)')).toBe(
      'related',
    )
  })

  it('keeps the head-word rule for titles the index does not know', () => {
    expect(titleRelation('Python-разработчик', 'Backend-разработчик')).toBe('same')
    expect(titleRelation('Enfermero/a para Servicio de Urgencias', 'Enfermera de Urgencias')).toBe(
      'same',
    )
    expect(titleRelation('Contable Senior', 'Contable')).toBe('same')
    expect(titleRelation('Python-разработчик', 'Бухгалтер')).toBe('different')
    // One known, one not: the same last word is a hint, no more.
    expect(titleRelation('Quantum Widget Engineer', 'Civil Engineer')).toBe('related')
  })

  it('weighs the occupations a title names: a title listed once elsewhere is not that job', () => {
    const index = titleIndex(
      [
        'test',
        '53-3032.00 53-7051.00 53-3033.00',
        'box truck driver\t2:5 0:3',
        'forklift operator\t1:8',
        'truck driver\t0:10 1:1',
        '',
      ].join('\n'),
    )
    expect(index.get('truck driver')).toEqual([
      { code: '53-3032.00', weight: 10 },
      { code: '53-7051.00', weight: 1 },
    ])
    expect(index.get('truck')).toBeUndefined()
    expect(titleRelation('Truck Driver', 'Forklift Operator', index)).toBe('different')
    // A main meaning of one among the other's meanings: related.
    expect(titleRelation('Truck Driver', 'Box Truck Driver', index)).toBe('related')
  })
})
