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

  it('does not take dates, years or amounts for a phone', () => {
    expect(findContact('Engineer, 2019-2021, saved $120,000 for 3,000 users').phone).toBe(false)
    expect(findContact('03/2020 – 05/2022').phone).toBe(false)
    expect(findContact('555-4321').phone).toBe(false)
  })

  it('reports what is missing', () => {
    expect(findContact('No contact here')).toEqual({ email: false, phone: false, linkedin: false })
    expect(findContact('mail: ana@correo.es').email).toBe(true)
    expect(findContact('почта: иван@почта.рф').email).toBe(true)
  })
})
