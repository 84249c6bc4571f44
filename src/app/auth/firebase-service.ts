import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateEmail,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth'
import type { AuthUser } from './auth-context.ts'
import { authErrorCode } from './auth-errors.ts'
import { firebaseAuth, usesAuthEmulator } from './firebase.ts'

/*
 * Every Firebase call the app makes, in one module the auth provider loads with `import()`, so the
 * Firebase SDK is a chunk of its own rather than part of the first page's bundle.
 */

export function toAuthUser(user: User): AuthUser {
  const google = user.providerData.some((info) => info.providerId === 'google.com')
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerId: google ? 'google.com' : 'password',
    createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
  }
}

function requireUser(): User {
  const user = firebaseAuth().currentUser
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' })
  return user
}

async function reauthenticate(user: User, password: string): Promise<void> {
  if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/missing-email' })
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password))
}

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function watchUser(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => callback(user ? toAuthUser(user) : null))
}

/** The signed-in user as Firebase has them now (after a change it does not announce). */
export function currentUser(): AuthUser | null {
  const user = firebaseAuth().currentUser
  return user ? toAuthUser(user) : null
}

/**
 * The signed-in user's ID token, once Firebase has read the stored session: the app may already
 * show that user (stored-session.ts) and call the API before the SDK has caught up.
 */
export async function idToken(): Promise<string | null> {
  const auth = firebaseAuth()
  await auth.authStateReady()
  const user = auth.currentUser
  return user ? user.getIdToken() : null
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password)
}

/** Creates the account, then sets its display name from the full name (spec §7). */
export async function signUp(fullName: string, email: string, password: string): Promise<void> {
  const credential = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password)
  await updateProfile(credential.user, { displayName: fullName.trim() })
}

export async function signInWithGoogle(): Promise<void> {
  // The popup resolver is passed at call time only, never to initializeAuth.
  const { signInWithGooglePopup } = await import('./google-popup.ts')
  await signInWithGooglePopup(firebaseAuth(), usesAuthEmulator())
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth())
}

export async function sendReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email.trim())
}

export function verifyResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(firebaseAuth(), code)
}

export function confirmReset(code: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(firebaseAuth(), code, newPassword)
}

/** Reauthenticates with the current password, then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = requireUser()
  await reauthenticate(user, currentPassword)
  await updatePassword(user, newPassword)
}

/**
 * Reauthenticates, then changes the email at once with `updateEmail` (what the emulator and projects
 * without email enumeration protection allow). A project with protection on answers
 * `auth/operation-not-allowed`; then the change waits for the link `verifyBeforeUpdateEmail` sends.
 */
export async function changeEmail(newEmail: string, currentPassword: string): Promise<void> {
  const user = requireUser()
  await reauthenticate(user, currentPassword)
  try {
    await updateEmail(user, newEmail.trim())
  } catch (error) {
    if (authErrorCode(error) !== 'auth/operation-not-allowed') throw error
    await verifyBeforeUpdateEmail(user, newEmail.trim())
  }
}
