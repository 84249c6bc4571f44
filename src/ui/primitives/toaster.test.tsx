import { act, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import { TOAST_LIMIT } from './toast-settings.ts'
import { toast, Toaster } from './toaster.tsx'

function renderToaster() {
  return render(
    <I18nextProvider i18n={createBundledI18n()}>
      <Toaster />
    </I18nextProvider>,
  )
}

afterEach(() => {
  act(() => toast.remove())
})

describe('Toaster', () => {
  it('keeps at most 20 toasts when 25 are fired, the newest first', () => {
    renderToaster()
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`)
    })
    const shown = screen.getAllByText(/^Toast \d+$/)
    expect(shown.length).toBeLessThanOrEqual(20)
    expect(shown).toHaveLength(TOAST_LIMIT)
    expect(screen.getByText('Toast 25')).toBeInTheDocument()
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument()
  })

  it('renders inside a named region, each toast with a dismiss button', () => {
    renderToaster()
    act(() => {
      toast.success('Signed out successfully')
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('status')).toHaveTextContent('Signed out successfully')
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument()
  })

  it('announces error toasts as alerts', () => {
    renderToaster()
    act(() => {
      toast.error('Error signing out')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Error signing out')
  })
})
