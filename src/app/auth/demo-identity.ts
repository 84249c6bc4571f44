import type { AuthUser } from './auth-context.ts'
import type { IdentityService } from './identity-service.ts'

/** Where demo mode keeps its user (spec §1: "under a demo-user key"). */
export const DEMO_USER_KEY = 'demo-user'
/** Demo mode's API token: the mocks accept any bearer token; the real server refuses it. */
export const DEMO_TOKEN = 'demo-token'

/** The demo user as stored: the fields spec §1 names, with providerId 'demo'. */
export interface StoredDemoUser {
  uid: string
  email: string
  displayName: string
  providerId: 'demo'
  createdAt: string
}

const listeners = new Set<(user: AuthUser | null) => void>()

function read(): StoredDemoUser | null {
  try {
    const raw = window.localStorage.getItem(DEMO_USER_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<StoredDemoUser>
    if (typeof value.uid !== 'string' || typeof value.email !== 'string') return null
    return {
      uid: value.uid,
      email: value.email,
      displayName: typeof value.displayName === 'string' ? value.displayName : value.email,
      providerId: 'demo',
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date().toISOString(),
    }
  } catch {
    return null
  }
}

function toAuthUser(stored: StoredDemoUser | null): AuthUser | null {
  if (!stored) return null
  // The forms treat the demo account like an email-and-password one (its changes always succeed).
  return {
    uid: stored.uid,
    email: stored.email,
    displayName: stored.displayName,
    photoURL: null,
    providerId: 'password',
    createdAt: stored.createdAt,
  }
}

function write(stored: StoredDemoUser | null): void {
  if (stored) window.localStorage.setItem(DEMO_USER_KEY, JSON.stringify(stored))
  else window.localStorage.removeItem(DEMO_USER_KEY)
  const user = toAuthUser(stored)
  for (const listener of listeners) listener(user)
}

function signInAs(email: string, displayName?: string): void {
  const address = email.trim().toLowerCase()
  const current = read()
  write({
    uid: current?.email === address ? current.uid : `demo-${address}`,
    email: address,
    displayName:
      displayName?.trim() || (current?.email === address ? current.displayName : address),
    providerId: 'demo',
    createdAt: current?.email === address ? current.createdAt : new Date().toISOString(),
  })
}

function requireUser(): StoredDemoUser {
  const user = read()
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' })
  return user
}

/** The placeholder identity provider of demo mode: any email and password sign in. */
export const demoIdentity: IdentityService = {
  // The demo user is read from localStorage when asked: nothing to start.
  watchUser(callback) {
    listeners.add(callback)
    callback(toAuthUser(read()))
    return () => listeners.delete(callback)
  },
  currentUser: () => toAuthUser(read()),
  idToken: async () => (read() ? DEMO_TOKEN : null),
  signInWithPassword: async (email) => signInAs(email),
  signUp: async (fullName, email) => signInAs(email, fullName),
  signInWithGoogle: async () => signInAs('demo@jobfit.test', 'Demo User'),
  signOutUser: async () => write(null),
  sendReset: async () => undefined,
  verifyResetCode: async () => read()?.email ?? 'demo@jobfit.test',
  confirmReset: async () => undefined,
  changePassword: async () => {
    requireUser()
  },
  changeEmail: async (newEmail) => {
    const user = requireUser()
    write({ ...user, email: newEmail.trim().toLowerCase() })
  },
}
