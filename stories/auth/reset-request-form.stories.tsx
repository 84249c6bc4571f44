import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  ResetRequestForm,
  type ResetRequestFormProps,
} from '../../src/ui/auth/reset-request-form.tsx'

const meta = {
  title: 'Auth/ResetRequestForm',
  component: ResetRequestForm,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/reset-request' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetRequestForm>

export default meta
type Story = StoryObj<typeof meta>

function WithError({
  errorKey,
  ...props
}: ResetRequestFormProps & { errorKey: ParseKeys<'auth'> }) {
  const { t } = useTranslation('auth')
  return <ResetRequestForm {...props} error={t(errorKey) as string} />
}

function errorStory(errorKey: ParseKeys<'auth'>, text: string): Story {
  return {
    args: { defaultEmail: 'ada@example.com' },
    render: (args) => <WithError {...args} errorKey={errorKey} />,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text)
    },
  }
}

export const Default: Story = {
  tags: ['state:reset-request.default'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    )
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Email' }))
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible()
    await userEvent.clear(canvas.getByLabelText('Email'))
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Email' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com')
  },
}

/** The page toasts this and goes to /signin; the form also says it in place. */
export const Sent: Story = {
  tags: ['state:reset-request.sent'],
  args: { sent: true, defaultEmail: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password reset email sent!',
    )
  },
}

export const UserNotFound: Story = {
  ...errorStory('errors.resetRequest.userNotFound', 'No account with this email exists.'),
  tags: ['state:reset-request.error.user-not-found'],
}
export const InvalidEmail: Story = {
  ...errorStory('errors.resetRequest.invalidEmail', 'Invalid email address.'),
  tags: ['state:reset-request.error.invalid-email'],
}
export const OtherError: Story = {
  ...errorStory('errors.resetRequest.other', 'Failed to send reset email.'),
  tags: ['state:reset-request.error.other'],
}
