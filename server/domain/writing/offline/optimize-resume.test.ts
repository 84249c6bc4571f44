import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { analyzeResume } from '../../analysis/analyze-resume.ts'
import { analyzeWithFit } from '../../fit/analyze-with-fit.ts'
import { claimsToAvoid } from '../../fit/claims-to-avoid.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from '../../export/sample-resumes.ts'
import { guardResume } from '../fabrication-guard.ts'
import { optimizeResumeText } from './optimize-resume.ts'
import { headingOf } from './resume-sections.ts'

function optimize(resume: string, jobDescription: string, language: AnalysisLanguage): string {
  const analysis = analyzeResume({ resume, jobDescription })
  return optimizeResumeText({ resume, jobDescription, analysis, language })
}

function headingsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3))
}

function numbersOf(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort()
}

/** A resume pasted from a PDF: capitals for headings, "•" bullets, filler, sections out of order. */
const PLAIN_ENGLISH = `ALEX MORGAN
Platform Engineer
alex.morgan@example.com | +1 555 010 2030 | Denver, CO

Platform engineer who keeps 300 services running on Docker and PostgreSQL.

SKILLS
Docker, PostgreSQL, Python, Linux

EDUCATION
B.S. Computer Engineering, Colorado State University — 2012 – 2016

WORK EXPERIENCE
Platform Engineer, Initech — Mar 2019 – Present
• Responsible for managing 300 Docker services across 4 regions.
• Was involved in migrating 40 PostgreSQL databases to a new cluster.
• Helped with on-call rotations for 12 teams.
Systems Administrator, Globex — 2016 – 2019
Responsible for maintaining 200 Linux hosts with 99.95% uptime.

VOLUNTEERING
Code mentor, Denver Public Library — 2018 – 2020
`

const PLATFORM_JOB = `Senior Platform Engineer
Requirements:
- Kubernetes and Docker in production
- PostgreSQL and MySQL administration
- Terraform and Ansible
- Python scripting`

