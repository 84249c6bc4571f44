import { createContext, createElement, useContext, useState, type ReactNode } from 'react'
import { apiBase } from './base-url.ts'
import { createApiClient, type ApiClient } from './client.ts'

const ApiClientContext = createContext<ApiClient | null>(null)

/**
 * The app's one API client, against this build's API base. Nobody signs in yet, so there is no
 * token: calls with `auth: 'bearer'` fail with NotAuthenticatedError until the auth work (Firebase
 * ID tokens) supplies `getToken`.
 */
export function createAppApiClient(): ApiClient {
  return createApiClient({ baseUrl: apiBase(), getToken: async () => null })
}

export interface ApiClientProviderProps {
  /** A client of one's own (tests); by default one made by `createAppApiClient()` on first render. */
  client?: ApiClient
  children?: ReactNode
}

export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  const [ownClient] = useState(() => client ?? createAppApiClient())
  return createElement(ApiClientContext.Provider, { value: client ?? ownClient }, children)
}

/** The API client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext)
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it')
  return client
}
