import { describe, expect, it } from 'vitest'
import { rewriteBullet } from './rewrite-bullet.ts'

const past = { tense: 'past', mixed: false } as const
const present = { tense: 'present', mixed: false } as const

describe('rewriteBullet', () => {
  it('turns an -ing opening into verbs of the role’s tense', () => {
    expect(rewriteBullet('Monitoring and recording activity for 40 cost centres', past)).toEqual({
      text: 'Monitored and recorded activity for 40 cost centres',
      steps: ['stronger_opener'],
    })
    expect(
      rewriteBullet('Monitoring and recording activity for 40 cost centres', present)?.text,
    ).toBe('Monitor and record activity for 40 cost centres')
  })

  it('makes "Helped" honest and strong', () => {
    expect(
      rewriteBullet('Helped the internal audit team prepare year-end schedules', past)?.text,
    ).toBe('Supported the internal audit team in preparing year-end schedules')
    expect(rewriteBullet('Helped reduce overtime by 12%', past)?.text).toBe(
      'Contributed to reducing overtime by 12%',
    )
  })

  it('replaces a filler opening with the verb the line supports', () => {
    expect(rewriteBullet('Responsible for managing accounts payable.', past)).toEqual({
      text: 'Managed accounts payable',
      steps: ['stronger_opener'],
    })
    expect(
      rewriteBullet('Responsable de gestionar la facturación', { tense: null, mixed: false })?.text,
    ).toBe('Gestioné la facturación')
  })

  it('writes the current role in the present and a past role in the past', () => {
    expect(rewriteBullet('Managed month-end close for the group', present)).toEqual({
      text: 'Manage month-end close for the group',
      steps: ['tense'],
    })
    expect(rewriteBullet('Manages payroll for 200 staff', past)?.text).toBe(
      'Managed payroll for 200 staff',
    )
    // A base form in a past role changes only where the role's other bullets are in the past.
    expect(rewriteBullet('Process vendor invoices', past)).toBeNull()
    expect(rewriteBullet('Process vendor invoices', { tense: 'past', mixed: true })?.text).toBe(
      'Processed vendor invoices',
    )
  })

  it('keeps a finished result in the past, even in the current role', () => {
    expect(rewriteBullet('Closed $2.1M in new ARR in 2025', present)).toBeNull()
    expect(rewriteBullet('Launched the vendor portal', present)).toBeNull()
    expect(rewriteBullet('Led migration of the billing service to Go', present)).toBeNull()
    expect(
      rewriteBullet(
        'Automated recurring reports, cutting manual effort by 12 hours a week',
        present,
      ),
    ).toBeNull()
    expect(rewriteBullet('Led a team of engineers', present)?.text).toBe('Lead a team of engineers')
  })

  it('leaves a strong bullet alone, and a noun opening unconjugated', () => {
    expect(rewriteBullet('Reconciled 14 bank accounts monthly', past)).toBeNull()
    expect(rewriteBullet('Budget owner for a $2M programme', past)).toBeNull()
  })

  it('splits a long bullet of two sentences', () => {
    const long =
      'Reconciled 14 bank accounts and intercompany balances every month for the three entities of the group. Prepared the audit schedules and answered every auditor question within two days of the request'
    const out = rewriteBullet(long, past)
    expect(out?.steps).toEqual(['split'])
    expect(out?.text.split('\n')).toHaveLength(2)
    expect(out?.text.split('\n')[1]).toMatch(/^Prepared the audit schedules/)
  })
})

describe('rewriteBullet on "Helped" with an object and a preposition', () => {
  it('keeps the object whole', () => {
    expect(
      rewriteBullet('Helped the internal audit team with SOX walkthroughs', {
        tense: 'past',
        mixed: false,
      })?.text,
    ).toBe('Supported the internal audit team with SOX walkthroughs')
  })
})

describe('rewriteBullet on seats and care', () => {
  it('serves on a committee and cares for patients', () => {
    const past = { tense: 'past', mixed: false } as const
    expect(
      rewriteBullet('Worked on the falls committee; falls dropped from 11 to 4', past)?.text,
    ).toBe('Served on the falls committee; falls dropped from 11 to 4')
    expect(rewriteBullet('Responsible for care of 5-6 patients per shift', past)?.text).toBe(
      'Cared for 5-6 patients per shift',
    )
  })

  it('leaves activities after a preposition alone', () => {
    expect(
      rewriteBullet('Supervising a crew of 22 associates across receiving, picking and shipping', {
        tense: 'present',
        mixed: false,
      })?.text,
    ).toBe('Supervise a crew of 22 associates across receiving, picking and shipping')
  })
})

describe('rewriteBullet on "Worked on"', () => {
  const past = { tense: 'past', mixed: false } as const

  it('keeps the sense of a place of work: a line, station, shift or floor', () => {
    expect(
      rewriteBullet('Worked on the breakfast line, plating 120+ tickets per shift', past)?.text,
    ).toBe('Worked the breakfast line, plating 120+ tickets per shift')
    expect(rewriteBullet('Worked on the night shift in a 40-bed unit', past)?.text).toBe(
      'Worked the night shift in a 40-bed unit',
    )
  })

  it('reads a project, a feature or a product line as a shared effort', () => {
    expect(rewriteBullet('Worked on the migration to NetSuite', past)?.text).toBe(
      'Contributed to the migration to NetSuite',
    )
    expect(rewriteBullet('Worked on the new product line launch', past)?.text).toBe(
      'Contributed to the new product line launch',
    )
  })
})

describe('rewriteBullet on Russian noun openings', () => {
  it('writes a past role’s noun opening as the writer’s past tense, and leaves others', () => {
    const options = { tense: null, mixed: false, russianPast: 'feminine' } as const
    expect(rewriteBullet('Поддержка сайтов на WordPress', options)?.text).toBe(
      'Поддерживала сайты на WordPress',
    )
    expect(rewriteBullet('Поддержка сайтов на WordPress', { tense: null, mixed: false })).toBeNull()
  })
})

describe('rewriteBullet on help with a result', () => {
  it('keeps help with a finished result in the past in the current role', () => {
    const present = { tense: 'present', mixed: false } as const
    expect(
      rewriteBullet('Helped sales engineering build a demo for fleet managers', present)?.text,
    ).toBe('Supported sales engineering in building a demo for fleet managers')
    expect(
      rewriteBullet('Helped the internal audit team with SOX walkthroughs', present)?.text,
    ).toBe('Support the internal audit team with SOX walkthroughs')
  })
})
