import { describe, expect, it } from 'vitest'
import type { KeywordMatch } from '../../../../src/contract/analysis.ts'
import { keywordMatchSchema } from '../../../../src/contract/analysis.ts'
import { extractJobKeywords, type JobKeyword } from './extract-job-keywords.ts'
import { isCloseRelation, matchKeywords } from './match-keywords.ts'

const kw = (
  keyword: string,
  category: JobKeyword['category'] = 'technical',
  source: JobKeyword['source'] = 'lexicon',
): JobKeyword => ({
  keyword,
  category,
  importance_score: 0.8,
  offsets: [],
  source,
})

const find = (list: KeywordMatch[], name: string): KeywordMatch | undefined =>
  list.find((m) => m.keyword === name)

const RESUME = `Jane Doe
Backend Engineer

Skills: Python, k8s, Postgres, GitHub Actions
- Built REST APIs on Amazon Web Services
- Led data modelling for billing
- Wrote unit tests`

describe('matchKeywords', () => {
  it('proves a keyword through an alias, with the resume line as evidence', () => {
    const [match] = matchKeywords(RESUME, [kw('Kubernetes', 'tools')], 'en')
    expect(match).toMatchObject({
      keyword: 'Kubernetes',
      found_in_resume: true,
      support: 'proven',
      evidence: { text: 'Skills: Python, k8s, Postgres, GitHub Actions', line: 3, matched: 'k8s' },
    })
  })

  it('matches canonical JD terms against alias resume wording and back', () => {
    const result = matchKeywords(RESUME, [kw('AWS', 'tools'), kw('PostgreSQL')], 'en')
    expect(find(result, 'AWS')?.evidence).toEqual({
      text: '- Built REST APIs on Amazon Web Services',
      line: 4,
      matched: 'Amazon Web Services',
    })
    expect(find(result, 'PostgreSQL')?.found_in_resume).toBe(true)
  })

  it('matches plural and spelling variants in English', () => {
    const result = matchKeywords(
      RESUME,
      [kw('data modeling'), kw('unit testing'), kw('REST')],
      'en',
    )
    expect(find(result, 'data modeling')?.evidence?.matched).toBe('data modelling')
    expect(find(result, 'unit testing')?.evidence?.matched).toBe('unit tests')
    expect(find(result, 'REST')?.found_in_resume).toBe(true)
  })

  it('matches inflected candidates in English, Spanish and Russian', () => {
    expect(
      matchKeywords(
        'Managed vendor contracts.',
        [kw('vendor contract', 'technical', 'candidate')],
        'en',
      )[0]?.found_in_resume,
    ).toBe(true)
    const es = matchKeywords(
      'Diseño de sistemas distribuidos y gestión de proyectos',
      [kw('sistema distribuido', 'technical', 'candidate'), kw('gestión de proyectos')],
      'es',
    )
    expect(es.map((m) => m.found_in_resume)).toEqual([true, true])
    const ru = matchKeywords(
      'Отличные навыки коммуникации, работа в команде, управление проектами',
      [
        kw('коммуникабельность', 'soft'),
        kw('командная работа', 'soft'),
        kw('управление проектом', 'technical', 'candidate'),
      ],
      'ru',
    )
    expect(ru.map((m) => m.found_in_resume)).toEqual([true, true, true])
  })

  it('proves a skill the resume writes as its verb and object', () => {
    const resume = 'Jane Doe\n- Managed five client projects at once\n- Solved billing problems'
    const matches = matchKeywords(
      resume,
      [kw('project management', 'soft'), kw('problem solving', 'soft'), kw('risk management')],
      'en',
    )
    expect(find(matches, 'project management')).toMatchObject({
      support: 'proven',
      evidence: { matched: 'Managed five client projects' },
    })
    expect(find(matches, 'problem solving')).toMatchObject({
      support: 'proven',
      evidence: { matched: 'Solved billing problems' },
    })
    expect(find(matches, 'risk management')?.found_in_resume).toBe(false)
  })

  it('marks a missing keyword related when the resume has a related term', () => {
    const [docker] = matchKeywords(RESUME, [kw('Docker', 'tools')], 'en')
    expect(docker).toMatchObject({ found_in_resume: false, support: 'related' })
    expect(docker?.evidence?.matched).toBe('k8s')
    const [sql] = matchKeywords('Worked with MySQL daily', [kw('PostgreSQL')], 'en')
    expect(sql).toMatchObject({ support: 'related', evidence: { matched: 'MySQL', line: 0 } })
  })

  it('marks a missing keyword with nothing related as none, without evidence', () => {
    const [match] = matchKeywords(RESUME, [kw('Salesforce', 'tools')], 'en')
    expect(match).toEqual({
      keyword: 'Salesforce',
      category: 'tools',
      found_in_resume: false,
      importance_score: 0.8,
      support: 'none',
      evidence: null,
    })
  })

  it('does not find an ambiguous word in prose', () => {
    const [go] = matchKeywords('I like to go hiking.', [kw('Go')], 'en')
    expect(go?.found_in_resume).toBe(false)
  })

  it('returns contract-valid matches for a whole analysis', () => {
    const jd =
      'Requirements: Python, Docker, Kubernetes, Terraform, strong communication skills. PMP a plus.'
    const result = matchKeywords(RESUME, extractJobKeywords(jd, 'en'), 'en')
    expect(result.length).toBeGreaterThan(4)
    for (const m of result) expect(keywordMatchSchema.parse(m)).toEqual(m)
  })

  it('tells a curated relation or a head word from a mere shared O*NET group', () => {
    expect(isCloseRelation('CI/CD', 'GitHub Actions')).toBe(true)
    expect(isCloseRelation('data modeling', 'modeling')).toBe(true)
    // React and REST, Python and TypeScript: one commodity group, not one skill.
    expect(isCloseRelation('REST', 'React')).toBe(false)
    expect(isCloseRelation('Python', 'TypeScript')).toBe(false)
  })

  it('relates no certification by a word of its name', () => {
    const [match] = matchKeywords(
      'Web Developer at Cascade Creative',
      [kw('AWS Certified Developer', 'certifications')],
      'en',
    )
    expect(match?.support).toBe('none')
  })
})
