import type { ResumeStatus } from '../../contract/common.ts'
import type { Resume } from '../../contract/resumes.ts'

/** The status filter of the resumes page: every status, or one. */
export type StatusFilter = 'all' | ResumeStatus

export type ResumeFilters = {
  /** What the user typed in the search box. */
  query: string
  status: StatusFilter
}

export const NO_FILTERS: ResumeFilters = { query: '', status: 'all' }

/**
 * Folds text for matching: lower case, and accents dropped ("José" finds "jose", "Résumé" finds
 * "resume"), because people rarely type the accents a job ad or a pasted resume carries.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
}

/** The words of a query; every one must appear, in any order, so "react northwind" narrows down. */
export function queryTerms(query: string): string[] {
  return foldForSearch(query).split(/\s+/u).filter(Boolean)
}

function searchableText(resume: Resume): string {
  return foldForSearch(
    [
      resume.title,
      resume.job_description ?? '',
      resume.original_content,
      resume.optimized_content ?? '',
    ].join('\n'),
  )
}

/** Whether the search box or the status filter narrows the list. */
export function hasActiveFilters(filters: ResumeFilters): boolean {
  return filters.status !== 'all' || queryTerms(filters.query).length > 0
}

/**
 * The resumes the page shows for a search and a status, in their original order. The search looks
 * at the title, the job description and the resume text (original and optimized).
 */
export function filterResumes(resumes: readonly Resume[], filters: ResumeFilters): Resume[] {
  const terms = queryTerms(filters.query)
  return resumes.filter((resume) => {
    if (filters.status !== 'all' && resume.status !== filters.status) return false
    if (terms.length === 0) return true
    const text = searchableText(resume)
    return terms.every((term) => text.includes(term))
  })
}
