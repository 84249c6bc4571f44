/**
 * Texts glued from random pieces, the same ones on every run (a fixed seed): for tests that hold a
 * fast path equal to the slow code it replaces.
 */
export function randomTexts(pieces: readonly string[], count: number, maxPieces: number): string[] {
  let seed = 1
  const random = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647
  const texts: string[] = []
  for (let k = 0; k < count; k += 1) {
    let text = ''
    const length = 1 + Math.floor(random() * maxPieces)
    for (let i = 0; i < length; i += 1) text += pieces[Math.floor(random() * pieces.length)] ?? ''
    texts.push(text)
  }
  return texts
}
