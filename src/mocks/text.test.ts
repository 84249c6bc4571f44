import { describe, expect, it } from 'vitest'
import { countWords } from './text.ts'

describe('countWords', () => {
  it('skips Markdown markers and counts words in any script', () => {
    expect(countWords('# Ana Ruiz\n- Built things')).toBe(4)
    expect(countWords('Инженер — frontend, 6 лет')).toBe(4)
    expect(countWords('   ')).toBe(0)
  })
})
