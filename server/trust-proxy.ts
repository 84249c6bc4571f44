import { compile } from '@fastify/proxy-addr'

/**
 * Whose X-Forwarded-For the server believes, as Fastify's `trustProxy` takes it: 'loopback' (a
 * proxy on this host, the default), the proxies' addresses and subnets, the number of proxies in
 * front, or false (nobody: the socket's address is the client's).
 */
export type TrustProxy = 'loopback' | string[] | number | false

export const DEFAULT_TRUST_PROXY: TrustProxy = 'loopback'

const NONE = new Set(['none', 'off', 'false'])
const EVERYONE = new Set(['true', '*', 'all'])

/**
 * Reads TRUST_PROXY. Trusting every address is refused: any caller could then name its own address
 * and escape the per-address rate limit.
 */
export function parseTrustProxy(
  value: string | undefined,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value?.trim().toLowerCase() ?? ''
  if (text === '' || text === 'loopback') return { ok: true, value: DEFAULT_TRUST_PROXY }
  if (NONE.has(text)) return { ok: true, value: false }
  if (EVERYONE.has(text)) {
    return {
      ok: false,
      message:
        "trusting every address would let any caller choose its own; name the proxies' addresses or subnets, or how many proxies are in front",
    }
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, message: 'expected from 1 to 10 proxies in front' }
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  try {
    // Fastify compiles the list the same way: an entry it would refuse is refused here, at start.
    compile(entries)
  } catch (error) {
    return {
      ok: false,
      message: `${(error as Error).message}; expected addresses or subnets such as 10.0.0.0/8, separated by commas`,
    }
  }
  return { ok: true, value: entries }
}

/**
 * The setting as Fastify's types take it: a hop count becomes the function Fastify would make of
 * it (trust the nearest `hops` addresses), which its types leave out though its code accepts it.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}
