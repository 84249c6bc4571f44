/**
 * Where a sideways-scrolling tab row should scroll to so the tab at [start, start + size) is in
 * view with `margin` pixels beside it (a glimpse of its neighbour says the row goes on), moving as
 * little as possible: unchanged when the tab is already in view.
 */
export function scrollToReveal(
  scroll: number,
  viewport: number,
  start: number,
  size: number,
  margin = 24,
): number {
  const end = start + size
  if (start - margin < scroll) return Math.max(0, start - margin)
  if (end + margin > scroll + viewport)
    return Math.max(0, Math.min(start - margin, end + margin - viewport))
  return scroll
}
