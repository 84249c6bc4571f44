/*
 * Which Firebase project the web app talks to (pure, so it is tested without Firebase). With none
 * configured, the embedded default: the Auth emulator with project `demo-jobfit` (decisions.md,
 * Identity).
 */

export interface FirebaseEnv {
  VITE_FIREBASE_API_KEY?: string
  VITE_FIREBASE_AUTH_DOMAIN?: string
  VITE_FIREBASE_PROJECT_ID?: string
  VITE_FIREBASE_AUTH_EMULATOR_HOST?: string
}

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string }
  /** `http://host:port` of the Auth emulator, or null for a real project. */
  emulatorUrl: string | null
  /** A real configuration that lacks one of the three values (spec §8, Configuration). */
  incomplete: boolean
}

export const DEMO_PROJECT_ID = 'demo-jobfit'
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099'

/** The spec's warning for an incomplete configuration (logged, never shown). */
export const INCOMPLETE_CONFIG_WARNING =
  'Firebase configuration is incomplete: the backend configuration is missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN or VITE_FIREBASE_PROJECT_ID. Check the environment variables.'

export function firebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim() ?? ''
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim() ?? ''
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() ?? ''
  const emulatorHost = env.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim() ?? ''
  const configured = apiKey !== '' || authDomain !== '' || projectId !== ''
  if (!configured) {
    return {
      options: {
        apiKey: 'demo-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
      },
      emulatorUrl: `http://${emulatorHost || DEFAULT_EMULATOR_HOST}`,
      incomplete: false,
    }
  }
  return {
    options: { apiKey, authDomain, projectId },
    // A real project may still be pointed at an emulator on purpose.
    emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    incomplete: apiKey === '' || authDomain === '' || projectId === '',
  }
}
