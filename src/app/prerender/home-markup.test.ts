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
