import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Field } from '../../src/ui/primitives/field.tsx'
import { Textarea } from '../../src/ui/primitives/textarea.tsx'

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Job description',
    placeholder: 'Paste the job description',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

const SAMPLE =
  'We are hiring a product designer with five years of experience in B2B software, Figma and user research.'

export const Empty: Story = {
  args: { maxLength: 500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const textarea = canvas.getByRole('textbox', { name: 'Job description' })
    await expect(canvas.getByText('0 / 500 characters')).toBeVisible()
    await userEvent.type(textarea, 'Figma')
    await expect(canvas.getByText('5 / 500 characters')).toHaveAttribute('aria-live', 'polite')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithText: Story = {
  args: { defaultValue: SAMPLE, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`${SAMPLE.length} characters`)).toBeVisible()
    await expect(
      canvas.getByRole('textbox', { name: 'Job description' }),
    ).toHaveAccessibleDescription(`${SAMPLE.length} characters`)
  },
}

export const AtMax: Story = {
  args: { defaultValue: 'Ten chars!', maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const textarea = canvas.getByRole('textbox', { name: 'Job description' })
    await userEvent.type(textarea, ' more')
    await expect(textarea).toHaveValue('Ten chars!')
    await expect(canvas.getByText('10 / 10 characters')).toHaveAttribute('data-tone', 'warning')
  },
}

export const BelowMinimum: Story = {
  name: 'Below minimum (originality check)',
  args: { 'aria-label': 'Text to check', defaultValue: 'Too short to check.', minChars: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('19 / 50 characters minimum')).toHaveAttribute(
      'data-tone',
      'warning',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Text to check' }),
      ' Now it is long enough to pass.',
    )
    await expect(canvas.getByText('50 / 50 characters minimum')).toHaveAttribute(
      'data-tone',
      'neutral',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: SAMPLE, maxLength: 500 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Job description' }),
    ).toBeDisabled()
  },
}

function ControlledTextarea() {
  const [value, setValue] = useState('')
  return (
    <Field
      label="Resume text"
      hint="Paste the plain text of your resume."
      error={value ? undefined : 'Add your resume text'}
    >
      <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxLength={2000} />
    </Field>
  )
}

export const ControlledInField: Story = {
  render: () => <ControlledTextarea />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const textarea = canvas.getByRole('textbox', { name: 'Resume text' })
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAccessibleDescription(
      'Paste the plain text of your resume. Add your resume text 0 / 2000 characters',
    )
    await userEvent.type(textarea, 'Ann Lee')
    await expect(textarea).toBeValid()
    await expect(canvas.getByText('7 / 2000 characters')).toBeVisible()
  },
}
