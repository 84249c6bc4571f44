import { describe, expect, it } from 'vitest'
import { nextToolbarIndex } from './toolbar-keys.ts'

describe('nextToolbarIndex', () => {
  const all = [true, true, true, true]

  it('steps right and left, wrapping at the ends', () => {
    expect(nextToolbarIndex('ArrowRight', 0, all)).toBe(1)
    expect(nextToolbarIndex('ArrowRight', 3, all)).toBe(0)
    expect(nextToolbarIndex('ArrowLeft', 0, all)).toBe(3)
    expect(nextToolbarIndex('ArrowLeft', 2, all)).toBe(1)
  })

  it('jumps to the first and last with Home and End', () => {
    expect(nextToolbarIndex('Home', 2, all)).toBe(0)
    expect(nextToolbarIndex('End', 0, all)).toBe(3)
  })

  it('skips disabled controls', () => {
    const some = [true, false, false, true]
    expect(nextToolbarIndex('ArrowRight', 0, some)).toBe(3)
    expect(nextToolbarIndex('ArrowLeft', 0, some)).toBe(3)
    expect(nextToolbarIndex('End', 0, [true, true, false])).toBe(1)
    expect(nextToolbarIndex('Home', 2, [false, true, true])).toBe(1)
  })

  it('ignores other keys and an all-disabled toolbar', () => {
    expect(nextToolbarIndex('Enter', 0, all)).toBeNull()
    expect(nextToolbarIndex('ArrowRight', 0, [false, false])).toBeNull()
  })
})
