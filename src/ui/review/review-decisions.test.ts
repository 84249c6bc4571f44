import { describe, expect, it } from 'vitest'
import {
  accountantEn,
  dataAnalystEn,
  salesRu,
  warehouseEn,
} from '../../mocks/fixtures/resume-review.ts'
import type { ResumeChange } from '../../contract/resume-changes.ts'
import {
  countDecisions,
  decisionOf,
  fillPlaceholder,
  NO_DECISIONS,
  placeholderOf,
  reviewDecisionsReducer,
  reviewedLayout,
  reviewedText,
  type ReviewAction,
  type ReviewDecisions,
} from './review-decisions.ts'

function changeOf(changes: readonly ResumeChange[], id: string): ResumeChange {
  const change = changes.find((c) => c.id === id)
  if (!change) throw new Error(`No change ${id}`)
  return change
}

function run(actions: ReviewAction[], from: ReviewDecisions = NO_DECISIONS): ReviewDecisions {
  return actions.reduce(reviewDecisionsReducer, from)
}

const accountant = accountantEn.set.changes
const warehouse = warehouseEn.set.changes
const analyst = dataAnalystEn.set.changes

describe('reviewDecisionsReducer', () => {
  it('accepts, rejects and undoes one change at a time', () => {
    const c2 = changeOf(accountant, 'c2')
    const accepted = run([{ type: 'accept', change: c2 }])
    expect(decisionOf(accepted, 'c2')).toEqual({ status: 'accepted' })
    const rejected = run([{ type: 'reject', id: 'c2' }], accepted)
    expect(decisionOf(rejected, 'c2')).toEqual({ status: 'rejected' })
    expect(decisionOf(run([{ type: 'undo', id: 'c2' }], rejected), 'c2')).toEqual({
      status: 'pending',
    })
  })

  it('refuses to accept a placeholder or a question as proposed', () => {
    const number = changeOf(warehouse, 'c7')
    const question = changeOf(analyst, 'c4')
    const decisions = run([
      { type: 'accept', change: number },
      { type: 'accept', change: question },
    ])
    expect(decisions).toEqual(NO_DECISIONS)
  })

  it('accepts a placeholder once the user fills it, and not with the bracket left in', () => {
    const number = changeOf(warehouse, 'c7')
    expect(run([{ type: 'fill', change: number, value: '  ' }])).toEqual(NO_DECISIONS)
    expect(run([{ type: 'fill', change: number, value: '[how many?]' }])).toEqual(NO_DECISIONS)
    const filled = run([{ type: 'fill', change: number, value: '12' }])
    expect(decisionOf(filled, 'c7')).toEqual({
      status: 'accepted',
      text: 'Trained 12 new hires on RF scanners',
    })
  })

  it("accepts the user's edit, but not one that keeps the placeholder", () => {
    const c3 = changeOf(accountant, 'c3')
    const edited = run([{ type: 'edit', change: c3, text: ' Closed the ledger in 5 days ' }])
    expect(decisionOf(edited, 'c3')).toEqual({
      status: 'accepted',
      text: 'Closed the ledger in 5 days',
    })
    const number = changeOf(warehouse, 'c7')
    expect(run([{ type: 'edit', change: number, text: number.after }])).toEqual(NO_DECISIONS)
    expect(run([{ type: 'edit', change: c3, text: '' }])).toEqual(NO_DECISIONS)
  })

  it('takes an answer only for a question', () => {
    const question = changeOf(analyst, 'c4')
    const answered = run([{ type: 'answer', change: question, text: 'Built Power BI reports' }])
    expect(decisionOf(answered, 'c4')).toEqual({
      status: 'accepted',
      text: 'Built Power BI reports',
    })
    const c3 = changeOf(analyst, 'c3')
    expect(run([{ type: 'answer', change: c3, text: 'anything' }])).toEqual(NO_DECISIONS)
    expect(run([{ type: 'answer', change: question, text: ' ' }])).toEqual(NO_DECISIONS)
  })

  it('accepts every undecided safe change at once, leaving the user’s own decisions', () => {
    const decisions = run([
      { type: 'reject', id: 'c2' },
      { type: 'accept-all-safe', changes: accountant },
    ])
    expect(decisionOf(decisions, 'c2')).toEqual({ status: 'rejected' })
    // c1 corrects a fact (the summary's years): never accepted in bulk.
    expect(decisionOf(decisions, 'c1')).toEqual({ status: 'pending' })
    expect(countDecisions(accountant, decisions)).toEqual({
      accepted: 8,
      rejected: 1,
      pending: 1,
      safePending: 0,
    })
  })

  it('resets to nothing decided', () => {
    const decisions = run([{ type: 'accept-all-safe', changes: accountant }, { type: 'reset' }])
    expect(decisions).toEqual(NO_DECISIONS)
  })
})

