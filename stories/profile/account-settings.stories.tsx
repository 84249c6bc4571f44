import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { AccountSettingsLoading } from '../../src/ui/profile/account-settings.tsx'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import {
  AccountSettingsStory,
  googleAccount,
  passwordAccount,
  type AccountSettingsStoryProps,
} from './account-settings-story.tsx'

const meta = {
  title: 'Profile/AccountSettings',
  component: AccountSettingsStory,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/profile' },
  args: {
    initialTab: 'profile',
    account: passwordAccount,
    onSaveProfile: fn(),
    security: {},
    danger: {},
  },
  beforeEach: () => {
    toast.remove()
    return () => toast.remove()
  },
} satisfies Meta<typeof AccountSettingsStory>

export default meta
type Story = StoryObj<typeof meta>

/** Toasts the way the /profile page does, in the current language. */
function WithToasts(props: AccountSettingsStoryProps) {
  const { t } = useTranslation('profile')
  return (
    <AccountSettingsStory
      {...props}
      onSaveProfile={() => toast.success(t('profile.saved'))}
      security={{
        onChangePassword: async () => {
          toast.success(t('security.passwordUpdated'))
          return true
        },
        onChangeEmail: async () => {
          toast.success(t('security.emailUpdated'))
          return true
        },
        ...props.security,
      }}
      danger={{
        onDeleteAccount: async () => {
          toast.success(t('danger.deleted'))
        },
        onDeleteCancelled: () => toast(t('danger.cancelled')),
        ...props.danger,
      }}
    />
  )
}

function WithErrors({
  passwordErrorKey,
  emailErrorKey,
  ...props
}: AccountSettingsStoryProps & {
  passwordErrorKey?: 'errors.changePassword.wrongPassword' | 'errors.changePassword.failed'
  emailErrorKey?:
    | 'errors.changeEmail.wrongPassword'
    | 'errors.changeEmail.emailInUse'
    | 'errors.changeEmail.failed'
}) {
  const { t } = useTranslation('auth')
  return (
    <AccountSettingsStory
      {...props}
      security={{
        passwordError: passwordErrorKey ? t(passwordErrorKey) : undefined,
        emailError: emailErrorKey ? t(emailErrorKey) : undefined,
      }}
    />
  )
}

export const Loading: Story = {
  tags: ['state:profile.loading'],
  render: () => <AccountSettingsLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your account…',
    )
  },
}

export const ProfilePasswordUser: Story = {
  tags: ['state:profile.tab.profile.password-user'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByRole('tab')).toHaveLength(5)
    await expect(canvas.getByLabelText('Display name')).toHaveValue('Ada Lovelace')
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'To change your email, use the Security tab.',
    )
    await expect(canvas.getByText('March 1, 2026')).toBeVisible()
    await expect(canvas.getByText('Email/Password')).toBeVisible()
  },
}

export const ProfileGoogleUser: Story = {
  tags: ['state:profile.tab.profile.google-user'],
  args: { account: googleAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Your email comes from your Google account and cannot be changed here.',
    )
    await expect(canvas.getByText('Google')).toBeVisible()
  },
}

export const ProfileSaved: Story = {
  tags: ['state:profile.tab.profile.saved'],
  render: (args) => <WithToasts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(canvas.getByLabelText('Display name'))
    await userEvent.type(canvas.getByLabelText('Display name'), 'Ada King')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(await screen.findByText('Profile updated successfully')).toBeVisible()
  },
}

export const SecurityPasswordUser: Story = {
  tags: ['state:profile.tab.security.password-user'],
  args: { initialTab: 'security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Change Email' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(4)
  },
}

export const SecurityPasswordVisible: Story = {
  tags: ['state:profile.tab.security.password-visible'],
  args: {
    initialTab: 'security',
    security: {
      defaultPasswordVisible: true,
      defaultPasswordValues: {
        currentPassword: 'old secret',
        newPassword: 'new secret',
        confirmPassword: 'new secret',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByLabelText('New password')).toHaveValue('new secret')
  },
}

export const SecurityPasswordUpdated: Story = {
  tags: ['state:profile.tab.security.password-updated'],
  args: { initialTab: 'security' },
  render: (args) => <WithToasts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getAllByLabelText('Current password')[0] as HTMLElement,
      'old secret',
    )
    await userEvent.type(canvas.getByLabelText('New password'), 'new secret')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }))
    await expect(await screen.findByText('Password updated successfully')).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText('New password')).toHaveValue(''))
  },
}

export const SecurityEmailUpdated: Story = {
  tags: ['state:profile.tab.security.email-updated'],
  args: { initialTab: 'security' },
  render: (args) => <WithToasts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('New email'), 'ada.king@example.com')
    await userEvent.type(canvas.getAllByLabelText('Current password')[1] as HTMLElement, 'secret1')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Email' }))
    await expect(await screen.findByText('Email updated successfully')).toBeVisible()
  },
}

export const SecurityGoogleUser: Story = {
  tags: ['state:profile.tab.security.google-user'],
  args: { initialTab: 'security', account: googleAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account is managed by Google')
    await expect(canvas.queryByRole('heading', { name: 'Change Password' })).not.toBeInTheDocument()
  },
}

export const SecurityMismatch: Story = {
  tags: ['state:profile.tab.security.error.mismatch'],
  args: { initialTab: 'security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getAllByLabelText('Current password')[0] as HTMLElement,
      'old secret',
    )
    await userEvent.type(canvas.getByLabelText('New password'), 'new secret')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new secrets')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }))
    await expect(canvas.getByText('New passwords do not match')).toBeVisible()
  },
}

