// First, so the translations are being read while the browser evaluates everything below.
import './start-early.ts'
import '../ui/styles/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHttpI18n } from '../i18n/create-i18n.ts'
import { App } from './app.tsx'
import { preloadPage } from './routes/route-table.tsx'
import { testPaymentsOn } from './test-payments.ts'

async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')

  // `npm run dev:mock` (VITE_API_MOCKING=true): the API runs in a service worker.
  // The check is on a build-time constant, so other builds leave the mocks out of the bundle.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('../mocks/browser.ts')
    await startMockWorker()
  }

  // The page's own chunk loads alongside the translations (start-early.ts read them ahead), and
  // the first render waits for both, so it draws the page rather than a spinner.
  const [i18n] = await Promise.all([createHttpI18n(), preloadPage(window.location.pathname)])
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} testPayments={testPaymentsOn(document.documentElement)} />
    </StrictMode>,
  )
}

void start()
