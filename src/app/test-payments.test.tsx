import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBundledI18n } from '../i18n/create-i18n.ts'
import type { Language } from '../i18n/settings.ts'
import { server } from '../mocks/node.ts'
import { App } from './app.tsx'
import { testPaymentsOn } from './test-payments.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('testPaymentsOn', () => {
  it('reads the mark the server puts on <html> in test mode', () => {
    const html = document.createElement('html')
    expect(testPaymentsOn(html)).toBe(false)
    html.setAttribute('data-test-payments', '')
    expect(testPaymentsOn(html)).toBe(true)
  })
})

describe('the test-payments ribbon in the app', () => {
  function renderAt(path: string, testPayments: boolean | undefined, language: Language = 'en') {
    window.history.replaceState(null, '', path)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <App
        i18n={createBundledI18n(language)}
        queryClient={queryClient}
        {...(testPayments === undefined ? {} : { testPayments })}
      />,
    )
  }

  it.each(['/', '/pricing', '/signin', '/no-such-page'])(
    'tops %s while payments are in test mode',
    (path) => {
      renderAt(path, true)
      const ribbon = screen.getByText(/payments are not real/).closest('[role="status"]')
      expect(ribbon).toHaveTextContent(
        'Test mode: payments are not real. Use card 4242 4242 4242 4242.',
      )
      // First in the page, before the navbar (or the lone not-found page).
      expect(document.body.querySelector('[data-slot]')).toBe(ribbon)
    },
  )

  it('speaks the interface language', () => {
    renderAt('/pricing', true, 'es')
    expect(
      screen.getByText(/los pagos no son reales/).closest('[data-slot="test-payments-ribbon"]'),
    ).toHaveTextContent(
      'Modo de prueba: los pagos no son reales. Usa la tarjeta 4242 4242 4242 4242.',
    )
  })

  it('is absent by default (npm start on the emulator)', () => {
    renderAt('/pricing', undefined)
    expect(document.querySelector('[data-slot="test-payments-ribbon"]')).toBeNull()
    expect(screen.queryByText(/payments are not real/)).toBeNull()
  })
})
