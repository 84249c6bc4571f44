import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorFallback } from '../../src/ui/shell/error-fallback.tsx'

// A fixed stack, so the screenshot is the same on every run and machine.
function renderError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'plans')")
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'plans')",
    '    at PlanSummaryList (http://127.0.0.1:5173/src/ui/pricing/plan-summary-list.tsx:24:45)',
    '    at HomeRoute (http://127.0.0.1:5173/src/app/routes/home/home-route.tsx:61:13)',
    '    at renderWithHooks (http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js:4206:24)',
    '    at updateFunctionComponent (http://127.0.0.1:5173/node_modules/.vite/deps/react-dom_client.js:5580:21)',
  ].join('\n')
  return error
}

const meta = {
  title: 'Shell/Error fallback',
  component: ErrorFallback,
  args: { error: renderError(), onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorFallback>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §2: 'Something went wrong.' with the error stack, and a way to reload. */
export const Default: Story = {
  tags: ['state:shell.error-fallback'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeVisible()
    const stack = page.getByLabelText('Error details')
    await expect(stack).toHaveTextContent(
      "TypeError: Cannot read properties of undefined (reading 'plans')",
    )
    await expect(stack).toHaveTextContent('at HomeRoute')
    await userEvent.click(page.getByRole('button', { name: 'Reload page' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

/** Something other than an Error was thrown: its text is shown. */
export const ThrownValue: Story = {
  args: { error: 'The session ended unexpectedly.', onReload: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByLabelText('Error details')).toHaveTextContent(
      'The session ended unexpectedly.',
    )
    await expect(page.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
