/*
 * Whether this browser holds a Firebase session, read without loading Firebase. The app's Auth keeps
 * the signed-in user with browserLocalPersistence only (firebase.ts), which the SDK writes to
 * localStorage under `firebase:authUser:<api key>:<app name>`. With no such key nobody is signed in
 * here, so the auth provider can report "signed out" at once and leave the Firebase chunk unloaded
 * until someone signs in (decisions.md, Front end: code splitting).
 */

const SESSION_KEY_PREFIX = 'firebase:authUser:'

/** Whether a localStorage key is one the Firebase SDK keeps a signed-in user under. */
export function isSessionKey(key: string | null): boolean {
  return key !== null && key.startsWith(SESSION_KEY_PREFIX)
}

/**
 * Whether `storage` holds a Firebase session. Unreadable storage counts as none: Firebase then
 * keeps the session in memory only (firebase.ts), so none survives a reload either.
 */
export function hasStoredSession(storage: () => Storage = () => window.localStorage): boolean {
  try {
    const store = storage()
    for (let index = 0; index < store.length; index += 1) {
      if (isSessionKey(store.key(index))) return true
    }
    return false
  } catch {
    return false
  }
}
