import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from './trust-proxy.ts'

describe('parseTrustProxy', () => {
  it('trusts a proxy on this host when unset or blank', () => {
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, value: 'loopback' })
    expect(parseTrustProxy('  ')).toEqual({ ok: true, value: 'loopback' })
    expect(parseTrustProxy('Loopback')).toEqual({ ok: true, value: 'loopback' })
  })

  it('trusts nobody when told so', () => {
    for (const value of ['none', 'off', 'false']) {
      expect(parseTrustProxy(value)).toEqual({ ok: true, value: false })
    }
  })

  it('reads a number of proxies in front, from 1 to 10', () => {
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 })
    expect(parseTrustProxy('0')).toMatchObject({ ok: false, message: /from 1 to 10/ })
    expect(parseTrustProxy('11')).toMatchObject({ ok: false })
  })

  it('reads addresses, subnets and named ranges separated by commas', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8 ,uniquelocal')).toEqual({
      ok: true,
      value: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'uniquelocal'],
    })
  })

  it('refuses an entry Fastify could not use, naming it', () => {
    expect(parseTrustProxy('10.0.0.0/33')).toMatchObject({ ok: false, message: /10\.0\.0\.0\/33/ })
    expect(parseTrustProxy('10.0.0.1, proxy.internal')).toMatchObject({
      ok: false,
      message: /proxy\.internal/,
    })
  })

  it('refuses to trust every address', () => {
    for (const value of ['true', '*', 'all']) {
      expect(parseTrustProxy(value)).toMatchObject({ ok: false, message: /any caller/ })
    }
  })
})
