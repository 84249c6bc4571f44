import { describe, expect, it } from 'vitest'
import { markTestPayments } from './test-payments-page.ts'

describe('markTestPayments', () => {
  it('marks the <html> tag and nothing else', () => {
    const page =
      '<!doctype html>\n<html lang="en">\n<head><title>html</title></head><body></body></html>'
    expect(markTestPayments(page)).toBe(
      '<!doctype html>\n<html data-test-payments="" lang="en">\n<head><title>html</title></head><body></body></html>',
    )
  })

  it('marks a bare <html>, in any case', () => {
    expect(markTestPayments('<HTML><body></body></HTML>')).toBe(
      '<html data-test-payments=""><body></body></HTML>',
    )
  })

  it('refuses a page without <html> rather than serve it unmarked', () => {
    expect(() => markTestPayments('<!doctype html><title>JobFit</title>')).toThrow(/no <html> tag/)
    expect(() => markTestPayments('<htmlish>')).toThrow(/no <html> tag/)
  })
})