describe('optimizeResumeText: structure', () => {
  it('restructures a plain-text English resume into standard sections, keeping every one', () => {
    const optimized = optimize(PLAIN_ENGLISH, PLATFORM_JOB, 'en')
    const lines = optimized.split('\n')
    expect(lines.slice(0, 3)).toEqual([
      '# ALEX MORGAN',
      'Platform Engineer',
      'alex.morgan@example.com | +1 555 010 2030 | Denver, CO',
    ])
    // The unlabelled intro becomes the summary; the standard order; the unknown section last.
    expect(headingsOf(optimized)).toEqual([
      'Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Volunteering',
    ])
    expect(optimized).toContain('## Summary\nPlatform engineer who keeps 300 services running')
    expect(optimized).toContain('Code mentor, Denver Public Library — 2018 – 2020')
  })

  it('tightens bullets: action verb first, numbers kept, one bullet style, no closing full stop', () => {
    const optimized = optimize(PLAIN_ENGLISH, PLATFORM_JOB, 'en')
    expect(optimized).toContain('- Managed 300 Docker services across 4 regions\n')
    expect(optimized).toContain(
      '- Contributed to migrating 40 PostgreSQL databases to a new cluster\n',
    )
    expect(optimized).toContain('- Supported on-call rotations for 12 teams\n')
    // A description line under a job, without a marker, becomes a bullet too.
    expect(optimized).toContain('- Maintained 200 Linux hosts with 99.95% uptime')
    expect(optimized).not.toContain('•')
    expect(numbersOf(optimized)).toEqual(expect.arrayContaining(numbersOf(PLAIN_ENGLISH)))
  })

  it('works in only the missing keywords the analysis supports', () => {
    const optimized = optimize(PLAIN_ENGLISH, PLATFORM_JOB, 'en')
    // Kubernetes relates to Docker and MySQL to PostgreSQL; nothing supports Terraform or Ansible.
    expect(optimized).toMatch(/^Docker, PostgreSQL, Python, Linux\nFamiliar with: .*Kubernetes/m)
    expect(optimized).toMatch(/Familiar with: .*MySQL/)
    expect(optimized).not.toMatch(/Terraform|Ansible/)
    const before = analyzeResume({ resume: PLAIN_ENGLISH, jobDescription: PLATFORM_JOB })
    const after = analyzeResume({ resume: optimized, jobDescription: PLATFORM_JOB })
    expect(after.match_percentage).toBeGreaterThan(before.match_percentage)
    expect(guardResume(PLAIN_ENGLISH, optimized, PLATFORM_JOB).removed).toEqual([])
  })

  it('restructures a Spanish resume and adds supported keywords in Spanish', () => {
    const resume = `LUCÍA FERNÁNDEZ
Desarrolladora Backend
lucia@example.es | +34 600 123 456 | Sevilla

HABILIDADES
Docker, PostgreSQL, Java

EXPERIENCIA LABORAL
Desarrolladora Backend, Indra — Ene 2020 – Actualidad
- Responsable de gestionar 25 microservicios en Docker.
- Participé en la migración de 3 bases de datos PostgreSQL.

FORMACIÓN ACADÉMICA
Grado en Ingeniería Informática, Universidad de Sevilla — 2015 – 2019

IDIOMAS
Español (nativo), inglés (B2)
`
    const job = `Desarrollador Backend Sénior
Requisitos:
- Experiencia con Kubernetes y Docker
- PostgreSQL y MySQL
- Terraform`
    const optimized = optimize(resume, job, 'es')
    expect(headingsOf(optimized)).toEqual([
      'Experiencia laboral',
      'Formación académica',
      'Habilidades',
      'Idiomas',
    ])
    expect(optimized).toContain('- Gestioné 25 microservicios en Docker\n')
    expect(optimized).toContain('- Contribuí a la migración de 3 bases de datos PostgreSQL\n')
    expect(optimized).toMatch(/Conocimientos básicos: .*Kubernetes/)
    expect(optimized).not.toContain('Terraform')
    expect(guardResume(resume, optimized, job).removed).toEqual([])
  })

  it('restructures a Russian resume and adds supported keywords in Russian', () => {
    const job = `Ведущий Java-разработчик
Требования:
- Java, Kotlin, Spring Boot
- Kubernetes, Docker
- Terraform`
    const optimized = optimize(RUSSIAN_RESUME, job, 'ru')
    expect(headingsOf(optimized)).toEqual(['О себе', 'Опыт работы', 'Образование', 'Навыки'])
    expect(optimized).toContain(
      '- Спроектировал платёжный шлюз, обрабатывающий 3 млн транзакций в сутки\n',
    )
    expect(optimized).toMatch(/- Базовые знания: .*Kubernetes/)
    expect(optimized).not.toContain('Terraform')
    expect(guardResume(RUSSIAN_RESUME, optimized, job).removed).toEqual([])
  })

  it('keeps every line of the sample resumes when there is no job description', () => {
    for (const [resume, language] of [
      [ENGLISH_RESUME, 'en'],
      [SPANISH_RESUME, 'es'],
      [RUSSIAN_RESUME, 'ru'],
    ] as const) {
      const optimized = optimize(resume, '', language)
      const kept = optimized.split('\n').map((line) => line.replace(/^[-#]+\s*/, ''))
      for (const line of resume.split('\n')) {
        const text = line.replace(/^[-#]+\s*/, '').replace(/\.$/, '')
        if (text.trim().length === 0) continue
        expect(
          kept.some((out) => out.startsWith(text)),
          text,
        ).toBe(true)
      }
      expect(optimized).not.toMatch(/Familiar with|Conocimientos básicos|Базовые знания/)
      expect(headingsOf(optimized)).toEqual(
        resume
          .split('\n')
          .filter((line) => line.startsWith('## '))
          .map((line) => headingOf(line)),
      )
    }
  })

  it('is stable: optimizing its own output changes nothing more', () => {
    const once = optimize(PLAIN_ENGLISH, PLATFORM_JOB, 'en')
    expect(optimize(once, PLATFORM_JOB, 'en')).toBe(once)
  })

  it('extends its own line on a later run instead of adding another', () => {
    const once = optimize(PLAIN_ENGLISH, 'Requirements: Kubernetes', 'en')
    expect(once).toContain('Familiar with: Kubernetes')
    const twice = optimize(once, 'Requirements: MySQL', 'en')
    expect(twice.match(/Familiar with/g)).toHaveLength(1)
    expect(twice).toContain('Familiar with: Kubernetes, MySQL')
  })

  it('adds a skills section in the resume’s language when there is none', () => {
    const resume = `# Ana Ruiz
ana@example.es

## Experiencia
Administradora de sistemas, Acme — 2018 – 2022
- Automaticé el despliegue de 40 contenedores Docker`
    const optimized = optimize(resume, 'Requisitos: Kubernetes', 'es')
    expect(optimized).toMatch(/## Habilidades\n- Conocimientos básicos: Kubernetes\n?$/)
  })
})

describe('optimizeResumeText: hostile input', () => {
  it.each([
    '',
    ' ',
    '\u0000\uFFFD\uD800',
    'a'.repeat(100_000),
    '- x\n'.repeat(5_000),
    '#\n##\n###',
  ])('answers quickly for %j', (resume) => {
    const start = performance.now()
    const optimized = optimize(resume, PLATFORM_JOB, 'en')
    expect(typeof optimized).toBe('string')
    expect(performance.now() - start).toBeLessThan(3_000)
  })
})

describe('optimizeResumeText with the fit report (issue 20: the gap plan)', () => {
  const fitted = (resume: string, jobDescription: string) =>
    analyzeWithFit({ resume, jobDescription, today: '2026-11' })

  it('never claims a requirement the resume does not show, even when a related skill is there', () => {
    const analysis = fitted(PLAIN_ENGLISH, PLATFORM_JOB)
    const avoided = claimsToAvoid(analysis.requirements)
    // Kubernetes relates to Docker and MySQL to PostgreSQL, but the resume shows neither.
    expect(avoided).toEqual(expect.arrayContaining(['Kubernetes', 'MySQL']))
    const optimized = optimizeResumeText({
      resume: PLAIN_ENGLISH,
      jobDescription: PLATFORM_JOB,
      analysis,
      language: 'en',
    })
    expect(optimized).not.toMatch(/Kubernetes|MySQL|Terraform|Ansible|Familiar with/)
    expect(guardResume(PLAIN_ENGLISH, optimized, PLATFORM_JOB, avoided).removed).toEqual([])
  })

  it('writes the ad’s name beside a tool the resume shows under another name', () => {
    const analysis = fitted(PLAIN_ENGLISH, PLATFORM_JOB)
    const line = PLAIN_ENGLISH.split('\n').findIndex((l) => l.startsWith('• Was involved'))
    const withRewording = {
      ...analysis,
      gap_plan: [
        {
          requirement: 'PostgreSQL administration',
          kind: 'tool' as const,
          priority: 'must' as const,
          action: 'reword' as const,
          evidence: { line, text: 'PostgreSQL databases', matched: 'PostgreSQL databases' },
        },
      ],
    }
    const optimized = optimizeResumeText({
      resume: PLAIN_ENGLISH,
      jobDescription: PLATFORM_JOB,
      analysis: withRewording,
      language: 'en',
    })
    expect(optimized).toContain(
      'migrating 40 PostgreSQL databases (PostgreSQL administration) to a new cluster',
    )
    expect(optimized.match(/\(PostgreSQL administration\)/g)).toHaveLength(1)
  })
})
