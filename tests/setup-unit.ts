import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Routes and the app load lazily; a file's first render transforms those chunks on the spot, which
// on a busy two-core machine (the whole suite runs in parallel) can take longer than the default
// second that findBy* waits.
configure({ asyncUtilTimeout: 8000 })

// jsdom has no matchMedia; the toaster (and Radix) ask it for prefers-reduced-motion. Files that
// run in the node environment (the API client's) have no window at all.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}

afterEach(() => {
  cleanup()
})
