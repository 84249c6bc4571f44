import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { tabTo } from '../keyboard.ts'
import { DialogDemo } from './dialog-demo.tsx'

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { onOpenChange: fn(), onSave: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof DialogDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Opens from its trigger; focus is trapped inside, Escape closes it and focus returns to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename resume' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await expect(dialog).toHaveAccessibleDescription(
      'The new name shows in your resume list and exports.',
    )
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)

    // Focus starts inside and Tab cycles through the dialog only (input, Cancel, Save, Close, back to input).
    await waitFor(() => expect(within(dialog).getByLabelText('Resume name')).toHaveFocus())
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await expect(within(dialog).getByLabelText('Resume name')).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

/**
 * Keyboard only: Tab reaches the trigger and Enter opens the dialog; Tab from its last control
 * (the × button) comes back to the first (the name field) and Shift+Tab goes the other way; Escape
 * closes it and focus is back on the trigger. It ends closed, as Closed does: no screenshot.
 */
export const KeyboardFocusTrap: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename resume' })
    await tabTo(trigger)
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    const first = within(dialog).getByLabelText('Resume name')
    const last = within(dialog).getByRole('button', { name: 'Close' })
    await waitFor(() => expect(first).toHaveFocus())

    await userEvent.tab({ shift: true })
    await expect(last).toHaveFocus()
    await userEvent.tab()
    await expect(first).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

/** The corner × button closes the dialog and focus goes back to the trigger. */
export const CloseButton: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename resume' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename resume' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } }
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } }
export const ExtraLarge: Story = { args: { defaultOpen: true, size: 'xl' } }
export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showCloseButton: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' })
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
