import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keywordMatchSchema } from '../../../../src/contract/analysis.ts'
import { extractJobKeywords, type JobKeyword } from './extract-job-keywords.ts'
import { matchKeywords } from './match-keywords.ts'

const LANGUAGES = ['en', 'es', 'ru'] as const

function expectValidKeywords(text: string, list: JobKeyword[]): void {
  expect(Array.isArray(list)).toBe(true)
  for (const k of list) {
    expect(typeof k.keyword).toBe('string')
    expect(k.keyword.length).toBeGreaterThan(0)
    expect(['technical', 'tools', 'soft', 'certifications']).toContain(k.category)
    expect(['lexicon', 'candidate']).toContain(k.source)
    expect(k.importance_score).toBeGreaterThanOrEqual(0)
    expect(k.importance_score).toBeLessThanOrEqual(1)
    for (const [a, b] of k.offsets) {
      expect(a).toBeGreaterThanOrEqual(0)
      expect(b).toBeGreaterThan(a)
      expect(b).toBeLessThanOrEqual(text.length)
    }
  }
}

/** Text made of words the engine reacts to, so properties reach past the empty answer. */
const jobText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Python',
        'k8s',
        'C++',
        '.NET',
        'CI/CD',
        'Go',
        'R',
        'Requirements:',
        'Nice to have:',
        '\n- ',
        ', ',
        '. ',
        'experience with',
        'ability to',
        'trabajo en equipo',
        'коммуникабельность',
        'a plus',
        'required',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(' '))

describe('keyword engine properties', () => {
  it('extract and match never throw and return valid shapes on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          jobText,
        ),
        fc.oneof(fc.string({ maxLength: 300 }), jobText),
        fc.constantFrom(...LANGUAGES),
        (jd, resume, language) => {
          const keywords = extractJobKeywords(jd, language)
          expectValidKeywords(jd, keywords)
          const matches = matchKeywords(resume, keywords, language)
          expect(matches).toHaveLength(keywords.length)
          for (const m of matches) {
            expect(keywordMatchSchema.parse(m)).toEqual(m)
            expect(m.found_in_resume).toBe(m.support === 'proven')
            expect(m.evidence === null).toBe(m.support === 'none')
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('survives pathological inputs', () => {
    const inputs = [
      '',
      '\u0000\u0001\u0002\u001f\u007f',
      'a'.repeat(100_000),
      '.'.repeat(50_000),
      Array.from({ length: 3000 }, (_, i) => `- Python ${i}, Docker, k8s`).join('\n'),
      '\n'.repeat(10_000),
      '\uD800\uDFFF\uFFFE',
      'C++'.repeat(5000),
    ]
    for (const text of inputs) {
      const started = performance.now()
      const keywords = extractJobKeywords(text, 'en')
      expectValidKeywords(text, keywords)
      const matches = matchKeywords(text, keywords, 'en')
      expect(matches).toHaveLength(keywords.length)
      expect(performance.now() - started).toBeLessThan(5000)
    }
  })

  it('is deterministic', () => {
    const jd = 'Requirements:\n- Python, Docker and Kubernetes\n- FluxoDB a plus'
    expect(extractJobKeywords(jd, 'en')).toEqual(extractJobKeywords(jd, 'en'))
  })
})
