import { describe, expect, it } from 'vitest'
import { frontedSentence, frontings, whileFirst } from './compose-fronting.ts'

describe('frontings', () => {
  it('fronts a time first, keeping every word and figure', () => {
    const [first = { front: '', rest: '' }] = frontings(
      'closed $1.4M in new ARR in 2024 at 118% of quota',
      'en',
    )
    expect(first).toEqual({ front: 'in 2024', rest: 'closed $1.4M in new ARR at 118% of quota' })
    expect(frontedSentence(first, 'Priya', 'en')).toBe(
      'In 2024, Priya closed $1.4M in new ARR at 118% of quota.',
    )
  })

  it('reads a decimal comma as part of a figure, and Russian needs no comma after the phrase', () => {
    const [first = { front: '', rest: '' }] = frontings(
      'ведёт кампании в Яндекс.Директ с бюджетом 1,5 млн рублей в месяц',
      'ru',
    )
    expect(frontedSentence(first, 'Анна Белова', 'ru')).toBe(
      'С бюджетом 1,5 млн рублей в месяц Анна Белова ведёт кампании в Яндекс.Директ.',
    )
  })

  it('never fronts a rate, a change or a phrase of a second action', () => {
    const fronts = frontings(
      'headed the turnaround of a unit and returned it to profit within two years',
      'en',
    ).map((f) => f.front)
    expect(fronts).not.toContain('within two years')
    expect(frontings('cut time-to-fill from 38 days to 24', 'en')).toEqual([])
    expect(frontings('booked 30 meetings a month', 'en')).toEqual([])
  })
})

describe('whileFirst', () => {
  it('puts the clause after "while" first', () => {
    expect(
      whileFirst('sat on the falls committee while unit falls went from 11 to 4 in a year', 'en'),
    ).toEqual({
      front: 'unit falls went from 11 to 4 in a year',
      rest: 'sat on the falls committee',
      joint: ' while',
    })
  })
})
