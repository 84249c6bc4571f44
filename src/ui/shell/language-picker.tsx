import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from '../../i18n/settings.ts'
import { cn } from '../lib/cn.ts'
import { Button } from '../primitives/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../primitives/dropdown-menu.tsx'
import { FlagIcon } from './flag-icon.tsx'

/** Each language written in itself, the same in every interface language, so anyone finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  es: 'Español',
}

export type LanguagePickerProps = Omit<ComponentProps<typeof Button>, 'children' | 'asChild'> & {
  /** The interface language now. */
  language: Language
  /** Called with the chosen language; the menu closes by itself. */
  onLanguageChange: (language: Language) => void
  /** Open on first render (stories, screenshots). */
  defaultOpen?: boolean
}

/**
 * The navigation bar's language menu (spec §2): the trigger shows the current flag and code, the
 * menu lists English, Русский and Español with their flags and a check mark on the current one.
 * Choosing one calls `onLanguageChange` and closes the menu.
 */
export function LanguagePicker({
  language,
  onLanguageChange,
  defaultOpen,
  className,
  ...props
}: LanguagePickerProps) {
  const { t } = useTranslation()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-slot="language-picker"
          // The visible code is part of the name too, so a speech-input user can say what they see.
          aria-label={t('languagePicker.label', {
            language: LANGUAGE_NAMES[language],
            code: language.toUpperCase(),
          })}
          className={cn('gap-1.5 px-2', className)}
          {...props}
        >
          <FlagIcon language={language} />
          <span aria-hidden="true" className="text-xs font-semibold tracking-wide">
            {language.toUpperCase()}
          </span>
          <ChevronDown aria-hidden="true" className="text-ink-subtle" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) onLanguageChange(value)
          }}
        >
          {SUPPORTED_LANGUAGES.map((item) => (
            <DropdownMenuRadioItem key={item} value={item} lang={item}>
              <FlagIcon language={item} />
              {LANGUAGE_NAMES[item]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
