import { describe, expect, it } from 'vitest'
import type { AtsCheck } from '../../../../src/contract/analysis.ts'
import type { LayoutSignals } from '../../../../src/contract/documents.ts'
import { formattingChecks } from './formatting-checks.ts'
import { readResume } from './resume-facts.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME, WEAK_RESUME } from './test-resumes.ts'

const CLEAN_LAYOUT: LayoutSignals = {
  kind: 'pdf',
  page_count: 1,
  word_count: 450,
  columns: 1,
  tables: 0,
  text_boxes: 0,
  images_without_text: 0,
  contact_only_in_header_footer: false,
}

function byId(checks: AtsCheck[]): Record<string, AtsCheck> {
  return Object.fromEntries(checks.map((check) => [check.id, check]))
}

function checksOf(resume: string, layout?: LayoutSignals) {
  return byId(formattingChecks(readResume(resume), layout))
}

describe('formattingChecks', () => {
  it('passes a complete English resume with full points', () => {
    const checks = checksOf(ENGLISH_RESUME)
    for (const id of ['sections', 'contact', 'dates', 'bullets', 'length']) {
      expect(checks[id], id).toMatchObject({ passed: true, aspect: 'formatting' })
      expect(checks[id]?.points, id).toBe(checks[id]?.weight)
    }
    expect(checks.sections?.value).toBe(5)
    expect(checks.contact?.value).toBe(3)
  })

  it('finds sections, contact and dates in Spanish and Russian resumes', () => {
    for (const resume of [SPANISH_RESUME, RUSSIAN_RESUME]) {
      const checks = checksOf(resume)
      expect(checks.sections?.passed).toBe(true)
      expect(checks.contact?.passed).toBe(true)
      expect(checks.dates).toMatchObject({ passed: true, value: 2 })
      // Short resumes (under 400 words) lose the length check.
      expect(checks.length?.passed).toBe(false)
    }
  })

  it('fails every text check on a weak resume', () => {
    const checks = checksOf(WEAK_RESUME)
    for (const id of ['sections', 'contact', 'dates', 'bullets', 'length']) {
      expect(checks[id], id).toMatchObject({ passed: false, points: 0 })
    }
  })

  it('gives partial points for partial contact and sections', () => {
    const checks = checksOf('Experience\n- Built APIs\nSkills\n- Go\nana@mail.com')
    // weights without layout: sections 30, contact 25
    expect(checks.sections).toMatchObject({ passed: false, points: 15, weight: 30, value: 2 })
    expect(checks.contact).toMatchObject({ passed: false, points: 11.25, weight: 25, value: 1 })
    expect(checksOf('a@b.co +1 (555) 123-4567').contact).toMatchObject({
      passed: true,
      points: 22.5,
    })
  })

  it('scores mixed and reversed dates lower', () => {
    const mixed = checksOf('Experience\nAcme, Jan 2020 – Present\nBeta, 2015-2019')
    // ends: Jan 2020 (month name), 2015 and 2019 (years) → consistency 2/3;
    // 15 × (0.5 + 0.5 × 2/3) = 12.5
    expect(mixed.dates).toMatchObject({ passed: false, points: 12.5, value: 2 })
    const reversed = checksOf('Experience\nAcme, Mar 2021 – Jan 2020')
    expect(reversed.dates).toMatchObject({ passed: false, points: 0, value: 1 })
  })

  it('scores length by the band 400-1200 words', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')
    expect(checksOf(words(150)).length).toMatchObject({ passed: false, points: 0, value: 150 })
    expect(checksOf(words(275)).length).toMatchObject({ passed: false, points: 7.5 })
    expect(checksOf(words(800)).length).toMatchObject({ passed: true, points: 15 })
    expect(checksOf(words(1600)).length).toMatchObject({ passed: false, points: 7.5 })
    expect(checksOf(words(2500)).length).toMatchObject({ passed: false, points: 0 })
  })

  it('adds layout checks only with a layout, and renormalises weights', () => {
    const without = formattingChecks(readResume(ENGLISH_RESUME))
    expect(without.map((check) => check.id)).toEqual([
      'sections',
      'contact',
      'dates',
      'bullets',
      'length',
    ])
    expect(without.reduce((sum, check) => sum + check.weight, 0)).toBe(100)
    const withLayout = formattingChecks(readResume(ENGLISH_RESUME), CLEAN_LAYOUT)
    expect(withLayout).toHaveLength(10)
    expect(withLayout.reduce((sum, check) => sum + check.weight, 0)).toBe(100)
    expect(byId(withLayout).sections?.weight).toBe(22.5)
    expect(withLayout.every((check) => check.passed)).toBe(true)
  })

  it('fails each layout check on its own signal', () => {
    const checks = checksOf(ENGLISH_RESUME, {
      ...CLEAN_LAYOUT,
      columns: 2,
      tables: 1,
      text_boxes: 3,
      images_without_text: 1,
      contact_only_in_header_footer: true,
    })
    for (const id of [
      'single_column',
      'no_tables',
      'no_text_boxes',
      'text_layer',
      'contact_in_body',
    ]) {
      expect(checks[id], id).toMatchObject({ passed: false, points: 0 })
    }
    expect(checks.single_column?.value).toBe(2)
    expect(checks.no_text_boxes?.value).toBe(3)
  })

  it('does not take a long job header with its dates for a paragraph', () => {
    const resume = [
      'Experience',
      'Science Teacher, Grades 7 and 8, Maple Grove Middle School 09/2016 - 06/2020',
      '- Taught life and physical science to five classes a day',
      '- Designed hands-on lab units on ecosystems and forces',
      '- Ran the after-school robotics club with 40 members',
      '- Met with parents each term and kept a class newsletter',
    ].join('\n')
    expect(readResume(resume).prose).toHaveLength(0)
    expect(checksOf(resume).bullets).toMatchObject({ passed: true, value: 4 })
  })

  it('lets the second look overturn missing dates and bullets', () => {
    // Neither "Acme 2019 2021" (no dash) nor "☞" (no marker for the first reading) is seen by
    // the careful reading; the second look sees two years on a line and four bullet-like lines.
    const resume = 'Experience\nAcme 2019 2021\n☞ Led A\n☞ Built B\n☞ Ran C\n☞ Cut D'
    const facts = readResume(resume)
    expect(facts.dates.ranges).toBe(0)
    const checks = checksOf(resume)
    expect(checks.dates).toMatchObject({ passed: true, value: 0, points: checks.dates?.weight })
    expect(checks.bullets).toMatchObject({ passed: true, value: 0, points: checks.bullets?.weight })
  })
})
