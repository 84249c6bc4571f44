/*
 * The form rules of spec §5 as pure functions. Each returns, per field, the i18n key (namespace
 * `auth`) of the message to show, or nothing when the field is fine.
 */

export const MIN_PASSWORD_LENGTH = 6

export type ValidationKey =
  | 'validation.required'
  | 'validation.emailInvalid'
  | 'validation.mismatch'
  | 'validation.tooShortLong'
  | 'validation.tooShort'
  | 'validation.newMismatch'

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean)
}

function emailError(value: string): ValidationKey | undefined {
  if (isBlank(value)) return 'validation.required'
  if (!isEmail(value)) return 'validation.emailInvalid'
  return undefined
}

export interface SignInValues {
  email: string
  password: string
}

/** Sign-in: email required and of email type; password required. */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {}
  const email = emailError(values.email)
  if (email) errors.email = email
  if (values.password === '') errors.password = 'validation.required'
  return errors
}

export interface SignUpValues {
  fullName: string
  email: string
  password: string
  confirmPassword: string
}

/** Sign-up: all four required; at least 6 characters ('... long'); the two passwords match. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {}
  if (isBlank(values.fullName)) errors.fullName = 'validation.required'
  const email = emailError(values.email)
  if (email) errors.email = email
  if (values.password === '') errors.password = 'validation.required'
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'validation.tooShortLong'
  if (values.confirmPassword === '') errors.confirmPassword = 'validation.required'
  else if (values.password !== values.confirmPassword)
    errors.confirmPassword = 'validation.mismatch'
  return errors
}

export interface ResetRequestValues {
  email: string
}

export function validateResetRequest(
  values: ResetRequestValues,
): FieldErrors<keyof ResetRequestValues> {
  const email = emailError(values.email)
  return email ? { email } : {}
}

export interface ResetPasswordValues {
  password: string
  confirmPassword: string
}

/** Reset password: the sign-up checks, with the shorter length message. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {}
  if (values.password === '') errors.password = 'validation.required'
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'validation.tooShort'
  if (values.confirmPassword === '') errors.confirmPassword = 'validation.required'
  else if (values.password !== values.confirmPassword)
    errors.confirmPassword = 'validation.mismatch'
  return errors
}

export interface ChangePasswordValues {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

/** Change password: all three required; new at least 6 ('... long'); new and confirm match. */
export function validateChangePassword(
  values: ChangePasswordValues,
): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = {}
  if (values.currentPassword === '') errors.currentPassword = 'validation.required'
  if (values.newPassword === '') errors.newPassword = 'validation.required'
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = 'validation.tooShortLong'
  }
  if (values.confirmPassword === '') errors.confirmPassword = 'validation.required'
  else if (values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = 'validation.newMismatch'
  }
  return errors
}

export interface ChangeEmailValues {
  newEmail: string
  currentPassword: string
}

/** Change email: new email and current password required. */
export function validateChangeEmail(
  values: ChangeEmailValues,
): FieldErrors<keyof ChangeEmailValues> {
  const errors: FieldErrors<keyof ChangeEmailValues> = {}
  const email = emailError(values.newEmail)
  if (email) errors.newEmail = email
  if (values.currentPassword === '') errors.currentPassword = 'validation.required'
  return errors
}
