import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SignUpForm, type SignUpFormProps } from '../../src/ui/auth/sign-up-form.tsx'

const meta = {
  title: 'Auth/SignUpForm',
  component: SignUpForm,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/signup' },
  args: { onSubmit: fn(), onGoogleSignUp: fn() },
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

type AuthKey = ParseKeys<'auth'>

function WithError({ errorKey, ...props }: SignUpFormProps & { errorKey: AuthKey }) {
  const { t } = useTranslation('auth')
  return <SignUpForm {...props} error={t(errorKey) as string} />
}

function errorStory(errorKey: AuthKey, text: string): Story {
  return {
    render: (args) => <WithError {...args} errorKey={errorKey} />,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text)
    },
  }
}

const filled = { fullName: 'Ada Lovelace', email: 'ada@example.com' }

export const Default: Story = {
  tags: ['state:signup.default'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your JobFit account' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled()
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada Lovelace')
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret1')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    })
  },
}

export const PasswordVisible: Story = {
  tags: ['state:signup.password-visible'],
  args: {
    defaultValues: { ...filled, password: 'correct horse', confirmPassword: 'correct horse' },
    defaultPasswordVisible: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text')
  },
}

export const Busy: Story = {
  tags: ['state:signup.busy'],
  args: {
    busy: true,
    defaultValues: { ...filled, password: 'secret1', confirmPassword: 'secret1' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Creating account...' }),
    ).toBeDisabled()
  },
}

export const Mismatch: Story = {
  tags: ['state:signup.error.mismatch'],
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret2')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const TooShort: Story = {
  tags: ['state:signup.error.too-short'],
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password'), '12345')
    await userEvent.type(canvas.getByLabelText('Confirm password'), '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  ...errorStory('errors.signUp.invalidEmail', 'Invalid email format.'),
  tags: ['state:signup.error.invalid-email'],
}
export const EmailInUse: Story = {
  ...errorStory('errors.signUp.emailInUse', 'An account with this email already exists.'),
  tags: ['state:signup.error.email-in-use'],
}
export const WeakPassword: Story = {
  ...errorStory('errors.signUp.weakPassword', 'Password is too weak. Use at least 6 characters.'),
  tags: ['state:signup.error.weak-password'],
}
export const OtherError: Story = {
  ...errorStory('errors.signUp.other', 'Signup failed.'),
  tags: ['state:signup.error.other'],
}
export const GoogleCancelled: Story = {
  ...errorStory('errors.google.cancelledSignUp', 'Sign-up cancelled'),
  tags: ['state:signup.google.cancelled'],
}
export const GoogleFailed: Story = {
  ...errorStory('errors.google.failedSignUp', 'Google sign-up failed'),
  tags: ['state:signup.google.failed'],
}
export const GoogleBlocked: Story = {
  ...errorStory('errors.google.blocked', 'Pop-up blocked. Please allow pop-ups and try again.'),
  tags: ['state:signup.google.blocked'],
}
