import { createHash } from 'node:crypto'

/** decisions.md and the issue: a verified token may be trusted without a re-check for 60 s at most. */
export const TOKEN_CACHE_TTL_MS = 60_000
const MAX_ENTRIES = 10_000

interface Entry<T> {
  uid: string
  value: T
  expiresAt: number
}

/**
 * Verified ID tokens, keyed by the SHA-256 of the token (the cache never holds a usable
 * credential), evictable per user so a deleted account stops working at once.
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly keysByUid = new Map<string, Set<string>>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = TOKEN_CACHE_TTL_MS,
  ) {}

  get(token: string): T | undefined {
    const key = keyOf(token)
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry.uid)
      return undefined
    }
    return entry.value
  }

  /** Keeps the value until the TTL passes or the token expires, whichever comes first. */
  set(token: string, uid: string, value: T, tokenExpiresAt: number): void {
    const expiresAt = Math.min(this.now() + this.ttlMs, tokenExpiresAt)
    if (expiresAt <= this.now()) return
    if (this.entries.size >= MAX_ENTRIES) this.dropOldest()
    const key = keyOf(token)
    this.entries.set(key, { uid, value, expiresAt })
    const keys = this.keysByUid.get(uid) ?? new Set<string>()
    keys.add(key)
    this.keysByUid.set(uid, keys)
  }

  /** Forgets every token of a user. */
  evictUser(uid: string): void {
    for (const key of this.keysByUid.get(uid) ?? []) this.entries.delete(key)
    this.keysByUid.delete(uid)
  }

  get size(): number {
    return this.entries.size
  }

  private dropOldest(): void {
    // A Map iterates in insertion order, so the first entry is the oldest.
    const first = this.entries.entries().next()
    if (!first.done) this.remove(first.value[0], first.value[1].uid)
  }

  private remove(key: string, uid: string): void {
    this.entries.delete(key)
    const keys = this.keysByUid.get(uid)
    keys?.delete(key)
    if (keys?.size === 0) this.keysByUid.delete(uid)
  }
}

function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
