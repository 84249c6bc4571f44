import { describe, expect, it } from 'vitest'
import { parseLine, parseLines, splitLines } from './resume-text.ts'
import { continuesBullet, joinWrappedBullets } from './wrapped-bullets.ts'

function join(text: string, headings: number[] = []) {
  return joinWrappedBullets(parseLines(text), splitLines(text), new Set(headings))
}

function continues(previous: string, raw: string): boolean {
  return continuesBullet(previous, parseLine(raw, 1), raw)
}

describe('wrapped bullets', () => {
  it('joins a bullet with the lines it wraps onto', () => {
    const text = [
      '• Reduced month-end close from 10 days to 6 by automating',
      'reconciliations in NetSuite for 3 entities',
      '• Built dashboards for the sales team using',
      'Power BI and SQL, cutting reporting time by 40%.',
      '• Managed vendor payments',
    ].join('\n')
    const { lines, continuations } = join(text)
    expect(lines[0]?.text).toBe(
      'Reduced month-end close from 10 days to 6 by automating reconciliations in NetSuite for 3 entities',
    )
    expect(lines[0]?.words).toHaveLength(16)
    expect(lines[2]?.text).toContain('cutting reporting time by 40%.')
    expect([...continuations]).toEqual([1, 3])
    expect(lines[4]?.text).toBe('Managed vendor payments')
  })

  it('reads each sign of a continuation', () => {
    // Starts in lower case.
    expect(continues('Led the migration', 'of 40 services to Kubernetes')).toBe(true)
    // The bullet stops on a comma or a connecting word, in any language.
    expect(continues('Cut costs,', 'Saved 20 hours')).toBe(true)
    expect(continues('Reduje el tiempo de cierre para', 'Contabilidad General')).toBe(true)
    expect(continues('Сократил время закрытия месяца на', '2 дня')).toBe(true)
    // A figure at the end is no connecting word, even after "un".
    expect(continues('Reduje los errores en un 45 %', 'Revisé el código')).toBe(false)
    // Indented under the bullet.
    expect(continues('Led the migration', '   Kubernetes across 3 regions')).toBe(true)
    // Completes an unfinished sentence.
    expect(continues('Built dashboards in Tableau', 'Used by 40 managers weekly.')).toBe(true)
  })

  it('never takes a job header, a date line, a heading or a new bullet', () => {
    expect(continues('Reconciled 40 accounts.', 'Senior Accountant, Acme Corp')).toBe(false)
    expect(continues('Reconciled 40 accounts', 'Senior Accountant, Acme Corp')).toBe(false)
    expect(continues('Led the team and', 'Acme Corp, Jan 2019 – Present')).toBe(false)
    expect(continues('Led the team and', '- Built APIs')).toBe(false)
    expect(continues('Led the team', 'Acme Inc.')).toBe(false)
    expect(continues('Led the team', '')).toBe(false)
    const { continuations } = join('- Led the team and\nEducation\n- BSc', [1])
    expect(continuations.size).toBe(0)
  })

  it('stops at a blank line', () => {
    const { continuations } = join('- Led the team of\n\nfour engineers')
    expect(continuations.size).toBe(0)
  })

  it('joins a wrapped tail that starts with a figure, a currency or a product name', () => {
    const text = [
      'Experience',
      'Senior Accountant, Ridgeway Home Goods',
      'Jan 2020 – Present',
      '- Shortened the month-end close by moving accrual schedules and bank reconciliations into',
      'NetSuite saved searches, from 9 working days to 5',
      '- Reconciled balance sheet accounts each month and cleared old reconciling items worth',
      '$410,000',
      '- Перевёл систему бронирования билетов с монолита на сервисы на Go и сократил время ответа',
      'API до 120 мс',
      '- Built a rolling cash forecast in Excel that the treasurer now reviews every Monday',
      'Staff Accountant, Lakeview Dental Partners',
      'Jun 2016 – Dec 2019',
      '- Set up an invoice approval workflow that stopped duplicate vendor payments at once',
      'Ведущий разработчик, ООО «Уралтранс»',
      '2020 — н.в.',
    ].join('\n')
    const { lines, continuations } = join(text, [0])
    expect(lines[3]?.text).toContain('into NetSuite saved searches, from 9 working days to 5')
    expect(lines[5]?.text).toContain('worth $410,000')
    expect(lines[7]?.text).toContain('время ответа API до 120 мс')
    // Job headers: Title Case throughout, or followed by their dates.
    expect([...continuations]).toEqual([4, 6, 8])
  })
})
