import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { tabTo } from '../keyboard.ts'
import { AccountMenuDemo, CheckboxDemo, LanguagePickerDemo } from './dropdown-menu-demos.tsx'

const meta = {
  title: 'Primitives/DropdownMenu',
  component: LanguagePickerDemo,
  args: { onLanguageChange: fn(), onProfile: fn(), onSettings: fn(), onLogOut: fn() },
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { layout: 'centered', docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof LanguagePickerDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Enter opens the menu on the current language (checked); ArrowDown + Enter picks another. */
export const LanguagePicker: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: EN' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const english = within(menu).getByRole('menuitemradio', { name: 'English' })
    await expect(english).toHaveAttribute('aria-checked', 'true')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Русский' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await waitFor(() => expect(english).toHaveFocus())

    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Русский' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ru')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    const updated = within(canvasElement).getByRole('button', { name: 'Language: RU' })
    await expect(updated).toHaveFocus()

    // Reopen: the check mark has moved to the new choice.
    await userEvent.keyboard('{ArrowDown}')
    const reopened = await screen.findByRole('menu')
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Русский' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(updated).toHaveFocus()
  },
}

export const LanguagePickerOpen: Story = { args: { defaultOpen: true } }

/** ArrowDown opens on the first item; disabled items are skipped; Enter selects. */
export const AccountMenu: Story = {
  render: (args) => <AccountMenuDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByText('alex.morgan@example.com')).toBeVisible()
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: /Settings/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onLogOut).toHaveBeenCalledTimes(1)
    await expect(args.onProfile).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

/**
 * Keyboard only: Tab reaches the trigger; Enter opens the menu on its first item, End and Home jump
 * to the last and first, the arrows skip the disabled item, Escape closes it with focus back on the
 * trigger; ArrowDown opens it again. It ends closed, as AccountMenu does: no screenshot.
 */
export const KeyboardNavigation: Story = {
  tags: ['no-visual'],
  render: (args) => <AccountMenuDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' })
    await tabTo(trigger)
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' })
    const settings = within(menu).getByRole('menuitem', { name: /Settings/ })
    const logOut = within(menu).getByRole('menuitem', { name: 'Log out' })
    await waitFor(() => expect(profile).toHaveFocus())

    await userEvent.keyboard('{End}')
    await expect(logOut).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(settings).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(profile).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(logOut).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()

    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Profile' }),
      ).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onLogOut).not.toHaveBeenCalled()
    await expect(args.onProfile).not.toHaveBeenCalled()
  },
}

export const AccountMenuOpen: Story = {
  args: { defaultOpen: true },
  render: (args) => <AccountMenuDemo {...args} />,
}

export const AccountMenuClick: Story = {
  render: (args) => <AccountMenuDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }))
    const menu = await screen.findByRole('menu')
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }))
    await expect(args.onProfile).toHaveBeenCalledTimes(1)
  },
}

export const CheckboxItems: Story = {
  args: { defaultOpen: true },
  render: (args) => <CheckboxDemo {...args} />,
  play: async () => {
    const menu = await screen.findByRole('menu')
    const updated = within(menu).getByRole('menuitemcheckbox', { name: 'Last updated' })
    await expect(updated).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(updated)
    await expect(updated).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Status' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  },
}
