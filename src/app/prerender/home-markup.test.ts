import { afterEach, describe, expect, it } from 'vitest'
import { gateScript, homeMarkup } from './home-markup.tsx'

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-prerender')
})

describe('homeMarkup', () => {
  it('draws home as a visitor sees it in English: the heading, sign-in and the footer', () => {
    const page = document.createElement('div')
    page.innerHTML = homeMarkup()
    expect(page.querySelector('h1')?.textContent).toBe(
      'Tailor your resume to every job, with the keywords recruiters look for.',
    )
    expect(page.querySelector('a[href="/signin"]')?.textContent).toBe('Sign in')
    expect(page.querySelector('[data-slot="footer"]')).not.toBeNull()
    expect(page.querySelector('[data-slot="home-page"]')).not.toBeNull()
  })
})

describe('homeMarkup with test payments', () => {
  const ribbonOf = (markup: string) => {
    const page = document.createElement('div')
    page.innerHTML = markup
    return page.querySelector('[data-slot="test-payments-ribbon"]')
  }

  it('draws the ribbon above home, for the page sent while payments are in test mode', () => {
    const ribbon = ribbonOf(homeMarkup({ testPayments: true }))
    expect(ribbon?.getAttribute('role')).toBe('status')
    expect(ribbon?.textContent).toBe(
      'Test mode: payments are not real. Use card 4242\u00a04242\u00a04242\u00a04242.',
    )
  })

  it('draws none by default', () => {
    expect(ribbonOf(homeMarkup())).toBeNull()
  })
})

describe('gateScript', () => {
  it('runs on its own in a page and hides the page for a browser with a session', () => {
    localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{"uid":"u1"}')
    new Function(gateScript())()
    expect(document.documentElement.getAttribute('data-prerender')).toBe('hidden')
  })

  it('leaves the page for an English visitor', () => {
    localStorage.setItem('i18nextLng', 'en-US')
    new Function(gateScript())()
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false)
  })
})
