import { describe, expect, it } from 'vitest'
import { findDates } from './dates.ts'

describe('findDates', () => {
  it('reads English ranges in every format', () => {
    expect(findDates(['Engineer, Acme — Jan 2020 – Present'])).toMatchObject({
      ranges: 1,
      formats: { month_name: 1, numeric: 0, year: 0 },
      consistency: 1,
    })
    expect(findDates(['Acme 2019-2021'])).toMatchObject({ ranges: 1, formats: { year: 2 } })
    expect(findDates(['03/2020 - 05/2022', '2018-01 to 2020-02'])).toMatchObject({
      ranges: 2,
      formats: { numeric: 4 },
    })
    expect(findDates(['Sept. 2019 until current'])).toMatchObject({ ranges: 1 })
    expect(findDates(['CEO, Pied Piper — 2013-12-01 – 2014-12-01'])).toMatchObject({
      ranges: 1,
      formats: { numeric: 2 },
      reversed: 0,
    })
  })

  it('reads Spanish month names and "actualidad"', () => {
    expect(findDates(['Desarrolladora, Acme (enero de 2020 - actualidad)'])).toMatchObject({
      ranges: 1,
      formats: { month_name: 1 },
    })
    expect(findDates(['mar. 2018 – dic. 2019'])).toMatchObject({
      ranges: 1,
      formats: { month_name: 2 },
      reversed: 0,
    })
  })

  it('reads Russian month names and "настоящее время"', () => {
    expect(findDates(['Разработчик, Яндекс, январь 2020 — настоящее время'])).toMatchObject({
      ranges: 1,
      formats: { month_name: 1 },
    })
    expect(findDates(['с сентября 2017 по мая 2019'])).toMatchObject({
      ranges: 1,
      formats: { month_name: 2 },
    })
    expect(findDates(['03.2019 – н.в.', '15.01.2015 – 20.02.2019'])).toMatchObject({
      ranges: 2,
      formats: { numeric: 3 },
    })
  })

  it('reads every common form of a range', () => {
    for (const line of [
      'Jan 2020 – Present',
      'January 2020 - Current',
      'Jan. 2020 to date',
      'Jan-2020 – Mar-2022',
      '01/2020 – 03/2022',
      '1/2020 - 3/2022',
      '2020-01 – 2022-03',
      '2019–2021',
      '2019 \u2010 2021',
      '2019 \u2012 2021',
      '2019 \u2212 2021',
      '2019 to 2021',
      'Since 2020',
      'since March 2020',
      '2020 — н.в.',
      '03.2019 – по н.в.',
      '2020 – настоящее время',
      'с 2019 г. по настоящее время',
      '2019 г. – 2021 г.',
      'с 2020 года',
      'янв. 2020 – март 2022',
      'январь 2020 — декабрь 2021',
      'ene. 2020 - actualidad',
      'enero de 2020 – presente',
      'marzo 2018 – hasta la fecha',
      'Desde 2021',
      '2019 – actualmente',
    ]) {
      expect(findDates([line]).ranges, line).toBe(1)
    }
  })

  it('counts a "since" date as an open range in its own format', () => {
    expect(findDates(['Since Jan 2020'])).toMatchObject({ ranges: 1, formats: { month_name: 1 } })
    expect(findDates(['Desde 2019'])).toMatchObject({ ranges: 1, formats: { year: 1 } })
  })

  it('measures consistency and finds reversed ranges', () => {
    const mixed = findDates(['Jan 2020 – Present', 'Feb 2018 – Dec 2019', '2015-2017'])
    expect(mixed.formats).toEqual({ month_name: 3, numeric: 0, year: 2 })
    expect(mixed.consistency).toBeCloseTo(0.6)
    expect(findDates(['Mar 2021 – Jan 2020']).reversed).toBe(1)
    expect(findDates(['2020 – 2020']).reversed).toBe(0)
  })

  it('ignores lone years, amounts and non-months', () => {
    expect(findDates(['Graduated 2018', 'Promoted in 2019 – hired 12 people']).ranges).toBe(0)
    expect(findDates(['Saved 1500 hours', '13/2020 - 14/2021']).ranges).toBe(0)
    expect(findDates(['', '—', '2020']).ranges).toBe(0)
  })
})
