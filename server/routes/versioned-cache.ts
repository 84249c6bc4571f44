interface Entry<V> {
  version: number
  value: V
  bytes: number
}

/**
 * Values kept per key with the version of the data they were made from: a lookup with any other
 * version misses, so a caller that reads the current version first never gets an older value.
 * The least recently used entries go once the total size passes `maxBytes`.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private totalBytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.version !== version) return undefined
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, version: number, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { version, value, bytes })
    this.totalBytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.totalBytes -= entry.bytes
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  get bytes(): number {
    return this.totalBytes
  }

  get size(): number {
    return this.entries.size
  }
}
