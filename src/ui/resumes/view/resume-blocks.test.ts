import { describe, expect, it } from 'vitest'
import { resumeBlocks } from './resume-blocks.ts'

describe('resumeBlocks', () => {
  it('reads headings, bullets and paragraphs', () => {
    const text = [
      '# Maya Chen',
      'Frontend Engineer · Portland, OR',
      '',
      '## Experience',
      '### Frontend Engineer, Lumen (2021 - present)',
      '- Built the dashboard',
      '* Wrote the guidelines',
      '• Cut load time by 38%',
    ].join('\n')
    expect(resumeBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Maya Chen' },
      { kind: 'paragraph', text: 'Frontend Engineer · Portland, OR' },
      { kind: 'heading', level: 2, text: 'Experience' },
      { kind: 'heading', level: 3, text: 'Frontend Engineer, Lumen (2021 - present)' },
      {
        kind: 'list',
        items: ['Built the dashboard', 'Wrote the guidelines', 'Cut load time by 38%'],
      },
    ])
  })

  it('keeps the lines of a paragraph, and blank lines split paragraphs and lists', () => {
    expect(resumeBlocks('one\ntwo\r\n\r\nthree\n- a\n\n- b\nafter')).toEqual([
      { kind: 'paragraph', text: 'one\ntwo' },
      { kind: 'paragraph', text: 'three' },
      { kind: 'list', items: ['a'] },
      { kind: 'list', items: ['b'] },
      { kind: 'paragraph', text: 'after' },
    ])
  })

  it('reads deeper headings as level 3 and leaves markup-like text as text', () => {
    expect(resumeBlocks('#### Awards\n<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'heading', level: 3, text: 'Awards' },
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ])
  })

  it('does not take a hyphenated word or a hashtag for markup', () => {
    expect(resumeBlocks('-5% churn\n#1 in sales')).toEqual([
      { kind: 'paragraph', text: '-5% churn\n#1 in sales' },
    ])
  })

  it('gives nothing for empty text', () => {
    expect(resumeBlocks('')).toEqual([])
    expect(resumeBlocks('\n  \n')).toEqual([])
  })
})
