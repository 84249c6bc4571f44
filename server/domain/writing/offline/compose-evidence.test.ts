import { describe, expect, it } from 'vitest'
import { analyzeResume } from '../../analysis/analyze-resume.ts'
import { analyzeWithFit } from '../../fit/analyze-with-fit.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME } from '../../export/sample-resumes.ts'
import {
  backgroundOf,
  profileSentence,
  resultLines,
  resultsToTell,
  skillEvidence,
  whereOf,
} from './compose-evidence.ts'

const JOB = `Senior Backend Engineer

Requirements: Python, Go, Kafka, AWS, PostgreSQL, Kubernetes, Datadog.`

describe('skillEvidence', () => {
  it('lists only the skills found in the resume, each with a sentence-like line of it', () => {
    const analysis = analyzeResume({ resume: ENGLISH_RESUME, jobDescription: JOB })
    const evidence = skillEvidence(analysis, ENGLISH_RESUME)
    const found = analysis.keyword_matches.filter((match) => match.found_in_resume)
    expect(evidence.map((item) => item.skill).sort()).toEqual(
      found.map((match) => match.keyword).sort(),
    )
    expect(evidence.map((item) => item.skill)).not.toContain('Datadog')
    const kafka = evidence.find((item) => item.skill.includes('Kafka'))
    expect(kafka?.line).toBe(
      'Built the customer analytics pipeline (Kafka, Spark, Airflow) processing 2 TB/day.',
    )
    // A skills list ("Languages: TypeScript, Go, Python, SQL") is never quoted as evidence.
    for (const item of evidence) expect(item.line ?? '').not.toMatch(/^[^:]+: .*,/)
    const lines = evidence.flatMap((item) => (item.line ? [item.line] : []))
    expect(new Set(lines).size).toBe(lines.length)
  })
})

describe('skillEvidence with the fit report', () => {
  it('names the met must-haves before the nice-to-haves and the other matching keywords', () => {
    const job = `Senior Backend Engineer

Requirements:
- 5+ years with PostgreSQL
- Strong Kafka experience

Nice to have:
- Python`
    const analysis = analyzeWithFit({
      resume: ENGLISH_RESUME,
      jobDescription: job,
      today: '2026-11',
    })
    const skills = skillEvidence(analysis, ENGLISH_RESUME).map((item) => item.skill)
    // PostgreSQL is shown for fewer years than asked, but shown: a must-have all the same.
    expect(skills.slice(0, 3)).toEqual(['PostgreSQL', 'Apache Kafka', 'Python'])
    expect(skills).toContain('back-end development')
    // Without the fit report, tools and technical terms keep their importance order.
    const plain = skillEvidence(
      analyzeResume({ resume: ENGLISH_RESUME, jobDescription: job }),
      ENGLISH_RESUME,
    )
    expect(plain.map((item) => item.skill).sort()).toEqual([...skills].sort())
  })
})

describe('resultLines and profileSentence', () => {
  it('reads the bullets and the summary sentence of a resume', () => {
    expect(resultLines(RUSSIAN_RESUME)).toEqual([
      'Спроектировал платёжный шлюз, обрабатывающий 3 млн транзакций в сутки.',
      'Сократил время сборки проекта с 40 до 12 минут.',
      'Разработал сервис рекомендаций для 20 млн пользователей.',
    ])
    expect(profileSentence(ENGLISH_RESUME)).toBe(
      'Backend engineer with 8 years of experience building payment and data platforms in TypeScript, Go and PostgreSQL.',
    )
    expect(profileSentence('# Jane\n## Experience\n- Led things')).toBeNull()
  })
})

describe('resultsToTell, backgroundOf and whereOf', () => {
  it('puts results with a figure that name a leading skill first, each with its employer', () => {
    const results = resultsToTell(ENGLISH_RESUME, ['AWS', 'Apache Kafka'])
    expect(results[0]).toEqual({
      line: 'Reduced AWS costs by $240k a year by right-sizing clusters and adding autoscaling.',
      employer: 'Globex Corporation',
      current: false,
      skills: ['AWS'],
    })
    expect(results.map((result) => result.line)).toHaveLength(resultLines(ENGLISH_RESUME).length)
    expect(results.find((result) => result.line.startsWith('Led the migration'))).toMatchObject({
      employer: 'Acme Payments',
      current: true,
    })
  })

  it('reads the current job and the years the summary states', () => {
    expect(backgroundOf(ENGLISH_RESUME)).toEqual({
      title: 'Senior Software Engineer',
      employer: 'Acme Payments',
      current: true,
      years: '8',
    })
    expect(backgroundOf(RUSSIAN_RESUME)?.years).toBe('10')
    expect(backgroundOf('Jane Doe\nBackend engineer.')).toBeNull()
  })

  it('places a result once by its employer, then as "current", "there" or "same"', () => {
    const background = backgroundOf(ENGLISH_RESUME)
    const results = [
      { employer: 'Acme Payments', current: true },
      { employer: 'Acme Payments', current: true },
      { employer: 'Globex Corporation', current: false },
      { employer: '', current: false },
    ]
    expect(results.map((_, index) => whereOf(results, index, background))).toEqual([
      'current',
      'same',
      'at',
      'none',
    ])
  })
})
