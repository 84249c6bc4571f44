import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPostings, scoreSkillSpan, wordsOf } from './eval-skillspan.ts'

const row = (idx: number, tokens: string[], skill: string[], knowledge: string[]) =>
  JSON.stringify({ idx, tokens, tags_skill: skill, tags_knowledge: knowledge, source: 'house' })

function postingsFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skillspan-'))
  const path = join(dir, 'dev.json')
  writeFileSync(
    path,
    [
      row(
        1,
        ['Experience', 'with', 'Python', 'and', 'SQL'],
        ['O', 'O', 'O', 'O', 'O'],
        ['O', 'O', 'B', 'O', 'B'],
      ),
      row(1, ['Lead', 'the', 'team'], ['B', 'I', 'I'], ['O', 'O', 'O']),
      row(2, ['Drive', 'a', 'forklift'], ['B', 'I', 'I'], ['O', 'O', 'O']),
    ].join('\n'),
  )
  return path
}

describe('wordsOf', () => {
  it('keeps c and r, drops other single letters, lower-cases', () => {
    expect([...wordsOf('C and R, a Node.js b C#')]).toEqual(['c', 'and', 'r', 'node.js', 'c#'])
  })
})

describe('readPostings', () => {
  it('joins a posting’s sentences with newlines and reads its gold spans', () => {
    const [first, second] = readPostings(postingsFile())
    expect(first?.text).toBe('Experience with Python and SQL\nLead the team')
    expect(first?.gold.map((g) => [g.type, g.first, g.last])).toEqual([
      ['knowledge', 2, 2],
      ['knowledge', 4, 4],
      ['skill', 5, 7],
    ])
    expect(second?.gold).toHaveLength(1)
  })
})

describe('scoreSkillSpan', () => {
  it('scores overlap, strict spans and junk', () => {
    const postings = readPostings(postingsFile())
    const scores = scoreSkillSpan(
      postings,
      (text) =>
        text.startsWith('Experience')
          ? [
              { keyword: 'Python', offsets: [[16, 22]] },
              { keyword: 'the team', offsets: [[36, 44]] },
              { keyword: 'Java', offsets: [] },
            ]
          : [],
      new Set(),
    )
    // Python and "the team" share a word with gold spans; Java does not.
    expect(scores.precision).toBe(0.667)
    expect(scores.recall_knowledge).toBe(0.5)
    expect(scores.recall_skill).toBe(0.5)
    // "the team" opens with a function word.
    expect(scores.junk_rate).toBe(0.333)
    // Python's span is exact; "the team" covers tokens 6-7, the gold span is 5-7.
    expect(scores.strict_span.precision).toBe(0.5)
    expect(scores.strict_span.recall).toBe(0.25)
  })
})
