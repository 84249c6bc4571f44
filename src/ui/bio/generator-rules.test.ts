import { describe, expect, it } from 'vitest'
import { PLAN_CATALOGS } from '../../contract/plan-catalogs.ts'
import {
  countParagraphs,
  countWords,
  generationReducer,
  generatorOpen,
  missingFields,
  trimmed,
  type GenerationState,
} from './generator-rules.ts'

describe('countWords', () => {
  it('counts tokens with a letter or digit, in any script', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  Daniel Okafor — COO, 2023.  ')).toBe(4)
    expect(countWords('Даниэль руководит\nоперациями')).toBe(3)
  })
})

describe('countParagraphs', () => {
  it('splits on blank lines, ignoring empty blocks and single line breaks', () => {
    expect(countParagraphs('')).toBe(0)
    expect(countParagraphs('One.\nStill one.')).toBe(1)
    expect(countParagraphs('One.\n\nTwo.\n \n\nThree.\n\n')).toBe(3)
  })
})

describe('missingFields', () => {
  it('lists the required fields that are blank, in the order given', () => {
    const draft = { name: ' ', title: 'COO', awards: '', notes: '' }
    expect(missingFields(draft, ['title', 'name', 'notes'])).toEqual(['name', 'notes'])
    expect(missingFields(draft, ['title'])).toEqual([])
  })
})

describe('trimmed', () => {
  it('trims every value', () => {
    expect(trimmed({ a: ' x ', b: '\ny\n' })).toEqual({ a: 'x', b: 'y' })
  })
})

describe('generatorOpen', () => {
  const launch = PLAN_CATALOGS.launch
  const v1 = PLAN_CATALOGS['v1-2025-10-02']

  it('opens the bio to pro only, and the cover letter to premium and pro', () => {
    expect(generatorOpen('pro', 'pro', 'executive_bio', launch)).toBe(true)
    expect(generatorOpen('premium', 'pro', 'executive_bio', launch)).toBe(false)
    expect(generatorOpen(null, 'pro', 'executive_bio')).toBe(false)
    expect(generatorOpen('premium', 'premium', 'cover_letter', launch)).toBe(true)
    expect(generatorOpen('pro', 'premium', 'cover_letter', v1)).toBe(true)
    expect(generatorOpen('free', 'premium', 'cover_letter')).toBe(false)
    expect(generatorOpen(undefined, 'premium', 'cover_letter', launch)).toBe(false)
  })

  it('closes a metered feature the catalogue gives the plan none of', () => {
    const noLetters = {
      plans: {
        ...launch.plans,
        premium: {
          ...launch.plans.premium,
          features: launch.plans.premium.features.filter((f) => f !== 'cover_letter'),
        },
      },
    }
    expect(generatorOpen('premium', 'premium', 'cover_letter', noLetters)).toBe(false)
    // Without a catalogue yet, the tier alone decides.
    expect(generatorOpen('premium', 'premium', 'cover_letter', null)).toBe(true)
  })
})

describe('generationReducer', () => {
  type S = GenerationState<string>
  const run = (...actions: Parameters<typeof generationReducer<string>>[1][]): S =>
    actions.reduce<S>((state, action) => generationReducer(state, action), { status: 'idle' })

  it('collects progress and text, then the result', () => {
    expect(
      run(
        { type: 'start' },
        { type: 'progress', stage: 'analyzing', percent: 10 },
        { type: 'delta', text: 'Daniel ' },
        { type: 'progress', stage: 'writing', percent: 60 },
        { type: 'delta', text: 'Okafor' },
      ),
    ).toEqual({ status: 'generating', stage: 'writing', percent: 60, text: 'Daniel Okafor' })
    expect(run({ type: 'start' }, { type: 'done', result: 'bio' })).toEqual({
      status: 'done',
      result: 'bio',
    })
  })

  it('never moves progress back and keeps it within 0 to 100', () => {
    expect(
      run(
        { type: 'start' },
        { type: 'progress', stage: 'writing', percent: 70 },
        { type: 'progress', stage: 'checking', percent: 40 },
      ),
    ).toMatchObject({ stage: 'checking', percent: 70 })
    expect(
      run({ type: 'start' }, { type: 'progress', stage: 'saving', percent: 250 }),
    ).toMatchObject({ percent: 100 })
  })

  it('ignores events that arrive after the run ended or was reset', () => {
    expect(run({ type: 'start' }, { type: 'reset' }, { type: 'delta', text: 'late' })).toEqual({
      status: 'idle',
    })
    expect(
      run({ type: 'start' }, { type: 'fail', message: 'Failed' }, { type: 'done', result: 'x' }),
    ).toEqual({ status: 'error', message: 'Failed' })
    expect(run({ type: 'done', result: 'x' })).toEqual({ status: 'idle' })
  })
})
