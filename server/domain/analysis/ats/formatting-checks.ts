import type { AtsCheck, AtsCheckId } from '../../../../src/contract/analysis.ts'
import type { LayoutSignals } from '../../../../src/contract/documents.ts'
import { weighChecks, type CheckResult } from './check.ts'
import { ramp } from './numbers.ts'
import type { ResumeFacts } from './resume-facts.ts'
import { countBulletLines, seesDateRange } from './second-look.ts'
import type { SectionKind } from './sections.ts'

/** Base weights; they sum to 100 with a layout and are rescaled to 100 without one. */
export const FORMATTING_WEIGHTS: Readonly<Partial<Record<AtsCheckId, number>>> = {
  sections: 22.5,
  contact: 18.75,
  dates: 11.25,
  bullets: 11.25,
  length: 11.25,
  single_column: 8,
  no_tables: 5,
  no_text_boxes: 4,
  text_layer: 5,
  contact_in_body: 3,
}

/** Share of the sections check each section earns; the three core sections are required. */
export const SECTION_SHARES: Readonly<Record<SectionKind, number>> = {
  experience: 0.25,
  education: 0.25,
  skills: 0.25,
  summary: 0.125,
  extras: 0.125,
}
export const CORE_SECTIONS: readonly SectionKind[] = ['experience', 'education', 'skills']

/** Word counts: full points from 400 to 1200, none below 150 or above 2000, linear between. */
export const LENGTH_BAND = { zeroBelow: 150, min: 400, max: 1200, zeroAbove: 2000 } as const
/** Bullets: full points from this many bullet lines in the experience section. */
export const BULLETS_FOR_FULL_POINTS = 4
const PASS = 0.75

function sectionsCheck(facts: ResumeFacts): CheckResult {
  const found = facts.sections.found
  let fraction = 0
  for (const [kind, share] of Object.entries(SECTION_SHARES)) {
    if (found.has(kind as SectionKind)) fraction += share
  }
  return {
    id: 'sections',
    fraction,
    passed: CORE_SECTIONS.every((kind) => found.has(kind)),
    value: found.size,
  }
}

function contactCheck(facts: ResumeFacts): CheckResult {
  const { email, phone, linkedin } = facts.contact
  return {
    id: 'contact',
    // LinkedIn is a bonus: email and phone alone pass with 90 % of the points.
    fraction: (email ? 0.45 : 0) + (phone ? 0.45 : 0) + (linkedin ? 0.1 : 0),
    passed: email && phone,
    value: Number(email) + Number(phone) + Number(linkedin),
  }
}

/**
 * A check whose "missing" the second look overturns earns its full points: the analysis cannot
 * say what is wrong, so it takes nothing off and suggests nothing (second-look.ts).
 */
function overturned(id: AtsCheckId, value: number): CheckResult {
  return { id, fraction: 1, passed: true, value }
}

function datesCheck(facts: ResumeFacts): CheckResult {
  const { ranges, consistency, reversed } = facts.dates
  if (ranges === 0) {
    if (seesDateRange(facts.raws)) return overturned('dates', 0)
    return { id: 'dates', fraction: 0, passed: false, value: 0 }
  }
  const ordered = 1 - reversed / ranges
  return {
    id: 'dates',
    fraction: (0.5 + 0.5 * consistency) * ordered,
    passed: consistency >= 0.8 && reversed === 0,
    value: ranges,
  }
}

function bulletsCheck(facts: ResumeFacts): CheckResult {
  const bullets = facts.experience.filter((line) => line.bullet).length
  const prose = facts.prose.length
  const fraction =
    bullets === 0
      ? 0
      : Math.min(1, bullets / BULLETS_FOR_FULL_POINTS) * (bullets / (bullets + prose))
  // Too few bullets is a "missing" claim; paragraphs beside enough bullets are not.
  if (
    bullets < BULLETS_FOR_FULL_POINTS &&
    countBulletLines(facts.raws) >= BULLETS_FOR_FULL_POINTS
  ) {
    if (prose === 0) return overturned('bullets', bullets)
  }
  return { id: 'bullets', fraction, passed: fraction >= PASS, value: bullets }
}

function lengthCheck(facts: ResumeFacts): CheckResult {
  const count = facts.words.length
  const { zeroBelow, min, max, zeroAbove } = LENGTH_BAND
  const fraction = count <= max ? ramp(count, zeroBelow, min) : 1 - ramp(count, max, zeroAbove)
  return { id: 'length', fraction, passed: count >= min && count <= max, value: count }
}

function binary(id: AtsCheckId, passed: boolean, value: number | null): CheckResult {
  return { id, fraction: passed ? 1 : 0, passed, value }
}

function layoutChecks(layout: LayoutSignals): CheckResult[] {
  return [
    binary('single_column', layout.columns <= 1, layout.columns),
    binary('no_tables', layout.tables === 0, layout.tables),
    binary('no_text_boxes', layout.text_boxes === 0, layout.text_boxes),
    binary('text_layer', layout.images_without_text === 0, layout.images_without_text),
    binary('contact_in_body', !layout.contact_only_in_header_footer, null),
  ]
}

/** The formatting checks; the layout ones only for an uploaded file (docs/analysis-formulas.md). */
export function formattingChecks(facts: ResumeFacts, layout?: LayoutSignals): AtsCheck[] {
  const results = [
    sectionsCheck(facts),
    contactCheck(facts),
    datesCheck(facts),
    bulletsCheck(facts),
    lengthCheck(facts),
    ...(layout ? layoutChecks(layout) : []),
  ]
  return weighChecks('formatting', results, FORMATTING_WEIGHTS)
}
