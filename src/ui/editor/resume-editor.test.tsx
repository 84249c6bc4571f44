import { render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBundledI18n } from '../../i18n/create-i18n.ts'
import { ResumeEditor } from './resume-editor.tsx'
import { XSS_RESUME } from './resume-fixtures.ts'

declare global {
  interface Window {
    __jobfitXss?: number
  }
}

function renderEditor(text: string) {
  return render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <ResumeEditor title="Mallory" text={text} onSave={vi.fn()} />
    </I18nextProvider>,
  )
}

afterEach(() => {
  window.__jobfitXss = undefined
  vi.restoreAllMocks()
})

describe('ResumeEditor with hostile stored text', () => {
  it('renders HTML, scripts and javascript: links as inert text', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { container } = renderEditor(XSS_RESUME)
    const content = screen.getByRole('textbox', { name: 'Resume content' })
    expect(content).toHaveTextContent('<img src=x onerror="window.__jobfitXss=1">')
    expect(content).toHaveTextContent('<script>window.__jobfitXss=2</script>')
    expect(content).toHaveTextContent('[Click me](javascript:window.__jobfitXss=3)')
    expect(container.querySelector('img, script, iframe, object, embed')).toBeNull()
    expect(content.querySelectorAll('a')).toHaveLength(0)
    // An onerror handler would run asynchronously; give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(window.__jobfitXss).toBeUndefined()
    expect(alert).not.toHaveBeenCalled()
  })

  it('renders only http(s) and mailto links as links', async () => {
    renderEditor('[Site](https://a.com) [Mail](mailto:a@b.co) [Bad](javascript:alert(1))')
    const content = screen.getByRole('textbox', { name: 'Resume content' })
    await waitFor(() => expect(content.querySelectorAll('a')).toHaveLength(2))
    const hrefs = [...content.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['https://a.com', 'mailto:a@b.co'])
    expect(content).toHaveTextContent('[Bad](javascript:alert(1))')
  })

  it('starts unchanged: Save disabled, no unsaved-changes mark', () => {
    renderEditor('# Ada\nEngineer')
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    expect(screen.getByText('2 words')).toBeInTheDocument()
  })
})
