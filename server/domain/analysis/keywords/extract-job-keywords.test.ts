import { describe, expect, it } from 'vitest'
import { extractJobKeywords, type JobKeyword } from './extract-job-keywords.ts'

const JD = `Senior Backend Engineer

We are looking for a Senior Backend Engineer. Experience with Docker, k8s, and Amazon Web Services is required.
Terraform experience is a plus.

Requirements:
- Strong Python skills with FastAPI
- Familiarity with CI/CD pipelines and Postgres
- Excellent communication skills

Nice to have:
- GraphQL, Kafka
- PMP or CSM certification`

const byName = (list: JobKeyword[], name: string): JobKeyword | undefined =>
  list.find((k) => k.keyword === name)

describe('extractJobKeywords', () => {
  const keywords = extractJobKeywords(JD, 'en')

  it('resolves aliases to canonical display forms', () => {
    const names = keywords.map((k) => k.keyword)
    for (const name of [
      'Kubernetes',
      'AWS',
      'PostgreSQL',
      'Python',
      'FastAPI',
      'CI/CD',
      'Docker',
    ]) {
      expect(names).toContain(name)
    }
    expect(names).not.toContain('k8s')
  })

  it('assigns categories', () => {
    expect(byName(keywords, 'Python')?.category).toBe('technical')
    expect(byName(keywords, 'Docker')?.category).toBe('tools')
    expect(byName(keywords, 'communication')?.category).toBe('soft')
    expect(byName(keywords, 'PMP')?.category).toBe('certifications')
    expect(byName(keywords, 'CSM')?.category).toBe('certifications')
  })

  it('ranks required terms above nice-to-have ones, most important first', () => {
    const python = byName(keywords, 'Python')?.importance_score ?? 0
    const docker = byName(keywords, 'Docker')?.importance_score ?? 0
    const graphql = byName(keywords, 'GraphQL')?.importance_score ?? 1
    const terraform = byName(keywords, 'Terraform')?.importance_score ?? 1
    expect(python).toBeGreaterThan(graphql)
    expect(docker).toBeGreaterThan(terraform)
    const scores = keywords.map((k) => k.importance_score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const s of scores) {
      expect(s).toBeGreaterThanOrEqual(0)
      expect(s).toBeLessThanOrEqual(1)
    }
  })

  it('gives offsets of every occurrence', () => {
    const k8s = byName(keywords, 'Kubernetes')
    expect(k8s?.offsets.map(([a, b]) => JD.slice(a, b))).toEqual(['k8s'])
    const engineer = extractJobKeywords('Python here. Python there. Also python.', 'en')
    expect(byName(engineer, 'Python')?.offsets).toHaveLength(3)
  })

  it('counts more mentions as more important', () => {
    const list = extractJobKeywords('We use Java and Scala. Java services. Java tooling.', 'en')
    expect(byName(list, 'Java')?.importance_score).toBeGreaterThan(
      byName(list, 'Scala')?.importance_score ?? 1,
    )
  })

  it('finds tool-like names outside the lexicon as candidates', () => {
    const list = extractJobKeywords('Requirements:\n- Experience with ZorbDB and FluxoRunner', 'en')
    const candidate = byName(list, 'FluxoRunner')
    expect(candidate?.source).toBe('candidate')
    expect(candidate?.category).toBe('tools')
  })

  it('needs a list context for names that are ordinary words', () => {
    const prose = extractJobKeywords(
      'You will go to meetings. Word of mouth. Access to Excel files.',
      'en',
    )
    const prosenames = prose.map((k) => k.keyword)
    expect(prosenames).not.toContain('Go')
    expect(prosenames).not.toContain('Microsoft Word')
    expect(prosenames).not.toContain('Microsoft Access')
    expect(prosenames).toContain('Microsoft Excel')
    const list = extractJobKeywords('Languages: Go, Rust, C and R.', 'en').map((k) => k.keyword)
    expect(list).toEqual(expect.arrayContaining(['Go', 'Rust', 'C', 'R']))
  })

  it('reads Spanish and Russian job descriptions', () => {
    const es = extractJobKeywords(
      'Requisitos:\n- Experiencia con metodologías ágiles\n- Capacidad de trabajo en equipo y liderazgo',
      'es',
    ).map((k) => k.keyword)
    // Shown in the ad's language: the concept links them to "agile" and "teamwork" in a resume.
    expect(es).toEqual(
      expect.arrayContaining(['metodologías ágiles', 'trabajo en equipo', 'liderazgo']),
    )
    const ru = extractJobKeywords(
      'Требования:\n- Коммуникабельность, умение работать в команде\n- Опыт с Kubernetes',
      'ru',
    ).map((k) => k.keyword)
    expect(ru).toEqual(
      expect.arrayContaining(['коммуникабельность', 'работа в команде', 'Kubernetes']),
    )
  })

  it('keeps a spoken language a language when the ad words its level as a noun', () => {
    const names = (ad: string, language: 'en' | 'es'): string[] =>
      extractJobKeywords(ad, language).map((k) => k.keyword)
    // The ad's "fluency" or "alto" would otherwise rename it into a soft skill no resume proves.
    expect(names('Agent\nRequirements\n- German fluency', 'en')).toContain('German, fluent')
    expect(names('Recepcionista\nRequisitos\n- Francés alto', 'es')).toContain('Francés, avanzado')
    expect(
      names('Teacher\nRequirements\n- Structured English Immersion training', 'en'),
    ).not.toContain('English')
  })

  it('returns nothing for empty or symbol-only text', () => {
    expect(extractJobKeywords('', 'en')).toEqual([])
    expect(extractJobKeywords('   \n\t', 'en')).toEqual([])
    expect(extractJobKeywords('!!! ??? ...', 'en')).toEqual([])
  })
})

