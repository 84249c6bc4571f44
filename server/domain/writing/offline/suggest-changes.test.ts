import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import type { ResumeChange } from '../../../../src/contract/resume-changes.ts'
import { analyzeWithFit } from '../../fit/analyze-with-fit.ts'
import { applySafeChanges } from '../../../../src/contract/apply-resume-changes.ts'
import { guardChanges } from '../changes/guard-changes.ts'
import { derivedNumbers, unprovenKeywords } from '../changes/propose-changes.ts'
import { suggestResumeChanges } from './suggest-changes.ts'

function suggest(resume: string, jobDescription: string, language: AnalysisLanguage = 'en') {
  const analysis = analyzeWithFit({ resume, jobDescription, today: '2026-11' })
  const changes = suggestResumeChanges({
    resume,
    jobDescription,
    analysis,
    language,
    today: '2026-11',
  })
  return { analysis, changes }
}

function byKind(changes: readonly ResumeChange[], kind: ResumeChange['kind']): ResumeChange[] {
  return changes.filter((change) => change.kind === kind)
}

/** An accountant's resume as people write them: duty openers, a summary with stale years. */
const ACCOUNTANT = `Dana Whitfield
Columbus, OH | dana.whitfield@example.com | 614-555-0148

Summary
Staff accountant with three years of experience in month-end close and reconciliations.

Experience
Staff Accountant, Meridian Packaging — May 2021 – Present
- Monitoring and recording activity for 14 cost centers in NetSuite
- Responsible for month-end close of the general ledger
- Helped the internal audit team prepare year-end schedules
- Reconciled bank accounts

Accounts Payable Clerk, Ohio Valley Foods — May 2019 – Apr 2021
- Processing vendor invoices with three-way match
- Processing vendor invoices with three-way match
- Worked on the migration from QuickBooks to NetSuite

Skills
- Excel, NetSuite, QuickBooks, D3.js dashboards`

const ACCOUNTANT_AD = `Senior Accountant
Requirements:
- 5+ years of accounting experience
- Month-end close and account reconciliation
- NetSuite and advanced Excel
- SOX compliance
- Power BI or Tableau`

describe('suggestResumeChanges: bullets', () => {
  const { changes } = suggest(ACCOUNTANT, ACCOUNTANT_AD)
  const after = (before: string) => changes.find((c) => c.before === before && c.safe)?.after

  it('replaces weak and -ing openings with verbs in the role’s tense, keeping every other word', () => {
    expect(after('Monitoring and recording activity for 14 cost centers in NetSuite')).toBe(
      'Monitor and record activity for 14 cost centers in NetSuite',
    )
    expect(after('Helped the internal audit team prepare year-end schedules')).toBe(
      'Support the internal audit team in preparing year-end schedules',
    )
    expect(after('Processing vendor invoices with three-way match')).toBe(
      'Processed vendor invoices with three-way match',
    )
    expect(after('Worked on the migration from QuickBooks to NetSuite')).toBe(
      'Contributed to the migration from QuickBooks to NetSuite',
    )
  })

  it('merges a repeated bullet', () => {
    const repeat = byKind(changes, 'duplicate_merged')
    expect(repeat).toEqual([expect.objectContaining({ after: '', safe: true, line: 15 })])
  })

  it('asks for the number instead of inventing one', () => {
    const asked = byKind(changes, 'number_asked')
    expect(asked.map((c) => c.after)).toContain('Reconcile [how many?] bank accounts')
    for (const change of asked) {
      expect(change).toMatchObject({ needs_user_input: true, safe: false })
    }
  })

  it('gives each change a reason and the line it rests on', () => {
    for (const change of changes) {
      expect(change.reason.length).toBeGreaterThan(10)
      if (change.before !== '') expect(ACCOUNTANT.split('\n')[change.line]).toContain(change.before)
    }
  })
})

