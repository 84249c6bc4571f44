import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { atsComparisonSchema, keywordAnalysisSchema } from '../../../src/contract/analysis.ts'
import { KEYWORD_CATEGORIES } from '../../../src/contract/common.ts'
import { analyzeResume, compareResumes } from './analyze-resume.ts'

const JOB = `Data Engineer
Requirements:
- Strong Python and SQL
- Experience with Apache Spark and Airflow
- Kubernetes is a plus`

const RESUME = `Sam Lee
sam@example.com | 555-010-2030
EXPERIENCE
Data Engineer, Initech, 2021 - Present
- Built Spark pipelines in Python processing 3 TB a day
- Scheduled 40 Airflow DAGs
SKILLS
Python, SQL, Spark, Airflow`

/** Texts an attacker or a broken upload could send. */
const adversarialTexts = [
  '',
  ' ',
  'a'.repeat(100_000),
  '-'.repeat(100_000),
  '- x\n'.repeat(20_000),
  `${'Python '.repeat(10_000)}`,
  '\u0000\u0001\u0002\u001b[0m\uFFFD\uD800',
  'C++ C# .NET Node.js CI/CD '.repeat(2000),
  '🙂'.repeat(20_000),
  'Опыт работы\n- Разработал сервис на Go\n'.repeat(2000),
]

describe('analyzeResume', () => {
  it('answers in the contract shape with consistent totals', () => {
    const analysis = keywordAnalysisSchema.parse(
      analyzeResume({ resume: RESUME, jobDescription: JOB }),
    )
    expect(analysis.matched_keywords + analysis.missing_keywords).toBe(analysis.total_keywords)
    expect(analysis.keyword_matches).toHaveLength(analysis.total_keywords)
    for (const category of KEYWORD_CATEGORIES) {
      const entry = analysis.category_breakdown[category]
      expect(entry.matched + entry.missing).toBe(entry.total)
    }
    const breakdownTotal = KEYWORD_CATEGORIES.reduce(
      (sum, category) => sum + analysis.category_breakdown[category].total,
      0,
    )
    expect(breakdownTotal).toBe(analysis.total_keywords)
  })

  it('proves matched keywords with a resume line and explains missing ones', () => {
    const analysis = analyzeResume({ resume: RESUME, jobDescription: JOB })
    const spark = analysis.keyword_matches.find((m) => /spark/i.test(m.keyword))
    expect(spark).toMatchObject({ found_in_resume: true, support: 'proven' })
    expect(RESUME.split('\n')[spark?.evidence?.line ?? -1]).toContain('Spark')
    const kubernetes = analysis.keyword_matches.find((m) => /kubernetes/i.test(m.keyword))
    expect(kubernetes?.found_in_resume).toBe(false)
    expect(kubernetes?.support).not.toBe('proven')
  })

  it('is deterministic', () => {
    const first = analyzeResume({ resume: RESUME, jobDescription: JOB })
    const second = analyzeResume({ resume: RESUME, jobDescription: JOB })
    expect(second).toEqual(first)
  })

  it('adds the before/after comparison when an optimized text is given', () => {
    const optimized = `${RESUME}\n- Deployed the pipelines on Kubernetes`
    const analysis = analyzeResume({ resume: RESUME, jobDescription: JOB, optimized })
    expect(analysis.ats_comparison).not.toBeNull()
    expect(analysis.ats_comparison).toEqual(
      compareResumes({ resume: RESUME, optimized, jobDescription: JOB }),
    )
    atsComparisonSchema.parse(analysis.ats_comparison)
  })

  it('never throws and keeps the shape on adversarial input', () => {
    for (const resume of adversarialTexts) {
      for (const jobDescription of [JOB, resume]) {
        keywordAnalysisSchema.parse(analyzeResume({ resume, jobDescription }))
      }
    }
  })

  it('never throws and keeps the shape on arbitrary text (property)', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .array(
          fc.constantFrom('Python', 'SQL', '- ', '\n', 'Led', '2020', 'k8s', 'опыт', 'ñ', ' '),
          {
            maxLength: 200,
          },
        )
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(
        text,
        text,
        fc.option(text, { nil: undefined }),
        (resume, jobDescription, optimized) => {
          const analysis = analyzeResume({
            resume,
            jobDescription,
            ...(optimized === undefined ? {} : { optimized }),
          })
          keywordAnalysisSchema.parse(analysis)
          expect(Number.isFinite(analysis.match_percentage)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
