import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Dropzone, RESUME_FILE_TYPES } from '../../src/ui/primitives/dropzone.tsx'
import { Field } from '../../src/ui/primitives/field.tsx'
import { Input } from '../../src/ui/primitives/input.tsx'
import { PasswordInput } from '../../src/ui/primitives/password-input.tsx'
import { Select } from '../../src/ui/primitives/select.tsx'
import { Textarea } from '../../src/ui/primitives/textarea.tsx'

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Resume title', children: <Input placeholder="e.g. Product designer 2025" /> },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Resume title' })
    await expect(input).not.toBeRequired()
    await expect(input).toBeValid()
    // Clicking the label focuses the control.
    await userEvent.click(within(canvasElement).getByText('Resume title'))
    await expect(input).toHaveFocus()
  },
}

export const WithHint: Story = {
  args: { hint: 'Only you see this name; it helps you find the resume later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Resume title' }),
    ).toHaveAccessibleDescription('Only you see this name; it helps you find the resume later.')
  },
}

export const WithError: Story = {
  args: { hint: 'Shown on your dashboard.', error: 'Title is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Resume title' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Shown on your dashboard. Title is required')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Title is required')
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Resume title' })).toBeRequired()
    await expect(canvas.getByText('required')).toBeVisible()
  },
}

export const Optional: Story = {
  args: { label: 'Job description', optional: true, children: <Textarea rows={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Job description' })).not.toBeRequired()
    await expect(canvas.getByText('optional')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="Marketing manager" /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Resume title' }),
    ).toBeDisabled()
  },
}

export const WithEachControl: Story = {
  name: 'With each control type',
  render: () => (
    <form className="grid gap-5" noValidate onSubmit={(event) => event.preventDefault()}>
      <Field label="Email" required hint="We never share it.">
        <Input type="email" autoComplete="email" />
      </Field>
      <Field label="Password" required error="Password must be at least 6 characters long">
        <PasswordInput defaultValue="abc" autoComplete="new-password" />
      </Field>
      <Field label="Text to check" hint="Paste at least 50 characters.">
        <Textarea minChars={50} rows={3} />
      </Field>
      <Field label="Tone" optional>
        <Select
          defaultValue="neutral"
          options={[
            { value: 'formal', label: 'Formal' },
            { value: 'neutral', label: 'Neutral' },
            { value: 'creative', label: 'Creative' },
          ]}
        />
      </Field>
      <Field
        label="Resume file"
        hint="We read the text from the file."
        error="Choose a file to upload"
      >
        <Dropzone accept={RESUME_FILE_TYPES} />
      </Field>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeRequired()
    await expect(email).toHaveAccessibleDescription('We never share it.')

    const password = canvas.getByLabelText('Password')
    await expect(password).toBeInvalid()
    await expect(password).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    )

    await expect(
      canvas.getByRole('textbox', { name: 'Text to check' }),
    ).toHaveAccessibleDescription('Paste at least 50 characters. 0 / 50 characters minimum')

    const tone = canvas.getByRole('combobox', { name: 'Tone' })
    await expect(tone).toHaveTextContent('Neutral')
    await expect(canvas.getByText('Tone')).toHaveAttribute('for', tone.id)

    await expect(canvas.getByRole('group', { name: 'Resume file' })).toBeVisible()
    const fileInput = canvas.getByLabelText('Resume file', { selector: 'input' })
    await expect(fileInput).toHaveAccessibleDescription(
      'Accepted: PDF, DOCX, TXT We read the text from the file. Choose a file to upload',
    )
    await expect(canvas.getAllByRole('alert')).toHaveLength(2)
  },
}
