import { describe, expect, it } from 'vitest'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from '../export/sample-resumes.ts'
import { guardProse, guardResume, type RemovedClaim } from './fabrication-guard.ts'

function kinds(removed: readonly RemovedClaim[]): string[] {
  return [...new Set(removed.map((claim) => claim.kind))].sort()
}

const BACKEND_JOB = `Senior Backend Engineer at TechCorp
Requirements:
- Python, Go and PostgreSQL
- Kubernetes and Docker
- Terraform`

describe('guardResume: supported text', () => {
  it.each([
    ['English', ENGLISH_RESUME],
    ['Spanish', SPANISH_RESUME],
    ['Russian', RUSSIAN_RESUME],
  ])('leaves a %s resume that only restates its original untouched', (_, resume) => {
    const result = guardResume(resume, resume, BACKEND_JOB)
    expect(result.removed).toEqual([])
    expect(result.text).toBe(resume)
    expect(result.addedKeywords).toEqual([])
  })

  it('keeps a supported related keyword and lists it with its section and line', () => {
    // Kubernetes relates to Docker, which the original has; the job asks for both.
    const original = ENGLISH_RESUME.replace('Kubernetes, ', 'Docker, ')
    const written = original.replace(
      '- Practices: TDD',
      '- Familiar with: Kubernetes\n- Practices: TDD',
    )
    const result = guardResume(original, written, BACKEND_JOB)
    expect(result.removed).toEqual([])
    expect(result.text).toBe(written)
    expect(result.addedKeywords).toEqual([
      { keyword: 'Kubernetes', section: 'Skills', line: '- Familiar with: Kubernetes' },
    ])
  })
})

describe('guardResume: requirements the fit report finds unmet', () => {
  it('cuts a related keyword the fit report says the resume does not show', () => {
    const original = ENGLISH_RESUME.replace('Kubernetes, ', 'Docker, ')
    const written = original.replace(
      '- Practices: TDD',
      '- Familiar with: Kubernetes\n- Practices: TDD',
    )
    const result = guardResume(original, written, BACKEND_JOB, ['Kubernetes'])
    expect(result.removed).toEqual([expect.objectContaining({ kind: 'skill', text: 'Kubernetes' })])
    expect(result.text).not.toContain('Kubernetes')
    expect(result.addedKeywords).toEqual([])
  })

  it('cuts it from a cover letter too', () => {
    const resume = ENGLISH_RESUME.replace('Kubernetes, ', 'Docker, ')
    const result = guardProse({
      sources: [resume],
      written: 'Dear team,\n\nI run Docker and Kubernetes in production.\n\nJane Doe',
      jobDescription: BACKEND_JOB,
      avoid: ['Kubernetes'],
    })
    expect(result.removed.map((claim) => claim.text)).toContain('Kubernetes')
    expect(result.text).not.toContain('Kubernetes')
  })
})

describe('guardResume: fabricated English output', () => {
  const written = ENGLISH_RESUME.replace(
    '## Education',
    'Staff Engineer, Google — Mar 2014 – May 2016\n- Built the search indexing pipeline\n\n## Education',
  )
    .replace('B.S. in Computer Science', 'M.S. in Computer Science')
    .replace('- Practices: TDD', '- Practices: Haskell, TDD')
    .replace('Backend engineer with', 'Backend engineer since 2009 with')
    .replace(
      '- Reduced AWS costs',
      '- Reduced AWS costs with Ansible, Kubernetes and autoscaling; cut',
    )
  const result = guardResume(ENGLISH_RESUME, written, BACKEND_JOB)

  it('removes the invented employer and title with the invented job’s bullets', () => {
    expect(result.removed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'employer', text: 'Google' }),
        expect.objectContaining({ kind: 'title', text: 'Staff Engineer' }),
      ]),
    )
    expect(result.text).not.toContain('Google')
    expect(result.text).not.toContain('search indexing pipeline')
  })

  it('removes the invented year and month-years', () => {
    expect(result.removed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'date', text: '2009' }),
        expect.objectContaining({ kind: 'date', text: 'Mar 2014 – May 2016' }),
      ]),
    )
    // The date goes with its preposition; the rest of the sentence stays.
    expect(result.text).toContain('Backend engineer with **8 years** of experience')
  })

  it('removes the invented degree and leaves the real school', () => {
    expect(result.removed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'degree', text: 'M.S. in Computer Science' }),
      ]),
    )
    expect(result.text).toContain('University of Washington — 2012 – 2016')
    expect(result.text).not.toContain('M.S.')
  })

  it('removes invented skills from list lines, keeping the supported ones', () => {
    expect(result.removed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'skill', text: 'Haskell' }),
        expect.objectContaining({ kind: 'skill', text: 'Ansible' }),
      ]),
    )
    expect(result.text).toContain('- Practices: TDD, domain-driven design, incident response')
    // Kubernetes is in the original: it stays, and the list closes with its conjunction.
    expect(result.text).toContain('- Reduced AWS costs with Kubernetes and autoscaling; cut')
  })

  it('leaves every supported line as it was', () => {
    const untouched = ENGLISH_RESUME.split('\n').filter(
      (line) => !/Summary|Backend engineer|B\.S\.|Practices|Reduced AWS/.test(line),
    )
    for (const line of untouched) expect(result.text.split('\n')).toContain(line)
  })
})

