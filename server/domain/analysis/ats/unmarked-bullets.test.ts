import { describe, expect, it } from 'vitest'
import { parseLines, splitLines } from './resume-text.ts'
import { mapSections } from './sections.ts'
import { markUnmarkedBullets } from './unmarked-bullets.ts'

function mark(text: string) {
  const lines = parseLines(text)
  const raws = splitLines(text)
  return markUnmarkedBullets(lines, raws, mapSections(lines, raws))
}

/** A job whose list dots were drawn as shapes, so its text has no marker (Chromium's PDFs). */
const DRAWN_DOTS = [
  'Experience',
  'Registered Nurse, Bayshore General Hospital',
  '01/2020 – 03/2023',
  'Cared for post-operative patients on a busy surgical floor, with a',
  'usual assignment of 5 to 6 patients per shift',
  'Led hourly rounding on the unit, which brought patient falls down by',
  '30% over two quarters',
  'Precepted new graduate nurses through their first weeks on the floor',
  'Nurse Technician, Suncoast Rehabilitation Center',
  '06/2017 – 12/2019',
  'Took vital signs and helped patients with mobility exercises',
  'Education',
  'Bachelor of Science in Nursing, University of South Florida',
].join('\n')

describe('unmarked bullets', () => {
  it('reads the achievement lines of a dated job as bullets, wrapped lines joined', () => {
    const { lines, continuations } = mark(DRAWN_DOTS)
    const bullets = lines.filter((line) => line.bullet).map((line) => line.text)
    expect(bullets).toEqual([
      'Cared for post-operative patients on a busy surgical floor, with a usual assignment of 5 to 6 patients per shift',
      'Led hourly rounding on the unit, which brought patient falls down by 30% over two quarters',
      'Precepted new graduate nurses through their first weeks on the floor',
      'Took vital signs and helped patients with mobility exercises',
    ])
    expect([...continuations]).toEqual([4, 6])
  })

  it('leaves job headers, paragraphs, other sections and marked resumes alone', () => {
    const paragraph = [
      'Experience',
      'Accountant, Acme — 2019 – 2021',
      'I closed the books every month. I also prepared the statements for the board and the bank.',
    ].join('\n')
    expect(mark(paragraph).lines.some((line) => line.bullet)).toBe(false)
    // Before any date line there is no job to list achievements for.
    expect(mark('Experience\nWorked across many teams on many things').continuations.size).toBe(0)
    expect(
      mark(
        'Experience\nAcme 2019 – 2021\n- Closed the books\nPrepared the annual statements for the bank',
      ).lines[3]?.bullet,
    ).toBe(false)
  })
})
