import { describe, expect, it } from 'vitest'
import { resumeRoles } from './resume-roles.ts'
import { joinSplitRanges } from './role-headers.ts'

const rolesOf = (text: string) =>
  resumeRoles(text).map((r) => `${r.title} | ${r.employer} | ${r.start}..${r.end}`)

describe('resumeRoles', () => {
  it('joins the dates a two-column PDF split over two lines, and reads no project as a role', () => {
    const text = [
      'Experience',
      'June 2020 – MERN Stack Developer, OpenAI, San Francisco, USA',
      'Present Working on the ChatGPT project, using Node.js and React.',
      '',
      'July 2015 – Full Stack Developer, Uber, San Francisco, USA',
      'May 2020 Developed and maintained scalable web applications.',
      '',
      'Projects',
      '2019 – Personal Project: Gotham Event Planner',
      'Present Created a web application to plan events.',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'MERN Stack Developer | OpenAI | 2020-06..present',
      'Full Stack Developer | Uber | 2015-07..2020-05',
    ])
    // The description stays on its line, without the end date that opened it.
    expect(joinSplitRanges(text.split('\n'))[2]).toBe(
      'Working on the ChatGPT project, using Node.js and React.',
    )
  })

  it('reads the editor\'s own entries, "### Title, Employer (dates)", as roles within Experience', () => {
    const text = [
      '# Maya Chen',
      '## Experience',
      '### Frontend Engineer, Lumen Analytics (2021 - present)',
      '- Built the dashboard',
      '### Web Developer, Cascade Creative (2019 - 2021)',
      '- Delivered 30+ sites',
      '## Education',
      '### B.S. Computer Science, Oregon State University (2015 - 2019)',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'Frontend Engineer | Lumen Analytics | 2021-01..present',
      'Web Developer | Cascade Creative | 2019-01..2021-12',
    ])
    expect(resumeRoles(text)[0]?.body).toEqual([3])
  })

  it('reads "Employer, City, Title" over its dates (the exporter once read the dates as the title)', () => {
    const text = [
      'Rachel Okoye',
      'Experience',
      'Harbor Financial, Portland, OR, Staff Accountant',
      'Oct. 2021 – Current',
      '- Month-end close for two entities',
      '',
      'Columbia Tax & Advisory, Portland, OR, Tax Associate',
      'May 2019 – Sep. 2021',
      '- Prepared tax returns',
      '',
      'Education',
      'BBA, Accounting — Portland State University, 2015 – 2019',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'Staff Accountant | Harbor Financial | 2021-10..present',
      'Tax Associate | Columbia Tax & Advisory | 2019-05..2021-09',
    ])
    expect(resumeRoles(text)[0]?.body).toEqual([4])
  })

  it('reads the dates above the title and the employer, and a title with a comma', () => {
    const text = [
      'EXPERIENCE',
      '2021 – Present',
      'Registered Nurse, Medical-Surgical Unit',
      'Mercy General Hospital, Peoria, IL',
      '- Care for 5–6 patients',
      '',
      'mar. 2021 – actualidad',
      'Enfermera de Urgencias — Hospital General Universitario de Elche',
      'Triaje Manchester y atención a pacientes críticos.',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'Registered Nurse, Medical-Surgical Unit | Mercy General Hospital | 2021-01..present',
      'Enfermera de Urgencias | Hospital General Universitario de Elche | 2021-03..present',
    ])
  })

  it('reads dates and title on one line in any order, and leaves notes and breaks out', () => {
    const text = [
      'Data Analyst, Prairie State Bank — Madison, WI (May 2021 – Present)',
      '2019–2022   Backend-разработчик (фриланс, частичная занятость)',
      'Regional Driver (CDL-A) | Hartland Carriers | 2023–Present',
      '(09/2022 - 03/2023: family care leave)',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'Data Analyst | Prairie State Bank | 2021-05..present',
      'Backend-разработчик |  | 2019-01..2022-12',
      'Regional Driver (CDL-A) | Hartland Carriers | 2023-01..present',
    ])
  })

  it('takes the employer from the line above a dated title', () => {
    const text = [
      'Carolina Power Builders, Charlotte NC',
      'Journeyman Electrician, 2020 – present',
    ].join('\n')
    expect(rolesOf(text)).toEqual([
      'Journeyman Electrician | Carolina Power Builders | 2020-01..present',
    ])
  })
})
