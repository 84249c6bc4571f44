import { describe, expect, it } from 'vitest'
import { OFFLINE_WRITER_NAME } from '../writing/offline/offline-writer.ts'
import { optimizationSourceOf } from './version-source.ts'

describe('the source of an optimization', () => {
  it('is offline for the offline writer and model for any model', () => {
    expect(optimizationSourceOf(OFFLINE_WRITER_NAME)).toBe('offline')
    expect(optimizationSourceOf('gpt-4o-mini')).toBe('model')
  })
})
