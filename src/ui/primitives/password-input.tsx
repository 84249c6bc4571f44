import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { useFieldControl } from './field.tsx'
import { Input, type InputProps } from './input.tsx'

export type PasswordInputProps = Omit<InputProps, 'type' | 'leadingIcon'> & {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void
}

const toggleSize = {
  sm: 'size-8 [&_svg]:size-4',
  md: 'size-10 [&_svg]:size-4',
  lg: 'size-12 [&_svg]:size-5',
} as const

/**
 * A password input with a show/hide toggle. The toggle is a real button in the tab order, with a
 * stable name ("Show password") and `aria-pressed` telling whether the password is shown, so its
 * name does not change under a screen reader user; the eye icon changes for sighted users.
 */
export function PasswordInput({
  className,
  size,
  defaultVisible = false,
  onVisibleChange,
  autoComplete,
  ...props
}: PasswordInputProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(defaultVisible)
  const field = useFieldControl(props)
  const toggle = () => {
    setVisible(!visible)
    onVisibleChange?.(!visible)
  }
  return (
    <div data-slot="password-input" className="relative w-full min-w-0">
      <Input
        {...props}
        id={field.id}
        type={visible ? 'text' : 'password'}
        size={size}
        autoComplete={autoComplete ?? 'current-password'}
        // Keeps the browser from offering to capitalise or correct the password while it is shown.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(size === 'lg' ? 'pr-12' : 'pr-10', className)}
      />
      <button
        type="button"
        data-slot="password-toggle"
        aria-label={t('password.show')}
        aria-pressed={visible}
        aria-controls={field.id}
        disabled={field.disabled}
        onClick={toggle}
        className={cn(
          'absolute top-0 right-0 inline-flex items-center justify-center rounded-ui text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50',
          toggleSize[size ?? 'md'],
        )}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  )
}