describe('extractJobKeywords: whose words, whose traits', () => {
  const names = (text: string) => extractJobKeywords(text, 'en').map((k) => k.keyword)

  it('shows a soft skill in the ad’s own words when the ad names it only so', () => {
    const list = names('Requirements:\n- You are a proactive team player\n- Communicative')
    expect(list).toEqual(expect.arrayContaining(['proactive', 'team player', 'communicative']))
    expect(list).not.toContain('teamwork')
    expect(list).not.toContain('self-motivated')
  })

  it('does not take the company’s praise of itself for the candidate’s traits', () => {
    const list = names(
      'We are a passionate, ambitious and creative team.\nRequirements:\n- Python\n- You are curious',
    )
    expect(list).toEqual(expect.arrayContaining(['Python', 'curious']))
    for (const trait of ['passionate', 'ambitious', 'creative', 'creativity'])
      expect(list).not.toContain(trait)
  })

  it('reads an unannounced benefits list as the company’s offer', () => {
    const list = names(
      'Requirements:\n- Experience with Kafka\n- German Language Classes\n- Gym Membership\n- HanseFit pass\n- Salary from EUR 60,000',
    )
    expect(list).toContain('Apache Kafka')
    for (const perk of ['HanseFit pass', 'EUR', 'German', 'German, fluent', 'gym membership'])
      expect(list).not.toContain(perk)
  })

  it('names a duty the lexicon knows as its skill, and no other duty', () => {
    const list = names(
      'Requirements:\n- Solve complex problems\n- Manage your own time\n- Deliver clean, tested code\n- Resolve conflicts calmly',
    )
    expect(list).toEqual(expect.arrayContaining(['problem solving', 'time management']))
    for (const junk of ['clean delivery', 'code delivery', 'conflict resolution']) {
      expect(list).not.toContain(junk)
    }
  })

  it('reads the word after "to" as a verb, and a reflexive pronoun as no skill', () => {
    const list = names(
      'Requirements:\n- Ability to document processes\n- Ability to manage vendor relationships\n- You can use yourself as a tool',
    )
    expect(list).toContain('vendor relationships')
    for (const junk of ['document', 'manage vendor relationships', 'use yourself'])
      expect(list).not.toContain(junk)
  })

  it('names everyday engineering practices and leaves prose that shares a product’s name', () => {
    const list = names(
      'Requirements:\n- Troubleshooting, debugging and refactoring\n- Code review\nApplications received after the deadline are not read.',
    )
    expect(list).toEqual(
      expect.arrayContaining(['troubleshooting', 'debugging', 'refactoring', 'code review']),
    )
    expect(list).not.toContain('After the Deadline')
  })
})

describe('extractJobKeywords: what an ad names that is no skill', () => {
  const names = (text: string, language: 'en' | 'es' | 'ru' = 'en') =>
    extractJobKeywords(text, language).map((k) => k.keyword)

  it('reads the employer line and region codes as places, times as times', () => {
    const list = names(
      'Line Cook\nLakeshore Community Hospital, Raleigh, NC\n\nRequirements:\n- Knife skills\n- Overnight shifts (11pm–7am)',
    )
    expect(list).toContain('knife skills')
    for (const junk of [
      'Lakeshore Community Hospital',
      'lakeshore community hospital',
      'NC',
      '11pm',
    ])
      expect(list).not.toContain(junk)
  })

  it('reads the verb that opens a duty as a verb, and a company doing its business as the company', () => {
    const list = names(
      'Quillstream helps legal teams draft and review contracts.\nResponsibilities:\n- Review code and mentor engineers\n- Handle reservations, process payments and answer calls\nRequirements:\n- Process improvement\n- You should be comfortable in a TMS (we use MercuryGate)',
    )
    expect(list).toEqual(expect.arrayContaining(['process improvement', 'MercuryGate']))
    for (const junk of ['review contracts', 'code', 'process payments', 'use MercuryGate'])
      expect(list).not.toContain(junk)
  })

  it('leaves what is not asked for, and the words that say how much it is asked for', () => {
    const ru = names('Требования:\n- без вредных привычек\n- уверенные навыки венепункции', 'ru')
    expect(ru).toContain('венепункция')
    expect(ru).not.toContain('вредных привычек')
    expect(ru).not.toContain('уверенные навыки венепункции')
    const es = names('Requisitos:\n- Inglés alto imprescindible\n- Carné de conducir', 'es')
    expect(es).not.toContain('imprescindible')
  })

  it('names the asks of Spanish and Russian ads in their own words', () => {
    const ru = names(
      'Требования:\n- знание 1С — обязательно;\n- работа с ТСД, инвентаризация;\n- уверенные навыки венепункции',
      'ru',
    )
    expect(ru).toEqual(expect.arrayContaining(['1С', 'ТСД', 'инвентаризация', 'венепункция']))
    const es = names(
      'Requisitos:\n- Carnet de conducir B (imprescindible)\n- Soporte Vital Avanzado en vigor',
      'es',
    )
    expect(es).toEqual(expect.arrayContaining(['carnet de conducir', 'soporte vital avanzado']))
    expect(es).not.toContain('licencia de conducir')
  })
})
