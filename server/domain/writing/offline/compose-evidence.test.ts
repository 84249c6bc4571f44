import { describe, expect, it } from 'vitest'
import { analyzeResume } from '../../analysis/analyze-resume.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME } from '../../export/sample-resumes.ts'
import { profileSentence, resultLines, skillEvidence } from './compose-evidence.ts'

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
