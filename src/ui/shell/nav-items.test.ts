import { describe, expect, it } from 'vitest'
import { isActivePath, navItemsFor } from './nav-items.ts'

describe('navItemsFor', () => {
  it('gives a visitor home, executive bio, cover letter and pricing', () => {
    expect(navItemsFor(false).map((item) => item.to)).toEqual([
      '/',
      '/executive-bio',
      '/cover-letter',
      '/pricing',
    ])
  })

  it('adds dashboard and resumes for a signed-in user', () => {
    expect(navItemsFor(true).map((item) => item.to)).toEqual([
      '/',
      '/dashboard',
      '/resumes',
      '/executive-bio',
      '/cover-letter',
      '/pricing',
    ])
  })
})

describe('isActivePath', () => {
  it('marks home only on / itself', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/', '/pricing')).toBe(false)
  })

  it('marks a link on its path and below it, not on a longer sibling', () => {
    expect(isActivePath('/resumes', '/resumes')).toBe(true)
    expect(isActivePath('/resumes', '/resumes/42')).toBe(true)
    expect(isActivePath('/resumes', '/resumes/')).toBe(true)
    expect(isActivePath('/pro', '/profile')).toBe(false)
  })

  it('marks nothing without a path', () => {
    expect(isActivePath('/', undefined)).toBe(false)
    expect(isActivePath('/pricing', null)).toBe(false)
  })
})
