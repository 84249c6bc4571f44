import { describe, expect, it } from 'vitest'
import {
  countBulletLines,
  keywordSeer,
  quantifiedBlocks,
  seesDateRange,
  seesEmail,
  seesLinkedIn,
  seesPhone,
  seesSections,
} from './second-look.ts'

const lines = (text: string) => text.split('\n')

describe('second look', () => {
  it('sees a phone as 7 to 15 digits once separators are gone, in the first or last lines', () => {
    expect(seesPhone(lines('Ana\n+1\u2012555\u2012123\u20124567'))).toBe(true)
    expect(seesPhone(lines('Ana\nTel (0) 20/7946.0958'))).toBe(true)
    expect(seesPhone(lines('Ana\n555 1234'))).toBe(true)
    expect(seesPhone([...Array<string>(30).fill('Body'), 'Footer: 555 123 4567'])).toBe(true)
    // Years are taken out first, so a date line is no phone.
    expect(seesPhone(lines('Ana\nAcme, 2019 – 2021\n03.2015 - 05.2019'))).toBe(false)
    expect(
      seesPhone([
        ...Array<string>(12).fill('Body'),
        '555 123 4567',
        ...Array<string>(10).fill('x'),
      ]),
    ).toBe(false)
  })

  it('sees an email and a LinkedIn profile anywhere', () => {
    expect(seesEmail('write to ana@mail.es today')).toBe(true)
    expect(seesEmail('@ana on Twitter')).toBe(false)
    expect(seesLinkedIn('Linked In: ana')).toBe(true)
    expect(seesLinkedIn('github.com/ana')).toBe(false)
  })

  it('sees sections in short lines, letter-spaced or labelled', () => {
    const seen = seesSections(
      lines(
        'E X P E R I E N C E\nFormación académica\nKey Skills: Excel, SAP\nCursos\n- Skills of the team',
      ),
    )
    expect([...seen].sort()).toEqual(['education', 'experience', 'extras', 'skills'])
    expect(seesSections(['I have eight years of experience in accounting and audit']).size).toBe(0)
    expect(seesSections(['Опыт работы', 'Навыки']).has('skills')).toBe(true)
  })

  it('sees a date range as two years, or a year with "present" or "since"', () => {
    expect(seesDateRange(['Acme 2019 2021'])).toBe(true)
    expect(seesDateRange(['Acme, 2019 until now'])).toBe(true)
    expect(seesDateRange(['с 2019 по н.в.'])).toBe(true)
    expect(seesDateRange(['Graduated 2015', 'Certified 2020'])).toBe(false)
  })

  it('counts bullet-like lines and the figures in bullet blocks', () => {
    const text = [
      '\u2756 Reduced close time from',
      'ten days to 6',
      '\u2756 Built reports',
      '',
      'prose with 5 numbers',
      '7) Hired 4 people',
      '* Joined in 2019',
    ].join('\n')
    expect(countBulletLines(lines(text))).toBe(4)
    expect(quantifiedBlocks(lines(text))).toEqual({ blocks: 4, quantified: 2 })
    expect(quantifiedBlocks(['no bullets here 5'])).toEqual({ blocks: 0, quantified: 0 })
  })

  it('sees a keyword when all its words stand in one line', () => {
    const sees = keywordSeer(
      lines(
        'Monitoring and recording activity for accounts payable and accounts receivable\nHelped the internal audit team\nReady to go live\nAccount reconciliations',
      ),
    )
    expect(sees('accounts payable')).toBe(true)
    expect(sees('Accounts Receivable')).toBe(true)
    expect(sees('audit')).toBe(true)
    expect(sees('account reconciliation')).toBe(true)
    expect(sees('payable audit')).toBe(false)
    expect(sees('Go')).toBe(false)
    expect(sees('SOX')).toBe(false)
    expect(sees('')).toBe(false)
  })
})
