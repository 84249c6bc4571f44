/*
 * The card rules of the built-in test-mode checkout (decisions.md, payments). It takes Stripe's
 * public test cards only (https://docs.stripe.com/testing#cards): 4242 4242 4242 4242 pays and
 * 4000 0000 0000 0002 is declined with a generic decline. Any other number is refused, so nobody
 * types a real card into a page that charges nothing.
 */

export const SUCCEEDING_TEST_CARD = '4242424242424242'
export const DECLINED_TEST_CARD = '4000000000000002'

export interface CardForm {
  number: string
  expiry: string
  cvc: string
  name: string
}

export type CardField = keyof CardForm

export type CardProblem =
  | 'number_empty'
  | 'number_invalid'
  | 'number_unsupported'
  | 'expiry_empty'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_empty'
  | 'cvc_invalid'
  | 'name_empty'

export type CardOutcome =
  | { kind: 'invalid'; problems: Partial<Record<CardField, CardProblem>> }
  | { kind: 'declined' }
  | { kind: 'succeeded'; last4: string }

/** Longest value kept from a field; anything longer is not a card detail. */
export const MAX_FIELD_LENGTH = 100

/** The digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '')
  return /^\d+$/.test(compact) ? compact : null
}

/** The Luhn checksum every card number carries (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** 'MM/YY', 'MM / YY' or 'MM/YYYY' as a year and month; null when malformed. */
export function parseExpiry(value: string): { year: number; month: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim())
  if (match === null) return null
  const month = Number(match[1])
  const yearText = match[2] ?? ''
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
  if (month < 1 || month > 12) return null
  return { year, month }
}

function numberProblem(value: string): CardProblem | undefined {
  if (value.trim() === '') return 'number_empty'
  const digits = cardDigits(value)
  if (digits === null || digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    return 'number_invalid'
  }
  if (digits !== SUCCEEDING_TEST_CARD && digits !== DECLINED_TEST_CARD) return 'number_unsupported'
  return undefined
}

function expiryProblem(value: string, now: Date): CardProblem | undefined {
  if (value.trim() === '') return 'expiry_empty'
  const expiry = parseExpiry(value)
  if (expiry === null) return 'expiry_invalid'
  // A card is good through the last day of its expiry month.
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (expiry.year * 12 + (expiry.month - 1) < current) return 'expiry_past'
  return undefined
}

function cvcProblem(value: string): CardProblem | undefined {
  if (value.trim() === '') return 'cvc_empty'
  return /^\d{3,4}$/.test(value.trim()) ? undefined : 'cvc_invalid'
}

/** Checks the form as a card network would, then plays the test card's scripted outcome. */
export function chargeTestCard(form: CardForm, now: Date): CardOutcome {
  const problems: Partial<Record<CardField, CardProblem>> = {}
  const checks: [CardField, CardProblem | undefined][] = [
    ['number', numberProblem(form.number)],
    ['expiry', expiryProblem(form.expiry, now)],
    ['cvc', cvcProblem(form.cvc)],
    ['name', form.name.trim() === '' ? 'name_empty' : undefined],
  ]
  for (const [field, problem] of checks) if (problem !== undefined) problems[field] = problem
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems }
  const digits = cardDigits(form.number) ?? ''
  if (digits === DECLINED_TEST_CARD) return { kind: 'declined' }
  return { kind: 'succeeded', last4: digits.slice(-4) }
}
