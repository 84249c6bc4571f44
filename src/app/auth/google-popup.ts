import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth'

/** A Google account as the Auth emulator accepts it: an unsigned identity instead of Google's token. */
export interface EmulatorGoogleIdentity {
  sub: string
  email: string
  name?: string
}

declare global {
  interface Window {
    /**
     * Set by the end-to-end tests (Playwright's addInitScript). Google's popup needs Google's
     * servers, which a test machine cannot reach; against the emulator the same button signs in
     * with this identity as a credential instead. Ignored unless the app uses the emulator.
     */
    __jobfitEmulatorGoogleIdentity?: EmulatorGoogleIdentity
  }
}

/** Google sign-in by popup. Loaded with `import()` when the Google button is pressed. */
export function signInWithGooglePopup(auth: Auth, usesEmulator: boolean): Promise<UserCredential> {
  const identity = usesEmulator ? window.__jobfitEmulatorGoogleIdentity : undefined
  if (identity) {
    const token = JSON.stringify({ ...identity, email_verified: true })
    return signInWithCredential(auth, GoogleAuthProvider.credential(token))
  }
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
}