describe('suggestResumeChanges: claims', () => {
  const { analysis, changes } = suggest(ACCOUNTANT, ACCOUNTANT_AD)

  it('flags the summary’s years against the roles, with both numbers', () => {
    const [flag] = byKind(changes, 'inconsistency')
    expect(flag?.reason).toBe(
      'Your summary says three years; your roles add up to 7 years 7 months.',
    )
    expect(flag?.after).toBe(
      'Staff accountant with 7 years of experience in month-end close and reconciliations.',
    )
    expect(flag?.safe).toBe(false)
  })

  it('writes no "Familiar with" or "Key strengths" line, and no keyword the resume does not prove', () => {
    const text = applySafeChanges(ACCOUNTANT, changes)
    expect(text).not.toMatch(/Familiar with|Key strengths|SOX|Power BI|Tableau/)
    const unproven = unprovenKeywords(analysis, ACCOUNTANT)
    const input = {
      resume: ACCOUNTANT,
      jobDescription: ACCOUNTANT_AD,
      analysis,
      language: 'en' as const,
      today: '2026-11',
    }
    const set = guardChanges(
      ACCOUNTANT,
      changes,
      ACCOUNTANT_AD,
      unproven,
      'en',
      derivedNumbers(input),
    )
    expect(set.rejected).toEqual([])
  })

  it('turns a related skill into a question, never a claim', () => {
    const questions = byKind(changes, 'question')
    for (const question of questions) {
      expect(question).toMatchObject({ before: '', after: '', needs_user_input: true, safe: false })
    }
  })

  it('keeps every line of the original that no change touches, in its place', () => {
    const text = applySafeChanges(ACCOUNTANT, changes).split('\n')
    const touched = new Set(changes.filter((c) => c.safe && c.before !== '').map((c) => c.line))
    ACCOUNTANT.split('\n').forEach((line, n) => {
      if (!touched.has(n)) expect(text).toContain(line)
    })
  })

  it('is stable: the optimized text proposes no further safe rewrite of its bullets', () => {
    const once = applySafeChanges(ACCOUNTANT, changes)
    const again = suggest(once, ACCOUNTANT_AD).changes.filter(
      (c) => c.safe && ['stronger_opener', 'tense', 'filler_removed'].includes(c.kind),
    )
    expect(again).toEqual([])
  })
})

describe('suggestResumeChanges: skills in the ad’s words', () => {
  const INFRA = `Sam Ortiz
sam@example.com

Experience
Infrastructure Engineer, Northwind — Jan 2018 – Present
- Ran K8s clusters for 40 services
- Responsible for 300+ HP ProLiant BL/DL/ML servers across two data centers

Skills
- Linux, VMware`
  const AD = 'Requirements:\n- Kubernetes in production\n- Machine learning (ML) platforms\n- Linux'

  it('lists a skill the experience proves under the ad’s name, never expanding part of a product name', () => {
    const { changes } = suggest(INFRA, AD)
    const [skills] = byKind(changes, 'skill_wording')
    expect(skills?.after).toMatch(/Kubernetes/)
    expect(skills?.evidence.join(' ')).toMatch(/K8s/)
    const text = applySafeChanges(INFRA, changes)
    expect(text).not.toMatch(/machine learning/i)
    expect(text).toContain('BL/DL/ML servers')
  })
})

describe('suggestResumeChanges: sections', () => {
  it('files a change that adds a section under that section, not the one above it', () => {
    const resume = `Lucía Fernández
## Experiencia
Analista de datos, Grupo Norte, 2020 – 2025
- Gestioné la base de datos de clientes en SQL
- Responsable de los informes mensuales de ventas
## Educación
Grado en Economía, Universidad de Sevilla, 2019`
    const { changes } = suggest(resume, 'Analista de datos. Requisitos: SQL y Excel.', 'es')
    const [skills] = byKind(changes, 'skill_wording')
    expect(skills?.after).toMatch(/^\s*## Habilidades/u)
    expect(skills?.section).toBe('Habilidades')
    const [opener] = byKind(changes, 'stronger_opener')
    expect(opener?.section).toBe('Experiencia')
  })
})

describe('suggestResumeChanges in Spanish and Russian', () => {
  it('strengthens Spanish and Russian openings', () => {
    const es = `Lucía Gómez
lucia@example.com

Experiencia
Contable, Grupo Norte — 2019 – actualidad
- Encargado de la planificación de 35 cierres mensuales
- Participé en la implantación de la factura electrónica`
    const { changes } = suggest(es, 'Requisitos: cierres mensuales, SAP', 'es')
    expect(changes.map((c) => c.after)).toEqual(
      expect.arrayContaining([
        'Planifiqué 35 cierres mensuales',
        'Contribuí a la implantación de la factura electrónica',
      ]),
    )
    const ru = `Иван Петров
ivan@example.com

Опыт работы
Менеджер по продажам, ООО «Вектор» — 2018 – н.в.
- Был ответственным за портфель из 35 ключевых клиентов`
    const russian = suggest(ru, 'Требования: опыт продаж B2B', 'ru').changes
    expect(russian.map((c) => c.after)).toContain('Отвечал за портфель из 35 ключевых клиентов')
  })
})

describe('suggestResumeChanges questions', () => {
  it('asks nothing about a skill a product of the resume is a kind of (PostgreSQL is SQL)', () => {
    const resume = `Sam Lee
sam.lee@example.com

Experience
Backend Engineer, Acme — Jan 2020 – Present
- Built REST APIs in Python backed by PostgreSQL
- Containerised services with Docker
`
    const ad = `Backend Engineer
Requirements: SQL, Python, Kubernetes, REST APIs.`
    const asked = byKind(suggest(resume, ad).changes, 'question').flatMap((q) => q.keywords)
    expect(asked).not.toContain('SQL')
  })
})
