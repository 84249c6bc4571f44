import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { BrowserRouter, StaticRouter } from 'react-router-dom'
import { Toaster } from '../ui/primitives/toaster.tsx'
import { ErrorFallback } from '../ui/shell/error-fallback.tsx'
import { TestPaymentsRibbon } from '../ui/shell/test-payments-ribbon.tsx'
import { isApiError } from './api/api-error.ts'
import type { ApiClient } from './api/client.ts'
import { ApiClientProvider } from './api/use-api-client.ts'
import { AuthContext, type AuthValue } from './auth/auth-context.ts'
import { AuthProvider, currentIdToken } from './auth/auth-provider.tsx'
import { AppRoutes } from './routes/route-table.tsx'
import { languageOf } from './use-language.ts'

const MAX_RETRIES = 2

/**
 * Server state for the app: a failed read is tried again twice when a retry can help (the network,
 * a 5xx, a 429), never for an answer that will not change (other 4xx, a response off the contract,
 * nobody signed in).
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (failureCount >= MAX_RETRIES) return false
          if (isApiError(error)) return error.status >= 500 || error.status === 429
          return error instanceof TypeError // fetch's network failure
        },
      },
    },
  })
}

interface ErrorBoundaryState {
  error: unknown
  failed: boolean
}

/** The top-level boundary of spec §2: a render error anywhere shows the error fallback. */
class AppErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.failed) {
      return (
        <main>
          <ErrorFallback error={this.state.error} onReload={() => window.location.reload()} />
        </main>
      )
    }
    return this.props.children
  }
}

/** `<html lang>` follows the interface language, so screen readers and hyphenation use it. */
function useDocumentLanguage(i18n: I18n) {
  useEffect(() => {
    const sync = () => {
      document.documentElement.lang = languageOf(i18n)
    }
    sync()
    i18n.on('languageChanged', sync)
    return () => {
      i18n.off('languageChanged', sync)
    }
  }, [i18n])
}

export interface AppProps {
  i18n: I18n
  /** For tests: a query client of one's own (e.g. without retries). */
  queryClient?: QueryClient
  /** For tests: an API client of one's own. */
  apiClient?: ApiClient
  /** For tests: an auth state of one's own instead of Firebase. */
  auth?: AuthValue
  /** Renders this path with a static router instead of the browser's (the prerender of home). */
  location?: string
  /**
   * Payments are in test mode (the server's mark, test-payments.ts): the ribbon saying so tops
   * every page, the error fallback and the not-found page included.
   */
  testPayments?: boolean
}

/** Firebase auth, or the given auth state (tests). */
function WithAuth({ auth, children }: { auth: AuthValue | undefined; children: ReactNode }) {
  if (auth) return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  return <AuthProvider>{children}</AuthProvider>
}

/** The assembled app: providers, the error boundary and the routes. */
export function App({
  i18n,
  queryClient,
  apiClient,
  auth,
  location,
  testPayments = false,
}: AppProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createAppQueryClient())
  useDocumentLanguage(i18n)
  return (
    <I18nextProvider i18n={i18n}>
      {testPayments ? <TestPaymentsRibbon /> : null}
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient ?? ownQueryClient}>
          <ApiClientProvider client={apiClient} getToken={currentIdToken}>
            <WithAuth auth={auth}>
              {location === undefined ? (
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              ) : (
                <StaticRouter location={location}>
                  <AppRoutes />
                </StaticRouter>
              )}
            </WithAuth>
          </ApiClientProvider>
        </QueryClientProvider>
        <Toaster />
      </AppErrorBoundary>
    </I18nextProvider>
  )
}
