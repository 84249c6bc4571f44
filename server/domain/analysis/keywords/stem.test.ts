import { describe, expect, it } from 'vitest'
import { stemToken } from './stem.ts'

describe('stemToken', () => {
  it('stems English, Spanish and Russian words with their own stemmer', () => {
    expect(stemToken('pipelines', 'en')).toBe(stemToken('pipeline', 'en'))
    expect(stemToken('proyectos', 'es')).toBe(stemToken('proyecto', 'es'))
    expect(stemToken('команде', 'en')).toBe(stemToken('команда', 'en'))
  })

  it('leaves short words and names with symbols alone', () => {
    expect(stemToken('data', 'en')).toBe('data')
    expect(stemToken('node.js', 'en')).toBe('node.js')
    expect(stemToken('c++', 'en')).toBe('c++')
  })
})
