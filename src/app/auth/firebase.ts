import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth'
import { firebaseSettings, INCOMPLETE_CONFIG_WARNING } from './firebase-config.ts'

/** Whether the browser lets us keep the session (local storage can be off or full). */
function canPersist(): boolean {
  try {
    const key = '__jobfit_persistence_check__'
    window.localStorage.setItem(key, '1')
    window.localStorage.removeItem(key)
    return true
  } catch {
    return false
  }
}

let auth: Auth | undefined
let emulator = false

/**
 * The app's Firebase Auth, created on first use. Only browser-local persistence is loaded (no
 * IndexedDB or session persistence), and no popup machinery: `signInWithGoogle` loads that when the
 * button is pressed (google-popup.ts).
 */
export function firebaseAuth(): Auth {
  if (auth) return auth
  const env = import.meta.env as Record<string, string | undefined>
  const settings = firebaseSettings({
    VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
  })
  if (settings.incomplete) console.warn(INCOMPLETE_CONFIG_WARNING)
  const app = initializeApp(settings.options)
  let persistence = browserLocalPersistence
  if (!canPersist()) {
    console.warn(
      'Could not set up sign-in persistence; the session will last until the page closes.',
    )
    persistence = inMemoryPersistence
  }
  auth = initializeAuth(app, { persistence })
  if (settings.emulatorUrl) {
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true })
    emulator = true
  }
  return auth
}

/** Whether the app's Auth talks to the emulator (the embedded default) rather than a real project. */
export function usesAuthEmulator(): boolean {
  firebaseAuth()
  return emulator
}
