import { describe, expect, it } from 'vitest'
import { findContact } from './contact.ts'

describe('findContact', () => {
  it('finds email, phone and LinkedIn', () => {
    expect(
      findContact('Jane Doe | jane.doe@mail.com | (912) 555-4321 | linkedin.com/in/janedoe'),
    ).toEqual({ email: true, phone: true, linkedin: true })
  })

  it('reads international and Russian phone formats', () => {
    expect(findContact('+7 (999) 123-45-67').phone).toBe(true)
    expect(findContact('Tel: +34 612 345 678').phone).toBe(true)
    expect(findContact('+1 555 1234').phone).toBe(true)
    expect(findContact('Телефон: 8 916 123 45 67').phone).toBe(true)
  })

  it('reads phones in every common form', () => {
    for (const text of [
      '+15551234567',
      '+1 555 123 4567',
      '+1-555-123-4567',
      '+1 (555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '(555) 123 4567',
      '555\u2212123\u22124567',
      '555\u2010123\u20114567',
      '555\u2012123\u20134567',
      '+1 555\u2014123\u20154567',
      '+44 20 7946 0958',
      '+44 (0) 20 7946 0958',
      '+7 (495) 123-45-67',
      '8 (916) 123-45-67',
      '+34 612 34 56 78',
      '+34 612345678',
      'Phone: 555 1234',
      'Tel. 555-1234',
      'Mobile: 07911 123456',
      'Тел.: 123-45-67',
      'Teléfono: 612 345 678',
      'Móvil 612345678',
      'ana@mail.com | 612 345 678 | Madrid',
      '📞 555 1234',
    ]) {
      expect(findContact(`Ana Ruiz\n${text}\nAccountant`).phone, text).toBe(true)
    }
  })

  it('does not take dates, years or amounts for a phone', () => {
    for (const text of [
      '2019 - 2021',
      '2019 \u2013 2021 | 2021 \u2013 2023',
      '01.2019 \u2013 03.2021',
      '15.03.2020',
      '2015 2016 2017 2018',
      'Budget of $1 250 000 000',
      'Revenue 150 000 000 руб',
      'Cut costs by 12 345 678%',
    ]) {
      expect(findContact(text).phone, text).toBe(false)
    }
    // Thousands-grouped figures are amounts outside the contact lines.
    const body = `${'Line\n'.repeat(20)}- Processed 150 000 000 transactions\n${'Line\n'.repeat(6)}`
    expect(findContact(body).phone).toBe(false)
    expect(findContact('Engineer, 2019-2021, saved $120,000 for 3,000 users').phone).toBe(false)
    expect(findContact('03/2020 – 05/2022').phone).toBe(false)
    expect(findContact('555-4321').phone).toBe(false)
  })

  it('finds LinkedIn as a URL, a label or an in/ handle', () => {
    expect(findContact('LinkedIn: janedoe').linkedin).toBe(true)
    expect(findContact('https://www.linkedin.com/in/jane-doe').linkedin).toBe(true)
    expect(findContact('in/jane-doe | github.com/jane').linkedin).toBe(true)
    expect(findContact('lnkd.in/abc').linkedin).toBe(true)
    expect(findContact('github.com/jane | jane.dev').linkedin).toBe(false)
  })

  it('reports what is missing', () => {
    expect(findContact('No contact here')).toEqual({ email: false, phone: false, linkedin: false })
    expect(findContact('mail: ana@correo.es').email).toBe(true)
    expect(findContact('почта: иван@почта.рф').email).toBe(true)
  })
})
