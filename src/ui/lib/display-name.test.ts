import { describe, expect, it } from 'vitest'
import { displayNameOf, initialsOf } from './display-name.ts'

describe('displayNameOf', () => {
  it('uses the display name when there is one', () => {
    expect(displayNameOf({ displayName: 'Ana Gómez', email: 'ana@example.com' }, 'User')).toBe(
      'Ana Gómez',
    )
  })
  it('falls back to the part of the email before the @', () => {
    expect(displayNameOf({ displayName: null, email: 'ana.gomez@example.com' }, 'User')).toBe(
      'ana.gomez',
    )
    expect(displayNameOf({ displayName: '  ', email: 'ana@example.com' }, 'User')).toBe('ana')
  })
  it('falls back to the given word when there is neither', () => {
    expect(displayNameOf({ displayName: '', email: '' }, 'User')).toBe('User')
    expect(displayNameOf({}, 'Пользователь')).toBe('Пользователь')
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María Gómez')).toBe('AG')
    expect(initialsOf('ivan.petrov')).toBe('IP')
    expect(initialsOf('Юлия')).toBe('Ю')
  })
})
