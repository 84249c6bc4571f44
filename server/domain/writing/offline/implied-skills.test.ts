import { describe, expect, it } from 'vitest'
import { impliesSkill } from './implied-skills.ts'

describe('impliesSkill', () => {
  it('reads a product as use of the skill it is a kind of', () => {
    expect(impliesSkill('SQL', 'PostgreSQL')).toBe(true)
    expect(impliesSkill('JavaScript', 'TypeScript')).toBe(true)
    expect(impliesSkill('Python', 'Django')).toBe(true)
  })

  it('goes one way only, and not between neighbours', () => {
    expect(impliesSkill('PostgreSQL', 'SQL')).toBe(false)
    expect(impliesSkill('Kubernetes', 'Docker')).toBe(false)
    expect(impliesSkill('Power BI', 'Tableau')).toBe(false)
  })
})
