import { execFile } from 'node:child_process'
import { accessSync, constants, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { keywordAnalysisSchema } from '../../src/contract/analysis.ts'
import { main } from './jobfit.ts'
import { captureOutput } from './capture-output.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SAMPLES = join(ROOT, '../shared/data/samples')

let dir: string
let out: string[]
let err: string[]

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobfit-cli-'))
  writeFileSync(
    join(dir, 'resume.md'),
    '# Ana Ruiz\nana@example.com\n## Experience\n- Built React apps in TypeScript\n',
  )
  writeFileSync(join(dir, 'job.txt'), 'Requirements:\n- React and TypeScript\n- GraphQL a plus\n')
})

function capture() {
  ;({ out, err } = captureOutput())
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('jobfit command line', () => {
  it('analyze --json prints the keyword analysis of the API', async () => {
    capture()
    const code = await main([
      'analyze',
      '--resume',
      join(dir, 'resume.md'),
      '--jd',
      join(dir, 'job.txt'),
      '--json',
    ])
    expect(code).toBe(0)
    const analysis = keywordAnalysisSchema.parse(JSON.parse(out.join('')))
    const react = analysis.keyword_matches.find((match) => match.keyword === 'React')
    expect(react?.found_in_resume).toBe(true)
    // The fit report rides along: React is a must-have the resume shows, GraphQL a missing plus.
    expect(analysis.requirements?.find((r) => r.name === 'React')).toMatchObject({
      priority: 'must',
      status: 'met',
    })
    expect(analysis.gap_plan).toEqual([
      expect.objectContaining({ requirement: 'GraphQL', priority: 'nice', action: 'missing' }),
    ])
  })

  it('analyze prints a readable report without --json', async () => {
    capture()
    const code = await main([
      'analyze',
      '--resume',
      join(dir, 'resume.md'),
      '--jd',
      join(dir, 'job.txt'),
    ])
    expect(code).toBe(0)
    const report = out.join('')
    expect(report).toMatch(/Keyword match/)
    expect(report).toMatch(/ATS score/)
    expect(report).toMatch(/GraphQL/)
    expect(report).toMatch(/Fit score/)
    expect(report).toMatch(/✓ must {1,2}\S+ +React — line 4: "- Built React apps in TypeScript"/)
    expect(report).toMatch(/1\. \[nice\] GraphQL — missing/)
  })

  it('reads PDFs by their bytes', async () => {
    capture()
    const code = await main([
      'analyze',
      '--resume',
      join(SAMPLES, 'resumes/barry_allen_fe.pdf'),
      '--jd',
      join(SAMPLES, 'jds/job_desc_front_end_engineer.pdf'),
      '--json',
    ])
    expect(code).toBe(0)
    const analysis = keywordAnalysisSchema.parse(JSON.parse(out.join('')))
    expect(analysis.total_keywords).toBeGreaterThan(5)
  })

  it('keywords --json lists the job keywords with category, importance and offsets', async () => {
    capture()
    expect(await main(['keywords', '--jd', join(dir, 'job.txt'), '--json'])).toBe(0)
    const { keywords } = JSON.parse(out.join('')) as {
      keywords: Array<{ keyword: string; category: string; offsets: [number, number][] }>
    }
    const text = 'Requirements:\n- React and TypeScript\n- GraphQL a plus\n'
    const react = keywords.find((keyword) => keyword.keyword === 'React')
    expect(react?.category).toBe('technical')
    const [start, end] = react?.offsets[0] ?? [0, 0]
    expect(text.slice(start, end)).toBe('React')
  })

  it('explains an unreadable input with exit code 1, bad usage with 2', async () => {
    capture()
    const scanned = join(SAMPLES, 'pdf-hard/imagemagick-images.pdf')
    expect(await main(['analyze', '--resume', scanned, '--jd', join(dir, 'job.txt')])).toBe(1)
    expect(err.join('')).toMatch(/scanned/i)

    capture()
    expect(
      await main(['analyze', '--resume', join(dir, 'nope.pdf'), '--jd', join(dir, 'job.txt')]),
    ).toBe(1)
    expect(err.join('')).toMatch(/Cannot read .*nope\.pdf: ENOENT/)

    capture()
    expect(await main(['analyze', '--jd', join(dir, 'job.txt')])).toBe(2)
    expect(err.join('')).toMatch(/Missing --resume/)

    capture()
    expect(await main(['frobnicate'])).toBe(2)
    expect(await main(['analyze', '--bogus'])).toBe(2)
  })

  it('ships an executable bin that runs without a build step', async () => {
    const bin = join(ROOT, 'bin/jobfit.mjs')
    accessSync(bin, constants.X_OK)
    const { stdout } = await promisify(execFile)(bin, ['--help'], { cwd: ROOT })
    expect(stdout).toMatch(/jobfit analyze --resume/)
  })
})
