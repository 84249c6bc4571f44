import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../src/ui/primitives/button.tsx'
import { ConfirmDialog } from '../../src/ui/primitives/confirm-dialog.tsx'
import { tabTo } from '../keyboard.ts'

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '440px' } } },
  args: {
    title: 'Discard changes?',
    description: 'Your edits to this resume will be lost.',
    trigger: <Button variant="secondary">Discard changes</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Default labels come from i18n; Confirm calls back and closes, focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Discard changes' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    await expect(dialog).toHaveAccessibleDescription('Your edits to this resume will be lost.')
    // The safe choice has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = { args: { defaultOpen: true } }

/** Focus is trapped; Escape cancels and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Discard changes' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

/**
 * Keyboard only: Tab reaches the trigger and Space opens the dialog on its safe choice (Cancel);
 * Tab goes through Confirm to the × button, the last control, and from there back to Cancel;
 * Shift+Tab goes the other way; Escape cancels and focus is back on the trigger. It ends closed, as
 * Default does: no screenshot.
 */
export const KeyboardFocusTrap: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Discard changes' })
    await tabTo(trigger)
    await userEvent.keyboard(' ')
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await waitFor(() => expect(cancel).toHaveFocus())

    await userEvent.tab()
    await expect(confirm).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab()
    await expect(cancel).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(close).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(trigger).toHaveFocus()
  },
}

export const CancelButton: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Discard changes' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(trigger).toHaveFocus()
  },
}

/** Cancel subscription: destructive tone with custom labels. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    defaultOpen: true,
    trigger: <Button variant="danger">Cancel subscription</Button>,
    title: 'Cancel your subscription?',
    description: 'You keep Premium until the end of the billing period.',
    confirmLabel: 'Cancel subscription',
    cancelLabel: 'Keep subscription',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus(),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** While the request runs: spinner on the confirm button, nothing can close the dialog. */
export const Busy: Story = {
  args: {
    tone: 'danger',
    defaultOpen: true,
    busy: true,
    title: 'Cancel your subscription?',
    description: 'You keep Premium until the end of the billing period.',
    confirmLabel: 'Cancelling…',
    cancelLabel: 'Keep subscription',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' })
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    const confirm = within(dialog).getByRole('button', { name: 'Cancelling…' })
    await expect(confirm).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Delete account: the confirm button enables only once DELETE is typed exactly. */
export const TypeToConfirm: Story = {
  args: {
    tone: 'danger',
    trigger: <Button variant="danger">Delete account</Button>,
    title: 'Delete your account?',
    description:
      'This permanently deletes your resumes, letters and settings. It cannot be undone.',
    confirmLabel: 'Delete account',
    confirmationWord: 'DELETE',
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete account' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    const input = within(dialog).getByLabelText('Type DELETE to confirm')
    await waitFor(() => expect(input).toHaveFocus())
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' })
    await expect(confirm).toBeDisabled()

    await userEvent.type(input, 'delete')
    await expect(confirm).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).not.toHaveBeenCalled()

    await userEvent.clear(input)
    await userEvent.type(input, 'DELET')
    await expect(confirm).toBeDisabled()
    await userEvent.type(input, 'E')
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()

    // The typed word does not survive closing.
    await userEvent.click(trigger)
    const reopened = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await expect(within(reopened).getByLabelText('Type DELETE to confirm')).toHaveValue('')
    await expect(within(reopened).getByRole('button', { name: 'Delete account' })).toBeDisabled()
  },
}

/** An async onConfirm keeps the dialog open and busy until it resolves, then closes it. */
export const AsyncConfirm: Story = {
  args: {
    tone: 'danger',
    trigger: <Button variant="danger">Delete resume</Button>,
    title: 'Delete this resume?',
    description: 'It is removed from your list and cannot be restored.',
    confirmLabel: 'Delete',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete resume' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this resume?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  args: { ...TypeToConfirm.args, defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
