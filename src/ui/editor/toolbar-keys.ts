/**
 * Arrow-key movement in a toolbar (WAI-ARIA toolbar pattern): Left/Right step to the previous or
 * next enabled control and wrap, Home/End jump to the first or last. Disabled controls are skipped,
 * as they cannot take focus. Returns null for any other key, or when nothing is enabled.
 */
export function nextToolbarIndex(key: string, current: number, enabled: boolean[]): number | null {
  const count = enabled.length
  const usable = enabled.flatMap((on, index) => (on ? [index] : []))
  if (usable.length === 0) return null
  switch (key) {
    case 'Home':
      return usable[0] ?? null
    case 'End':
      return usable.at(-1) ?? null
    case 'ArrowRight':
    case 'ArrowLeft': {
      const step = key === 'ArrowRight' ? 1 : -1
      for (let offset = 1; offset <= count; offset++) {
        const index = (((current + step * offset) % count) + count) % count
        if (enabled[index]) return index
      }
      return null
    }
    default:
      return null
  }
}
