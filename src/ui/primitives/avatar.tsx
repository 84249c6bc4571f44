import * as AvatarPrimitive from '@radix-ui/react-avatar'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { displayNameOf, initialsOf } from '../lib/display-name.ts'

export const avatarVariants = cva(
  'relative inline-flex shrink-0 overflow-hidden rounded-full bg-accent-100 align-middle select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-16 text-xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type AvatarUser = {
  displayName?: string | null
  email?: string | null
  photoURL?: string | null
}

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The signed-in user (or any person): photo, else initials of the name shown (spec §3). */
    user: AvatarUser
    /** Hide from assistive technology when the name is already written next to the avatar. */
    decorative?: boolean
  }

/**
 * A round picture of the user: the photo when `photoURL` loads, otherwise the initials of the
 * display name, which falls back to the email prefix and then to "User" (spec §3).
 */
export function Avatar({ user, size, decorative = false, className, ...props }: AvatarProps) {
  const { t } = useTranslation()
  const name = displayNameOf(user, t('user.fallbackName'))
  const photo = user.photoURL?.trim()
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      aria-hidden={decorative || undefined}
      {...props}
    >
      {photo ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={photo}
          alt={decorative ? '' : t('user.avatarAlt', { name })}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        className="flex size-full items-center justify-center font-semibold text-accent-800"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
