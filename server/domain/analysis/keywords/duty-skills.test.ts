import { describe, expect, it } from 'vitest'
import { dutyMention, dutySkills } from './duty-skills.ts'
import { tokenize, type Token } from './tokenize.ts'

/** A verb opens a duty at a line's start or after "to", "and" or a comma (as the extractor says). */
function opensClause(tokens: Token[]) {
  return (i: number): boolean => {
    const before = tokens[i - 1]
    return !before || before.sentence !== tokens[i]?.sentence || ['to', 'and'].includes(before.norm)
  }
}

const skillsOf = (text: string): string[] => {
  const tokens = tokenize(text)
  return dutySkills(tokens, opensClause(tokens)).map((d) => d.keyword)
}

describe('dutySkills', () => {
  it('names a verb and its object the way a skills list does', () => {
    expect(skillsOf('- Manage stakeholders\n- Acquire new customers\n- Improve processes')).toEqual(
      ['stakeholder management', 'customer acquisition', 'process improvement'],
    )
    expect(skillsOf('You will be able to manage your own time')).toEqual(['time management'])
    expect(skillsOf('- Gather requirements from users')).toEqual(['requirements gathering'])
    expect(skillsOf('- Communicate clearly with stakeholders')).toEqual([
      'stakeholder communication',
    ])
  })

  it('reads no skill from empty objects, nouns, shared heads or verbs inside a sentence', () => {
    expect(skillsOf('- Improve the way we work')).toEqual([])
    expect(skillsOf('- Manage a variety of tasks')).toEqual([])
    expect(skillsOf('- Write unit and end-to-end tests')).toEqual([])
    expect(skillsOf('- Build code that lasts')).toEqual([])
    expect(skillsOf('- Communicate with people')).toEqual([])
    expect(skillsOf('Our design patterns are well known')).toEqual([])
    expect(skillsOf('- Manage the development of our app')).toEqual([])
  })
})

describe('dutyMention', () => {
  const span = (text: string, keyword: string): string | null => {
    const tokens = tokenize(text)
    const found = dutyMention(tokens, keyword)
    if (!found) return null
    return text.slice(tokens[found[0]]?.start, tokens[found[1] - 1]?.end)
  }

  it('finds a skill written as its verb and object', () => {
    expect(span('- Managed ten key enterprise stakeholders', 'stakeholder management')).toBe(
      'Managed ten key enterprise stakeholders',
    )
    expect(span('- Solved complex problems for clients', 'problem solving')).toBe(
      'Solved complex problems',
    )
    expect(span('Processed vendor payments daily', 'payment processing')).toBe(
      'Processed vendor payments',
    )
  })

  it('does not reach across a preposition, another duty verb or a sentence', () => {
    expect(span('Developed a way to test software', 'software development')).toBeNull()
    expect(span('Managed. Stakeholders were happy', 'stakeholder management')).toBeNull()
    expect(span('Managed budgets for stakeholders', 'stakeholder management')).toBeNull()
    expect(span('Stakeholder management', 'stakeholder management')).toBeNull()
    expect(span('Managed stakeholders', 'stakeholder')).toBeNull()
  })
})
