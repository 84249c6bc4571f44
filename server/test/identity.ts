import { randomUUID } from 'node:crypto'
import { EMULATOR_HOST, EMULATOR_PROJECT_ID } from './emulator.ts'

const BASE = `http://${EMULATOR_HOST}`

export interface TestAccount {
  uid: string
  email: string
  idToken: string
}

/** A new emulator account with a unique email, signed in: its ID token is real. */
export async function signUp(displayName?: string): Promise<TestAccount> {
  const email = `user-${randomUUID()}@test.jobfit.test`
  const response = await fetch(
    `${BASE}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'test-password', returnSecureToken: true }),
    },
  )
  const body = (await response.json()) as { localId: string; idToken: string }
  if (!response.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`)
  if (displayName === undefined) return { uid: body.localId, email, idToken: body.idToken }
  // The name reaches a token only after an update and a fresh sign-in.
  await post('accounts:update', { idToken: body.idToken, displayName })
  const signedIn = (await post('accounts:signInWithPassword', {
    email,
    password: 'test-password',
    returnSecureToken: true,
  })) as { idToken: string }
  return { uid: body.localId, email, idToken: signedIn.idToken }
}

async function post(call: string, payload: unknown): Promise<unknown> {
  const response = await fetch(`${BASE}/identitytoolkit.googleapis.com/v1/${call}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  const body: unknown = await response.json()
  if (!response.ok) throw new Error(`${call} failed: ${JSON.stringify(body)}`)
  return body
}

/** Whether the emulator still knows the user. */
export async function emulatorHasUser(uid: string): Promise<boolean> {
  const response = await fetch(
    `${BASE}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  )
  const body = (await response.json()) as { users?: unknown[] }
  return (body.users?.length ?? 0) > 0
}

/** Deletes the user in the emulator directly, behind the server's back. */
export async function deleteInEmulator(uid: string): Promise<void> {
  const response = await fetch(
    `${BASE}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid }),
    },
  )
  if (!response.ok) throw new Error(`delete failed: ${await response.text()}`)
}

export const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.idToken}` })
