import { describe, expect, it } from 'vitest'
import { firebaseSettings } from './firebase-config.ts'

describe('firebaseSettings', () => {
  it('uses the emulator with the demo project when nothing is configured', () => {
    expect(firebaseSettings({})).toEqual({
      options: {
        apiKey: 'demo-key',
        authDomain: 'demo-jobfit.firebaseapp.com',
        projectId: 'demo-jobfit',
      },
      emulatorUrl: 'http://127.0.0.1:9099',
      incomplete: false,
    })
    expect(
      firebaseSettings({ VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }).emulatorUrl,
    ).toBe('http://localhost:9199')
  })
  it('uses a real configuration without the emulator', () => {
    const settings = firebaseSettings({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
    })
    expect(settings).toEqual({
      options: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      emulatorUrl: null,
      incomplete: false,
    })
  })
  it('flags a real configuration that lacks a value', () => {
    expect(firebaseSettings({ VITE_FIREBASE_API_KEY: 'k' }).incomplete).toBe(true)
  })
})
