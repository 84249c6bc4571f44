import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Field } from '../../src/ui/primitives/field.tsx'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectRoot,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../src/ui/primitives/select.tsx'

const TONES = [
  { value: 'formal', label: 'Formal' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'creative', label: 'Creative' },
]

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: TONES, 'aria-label': 'Tone', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tone' })
    await expect(trigger).toHaveTextContent('Choose…')
    // Keyboard only: Tab to the trigger, Enter opens, ArrowDown moves, Enter chooses.
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const listbox = await within(document.body).findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3)
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Formal' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Neutral' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('neutral')
    await waitFor(() =>
      expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument(),
    )
    await expect(trigger).toHaveTextContent('Neutral')
    await expect(trigger).toHaveFocus()
  },
}

export const WithValue: Story = {
  args: { defaultValue: 'creative' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tone' })).toHaveTextContent(
      'Creative',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'formal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tone' })).toBeDisabled()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Select {...args} size="sm" aria-label="Small" />
      <Select {...args} size="md" aria-label="Medium" />
      <Select {...args} size="lg" aria-label="Large" />
    </div>
  ),
}

export const InFieldWithError: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Tone" hint="How the cover letter should sound." error="Choose a tone" required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('combobox', { name: 'Tone' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAttribute('aria-required', 'true')
    await expect(trigger).toHaveAccessibleDescription(
      'How the cover letter should sound. Choose a tone',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a tone')
    // Typing a letter on the closed trigger picks the matching option, as a native select does.
    trigger.focus()
    await userEvent.keyboard('c')
    await expect(args.onValueChange).toHaveBeenCalledWith('creative')
  },
}

export const Grouped: Story = {
  render: () => (
    <SelectRoot defaultValue="modern">
      <SelectTrigger aria-label="Template">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Single column</SelectLabel>
          <SelectItem value="minimalist">Minimalist</SelectItem>
          <SelectItem value="classic">Classic</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Two columns</SelectLabel>
          <SelectItem value="modern">Modern</SelectItem>
          <SelectItem value="executive" disabled>
            Executive (coming soon)
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </SelectRoot>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Template' })
    await userEvent.click(trigger)
    const listbox = await within(document.body).findByRole('listbox')
    await expect(
      within(listbox).getByRole('option', { name: 'Executive (coming soon)' }),
    ).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Classic' }))
    await expect(trigger).toHaveTextContent('Classic')
  },
}
