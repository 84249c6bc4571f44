/*
 * Whether this browser holds a Firebase session, and whose, read without loading Firebase. The app's Auth keeps
 * the signed-in user with browserLocalPersistence only (firebase.ts), which the SDK writes to
 * localStorage under `firebase:authUser:<api key>:<app name>`. With no such key nobody is signed in
 * here, so the auth provider can report "signed out" at once and leave the Firebase chunk unloaded
 * until someone signs in (decisions.md, Front end: code splitting).
 */

import type { AuthUser } from './auth-context.ts'

export const SESSION_KEY_PREFIX = 'firebase:authUser:'

/** Whether a localStorage key is one the Firebase SDK keeps a signed-in user under. */
export function isSessionKey(key: string | null): boolean {
  return key !== null && key.startsWith(SESSION_KEY_PREFIX)
}

/**
 * Whether `storage` holds a Firebase session. Unreadable storage counts as none: Firebase then
 * keeps the session in memory only (firebase.ts), so none survives a reload either.
 */
export function hasStoredSession(storage: () => Storage = () => window.localStorage): boolean {
  return storedSessionValue(storage) !== null
}

/** The first stored session's JSON text, or null (none, or unreadable storage). */
function storedSessionValue(storage: () => Storage): string | null {
  try {
    const store = storage()
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (isSessionKey(key)) return store.getItem(key ?? '')
    }
    return null
  } catch {
    return null
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * The user of the stored session as the SDK serialised them (its `UserImpl.toJSON`: uid, email,
 * displayName, photoURL, providerData and `createdAt` in epoch milliseconds), or null when there is
 * none or it cannot be read. The auth provider shows this user at once and lets Firebase confirm or
 * sign them out when it has loaded, so a signed-in page does not wait for the SDK to draw itself
 * (decisions.md, Performance). It is never a credential: the API still gets Firebase's own token.
 */
export function storedUser(storage: () => Storage = () => window.localStorage): AuthUser | null {
  const value = storedSessionValue(storage)
  if (value === null) return null
  let stored: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null) return null
    stored = parsed as Record<string, unknown>
  } catch {
    return null
  }
  const uid = text(stored.uid)
  if (!uid) return null
  const providers = Array.isArray(stored.providerData) ? (stored.providerData as unknown[]) : []
  const google = providers.some(
    (info) =>
      typeof info === 'object' &&
      info !== null &&
      (info as { providerId?: unknown }).providerId === 'google.com',
  )
  const createdMs = Number(text(stored.createdAt) ?? Number.NaN)
  return {
    uid,
    email: text(stored.email),
    displayName: text(stored.displayName),
    photoURL: text(stored.photoURL),
    providerId: google ? 'google.com' : 'password',
    createdAt: Number.isFinite(createdMs) ? new Date(createdMs).toISOString() : null,
  }
}
