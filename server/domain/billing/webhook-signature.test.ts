import { describe, expect, it } from 'vitest'
import {
  InvalidSignatureError,
  generateSigningSecret,
  signBillingPayload,
  verifyBillingEvent,
} from './webhook-signature.ts'

const secret = generateSigningSecret()
const payload = JSON.stringify({
  id: 'evt_local_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_local_1', object: 'checkout.session' } },
})

describe('verifyBillingEvent', () => {
  it('returns the event of a payload signed with the secret, as string or bytes', () => {
    const header = signBillingPayload(payload, secret)
    expect(verifyBillingEvent(payload, header, secret)).toMatchObject({
      id: 'evt_local_1',
      type: 'checkout.session.completed',
    })
    expect(verifyBillingEvent(Buffer.from(payload), header, secret).id).toBe('evt_local_1')
  })

  it('refuses another secret, a changed payload, a missing header and a stale timestamp', () => {
    const header = signBillingPayload(payload, secret)
    expect(() => verifyBillingEvent(payload, header, generateSigningSecret())).toThrow(
      InvalidSignatureError,
    )
    expect(() =>
      verifyBillingEvent(payload.replace('evt_local_1', 'evt_local_2'), header, secret),
    ).toThrow('Invalid signature')
    expect(() => verifyBillingEvent(payload, undefined, secret)).toThrow(InvalidSignatureError)
    expect(() => verifyBillingEvent(payload, '', secret)).toThrow(InvalidSignatureError)
    expect(() => verifyBillingEvent(payload, 't=1,v1=abc', secret)).toThrow(InvalidSignatureError)
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600
    expect(() =>
      verifyBillingEvent(payload, signBillingPayload(payload, secret, anHourAgo), secret),
    ).toThrow(InvalidSignatureError)
  })

  it('makes distinct secrets in Stripe form', () => {
    const a = generateSigningSecret()
    expect(a).toMatch(/^whsec_[\w-]{40,}$/)
    expect(a).not.toBe(generateSigningSecret())
  })
})
