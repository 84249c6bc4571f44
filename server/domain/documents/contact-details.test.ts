import { describe, expect, it } from 'vitest'
import { hasContactDetails } from './contact-details.ts'

describe('hasContactDetails', () => {
  it('finds emails and phone numbers', () => {
    expect(hasContactDetails('Jane Example · jane.example@mail.co.uk')).toBe(true)
    expect(hasContactDetails('Call +1 (415) 555-0100')).toBe(true)
    expect(hasContactDetails('Тел.: +7 912 345-67-89')).toBe(true)
  })

  it('ignores years, dates and page numbers', () => {
    expect(hasContactDetails('2019 - 2024')).toBe(false)
    expect(hasContactDetails('Acme, 2019 – 2024, Globex 2015-2019')).toBe(false)
    expect(hasContactDetails('Page 1 of 2')).toBe(false)
    expect(hasContactDetails('Jane Example, Senior Engineer')).toBe(false)
  })
})
