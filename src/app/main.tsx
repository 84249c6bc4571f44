import '../ui/styles/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHttpI18n } from '../i18n/create-i18n.ts'
import { App } from './app.tsx'
import { preloadSignedInIdentity } from './auth/auth-provider.tsx'
import { preloadPage } from './routes/route-table.tsx'

async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')

  // `npm start` and `npm run dev:mock` (VITE_API_MOCKING=true): the API runs in a service worker.
  // The check is on a build-time constant, so other builds leave the mocks out of the bundle.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('../mocks/browser.ts')
    await startMockWorker()
  }

  // While the translations load: the page's own chunk and, when someone is signed in here, Firebase,
  // which a signed-in page waits for. Neither holds up the first render.
  preloadPage(window.location.pathname)
  preloadSignedInIdentity()
  const i18n = await createHttpI18n()
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  )
}

void start()
