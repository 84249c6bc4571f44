import { describe, expect, it } from 'vitest'
import type { Resume } from '../../contract/resumes.ts'
import {
  filterResumes,
  foldForSearch,
  hasActiveFilters,
  NO_FILTERS,
  queryTerms,
} from './filter-resumes.ts'

function resume(overrides: Partial<Resume>): Resume {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    title: 'Untitled',
    original_content: '',
    optimized_content: undefined,
    job_description: undefined,
    status: 'draft',
    match_score: null,
    template: 'minimalist',
    created_at: '2025-01-01',
    ...overrides,
  }
}

const list = [
  resume({ id: '1', title: 'Senior Frontend Engineer – Northwind', status: 'optimized' }),
  resume({
    id: '2',
    title: 'Diseñador de producto',
    job_description: 'Equipo en Bogotá',
    status: 'draft',
  }),
  resume({
    id: '3',
    title: 'Data analyst',
    original_content: 'SQL, Python, Tableau',
    status: 'exported',
  }),
  resume({
    id: '4',
    title: 'Аналитик',
    optimized_content: 'Ёмкий опыт в SQL',
    status: 'optimized',
  }),
]
const ids = (result: Resume[]) => result.map((item) => item.id)

describe('foldForSearch', () => {
  it('drops case and accents', () => {
    expect(foldForSearch('Résumé BOGOTÁ')).toBe('resume bogota')
  })
})

describe('queryTerms', () => {
  it('splits on any whitespace and ignores blanks', () => {
    expect(queryTerms('  React \t Northwind ')).toEqual(['react', 'northwind'])
    expect(queryTerms('   ')).toEqual([])
  })
})

describe('filterResumes', () => {
  it('keeps everything, in order, without filters', () => {
    expect(ids(filterResumes(list, NO_FILTERS))).toEqual(['1', '2', '3', '4'])
  })

  it('searches the title, the job description and the resume text', () => {
    expect(ids(filterResumes(list, { query: 'northwind', status: 'all' }))).toEqual(['1'])
    expect(ids(filterResumes(list, { query: 'bogota', status: 'all' }))).toEqual(['2'])
    expect(ids(filterResumes(list, { query: 'tableau', status: 'all' }))).toEqual(['3'])
  })

  it('also searches the optimized text', () => {
    expect(ids(filterResumes(list, { query: 'sql', status: 'all' }))).toEqual(['3', '4'])
  })

  it('ignores case and diacritics on both sides', () => {
    expect(ids(filterResumes(list, { query: 'DISENADOR', status: 'all' }))).toEqual(['2'])
    expect(ids(filterResumes(list, { query: 'емкий', status: 'all' }))).toEqual(['4'])
  })

  it('needs every word of the query', () => {
    expect(ids(filterResumes(list, { query: 'frontend northwind', status: 'all' }))).toEqual(['1'])
    expect(ids(filterResumes(list, { query: 'frontend tableau', status: 'all' }))).toEqual([])
  })

  it('filters by status, and combines status with the search', () => {
    expect(ids(filterResumes(list, { query: '', status: 'optimized' }))).toEqual(['1', '4'])
    expect(ids(filterResumes(list, { query: 'sql', status: 'optimized' }))).toEqual(['4'])
    expect(ids(filterResumes(list, { query: 'northwind', status: 'draft' }))).toEqual([])
  })
})

describe('hasActiveFilters', () => {
  it('is false for a blank query and every status', () => {
    expect(hasActiveFilters({ query: '  ', status: 'all' })).toBe(false)
    expect(hasActiveFilters({ query: 'x', status: 'all' })).toBe(true)
    expect(hasActiveFilters({ query: '', status: 'draft' })).toBe(true)
  })
})
