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

  it('reads a Spanish or Russian title in English only when every word of it is known', () => {
    expect(occupationsOf('Enfermera de Urgencias')?.english).toBe('emergency nurse')
    expect(main('Enfermera de Urgencias')).toBe('29-1141.00')
    // "расчётам", "контрагентами": not in the table, so no reading rather than a guess.
    expect(occupationsOf('Бухгалтер по расчётам с контрагентами')).toBeNull()
  })

  it('does not shorten a title to a vague head word', () => {
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
    // A title read through the Spanish and Russian table is no English title here: with one the
    // table cannot read, the head word answers as it did before the table.
    expect(titleRelation('Кладовщик', 'Комплектовщик-кладовщик')).toBe('same')
    expect(titleRelation('Бухгалтер по расчётам с контрагентами', 'Senior Accountant')).toBe(
      'different',
    )
  })

  it('weighs the occupations a title names: a title listed once elsewhere is not that job', () => {
    const index = titleIndex(
      [
        'test',
        '53-3032.00 53-7051.00 53-3033.00',
        '',
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

describe('titleRelation with ESCO occupations', () => {
  it('reads European titles O*NET lacks as the ESCO occupation they label', () => {
    expect(occupationsOf('ICT Application Developer')?.occupations.map((o) => o.code)).toEqual([
      '2514.2',
    ])
    expect(titleRelation('Warehouse Operative', 'Warehouse Worker')).toBe('same')
    expect(titleRelation('Warehouse Operative', 'Registered Nurse')).toBe('different')
    expect(titleRelation('Warehouse Operative', 'Forklift Operator')).toBe('different')
    // A lone word counts its O*NET occupations, as before: ESCO gives "electrician" to four.
    expect(titleRelation('Apprentice Electrician', 'Journeyman Electrician')).toBe('same')
  })

  it('leaves out ESCO labels that only add a level to a known title', () => {
    // ESCO's "junior accountant" is an accounting associate professional; the fit report sets
    // the level aside and weighs it apart, so the title reads as an accountant.
    expect(occupationsOf('Junior Accountant')?.key).toBe('accountant')
    expect(titleRelation('Contable sénior', 'Junior Accountant')).toBe('same')
  })

  it('meets a title only O*NET knows through the crosswalk of ESCO occupations', () => {
    // ESCO files it under applications programmers (2514), software developers being 2512: its
    // titles are O*NET's software developers, and a recruiter reads one job.
    expect(titleRelation('ICT Application Developer', 'Software Engineer')).toBe('same')
    expect(titleRelation('Software Engineer', 'ICT Application Developer')).toBe('same')
    expect(titleRelation('ICT Application Developer', 'Civil Engineer')).toBe('different')
    expect(titleRelation('Warehouse Operative', 'Warehouse Associate')).not.toBe('different')
  })

  it("keeps O*NET's answer where O*NET knows both titles", () => {
    expect(titleRelation('Registered Nurse', 'Licensed Practical Nurse')).toBe('different')
    expect(titleRelation('Data Analyst', 'Financial Analyst')).not.toBe('same')
    // ESCO has both as one cargo vehicle driver; the licence classes make them neighbours.
    expect(titleRelation('CDL-A Regional Truck Driver', 'Delivery Driver (Class B)')).toBe(
      'related',
    )
  })

  it('files the British titles both sources misplace where a recruiter would', () => {
    expect(titleRelation('Care Assistant', 'Nursing Assistant')).toBe('same')
    expect(titleRelation('Care Assistant', 'Healthcare Assistant')).toBe('same')
    expect(titleRelation('Care Assistant', 'Zookeeper')).toBe('different')
    expect(titleRelation('Accounts Assistant', 'Bookkeeper')).toBe('same')
    expect(titleRelation('Accounts Assistant', 'Sales Assistant')).toBe('different')
  })

  it('reads the ISCO unit group as the neighbourhood of ESCO-only titles', () => {
    const index = titleIndex(
      [
        'test',
        '2512.4 2512.5 2514.2 9333.8',
        '',
        'app builder\t2:4',
        'code smith\t0:4',
        'ui smith\t1:4',
        'box mover\t3:4',
        '',
      ].join('\n'),
    )
    expect(titleRelation('Code Smith', 'UI Smith', index)).toBe('related')
    expect(titleRelation('Code Smith', 'App Builder', index)).toBe('different')
    expect(titleRelation('Code Smith', 'Box Mover', index)).toBe('different')
  })
})

describe('titleRelation across English, Spanish and Russian', () => {
  it('compares a Spanish ad with an English resume', () => {
    expect(titleRelation('Desarrollador/a Frontend Senior', 'Frontend Developer')).toBe('same')
    expect(titleRelation('Desarrollador/a Frontend Senior', 'Software Engineer')).toBe('related')
    expect(titleRelation('Enfermera de quirófano', 'Registered Nurse')).toBe('same')
    expect(titleRelation('Contable sénior', 'Staff Accountant')).toBe('same')
    expect(titleRelation('Jefe de almacén', 'Warehouse Manager')).toBe('same')
    expect(titleRelation('Jefe de almacén', 'Registered Nurse')).toBe('different')
    expect(titleRelation('Enfermera de quirófano', 'Software Engineer')).toBe('different')
  })

  it('compares a Russian ad with an English resume', () => {
    expect(titleRelation('Ведущий frontend-разработчик', 'Frontend Developer')).toBe('same')
    expect(titleRelation('Главный бухгалтер', 'Senior Accountant')).toBe('same')
    expect(titleRelation('Медицинская сестра', 'Registered Nurse')).toBe('same')
    expect(titleRelation('Кладовщик', 'Warehouse Worker')).toBe('same')
    expect(titleRelation('Менеджер по продажам', 'Sales Manager')).toBe('same')
    expect(titleRelation('Медицинская сестра', 'Software Engineer')).toBe('different')
    expect(titleRelation('Кладовщик', 'Accountant')).toBe('different')
  })

  it('compares a Spanish or Russian resume with an English ad', () => {
    expect(titleRelation('Software Engineer', 'Desarrolladora de software')).toBe('same')
    expect(titleRelation('Registered Nurse', 'Enfermero/a de urgencias')).toBe('same')
    expect(titleRelation('Accountant', 'Бухгалтер')).toBe('same')
    expect(titleRelation('Senior Backend Engineer', 'Инженер-программист')).toBe('same')
    expect(titleRelation('Civil Engineer', 'Бухгалтер')).toBe('different')
  })

  it('makes no claim from a title with a word the table lacks', () => {
    // "Desarrollador cuántico": "cuántico" is unknown; the head words differ as before the table.
    expect(occupationsOf('Desarrollador cuántico')).toBeNull()
    expect(titleRelation('Desarrollador cuántico', 'Software Engineer')).toBe('different')
  })
})