describe('guardResume: a headline rewritten to the job’s title', () => {
  it('removes the title the original never held', () => {
    const written = ENGLISH_RESUME.replace(
      'Senior Software Engineer\n',
      'Principal Platform Architect\n',
    )
    const result = guardResume(ENGLISH_RESUME, written, BACKEND_JOB)
    expect(result.removed).toEqual([
      expect.objectContaining({ kind: 'title', text: 'Principal Platform Architect' }),
    ])
    expect(result.text).toBe(ENGLISH_RESUME.replace('Senior Software Engineer\n', ''))
  })
})

describe('guardResume: a model-style rewrite', () => {
  // The first golden case's resume (Resume-Matcher, Apache-2.0) and the kind of rewrite a model
  // returns: new wording, spelled-out month and school names, a keyword list padded from the job.
  const original = `# Jane Doe
Senior Backend Engineer
jane@example.com | +1-555-0100 | San Francisco, CA | https://janedoe.dev | linkedin.com/in/janedoe | github.com/janedoe

## Summary
Backend engineer with 6 years of experience building scalable Python APIs and microservices.

## Experience
Senior Backend Engineer, Acme Corp — Jan 2021 - Present
- Built REST APIs serving 50K requests/day using Python and FastAPI
- Led migration from monolith to microservices architecture
- Mentored 3 junior developers on backend best practices

Software Engineer, StartupCo — Jun 2018 - Dec 2020
- Developed payment processing system handling $2M monthly
- Wrote unit and integration tests improving coverage from 40% to 85%

## Education
B.S. Computer Science, MIT — 2014 - 2018
- Graduated with honors, Dean's List

## Skills
Python, FastAPI, Docker, AWS, PostgreSQL, Redis

## Certifications
- AWS Solutions Architect Associate

## Awards
- Employee of the Year 2022
`
  const written = `# Jane Doe
Senior Backend Engineer
jane@example.com | +1-555-0100 | San Francisco, CA | https://janedoe.dev | linkedin.com/in/janedoe | github.com/janedoe

## Professional Summary
Results-driven Senior Backend Engineer with 6+ years of experience designing scalable Python and FastAPI APIs, microservices architecture and cloud infrastructure on AWS. Passionate about clean code and mentoring.

## Experience
### Senior Backend Engineer | Acme Corp | January 2021 – Present
- Architected and built RESTful APIs serving 50K+ requests/day with Python and FastAPI
- Led the migration from a monolith to a microservices architecture, improving deployment speed
- Mentored 3 junior developers on backend best practices and code reviews

### Software Engineer | StartupCo | June 2018 – December 2020
- Developed a payment processing system handling $2M in monthly transactions
- Increased test coverage from 40% to 85% with unit and integration tests

## Education
Bachelor of Science in Computer Science, Massachusetts Institute of Technology (MIT) — 2014 – 2018

## Skills
Python, FastAPI, Docker, Kubernetes, AWS, PostgreSQL, Redis, REST APIs, Microservices, CI/CD, Terraform, Agile

## Certifications
- AWS Certified Solutions Architect – Associate

## Awards
- Employee of the Year (2022)
`
  const job = `Senior Backend Engineer at TechCorp
We build scalable APIs using Python and FastAPI. Experience with Docker, Kubernetes, and AWS is
required. Terraform and GraphQL experience is a plus.
- Familiarity with CI/CD pipelines and agile methodologies`
  const result = guardResume(original, written, job)

  it('removes only the skills the original does not support', () => {
    // "code reviews" is the rewrite's own: the original mentored on best practices only.
    expect(result.removed.map((claim) => [claim.kind, claim.text])).toEqual([
      ['skill', 'code reviews'],
      ['skill', 'CI/CD'],
      ['skill', 'Terraform'],
      ['skill', 'Agile'],
    ])
    expect(result.text).toBe(
      written.replace(', CI/CD, Terraform, Agile', '').replace(' and code reviews', ''),
    )
  })

  it('lists the supported keyword the rewrite added', () => {
    expect(result.addedKeywords).toEqual([
      {
        keyword: 'Kubernetes',
        section: 'Skills',
        line: 'Python, FastAPI, Docker, Kubernetes, AWS, PostgreSQL, Redis, REST APIs, Microservices',
      },
    ])
  })
})

