import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth'

/** Google sign-in by popup. Loaded with `import()` when the Google button is pressed. */
export function signInWithGooglePopup(auth: Auth): Promise<UserCredential> {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
}
