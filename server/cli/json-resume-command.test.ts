import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonResumeSchema } from '../../src/contract/json-resume.ts'
import { resumeModel } from '../domain/resume/resume-model.ts'
import { main } from './jobfit.ts'
import { captureOutput } from './capture-output.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SAMPLES = join(ROOT, '../shared/data/samples/resumes')

let dir: string
let out: string[]
let err: string[]

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobfit-json-resume-'))
  writeFileSync(
    join(dir, 'resume.md'),
    [
      '# Rachel Okoye',
      'rachel@example.com',
      '',
      '## Experience',
      'Harbor Financial, Portland, OR, Staff Accountant',
      'Oct. 2021 – Current',
      '- Month-end close for two entities',
      '',
      '## Languages',
      'Spanish (native)',
    ].join('\n'),
  )
  writeFileSync(
    join(dir, 'bad.json'),
    '{"basics": {"name": "Ana"}, "work": [{"startDate": "May 2020"}]}',
  )
})

function capture() {
  ;({ out, err } = captureOutput())
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('jobfit json-resume', () => {
  it('export prints the resume as JSON Resume', async () => {
    capture()
    expect(await main(['json-resume', 'export', join(dir, 'resume.md')])).toBe(0)
    const resume = jsonResumeSchema.parse(JSON.parse(out.join('')))
    expect(resume.work).toEqual([
      {
        name: 'Harbor Financial',
        position: 'Staff Accountant',
        location: 'Portland, OR',
        startDate: '2021-10',
        highlights: ['Month-end close for two entities'],
      },
    ])
    expect(resume.languages).toEqual([{ language: 'Spanish', fluency: 'native' }])
  })

  it('export reads a PDF by its bytes and writes the file -o names', async () => {
    capture()
    const target = join(dir, 'john.json')
    expect(await main(['json-resume', 'export', join(SAMPLES, 'john_doe.pdf'), '-o', target])).toBe(
      0,
    )
    expect(out.join('')).toBe('')
    const resume = jsonResumeSchema.parse(JSON.parse(readFileSync(target, 'utf8')))
    expect(resume.work?.map((w) => `${w.position} at ${w.name}`)).toEqual([
      'Full Stack Java Developer at ABC Company, Inc.',
      'Software Developer at XYZ Solutions',
    ])
  })

  it('import writes the resume text the app stores, which reads back as the same resume', async () => {
    capture()
    const target = join(dir, 'new-grad.md')
    expect(
      await main([
        'json-resume',
        'import',
        join(SAMPLES, 'new-grad.resume.json'),
        '--output',
        target,
      ]),
    ).toBe(0)
    const text = readFileSync(target, 'utf8')
    expect(text.startsWith('# Maya Okonkwo\n')).toBe(true)
    const roles = resumeModel(text)
      .sections.flatMap((s) => s.items)
      .filter((i) => i.type === 'entry')
      .map((i) => (i.type === 'entry' ? `${i.title} | ${i.employer}` : ''))
    expect(roles).toContain('Software Engineering Intern | Outreach')
  })

  it('explains a file it cannot import with exit code 1, bad usage with 2', async () => {
    capture()
    expect(await main(['json-resume', 'import', join(dir, 'bad.json')])).toBe(1)
    expect(err.join('')).toBe(
      'This is not a JSON Resume the app can import: work[0].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "May 2020".\n',
    )

    capture()
    expect(await main(['json-resume', 'import', join(dir, 'resume.md')])).toBe(1)
    expect(err.join('')).toMatch(/not valid JSON/)

    capture()
    expect(await main(['json-resume', 'import', join(dir, 'missing.json')])).toBe(1)
    expect(err.join('')).toMatch(/Cannot read .*missing\.json: ENOENT/)

    capture()
    expect(await main(['json-resume', 'convert', 'x'])).toBe(2)
    expect(err.join('')).toMatch(/Unknown json-resume action "convert"[\s\S]*Usage:/)

    capture()
    expect(await main(['json-resume', 'export'])).toBe(2)
    expect(err.join('')).toMatch(/Missing the file to export/)
  })

  it('is in the help', async () => {
    capture()
    expect(await main(['--help'])).toBe(0)
    expect(out.join('')).toMatch(/jobfit json-resume export <resume/)
    expect(out.join('')).toMatch(/jobfit json-resume import <resume\.json/)
  })
})
