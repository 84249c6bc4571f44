import { ChevronDown, Globe, LogOut, Settings, UserRound } from 'lucide-react'
import { useState } from 'react'
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

export type DropdownMenuDemoProps = {
  /** Open on first render (DropdownMenu's `defaultOpen`); it opens from its trigger otherwise. */
  defaultOpen?: boolean
  /** The language menu's radio items report the chosen language code. */
  onLanguageChange?: (value: string) => void
  /** The account menu's items. */
  onProfile?: () => void
  onSettings?: () => void
  onLogOut?: () => void
}

/**
 * A menu (Radix DropdownMenu) opened from a button: items, radio and checkbox items, labels,
 * separators, shortcuts; full keyboard support. The props below are the demo's.
 */
export function LanguagePickerDemo({ defaultOpen, onLanguageChange }: DropdownMenuDemoProps) {
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

/** An account menu: a label, items with icons and a shortcut, a disabled item, a danger item. */
export function AccountMenuDemo({
  defaultOpen,
  onProfile,
  onSettings,
  onLogOut,
}: DropdownMenuDemoProps) {
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

/** Checkbox items that stay open while several are toggled. */
export function CheckboxDemo({ defaultOpen }: DropdownMenuDemoProps) {
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
