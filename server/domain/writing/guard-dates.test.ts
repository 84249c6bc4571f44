import { describe, expect, it } from 'vitest'
import { dateFactsOf, datesIn, isDateSupported } from './guard-dates.ts'

describe('datesIn', () => {
  it('finds month-years and years with their ranges in three languages', () => {
    const [from, to] = datesIn('Engineer, Acme — Jan 2020 – Mar 2022')
    expect(from).toMatchObject({ text: 'Jan 2020', year: 2020, month: 1 })
    expect(to).toMatchObject({ text: 'Mar 2022', year: 2022, month: 3 })
    expect(from?.rangeEnd).toBe(to?.end)
    expect(datesIn('Diseñadora, Telefónica — enero de 2021 – Actualidad')[0]).toMatchObject({
      year: 2021,
      month: 1,
    })
    expect(datesIn('Разработчик, Яндекс — март 2014 – 2019').map((d) => [d.year, d.month])).toEqual(
      [
        [2014, 3],
        [2019, null],
      ],
    )
    expect(datesIn('Analyst 03/2019 - 2021-06').map((d) => [d.year, d.month])).toEqual([
      [2019, 3],
      [2021, 6],
    ])
  })

  it('runs a range on to "Present"', () => {
    const line = 'Acme — Jan 2021 - Present'
    const [date] = datesIn(line)
    expect(line.slice(date?.rangeStart, date?.rangeEnd)).toBe('Jan 2021 - Present')
  })

  it('takes a bare number for a year only in a date’s company', () => {
    expect(datesIn('Served 2000 customers a day')).toEqual([])
    expect(datesIn('+1 555 010 2030')).toEqual([])
    expect(datesIn('Employee of the Year 2022').map((d) => d.year)).toEqual([2022])
    expect(datesIn('Backend engineer since 2009').map((d) => d.year)).toEqual([2009])
  })
})

describe('isDateSupported', () => {
  const facts = dateFactsOf(['Engineer — Jan 2020 – Present', 'B.S. — 2012 – 2016'])

  it('accepts years and month-years the sources state', () => {
    for (const date of datesIn('Jan 2020 – 2016')) expect(isDateSupported(date, facts)).toBe(true)
  })

  it('rejects an invented year and an invented month for a known year', () => {
    const [invented, month] = datesIn('2009 and Mar 2016')
    expect(invented && isDateSupported(invented, facts)).toBe(false)
    expect(month && isDateSupported(month, facts)).toBe(false)
  })
})
