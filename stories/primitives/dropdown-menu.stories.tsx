import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronDown, Globe, LogOut, Settings, UserRound } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../src/ui/primitives/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '../../src/ui/primitives/dropdown-menu.tsx'

// Emoji flags do not render everywhere (Windows, headless Chromium): the shell's picker should use
// SVG flags. The language code stands in for them here.
const LANGUAGES = [
  { value: 'en', name: 'English' },
  { value: 'ru', name: 'Русский' },
  { value: 'es', name: 'Español' },
] as const

type DemoProps = {
  defaultOpen?: boolean
  onLanguageChange?: (value: string) => void
  onProfile?: () => void
  onSettings?: () => void
  onLogOut?: () => void
}

function LanguagePickerDemo({ defaultOpen, onLanguageChange }: DemoProps) {
  const [language, setLanguage] = useState('en')
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" aria-label={`Language: ${language.toUpperCase()}`}>
          <Globe aria-hidden="true" />
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            setLanguage(value)
            onLanguageChange?.(value)
          }}
        >
          {LANGUAGES.map((item) => (
            <DropdownMenuRadioItem key={item.value} value={item.value} lang={item.value}>
              <span
                aria-hidden="true"
                className="w-5 text-xs font-semibold text-ink-muted uppercase"
              >
                {item.value}
              </span>
              {item.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function AccountMenuDemo({ defaultOpen, onProfile, onSettings, onLogOut }: DemoProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          Account
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>
          <span className="block text-sm font-semibold text-ink">Alex Morgan</span>
          <span className="block truncate font-normal">alex.morgan@example.com</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>
            <UserRound aria-hidden="true" />
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSettings}>
            <Settings aria-hidden="true" />
            Settings
            <DropdownMenuShortcut>⌘,</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Billing (coming soon)</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogOut}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function CheckboxDemo({ defaultOpen }: DemoProps) {
  const [columns, setColumns] = useState({ score: true, status: true, updated: false })
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Columns</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {(['score', 'status', 'updated'] as const).map((key) => (
          <DropdownMenuCheckboxItem
            key={key}
            checked={columns[key]}
            onCheckedChange={(checked) => setColumns((prev) => ({ ...prev, [key]: checked }))}
            // Keep the menu open so several columns can be toggled in a row.
            onSelect={(event) => event.preventDefault()}
          >
            {{ score: 'ATS score', status: 'Status', updated: 'Last updated' }[key]}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: LanguagePickerDemo,
  args: { onLanguageChange: fn(), onProfile: fn(), onSettings: fn(), onLogOut: fn() },
  parameters: { layout: 'centered' },
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
