import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildPdfFixture } from '../domain/documents/pdf-fixture.ts'
import { readInput } from './read-input.ts'

const LINES = [
  'Maya Chen, Senior Frontend Engineer',
  'Built React and TypeScript apps for ten years',
  'Led a team of five engineers at Northwind',
  'Shipped a design system used by four product teams and cut page load time by half',
  'Mentored junior developers and ran weekly reviews of accessibility and performance',
  'Worked with designers and product managers to plan each release of the web app',
]

describe('readInput', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobfit-read-input-'))
  afterEach(() => vi.restoreAllMocks())

  it('says on standard error when a file reads as symbol soup, and not otherwise', async () => {
    const written: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    const soup = join(dir, 'soup.pdf')
    writeFileSync(soup, buildPdfFixture({ lines: LINES, font: 'custom-encoding-letters' }))
    const plain = join(dir, 'plain.pdf')
    writeFileSync(plain, buildPdfFixture({ lines: LINES }))

    await readInput(plain)
    expect(written).toEqual([])
    await readInput(soup)
    expect(written.join('')).toMatch(
      /^Warning \(.*soup\.pdf\): The text of this file looks garbled/,
    )
  })
})
