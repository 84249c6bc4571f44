import { setupWorker } from 'msw/browser'
import { defaultHandlers } from './handlers/all.ts'

/** The service worker behind `npm run dev:mock`. */
export const worker = setupWorker(...defaultHandlers)

/**
 * Starts the worker before the app renders. Requests the mocks do not know (modules, fonts,
 * locale files, the identity provider) go to the network untouched.
 */
export async function startMockWorker(): Promise<void> {
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
  })
}
