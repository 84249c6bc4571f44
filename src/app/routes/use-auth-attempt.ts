import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../ui/primitives/toaster.tsx'
import type { AuthMessage } from '../auth/auth-errors.ts'

/**
 * One attempt on an auth form (email or Google): busy while it runs, and on failure the §8 message
 * shown both as a toast and in place on the form. Success needs no handling here: the
 * signed-out-only guard moves the user on.
 */
export function useAuthAttempt(messageOf: (cause: unknown) => AuthMessage) {
  const { t } = useTranslation('auth')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const attempt = (action: () => Promise<unknown>) => {
    setBusy(true)
    setError(undefined)
    action().then(
      () => setBusy(false),
      (cause: unknown) => {
        setBusy(false)
        const message = messageOf(cause)
        const text = t(message.key, message.values)
        setError(text)
        toast.error(text)
      },
    )
  }

  return { busy, error, attempt, clearError: () => setError(undefined) }
}