export const SecurityTooShort: Story = {
  tags: ['state:profile.tab.security.error.too-short'],
  args: { initialTab: 'security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getAllByLabelText('Current password')[0] as HTMLElement,
      'old secret',
    )
    await userEvent.type(canvas.getByLabelText('New password'), '12345')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }))
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible()
  },
}

function securityErrorStory(
  keys: Pick<Parameters<typeof WithErrors>[0], 'passwordErrorKey' | 'emailErrorKey'>,
  text: string,
): Story {
  return {
    args: { initialTab: 'security' },
    render: (args) => <WithErrors {...args} {...keys} />,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text)
    },
  }
}

export const SecurityWrongPassword: Story = {
  ...securityErrorStory(
    { passwordErrorKey: 'errors.changePassword.wrongPassword' },
    'Current password is incorrect',
  ),
  tags: ['state:profile.tab.security.error.wrong-password'],
}
export const SecurityPasswordFailed: Story = {
  ...securityErrorStory(
    { passwordErrorKey: 'errors.changePassword.failed' },
    'Failed to update password',
  ),
  tags: ['state:profile.tab.security.error.password-failed'],
}
export const SecurityEmailInUse: Story = {
  ...securityErrorStory(
    { emailErrorKey: 'errors.changeEmail.emailInUse' },
    'Email address is already in use',
  ),
  tags: ['state:profile.tab.security.error.email-in-use'],
}
export const SecurityEmailPassword: Story = {
  ...securityErrorStory(
    { emailErrorKey: 'errors.changeEmail.wrongPassword' },
    'Password is incorrect',
  ),
  tags: ['state:profile.tab.security.error.email-password'],
}
export const SecurityEmailFailed: Story = {
  ...securityErrorStory({ emailErrorKey: 'errors.changeEmail.failed' }, 'Failed to update email'),
  tags: ['state:profile.tab.security.error.email-failed'],
}
export const Danger: Story = {
  tags: ['state:profile.tab.danger'],
  args: { initialTab: 'danger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Delete Account' })).toBeEnabled()
  },
}

/** 'Download my data' offered: one click asks for the archive. */
export const DataExportOffered: Story = {
  tags: ['state:profile.tab.danger.export'],
  args: { initialTab: 'danger', danger: { onExport: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Download Your Data' })).toBeVisible()
    const button = canvas.getByRole('button', { name: 'Download my data' })
    await expect(button).toBeEnabled()
    await userEvent.click(button)
    await expect(args.danger.onExport).toHaveBeenCalledTimes(1)
  },
}

/** The archive being prepared: the button is busy and disabled, the status line says what happens. */
export const DataExporting: Story = {
  tags: ['state:profile.tab.danger.exporting'],
  args: { initialTab: 'danger', danger: { exportState: 'exporting', onExport: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Preparing your data…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAccessibleDescription(
      'This takes a few seconds. The download starts by itself when the file is ready.',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('The download starts by itself')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.danger.onExport).not.toHaveBeenCalled()
  },
}

/** The export failed: what went wrong, what to do, and the button to try again. */
export const DataExportError: Story = {
  tags: ['state:profile.tab.danger.export-error'],
  args: { initialTab: 'danger', danger: { exportState: 'error', onExport: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Your data could not be downloaded.')
    await expect(alert).toHaveTextContent('wait a minute, then try again')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.danger.onExport).toHaveBeenCalledTimes(1)
  },
}

/** On a phone the tab row scrolls sideways; opened on its last tab, that tab is scrolled into view. */
export const DangerOnPhone: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialTab: 'danger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = canvas.getByRole('tablist')
    const active = canvas.getByRole('tab', { name: 'Danger Zone', selected: true })
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth)
    const shown = row.getBoundingClientRect()
    const tab = active.getBoundingClientRect()
    await expect(tab.left).toBeGreaterThanOrEqual(shown.left)
    await expect(tab.right).toBeLessThanOrEqual(shown.right)
    // Choosing the first tab again brings the row back to its start.
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }))
    await waitFor(() => expect(row.scrollLeft).toBe(0))
  },
}

export const DeletePrompt: Story = {
  tags: ['state:profile.tab.danger.delete-prompt'],
  args: { initialTab: 'danger', danger: { defaultDeleteOpen: true } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete')
    await expect(confirm).toBeDisabled()
  },
}

export const DeleteCancelled: Story = {
  tags: ['state:profile.tab.danger.delete-cancelled'],
  args: { initialTab: 'danger' },
  render: (args) => <WithToasts {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(await screen.findByText('Account deletion cancelled')).toBeVisible()
  },
}

export const Deleted: Story = {
  tags: ['state:profile.tab.danger.deleted'],
  args: { initialTab: 'danger' },
  render: (args) => <WithToasts {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }))
    await expect(await screen.findByText('Account deleted successfully')).toBeVisible()
  },
}

function DeleteErrorStory(props: AccountSettingsStoryProps) {
  const { t } = useTranslation('profile')
  return <AccountSettingsStory {...props} danger={{ deleteError: t('danger.failed') }} />
}

export const DeleteError: Story = {
  tags: ['state:profile.tab.danger.delete-error'],
  args: { initialTab: 'danger' },
  render: (args) => <DeleteErrorStory {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to delete account',
    )
  },
}