describe('reviewedText', () => {
  it('is the original while nothing is accepted', () => {
    expect(reviewedText(accountantEn.original, accountant, NO_DECISIONS)).toBe(
      accountantEn.original,
    )
    const rejected = run(accountant.map((change) => ({ type: 'reject', id: change.id })))
    expect(reviewedText(accountantEn.original, accountant, rejected)).toBe(accountantEn.original)
  })

  it('applies the accepted changes only, keeping each bullet marker', () => {
    const decisions = run([
      { type: 'accept', change: changeOf(accountant, 'c2') },
      { type: 'reject', id: 'c3' },
    ])
    const text = reviewedText(accountantEn.original, accountant, decisions)
    expect(text).toContain('- Monitor and record activity for 14 cost centers in NetSuite')
    expect(text).toContain('- Responsible for month-end close of the general ledger')
  })

  it('writes a filled number over the other proposal for the same line', () => {
    const decisions = run([
      { type: 'accept-all-safe', changes: warehouse },
      { type: 'fill', change: changeOf(warehouse, 'c7'), value: '12' },
    ])
    const text = reviewedText(warehouseEn.original, warehouse, decisions)
    expect(text).toContain('- Trained 12 new hires on RF scanners')
    expect(text).not.toContain('Responsible for training')
  })

  it("adds an answered question as a new line after the one it points at, in that line's style", () => {
    const question = changeOf(analyst, 'c4')
    const decisions = run([
      { type: 'answer', change: question, text: 'Rebuilt the store dashboards in Power BI' },
    ])
    const layout = reviewedLayout(dataAnalystEn.original, analyst, decisions)
    const lines = layout.text.split('\n')
    expect(lines[9]).toBe('- Worked on weekly sales dashboards in Tableau for 45 store managers')
    expect(lines[10]).toBe('- Rebuilt the store dashboards in Power BI')
    expect(layout.spans.get('c4')).toEqual({ from: 10, to: 11 })
    // A question's anchor without a marker (the title line) gets a plain line.
    const ru = changeOf(salesRu.set.changes, 'c1')
    const answered = run([{ type: 'answer', change: ru, text: 'План продаж выполнял на 110%' }])
    expect(reviewedText(salesRu.original, salesRu.set.changes, answered).split('\n')[2]).toBe(
      'План продаж выполнял на 110%',
    )
  })
})

describe('placeholders', () => {
  it('finds the bracketed question in each language', () => {
    expect(placeholderOf('Trained [how many?] new hires')).toBe('[how many?]')
    expect(placeholderOf('en [¿cuánto?]')).toBe('[¿cuánto?]')
    expect(placeholderOf('на [сколько?]')).toBe('[сколько?]')
    expect(placeholderOf('Excel (VLOOKUP, pivot tables)')).toBeNull()
    expect(placeholderOf('[1] reference')).toBeNull()
  })

  it('fills only a real value', () => {
    expect(fillPlaceholder('Trained [how many?] hires', '12')).toBe('Trained 12 hires')
    expect(fillPlaceholder('Trained [how many?] hires', '')).toBeNull()
    expect(fillPlaceholder('No placeholder', '12')).toBeNull()
  })
})
