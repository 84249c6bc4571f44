// The demo accounts of `npm start` (issue 3): one per plan, created in the Auth emulator.
export const DEMO_PASSWORD = 'jobfit-demo'
export const DEMO_ACCOUNTS = [
  { email: 'free@demo.jobfit.test', plan: 'free' },
  { email: 'premium@demo.jobfit.test', plan: 'premium' },
  { email: 'pro@demo.jobfit.test', plan: 'pro' },
]

async function call(emulatorHost, name, body) {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${name}?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  )
  return { ok: response.ok, body: await response.json() }
}

/** Creates the accounts (or signs in to those that exist) and resolves to them with their uids. */
export async function ensureDemoAccounts(emulatorHost) {
  const accounts = []
  for (const account of DEMO_ACCOUNTS) {
    const credentials = { email: account.email, password: DEMO_PASSWORD }
    let result = await call(emulatorHost, 'signUp', {
      ...credentials,
      displayName: account.email.split('@')[0],
    })
    if (!result.ok) result = await call(emulatorHost, 'signInWithPassword', credentials)
    if (!result.ok) {
      throw new Error(`Could not create ${account.email}: ${JSON.stringify(result.body)}`)
    }
    accounts.push({ ...account, uid: result.body.localId })
  }
  return accounts
}
