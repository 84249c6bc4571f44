import { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../i18n/create-i18n.ts'
import { server } from '../mocks/node.ts'
import { App } from './app.tsx'
import * as homeRoute from './routes/home/home-route.tsx'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())
beforeEach(() => {
  window.history.replaceState(null, '', '/')
  document.documentElement.lang = ''
})

function renderApp(i18n = createBundledI18n('en')) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<App i18n={i18n} queryClient={queryClient} />)
  return i18n
}

describe('App', () => {
  it('shows the home page at / inside the navbar and footer, with the plans from the API', async () => {
    renderApp()
    expect(await screen.findByRole('heading', { level: 3, name: 'Premium' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'JobFit' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows a not-found page with a link home for any other path', () => {
    window.history.replaceState(null, '', '/no-such-page')
    renderApp()
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })

  it('keeps <html lang> in step with the interface language', async () => {
    const i18n = renderApp()
    expect(document.documentElement.lang).toBe('en')
    await act(() => i18n.changeLanguage('es'))
    expect(document.documentElement.lang).toBe('es')
    expect(await screen.findByRole('button', { name: 'Idioma: Español, ES' })).toBeInTheDocument()
  })

  it('shows the error fallback with the stack when a screen fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(homeRoute, 'HomeRoute').mockImplementation(() => {
      throw new Error('The home screen broke')
    })
    renderApp()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Error: The home screen broke/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
  })
})
