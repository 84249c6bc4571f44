const COMBINING_MARK = /\p{M}/gu
const NON_ASCII = /[^ -~]/

/**
 * Lower case without accents (Educación = educacion, ё = е), so matching forgives typing. The
 * analysis, the offline writer and the fabrication guard all compare words through it.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  // Most resume words are ASCII, and decomposing them is the hottest step of the whole score.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARK, '') : lower
}
