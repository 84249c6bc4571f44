import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SignInForm, type SignInFormProps } from '../../src/ui/auth/sign-in-form.tsx'

const meta = {
  title: 'Auth/SignInForm',
  component: SignInForm,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/signin' },
  args: { onSubmit: fn(), onGoogleSignIn: fn() },
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

type AuthKey = ParseKeys<'auth'>

/** Renders the form with a translated error message (an auth key, with values). */
function WithError({
  errorKey,
  values,
  ...props
}: SignInFormProps & { errorKey: AuthKey; values?: Record<string, string> }) {
  const { t } = useTranslation('auth')
  return <SignInForm {...props} error={t(errorKey, values) as string} />
}

function errorStory(errorKey: AuthKey, text: string, values?: Record<string, string>): Story {
  return {
    render: (args) => <WithError {...args} errorKey={errorKey} values={values} />,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text)
    },
  }
}

export const Default: Story = {
  tags: ['state:signin.default'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to JobFit' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-request',
    )
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
    })
  },
}

export const PasswordVisible: Story = {
  tags: ['state:signin.password-visible'],
  args: {
    defaultValues: { email: 'ada@example.com', password: 'correct horse' },
    defaultPasswordVisible: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByLabelText('Password')).toHaveValue('correct horse')
  },
}

export const Busy: Story = {
  tags: ['state:signin.busy'],
  args: { busy: true, defaultValues: { email: 'ada@example.com', password: 'secret1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled()
  },
}

export const UserNotFound: Story = {
  ...errorStory('errors.signIn.userNotFound', 'No user found with this email.'),
  tags: ['state:signin.error.user-not-found'],
}
export const WrongPassword: Story = {
  ...errorStory('errors.signIn.wrongPassword', 'Incorrect password.'),
  tags: ['state:signin.error.wrong-password'],
}
export const InvalidEmail: Story = {
  ...errorStory('errors.signIn.invalidEmail', 'Invalid email format.'),
  tags: ['state:signin.error.invalid-email'],
}
export const InvalidCredential: Story = {
  ...errorStory('errors.signIn.invalidCredential', 'Invalid login credentials.'),
  tags: ['state:signin.error.invalid-credential'],
}
export const OtherError: Story = {
  ...errorStory(
    'errors.signIn.other',
    'Login failed: Access to this account has been temporarily disabled',
    { message: 'Access to this account has been temporarily disabled' },
  ),
  tags: ['state:signin.error.other'],
}
export const GoogleCancelled: Story = {
  ...errorStory('errors.google.cancelled', 'Login was cancelled'),
  tags: ['state:signin.google.cancelled'],
}
export const GoogleBlocked: Story = {
  ...errorStory('errors.google.blocked', 'Pop-up blocked. Please allow pop-ups and try again.'),
  tags: ['state:signin.google.blocked'],
}
export const GoogleFailed: Story = {
  ...errorStory('errors.google.failed', 'Failed to sign in with Google'),
  tags: ['state:signin.google.failed'],
}
