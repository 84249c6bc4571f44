import type { Meta, StoryObj } from '@storybook/react-vite'
import { Mail, Search } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Field } from '../../src/ui/primitives/field.tsx'
import { Input } from '../../src/ui/primitives/input.tsx'

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Job title', placeholder: 'e.g. Product designer', onChange: fn() },
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
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' })
    await userEvent.type(input, 'Data analyst')
    await expect(input).toHaveValue('Data analyst')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithValue: Story = { args: { defaultValue: 'Senior frontend engineer' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
}

export const WithLeadingIcon: Story = {
  args: {
    'aria-label': 'Search resumes',
    placeholder: 'Search resumes',
    type: 'search',
    leadingIcon: <Search />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search resumes' })
    await userEvent.type(input, 'marketing')
    await expect(input).toHaveValue('marketing')
  },
}

export const Invalid: Story = {
  args: {
    'aria-invalid': true,
    defaultValue: 'not-an-email',
    'aria-label': 'Email',
    type: 'email',
    leadingIcon: <Mail />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ann@example.com', 'aria-label': 'Email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled()
  },
}

export const InField: Story = {
  args: {
    'aria-label': undefined,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  render: (args) => (
    <Field label="Email" hint="We send the receipt here." required>
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('We send the receipt here.')
  },
}
