import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  clearableText,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
  subscriptionStatusSchema,
} from './common.ts'

describe('optionalText', () => {
  const schema = z.object({ note: optionalText() })

  it('reads an empty string as absent', () => {
    expect(schema.parse({ note: '' })).toEqual({ note: undefined })
  })
  it('reads null as absent', () => {
    expect(schema.parse({ note: null })).toEqual({ note: undefined })
  })
  it('allows the field to be left out', () => {
    expect(schema.parse({})).toEqual({})
  })
  it('keeps a real value, whitespace and all', () => {
    expect(schema.parse({ note: ' hi ' })).toEqual({ note: ' hi ' })
  })
  it('still rejects a non-string', () => {
    expect(schema.safeParse({ note: 42 }).success).toBe(false)
  })
  it('applies the inner schema to a present value only', () => {
    const short = z.object({ note: optionalText(z.string().max(3)) })
    expect(short.safeParse({ note: 'abcd' }).success).toBe(false)
    expect(short.parse({ note: '' })).toEqual({ note: undefined })
  })
})

describe('clearableText', () => {
  const schema = z.object({ note: clearableText() })

  it('reads an empty string and null as "clear"', () => {
    expect(schema.parse({ note: '' })).toEqual({ note: null })
    expect(schema.parse({ note: null })).toEqual({ note: null })
  })
  it('reads absence as "leave alone"', () => {
    expect(schema.parse({}).note).toBeUndefined()
  })
})

describe('requiredText', () => {
  it('refuses blank text and trims', () => {
    expect(requiredText().safeParse('   ').success).toBe(false)
    expect(requiredText().parse('  x ')).toBe('x')
  })
})

describe('scalars', () => {
  it('takes UUID ids only', () => {
    expect(idSchema.safeParse('0b7f3c52-8c1e-4a51-9f7a-2d0f4c8e9a13').success).toBe(true)
    expect(idSchema.safeParse('42').success).toBe(false)
  })
  it('takes ISO timestamps and dates', () => {
    expect(isoDateSchema.safeParse('2025-11-03T14:05:00.000Z').success).toBe(true)
    expect(isoDateSchema.safeParse('2025-12-01').success).toBe(true)
    expect(isoDateSchema.safeParse('Dec 1, 2025').success).toBe(false)
  })
  it('accepts subscription statuses beyond the known ones', () => {
    expect(subscriptionStatusSchema.parse('past_due')).toBe('past_due')
  })
})
