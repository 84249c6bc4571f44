import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`: a burst of changes (decisions clicked one
 * after another, keys typed) makes one call with the last of them instead of one per change.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
