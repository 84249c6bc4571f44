// What the journeys read from the Firebase Auth emulator directly.
import assert from 'node:assert/strict'
import { EMULATOR, PROJECT_ID, STEP_TIMEOUT_MS, delay } from './config.mjs'

/** The newest password-reset code the emulator "sent" to this address. */
export async function resetCodeFor(email) {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    assert.equal(response.status, 200, 'the emulator lists its oobCodes')
    const { oobCodes = [] } = await response.json()
    const codes = oobCodes.filter(
      (entry) =>
        entry.requestType === 'PASSWORD_RESET' &&
        String(entry.email).toLowerCase() === email.toLowerCase(),
    )
    const last = codes.at(-1)
    if (last) return last.oobCode
    await delay(300)
  }
  throw new Error(`no PASSWORD_RESET oobCode for ${email} in the emulator`)
}
