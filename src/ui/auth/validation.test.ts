import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en/auth.json'
import {
  validateChangeEmail,
  validateChangePassword,
  validateResetPassword,
  validateResetRequest,
  validateSignIn,
  validateSignUp,
} from './validation.ts'

describe('validation messages (spec §5, English)', () => {
  it('words each message as the spec does', () => {
    expect(en.validation.mismatch).toBe('Passwords do not match')
    expect(en.validation.tooShortLong).toBe('Password must be at least 6 characters long')
    expect(en.validation.tooShort).toBe('Password must be at least 6 characters')
    expect(en.validation.newMismatch).toBe('New passwords do not match')
  })
})

describe('validateSignIn', () => {
  it('requires an email of email type and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    })
    expect(validateSignIn({ email: 'nope', password: 'x' })).toEqual({
      email: 'validation.emailInvalid',
    })
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({})
  })
})

describe('validateSignUp', () => {
  const ok = {
    fullName: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  }
  it('passes a complete form', () => expect(validateSignUp(ok)).toEqual({}))
  it('requires all four fields', () => {
    expect(validateSignUp({ fullName: ' ', email: '', password: '', confirmPassword: '' })).toEqual(
      {
        fullName: 'validation.required',
        email: 'validation.required',
        password: 'validation.required',
        confirmPassword: 'validation.required',
      },
    )
  })
  it('says when the passwords differ', () => {
    expect(validateSignUp({ ...ok, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'validation.mismatch',
    })
  })
  it('needs at least 6 characters, 6 being enough', () => {
    expect(validateSignUp({ ...ok, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'validation.tooShortLong',
    })
    expect(validateSignUp({ ...ok, password: '123456', confirmPassword: '123456' })).toEqual({})
  })
})

describe('validateResetRequest', () => {
  it('requires a valid email', () => {
    expect(validateResetRequest({ email: '' })).toEqual({ email: 'validation.required' })
    expect(validateResetRequest({ email: 'a@b' })).toEqual({ email: 'validation.emailInvalid' })
    expect(validateResetRequest({ email: 'a@b.io' })).toEqual({})
  })
})

describe('validateResetPassword', () => {
  it('uses the shorter length message and checks the match', () => {
    expect(validateResetPassword({ password: '123', confirmPassword: '123' })).toEqual({
      password: 'validation.tooShort',
    })
    expect(validateResetPassword({ password: '123456', confirmPassword: '123457' })).toEqual({
      confirmPassword: 'validation.mismatch',
    })
    expect(validateResetPassword({ password: '123456', confirmPassword: '123456' })).toEqual({})
  })
})

describe('validateChangePassword', () => {
  it('requires all three, 6 characters and a match of the new two', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'validation.required',
      confirmPassword: 'validation.required',
    })
    expect(
      validateChangePassword({
        currentPassword: 'old',
        newPassword: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({ newPassword: 'validation.tooShortLong' })
    expect(
      validateChangePassword({
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '1234567',
      }),
    ).toEqual({ confirmPassword: 'validation.newMismatch' })
  })
})

describe('validateChangeEmail', () => {
  it('requires the new email and the current password', () => {
    expect(validateChangeEmail({ newEmail: '', currentPassword: '' })).toEqual({
      newEmail: 'validation.required',
      currentPassword: 'validation.required',
    })
    expect(validateChangeEmail({ newEmail: 'new@example.com', currentPassword: 'pw' })).toEqual({})
  })
})
