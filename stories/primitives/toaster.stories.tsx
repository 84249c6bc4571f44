import type { Meta, StoryObj } from '@storybook/react-vite'
import { Sparkles } from 'lucide-react'
import { useEffect } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../src/ui/primitives/button.tsx'
import { customToastClassName, toast, Toaster } from '../../src/ui/primitives/toaster.tsx'

/**
 * The Toaster itself is rendered once by the Storybook decorator (.storybook/preview.tsx), as the app
 * renders it once in its shell. Each story fires its toast on mount, with a fixed id and no timeout so
 * the state stays on screen for review, and has a button that fires it again with the spec §9
 * duration of its type.
 */
type FireProps = {
  /** Fires the toast; `options` carries the fixed id and duration used on mount. */
  fire: (options?: { id: string; duration: number }) => void
  label: string
}

function ToastTrigger({ fire, label }: FireProps) {
  useEffect(() => {
    fire({ id: `story-${label}`, duration: Number.POSITIVE_INFINITY })
  }, [fire, label])
  return (
    <Button variant="secondary" onClick={() => fire()}>
      {label}
    </Button>
  )
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  parameters: { layout: 'centered' },
  // Toasts live in a global store: start and end every story with none.
  beforeEach: () => {
    toast.remove()
    return () => toast.remove()
  },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** Clicks the story's button and waits for one more toast with this text. */
async function fireAndFind(canvasElement: HTMLElement, button: string, text: string) {
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(1))
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }))
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2))
}

const fireSuccess: FireProps['fire'] = (options) =>
  toast.success('Signed out successfully', options)

export const Success: Story = {
  tags: ['state:shell.toast.success'],
  render: () => <ToastTrigger fire={fireSuccess} label="Show success toast" />,
  play: async ({ canvasElement }) => {
    await fireAndFind(canvasElement, 'Show success toast', 'Signed out successfully')
    const region = screen.getByRole('region', { name: 'Notifications' })
    await expect(within(region).getAllByRole('status')[0]).toHaveTextContent(
      'Signed out successfully',
    )
  },
}

const fireError: FireProps['fire'] = (options) => toast.error('Error signing out', options)

export const ErrorToast: Story = {
  name: 'Error',
  tags: ['state:shell.toast.error'],
  render: () => <ToastTrigger fire={fireError} label="Show error toast" />,
  play: async ({ canvasElement }) => {
    await fireAndFind(canvasElement, 'Show error toast', 'Error signing out')
    // Errors are announced assertively.
    await expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Error signing out')
  },
}

const fireLoading: FireProps['fire'] = (options) =>
  toast.loading('Generating your tailored resume…', options)

/** Stays until dismissed; the dismiss button closes it from the keyboard too. */
export const Loading: Story = {
  tags: ['state:shell.toast.loading'],
  render: () => <ToastTrigger fire={fireLoading} label="Show loading toast" />,
  play: async ({ canvasElement }) => {
    await fireAndFind(canvasElement, 'Show loading toast', 'Generating your tailored resume…')
    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss notification' })
    await expect(dismissButtons).toHaveLength(2)
    await userEvent.click(dismissButtons[0] as HTMLElement)
    // The dismissed toast leaves after its exit animation.
    await waitFor(
      () => expect(screen.getAllByText('Generating your tailored resume…')).toHaveLength(1),
      { timeout: 3000 },
    )
  },
}

const fireBlank: FireProps['fire'] = (options) => toast('Draft saved', options)

export const Blank: Story = {
  tags: ['state:shell.toast.blank'],
  render: () => <ToastTrigger fire={fireBlank} label="Show plain toast" />,
  play: async ({ canvasElement }) => {
    await fireAndFind(canvasElement, 'Show plain toast', 'Draft saved')
  },
}

const fireCustom: FireProps['fire'] = (options) =>
  toast.custom(
    <div role="status" className={customToastClassName}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">Resume optimized</span>
        <span className="text-ink-muted">You have 8 generations left this month.</span>
      </span>
    </div>,
    options,
  )

export const Custom: Story = {
  tags: ['state:shell.toast.custom'],
  render: () => <ToastTrigger fire={fireCustom} label="Show custom toast" />,
  play: async ({ canvasElement }) => {
    await fireAndFind(canvasElement, 'Show custom toast', 'Resume optimized')
    await expect(screen.getAllByText('You have 8 generations left this month.')[0]).toBeVisible()
  },
}

const fireStack: FireProps['fire'] = (options) => {
  const opts = (id: string) => (options ? { ...options, id: `${options.id}-${id}` } : undefined)
  toast.success('Resume saved', opts('success'))
  toast.error('Failed to export to PDF. Please try again.', opts('error'))
  toast.loading('Exporting to Word…', opts('loading'))
  toast('Cover letter copied to clipboard', opts('blank'))
}

/** Several toasts at once, newest on top, each dismissible on its own. */
export const Stack: Story = {
  tags: ['state:shell.toast.stack'],
  render: () => <ToastTrigger fire={fireStack} label="Show several toasts" />,
  play: async ({ canvasElement }) => {
    const region = screen.getByRole('region', { name: 'Notifications' })
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(
        4,
      ),
    )
    await expect(within(region).getByText('Resume saved')).toBeVisible()
    await expect(
      within(region).getByText('Failed to export to PDF. Please try again.'),
    ).toBeVisible()
    await expect(within(region).getByText('Exporting to Word…')).toBeVisible()
    await expect(within(region).getByText('Cover letter copied to clipboard')).toBeVisible()

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show several toasts' }),
    )
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(
        8,
      ),
    )
  },
}

export const Mobile: Story = {
  ...Stack,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: undefined,
}
