import { describe, expect, it } from 'vitest'
import { demoModeOn } from './demo-mode.ts'

describe('demoModeOn', () => {
  it('is off unless the setting says true', () => {
    expect(demoModeOn({})).toBe(false)
    expect(demoModeOn({ VITE_DEMO_MODE: '' })).toBe(false)
    expect(demoModeOn({ VITE_DEMO_MODE: 'false' })).toBe(false)
    expect(demoModeOn({ VITE_DEMO_MODE: '1' })).toBe(false)
    expect(demoModeOn({ VITE_DEMO_MODE: 'true' })).toBe(true)
    expect(demoModeOn({ VITE_DEMO_MODE: ' TRUE ' })).toBe(true)
  })
})