describe('guardResume: fabricated Spanish output', () => {
  const written = SPANISH_RESUME.replace(
    '## Educación',
    'Diseñadora Principal, Google — Ene 2012 – Dic 2014\n- Lideré el rediseño de Maps\n\n## Educación',
  )
    .replace('Grado en Diseño', 'Máster en Diseño')
    .replace('- Figma, investigación', '- Figma, Blender, investigación')
    .replace('Diseñadora con **7 años**', 'Diseñadora desde 2010 con **7 años**')
  const result = guardResume(SPANISH_RESUME, written, BACKEND_JOB)

  it('removes the invented employer, year, degree and skill', () => {
    expect(kinds(result.removed)).toEqual(['date', 'degree', 'employer', 'skill', 'title'])
    expect(result.text).not.toMatch(/Google|2010|2012|Máster|Blender|Maps/)
    expect(result.text).toContain(
      '- Figma, investigación de usuarios, prototipado, pruebas de usabilidad',
    )
    expect(result.text).toContain('Diseñadora con **7 años** de experiencia')
    expect(result.text).toContain('Universidad Politécnica de Madrid — 2013 – 2017')
  })

  it('leaves the supported lines untouched', () => {
    for (const line of SPANISH_RESUME.split('\n').filter((l) =>
      /Telefónica|Cabify|Rediseñé|Idiomas/.test(l),
    )) {
      expect(result.text.split('\n')).toContain(line)
    }
  })
})

describe('guardResume: fabricated Russian output', () => {
  const written = RUSSIAN_RESUME.replace(
    '## Образование',
    'Архитектор, ООО «Рога и копыта» — 2005 – 2008\n- Руководил командой из 30 человек\n\n## Образование',
  )
    .replace('МГУ им. М. В. Ломоносова', 'Магистр информатики, МГУ им. М. В. Ломоносова')
    .replace('- Java, Kotlin', '- Java, Erlang, Kotlin')
    .replace('Разработчик с **10-летним**', 'С 2001 года разработчик с **10-летним**')
  const result = guardResume(RUSSIAN_RESUME, written, BACKEND_JOB)

  it('removes the invented employer, year, degree and skill', () => {
    expect(kinds(result.removed)).toEqual(['date', 'degree', 'employer', 'skill', 'title'])
    expect(result.text).not.toMatch(/Рога|2001|2005|Магистр|Erlang/)
    expect(result.text).toContain('- Java, Kotlin, Spring Boot, PostgreSQL, Kafka, Docker')
    expect(result.text).toContain('МГУ им. М. В. Ломоносова, факультет ВМК — 2008 – 2013')
  })

  it('leaves the supported lines untouched', () => {
    for (const line of RUSSIAN_RESUME.split('\n').filter((l) =>
      /Ромашка|Яндекс|Сократил|B2/.test(l),
    )) {
      expect(result.text.split('\n')).toContain(line)
    }
  })
})

