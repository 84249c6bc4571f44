/**
 * Winnowing (Schleimer, Wilkerson, Aiken, "Winnowing: local algorithms for document
 * fingerprinting", SIGMOD 2003) over word k-grams: every run of K words is hashed, and in each
 * window of W consecutive hashes the smallest is kept as a fingerprint. Any passage of at least
 * K + W - 1 words shared with a reference text is then guaranteed to share a fingerprint, while a
 * text keeps only about 2 / (W + 1) of its hashes.
 */

/** Words per k-gram: shorter runs ("years of experience in") are common to every resume. */
export const K = 5
/** Window: with K = 5, a shared run of 8 words is always caught. */
export const W = 4

export interface Fingerprint {
  hash: number
  /** Index of the k-gram's first word. */
  position: number
}

/** FNV-1a, 32 bits: fast, stable across runs and platforms (the check must be deterministic). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The hash of every k-gram in order; a text shorter than K words is one k-gram of all of them. */
export function kgramHashes(words: readonly string[]): number[] {
  if (words.length === 0) return []
  if (words.length < K) return [hashText(words.join(' '))]
  const hashes: number[] = []
  for (let i = 0; i + K <= words.length; i += 1) {
    hashes.push(hashText(words.slice(i, i + K).join(' ')))
  }
  return hashes
}

/**
 * The winnowed fingerprints: the minimum of each window, the rightmost on a tie, each position
 * once. Fewer hashes than a window: the minimum of them all.
 */
export function winnow(hashes: readonly number[]): Fingerprint[] {
  const chosen: Fingerprint[] = []
  const window = Math.min(W, hashes.length)
  let last = -1
  for (let start = 0; start + window <= hashes.length; start += 1) {
    let best = start
    for (let i = start; i < start + window; i += 1) {
      if ((hashes[i] ?? 0) <= (hashes[best] ?? 0)) best = i
    }
    if (best !== last) {
      chosen.push({ hash: hashes[best] ?? 0, position: best })
      last = best
    }
  }
  return chosen
}
