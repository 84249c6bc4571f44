import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Field } from '../../src/ui/primitives/field.tsx'
import { PasswordInput } from '../../src/ui/primitives/password-input.tsx'

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', defaultValue: 'hunter22', onVisibleChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true)
  },
}

export const Visible: Story = {
  args: { defaultVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'text')
    // Keyboard: Tab from the input reaches the toggle, Space hides the password again.
    await userEvent.click(input)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const Empty: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password')
    await userEvent.type(input, 'secret1')
    await expect(input).toHaveValue('secret1')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <PasswordInput {...args} size="sm" aria-label="Small" />
      <PasswordInput {...args} size="md" aria-label="Medium" />
      <PasswordInput {...args} size="lg" aria-label="Large" />
    </div>
  ),
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Password')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled()
  },
}

export const InFieldWithError: Story = {
  args: { 'aria-label': undefined, defaultValue: 'abc', autoComplete: 'new-password' },
  render: (args) => (
    <Field label="Password" required error="Password must be at least 6 characters long">
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toBeInvalid()
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('Password must be at least 6 characters long')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    )
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      input.id,
    )
  },
}
