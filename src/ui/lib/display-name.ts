/** Spec §3: the display name, else the part of the email before the @, else the fallback ('User'). */
export function displayNameOf(
  user: { displayName?: string | null; email?: string | null },
  fallback: string,
): string {
  const name = user.displayName?.trim()
  if (name) return name
  const prefix = user.email?.split('@')[0]?.trim()
  if (prefix) return prefix
  return fallback
}

/** Up to two initials for an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]]
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase()
}
