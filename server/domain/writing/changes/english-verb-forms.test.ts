import { describe, expect, it } from 'vitest'
import {
  baseOfGerund,
  englishGerundOf,
  englishPastOf,
  inTense,
  verbFormOf,
} from './english-verb-forms.ts'

describe('english verb forms', () => {
  it('forms the past of regular, doubling, -y and irregular verbs', () => {
    expect(englishPastOf('manage')).toBe('managed')
    expect(englishPastOf('plan')).toBe('planned')
    expect(englishPastOf('edit')).toBe('edited')
    expect(englishPastOf('identify')).toBe('identified')
    expect(englishPastOf('lead')).toBe('led')
    expect(englishPastOf('cut')).toBe('cut')
  })

  it('forms gerunds', () => {
    expect(englishGerundOf('reduce')).toBe('reducing')
    expect(englishGerundOf('plan')).toBe('planning')
    expect(englishGerundOf('audit')).toBe('auditing')
  })

  it('reads the base of an -ing opener, and no base of a noun in -ing', () => {
    expect(baseOfGerund('Monitoring')).toBe('monitor')
    expect(baseOfGerund('managing')).toBe('manage')
    expect(baseOfGerund('planning')).toBe('plan')
    expect(baseOfGerund('something')).toBeNull()
  })

  it('tells the form an opening verb is written in', () => {
    expect(verbFormOf('Managed')).toEqual({ base: 'manage', form: 'past' })
    expect(verbFormOf('Led')).toEqual({ base: 'lead', form: 'past' })
    expect(verbFormOf('Manage')).toEqual({ base: 'manage', form: 'base' })
    expect(verbFormOf('Recording')).toEqual({ base: 'record', form: 'gerund' })
    expect(verbFormOf('Budget')).toBeNull()
  })

  it('writes a verb in a tense, keeping its capital', () => {
    expect(inTense('Managing', 'manage', 'past')).toBe('Managed')
    expect(inTense('Led', 'lead', 'present')).toBe('Lead')
    expect(inTense('recording', 'record', 'present')).toBe('record')
  })
})
