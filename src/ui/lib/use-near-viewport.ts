import { useEffect, useRef } from 'react'

/**
 * Calls `onNear` when the element comes within `margin` of the viewport: a page can leave what
 * sits far below the fold (its data, its code) until the reader scrolls towards it. Without
 * IntersectionObserver (jsdom, old browsers) it calls at once, so nothing is ever left out.
 */
export function useNearViewport<T extends Element>(
  onNear: (() => void) | undefined,
  margin = '600px',
) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !onNear) return
    if (typeof IntersectionObserver === 'undefined') {
      onNear()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        onNear()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onNear, margin])
  return ref
}
