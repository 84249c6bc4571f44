import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANALYSIS_LANGUAGES,
  ATS_CHECK_IDS,
  atsComparisonSchema,
  atsScoreSchema,
  KEYWORD_SUPPORT,
  type AtsScore,
  type KeywordMatch,
} from '../../../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../../../src/contract/common.ts'
import type { LayoutSignals } from '../../../../src/contract/documents.ts'
import { buildSuggestions, MAX_SUGGESTIONS } from './build-suggestions.ts'
import { compareAts } from './compare-ats.ts'
import { matchPercentage } from './match-percentage.ts'
import { scoreAts } from './score-ats.ts'
import { ENGLISH_RESUME } from './test-resumes.ts'

/** Resume-like text: lines built from bullets, headings, dates, numbers and odd characters. */
const piece = fc.constantFrom(
  '- ',
  '• ',
  '\n',
  '\r\n',
  '\u0000',
  '\u2028',
  'Experience',
  'Опыт работы',
  'Educación',
  'Jan 2020 – Present',
  '2019-2021',
  '03/2020',
  'enero de 2020 - actualidad',
  'н.в.',
  'Led',
  'Разработал',
  'Lideré',
  '40%',
  '$1.2M',
  'a@b.co',
  '+7 (999) 123-45-67',
  'Node.js',
  'C++',
  ' ',
  '.',
  '@',
  '#',
  ':',
)
const resumeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 120 })
    .map((parts) => parts.join('')),
)

const match: fc.Arbitrary<KeywordMatch> = fc.record({
  keyword: fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('Go', 'Kafka', 'machine learning'),
  ),
  category: fc.constantFrom(...KEYWORD_CATEGORIES),
  found_in_resume: fc.boolean(),
  importance_score: fc.double({ min: 0, max: 1, noNaN: true }),
  support: fc.option(fc.constantFrom(...KEYWORD_SUPPORT), { nil: undefined }),
  evidence: fc.option(
    fc.record({
      text: fc.string({ maxLength: 80 }),
      line: fc.nat(),
      matched: fc.string({ maxLength: 20 }),
    }),
    { nil: null },
  ),
})

const layout: fc.Arbitrary<LayoutSignals> = fc.record({
  kind: fc.constantFrom('pdf', 'docx', 'doc', 'txt'),
  page_count: fc.option(fc.nat(30), { nil: null }),
  word_count: fc.nat(),
  columns: fc.integer({ min: 1, max: 4 }),
  tables: fc.nat(5),
  text_boxes: fc.nat(5),
  images_without_text: fc.nat(5),
  contact_only_in_header_footer: fc.boolean(),
})

const input = fc.record({
  resume: resumeText,
  language: fc.constantFrom(...ANALYSIS_LANGUAGES),
  matches: fc.array(match, { maxLength: 15 }),
  layout: fc.option(layout, { nil: undefined }),
})

function expectValid(score: AtsScore, withLayout: boolean) {
  expect(atsScoreSchema.parse(score)).toEqual(score)
  const numbers = [
    score.overall_score,
    score.keyword_density,
    score.formatting_score,
    score.readability_score,
    ...Object.values(score.category_scores),
  ]
  for (const value of numbers) {
    expect(Number.isFinite(value)).toBe(true)
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThanOrEqual(100)
  }
  const checks = score.checks ?? []
  expect(checks).toHaveLength(withLayout ? 14 : 9)
  for (const check of checks) {
    expect(ATS_CHECK_IDS).toContain(check.id)
    expect(check.points).toBeGreaterThanOrEqual(0)
    expect(check.points).toBeLessThanOrEqual(check.weight)
    if (check.value !== null && check.value !== undefined) {
      expect(Number.isFinite(check.value)).toBe(true)
    }
  }
}

describe('scoreAts properties', () => {
  it('never throws and keeps every number finite and in range', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const score = scoreAts(generated)
        expectValid(score, generated.layout !== undefined)
        const suggestions = buildSuggestions({ ...generated, ats: score })
        expect(suggestions.length).toBeGreaterThan(0)
        expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
        expect(matchPercentage(generated.matches)).toBeLessThanOrEqual(100)
      }),
      { numRuns: 300 },
    )
  })

  it('compares any two scores within the contract', () => {
    fc.assert(
      fc.property(input, input, (a, b) => {
        const comparison = compareAts(scoreAts(a), scoreAts(b))
        expect(atsComparisonSchema.parse(comparison)).toEqual(comparison)
      }),
      { numRuns: 100 },
    )
  })

  it('survives huge and degenerate resumes quickly', () => {
    const cases = [
      'a'.repeat(100_000),
      '1'.repeat(100_000),
      '@'.repeat(100_000),
      '- Led a team of 5 engineers to ship 3 products\n'.repeat(2000),
      '\u0000\u0001\u0002\u001f'.repeat(20_000),
      'Jan 2020 – '.repeat(9000),
      `${ENGLISH_RESUME}\n`.repeat(40).slice(0, 100_000),
      '.'.repeat(100_000),
      'é'.repeat(100_000),
      'й '.repeat(50_000),
    ]
    for (const resume of cases) {
      const start = performance.now()
      const score = scoreAts({ resume, language: 'en', matches: [] })
      expect(performance.now() - start).toBeLessThan(2000)
      expectValid(score, false)
      expect(
        buildSuggestions({ resume, language: 'ru', matches: [], ats: score }).length,
      ).toBeGreaterThan(0)
    }
  })
})
