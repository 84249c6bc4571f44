import { yearsAsked } from './years-of-experience.ts'

/**
 * The years of experience a resume states about itself ("Staff accountant with three years of
 * experience", "Более 5 лет опыта", "8 años de experiencia"), read from the lines above its
 * first role: the summary a recruiter reads first. The fit report sets it beside the months
 * the roles add up to, so a summary written years ago ("three years" on a resume whose roles span
 * seven) is caught before a recruiter does the arithmetic.
 */
export interface StatedYears {
  years: number
  /** 0-based line of the resume. */
  line: number
  text: string
}

/** The claim must be about experience, not "3 years as treasurer of the chess club". */
const EXPERIENCE = /experience|experiencia|опыт|стаж/iu
const BULLET = /^\s*(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+/

export function statedYears(text: string, firstRoleLine: number): StatedYears | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const end = Math.min(firstRoleLine, lines.length)
  for (let i = 0; i < end; i += 1) {
    const line = (lines[i] ?? '').replace(BULLET, '').trim()
    if (!EXPERIENCE.test(line)) continue
    const asked = yearsAsked(line)
    if (asked && asked.min_years >= 1) return { years: asked.min_years, line: i, text: line }
  }
  return null
}

/**
 * Whether a stated number of years disagrees with the months the roles add up to: by a year or
 * more, read the way the statement is written ("5+ years" agrees with six; "three years" does not
 * agree with seven and a half).
 */
export function disagrees(stated: number, months: number): boolean {
  const shown = months / 12
  return stated - shown >= 1 || shown - stated >= 2
}
