import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from '../../src/ui/auth/reset-password-form.tsx'

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/reset-password?oobCode=demo' },
  args: { status: 'form', email: 'ada@example.com', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

function WithError({
  errorKey,
  values,
  ...props
}: ResetPasswordFormProps & { errorKey: ParseKeys<'auth'>; values?: Record<string, string> }) {
  const { t } = useTranslation('auth')
  return <ResetPasswordForm {...props} error={t(errorKey, values) as string} />
}

export const Verifying: Story = {
  tags: ['state:reset-password.verifying'],
  args: { status: 'verifying' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Checking your reset link…',
    )
  },
}

export const Form: Story = {
  tags: ['state:reset-password.form'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Account')).toHaveValue('ada@example.com')
    await userEvent.type(canvas.getByLabelText('New password'), 'secret1')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'secret1')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'secret1',
      confirmPassword: 'secret1',
    })
  },
}

export const Mismatch: Story = {
  tags: ['state:reset-password.error.mismatch'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('New password'), 'secret1')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'secret2')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const TooShort: Story = {
  tags: ['state:reset-password.error.too-short'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('New password'), '123')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The page toasts the message and redirects to /signin; this is what shows meanwhile. */
export const MissingCode: Story = {
  tags: ['state:reset-password.error.missing-code'],
  args: { status: 'invalid' },
  render: (args) => <WithError {...args} errorKey="errors.reset.missingCode" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid or missing reset code.',
    )
  },
}

export const InvalidCode: Story = {
  tags: ['state:reset-password.error.invalid-code'],
  args: { status: 'invalid' },
  render: (args) => <WithError {...args} errorKey="errors.reset.invalidCode" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Reset link is invalid or has expired.',
    )
  },
}

export const Failed: Story = {
  tags: ['state:reset-password.error.failed'],
  render: (args) => (
    <WithError
      {...args}
      errorKey="errors.reset.failed"
      values={{ message: 'The action code has expired.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error resetting password: The action code has expired.',
    )
  },
}

export const Success: Story = {
  tags: ['state:reset-password.success'],
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password successfully reset. You can now sign in.',
    )
  },
}