describe('guardProse', () => {
  const bioSources = [
    'Jane Doe',
    'Senior Backend Engineer',
    'Fintech',
    'B.S. in Computer Science, University of Washington',
    'Led the billing migration at Acme Payments in 2020; built APIs in Python and Go.',
  ]

  it('leaves a bio built from the form’s facts untouched', () => {
    const written = `Jane Doe is a Senior Backend Engineer in fintech.

In 2020 she led the billing migration at Acme Payments, building APIs in Python and Go. She holds a B.S. in Computer Science from the University of Washington.`
    const result = guardProse({ sources: bioSources, written, jobDescription: '' })
    expect(result.removed).toEqual([])
    expect(result.text).toBe(written)
  })

  it('drops the sentences of an English bio that invent an employer, a degree or a year', () => {
    const written = `Jane Doe is a Senior Backend Engineer in fintech. She previously worked at Google on search.

She holds a Ph.D. in Physics. Since 2011, she has built APIs in Python, Go and Rust.`
    const result = guardProse({ sources: bioSources, written, jobDescription: '' })
    expect(kinds(result.removed)).toEqual(['date', 'degree', 'employer', 'skill'])
    expect(result.text).toBe(`Jane Doe is a Senior Backend Engineer in fintech.

She has built APIs in Python and Go.`)
  })

  it('checks a Spanish bio the same way', () => {
    const sources = [
      'María Núñez',
      'Diseñadora de Producto',
      'Comercio electrónico',
      'Grado en Diseño',
      'Rediseñé el pago en Telefónica en 2021 con Figma.',
    ]
    const written = `María Núñez es Diseñadora de Producto. En 2021 rediseñó el pago en Telefónica con Figma y Blender. Antes trabajó en Google.`
    const result = guardProse({ sources, written, jobDescription: '' })
    expect(kinds(result.removed)).toEqual(['employer', 'skill'])
    expect(result.text).toBe(
      'María Núñez es Diseñadora de Producto. En 2021 rediseñó el pago en Telefónica con Figma.',
    )
  })

  it('checks a Russian bio the same way', () => {
    const sources = [
      'Иван Петров',
      'Ведущий разработчик',
      'Финтех',
      'МГУ',
      'Спроектировал платёжный шлюз в Яндексе в 2019 году на Java.',
    ]
    const written = `Иван Петров — ведущий разработчик. В 2019 году спроектировал платёжный шлюз на Java и Erlang. С 2003 года работал в Сбербанке.`
    const result = guardProse({ sources, written, jobDescription: '' })
    expect(kinds(result.removed)).toEqual(['date', 'employer', 'skill'])
    expect(result.text).toBe(
      'Иван Петров — ведущий разработчик. В 2019 году спроектировал платёжный шлюз на Java.',
    )
  })

  it('lets a cover letter name the company and title, never a skill the resume lacks', () => {
    const resume = `# Jane Doe\n## Experience\nSenior Backend Engineer, Acme Payments — 2020 – Present\n- Built APIs in Python and Docker`
    const written = `Dear Hiring Manager,

I am applying for the Senior Backend Engineer role at TechCorp. At Acme Payments I built APIs in Python, Docker and Terraform.

Sincerely,
Jane Doe`
    const result = guardProse({
      sources: [resume, 'Jane Doe', 'Senior Backend Engineer', 'TechCorp'],
      written,
      jobDescription: BACKEND_JOB,
    })
    expect(result.removed).toEqual([expect.objectContaining({ kind: 'skill', text: 'Terraform' })])
    expect(result.text).toContain('I am applying for the Senior Backend Engineer role at TechCorp.')
    expect(result.text).toContain('At Acme Payments I built APIs in Python and Docker.')
    expect(result.text).not.toContain('Terraform')
  })
})

describe('the guard on hostile input', () => {
  const texts = [
    '',
    ' ',
    '\u0000\u0001\u001b[0m\uFFFD\uD800',
    'a'.repeat(100_000),
    '- x\n'.repeat(5_000),
    'Jan 2019 – '.repeat(2_000),
    'B.S. '.repeat(2_000),
    'at Acme '.repeat(2_000),
    '«'.repeat(10_000),
  ]

  it.each(texts.map((text) => [JSON.stringify(text.slice(0, 12)), text] as const))(
    '%s: answers quickly and keeps a text checked against itself',
    (_, text) => {
      const start = performance.now()
      const resume = guardResume(text, text, BACKEND_JOB)
      const prose = guardProse({ sources: [text], written: text, jobDescription: BACKEND_JOB })
      expect(resume.removed).toEqual([])
      expect(prose.removed).toEqual([])
      expect(performance.now() - start).toBeLessThan(3_000)
    },
  )
})
