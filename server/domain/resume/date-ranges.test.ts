import { describe, expect, it } from 'vitest'
import { dateRangesIn, mergedMonths, monthsInclusive } from './date-ranges.ts'

const range = (line: string) => dateRangesIn(line).map((r) => `${r.start}..${r.end}`)

describe('dateRangesIn', () => {
  it('reads ranges in every common form, a year alone from January to December', () => {
    expect(range('Oct. 2021 – Current')).toEqual(['2021-10..present'])
    expect(range('05/2019 - 09/2021')).toEqual(['2019-05..2021-09'])
    expect(range('2019–2022   Backend-разработчик')).toEqual(['2019-01..2022-12'])
    expect(range('2021 — н.в.   Python-разработчик')).toEqual(['2021-01..present'])
    expect(range('янв. 2019 – наст. время')).toEqual(['2019-01..present'])
    expect(range('mar. 2021 – actualidad')).toEqual(['2021-03..present'])
    expect(range('Contable Senior, Distribuciones Meseta — febrero de 2020 actualidad')).toEqual([
      '2020-02..present',
    ])
    expect(range('Regional Driver | Hartland Carriers | 2023–Present')).toEqual([
      '2023-01..present',
    ])
  })

  it('reads no range from a single date', () => {
    expect(range('BBA, Accounting — Portland State University, 2019')).toEqual([])
  })
})

describe('months', () => {
  it('counts both ends, and a month of two overlapping roles once', () => {
    expect(monthsInclusive('2020-01', '2020-03')).toBe(3)
    expect(monthsInclusive('2019-05', '2026-11')).toBe(91)
    expect(
      mergedMonths([
        { start: '2021-01', end: '2026-11' },
        { start: '2019-01', end: '2022-12' },
        { start: '2017-01', end: '2018-12' },
      ]),
    ).toBe(119)
    expect(
      mergedMonths([
        { start: '2020-01', end: '2020-06' },
        { start: '2021-01', end: '2021-03' },
      ]),
    ).toBe(9)
  })
})
