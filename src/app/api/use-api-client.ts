import { createContext, createElement, useContext, useState, type ReactNode } from 'react'
import { I18nContext } from 'react-i18next'
import { languageOf } from '../use-language.ts'
import { apiBase } from './base-url.ts'
import { createApiClient, type ApiClient, type TokenSource } from './client.ts'

const ApiClientContext = createContext<ApiClient | null>(null)

const noToken: TokenSource = async () => null

/**
 * The app's one API client, against this build's API base. `getToken` gives the signed-in user's
 * Firebase ID token (the app passes the auth module's `currentIdToken`); without one, calls with
 * `auth: 'bearer'` fail with NotAuthenticatedError. `getLanguage` gives the interface language,
 * sent as Accept-Language.
 */
export function createAppApiClient(
  getToken: TokenSource = noToken,
  getLanguage?: () => string | undefined,
): ApiClient {
  return createApiClient({ baseUrl: apiBase(), getToken, ...(getLanguage ? { getLanguage } : {}) })
}

export interface ApiClientProviderProps {
  /** A client of one's own (tests); by default one made by `createAppApiClient(getToken)`. */
  client?: ApiClient
  /** Where the default client gets the bearer token: the signed-in user's ID token. */
  getToken?: TokenSource
  children?: ReactNode
}

export function ApiClientProvider({ client, getToken, children }: ApiClientProviderProps) {
  // The nearest I18nextProvider's instance (the app's one); its language is read at each request.
  const i18n = useContext(I18nContext)?.i18n
  const [ownClient] = useState(
    () => client ?? createAppApiClient(getToken, i18n && (() => languageOf(i18n))),
  )
  return createElement(ApiClientContext.Provider, { value: client ?? ownClient }, children)
}

/** The API client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext)
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it')
  return client
}
